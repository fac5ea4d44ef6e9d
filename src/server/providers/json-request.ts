// One JSON call to a service a tenant configures (a lender's quotes, market data, a plate lookup): one deadline for
// the whole call, a size limit on the answer (declared or counted), no redirects, and the answer checked with the
// caller's zod schema. Any failure is a ProviderFailed with the reason in words, for the log; callers apply their
// spec's failure rule (silent, no figure). The endpoints come from the tenant settings the platform operator keeps,
// not from shoppers, so no address guard is applied (unlike feed URLs, src/files/fetch-url.ts).
import { request } from 'undici';
import type { z } from 'zod';

export type JsonRequest<T> = {
  url: string;
  method?: 'GET' | 'POST';
  /** Sent as JSON (POST). */
  body?: unknown;
  /** The tenant's key, sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  schema: z.ZodType<T>;
  timeoutMs: number;
  maxBytes: number;
  /** The caller's own deadline (a request's), besides `timeoutMs`. */
  signal?: AbortSignal;
};

export class ProviderFailed extends Error {
  override name = 'ProviderFailed';
}

export const DEFAULT_PROVIDER_TIMEOUT_MS = 8_000;
export const DEFAULT_PROVIDER_MAX_BYTES = 64 * 1024;

async function readLimited(body: AsyncIterable<Buffer>, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new ProviderFailed(`the answer is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Calls `url` and returns the answer parsed by `schema`; throws ProviderFailed: `answered HTTP 503`, `timed out after
 * 8 s`, `the answer is larger than 65536 bytes`, `the answer is not JSON`, `the answer does not match: weeklyRepaymentAmount ...`.
 */
export async function requestJson<T>(call: JsonRequest<T>): Promise<T> {
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const signal = call.signal ? AbortSignal.any([timeout, call.signal]) : timeout;
  let text: string;
  try {
    const response = await request(call.url, {
      method: call.method ?? 'GET',
      signal,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${call.apiKey}`,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    });
    response.body.on('error', () => {});
    if (response.statusCode < 200 || response.statusCode > 299) {
      await response.body.dump();
      throw new ProviderFailed(`answered HTTP ${response.statusCode}`);
    }
    const declared = Number(response.headers['content-length']);
    if (declared > call.maxBytes) {
      response.body.destroy();
      throw new ProviderFailed(`the answer is larger than ${call.maxBytes} bytes (${declared} declared)`);
    }
    text = await readLimited(response.body, call.maxBytes);
  } catch (error) {
    if (timeout.aborted) throw new ProviderFailed(`timed out after ${call.timeoutMs / 1000} s`);
    if (error instanceof ProviderFailed) throw error;
    throw new ProviderFailed(error instanceof Error ? error.message : String(error));
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ProviderFailed('the answer is not JSON');
  }
  const parsed = call.schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ProviderFailed(`the answer does not match: ${issue ? `${issue.path.join('.') || '(body)'} ${issue.message}` : 'unknown shape'}`);
  }
  return parsed.data;
}
