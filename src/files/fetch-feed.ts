import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FeedConfig } from '#src/domain/tenant/schema/feed.ts';
import { DEFAULT_MAX_REDIRECTS, fetchUrlText, type FetchSeams } from './fetch-url.ts';

/** Resolves a feed source: http(s) URLs stay as they are; paths are relative to the tenant's folder. */
export function resolveFeedSource(feed: FeedConfig, tenantFolder: string): string {
  return /^https?:\/\//.test(feed.source) ? feed.source : path.resolve(tenantFolder, feed.source);
}

/** What a feed's fetch is held to: its size, time and (for a URL) the addresses it may reach (see fetch-url.ts). */
export type FeedFetchLimits = Pick<FeedConfig, 'fetchTimeoutMs' | 'maxBytes' | 'allowPrivateNetwork'>;

/** Fetches the feed body as text. Throws an Error whose message says what went wrong and where. */
export async function fetchFeedBody(source: string, limits: FeedFetchLimits, seams: FetchSeams = {}): Promise<string> {
  if (!/^https?:\/\//.test(source)) {
    try {
      const { size } = await stat(source);
      if (size > limits.maxBytes) throw new Error(`is larger than ${limits.maxBytes} bytes (${size})`);
      return await readFile(source, 'utf8');
    } catch (error) {
      throw new Error(`feed file ${source} could not be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
  }
  try {
    return await fetchUrlText(
      source,
      { timeoutMs: limits.fetchTimeoutMs, maxBytes: limits.maxBytes, maxRedirects: DEFAULT_MAX_REDIRECTS, allowPrivateNetwork: limits.allowPrivateNetwork },
      seams,
    );
  } catch (error) {
    const reason = (error as Error).message;
    throw new Error(reason.startsWith('answered HTTP') ? `feed ${source} ${reason}` : `feed ${source} could not be fetched: ${reason}`);
  }
}
