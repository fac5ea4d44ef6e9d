// Request plumbing shared by the leads API routes: body decoding by content type, same-origin check,
// client address, and the JSON error shape `{ error, fields? }`.
import type { Context } from 'hono';
import type { ApiEnv } from '../api-env.ts';
import { clientAddressOf, requestSchemeOf, TRUST_NO_PROXY, type ProxyTrust } from '../proxy-trust.ts';

export const MAX_BODY_BYTES = 32 * 1024;

export type BodyKind = 'json' | 'form' | 'text';
export type DecodedBody = { kind: BodyKind; value: Record<string, unknown> };
export type Refusal = {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;
  error: string;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
};

export const refuse = (c: Context<ApiEnv>, refusal: Refusal): Response => {
  if (refusal.retryAfterSeconds) c.header('Retry-After', String(refusal.retryAfterSeconds));
  c.header('Cache-Control', 'no-store');
  return c.json(refusal.fields ? { error: refusal.error, fields: refusal.fields } : { error: refusal.error }, refusal.status);
};

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

const NESTED_KEY = /^([A-Za-z_][\w-]*)\[([^\]]{0,100})\]$/;

/**
 * A form post as an object: repeated names become lists, `a[b]=c` becomes `{ a: { b: 'c' } }` and
 * `a[]=x` a list. Built with Object.fromEntries, so a `__proto__` field is an ordinary (refused) key.
 * @example formToObject(new URLSearchParams('kind=contact&additional_services[]=Tyres&custom[colour]=Red'))
 *   // { kind: 'contact', additional_services: ['Tyres'], custom: { colour: 'Red' } }
 */
export function formToObject(params: URLSearchParams): Record<string, unknown> {
  const flat = new Map<string, unknown>();
  const nested = new Map<string, Map<string, string>>();
  for (const [key, value] of params) {
    const match = NESTED_KEY.exec(key);
    if (match && match[2] === '') {
      const list = flat.get(match[1]!);
      flat.set(match[1]!, Array.isArray(list) ? [...list, value] : [value]);
    } else if (match) {
      const inner = nested.get(match[1]!) ?? new Map<string, string>();
      inner.set(match[2]!, value);
      nested.set(match[1]!, inner);
    } else if (flat.has(key)) {
      const previous = flat.get(key);
      flat.set(key, Array.isArray(previous) ? [...previous, value] : [previous, value]);
    } else {
      flat.set(key, value);
    }
  }
  for (const [key, inner] of nested) flat.set(key, Object.fromEntries(inner));
  return Object.fromEntries(flat);
}

const TOO_LARGE: Refusal = { status: 413, error: 'Payload too large (32 KB at most)' };

/** A chunked body read as a stream, cut off (null) past the limit. */
async function readStreamed(c: Context<ApiEnv>, maxBytes: number): Promise<Buffer | null> {
  const reader = c.req.raw.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** A declared Content-Length: true when within the limit, false when over (or malformed), null when chunked. */
function declaredWithin(c: Context<ApiEnv>, maxBytes: number): boolean | null {
  const declared = c.req.header('content-length');
  if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return null;
  return /^\d+$/.test(declared) && Number(declared) <= maxBytes;
}

/**
 * The body as text, at most `maxBytes`; null when larger. With a Content-Length it reads through the
 * Node adapter's direct path (no web streams: this is the hot path of every lead); a chunked body is read
 * as a stream and cut off at the limit.
 */
export async function readBodyText(c: Context<ApiEnv>, maxBytes = MAX_BODY_BYTES): Promise<string | null> {
  const within = declaredWithin(c, maxBytes);
  if (within !== null) return within ? c.req.text() : null;
  return (await readStreamed(c, maxBytes))?.toString('utf8') ?? null;
}

/** The body as bytes, at most `maxBytes` (a file upload); null when larger. */
export async function readBodyBytes(c: Context<ApiEnv>, maxBytes: number): Promise<Uint8Array | null> {
  const within = declaredWithin(c, maxBytes);
  if (within === false) await c.req.raw.body?.cancel().catch(() => {});
  if (within !== null) return within ? new Uint8Array(await c.req.arrayBuffer()) : null;
  return readStreamed(c, maxBytes);
}

/** Decodes the body if its content type is one of `accept`; text/plain carries JSON (navigator.sendBeacon). */
export async function decodeBody(c: Context<ApiEnv>, accept: readonly BodyKind[]): Promise<DecodedBody | Refusal> {
  const type = mediaType(c.req.header('content-type'));
  const kind: BodyKind | null =
    type === 'application/json' ? 'json' : type === 'application/x-www-form-urlencoded' ? 'form' : type === 'text/plain' ? 'text' : null;
  if (!kind || !accept.includes(kind)) {
    // The size still comes first: an oversized body is 413 whatever it claims to be.
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > MAX_BODY_BYTES) return TOO_LARGE;
    const names = accept.map((k) => (k === 'json' ? 'application/json' : k === 'form' ? 'application/x-www-form-urlencoded' : 'text/plain (JSON)'));
    return { status: 415, error: `Unsupported content type: send ${names.join(' or ')}` };
  }
  const text = await readBodyText(c);
  if (text === null) return TOO_LARGE;
  if (kind === 'form') return { kind, value: formToObject(new URLSearchParams(text)) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { status: 400, error: 'Body must be valid JSON' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { status: 400, error: 'Body must be a JSON object' };
  return { kind, value: value as Record<string, unknown> };
}

/**
 * The scheme the client used: the app sets it for every request (the connection's, or a trusted proxy's
 * X-Forwarded-Proto); routes run on their own (tests) read the connection's.
 */
export function requestScheme(c: Context<ApiEnv>): 'https' | 'http' {
  return c.get('requestScheme') ?? requestSchemeOf(c.env?.incoming, TRUST_NO_PROXY, new URL(c.req.url).protocol === 'https:');
}

/**
 * True unless a browser says the request came from another origin: Origin, else Referer, must have this request's
 * host AND scheme (an http:// page cannot post to the https:// site, where a network attacker could have written it).
 */
export function isSameOrigin(c: Context<ApiEnv>): boolean {
  const host = (c.req.header('host') ?? '').trim().toLowerCase();
  const origin = c.req.header('origin');
  const referer = c.req.header('referer');
  const source = origin ?? referer;
  if (source === undefined) return true; // not a browser post (curl, server-to-server); rate limits still apply
  try {
    const url = new URL(source);
    return url.host.toLowerCase() === host && url.protocol === `${requestScheme(c)}:`;
  } catch {
    return false; // "null" origins (sandboxed frames, file://) included
  }
}

/** The path of a same-origin Referer, for sending a form post back to its page; null otherwise. */
export function refererPath(c: Context<ApiEnv>): string | null {
  const referer = c.req.header('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.host.toLowerCase() !== (c.req.header('host') ?? '').toLowerCase()) return null;
    // One leading slash: "//evil.example/x" would be a protocol-relative redirect to another site.
    return `/${url.pathname.replace(/^[/\\]+/, '')}`;
  } catch {
    return null;
  }
}

/**
 * The client's address for rate limits and records: the right-most X-Forwarded-For entry that is not one of the
 * proxies TRUST_PROXY names (proxy-addr), or the connection's peer; 'local' without a socket (app.request tests).
 */
export function clientAddress(c: Context<ApiEnv>, trust: ProxyTrust): string {
  const incoming = c.env?.incoming;
  return (incoming && clientAddressOf(incoming, trust)) ?? 'local';
}
