import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FeedConfig } from '#src/domain/tenant/schema/feed.ts';

/** Resolves a feed source: http(s) URLs stay as they are; paths are relative to the tenant's folder. */
export function resolveFeedSource(feed: FeedConfig, tenantFolder: string): string {
  return /^https?:\/\//.test(feed.source) ? feed.source : path.resolve(tenantFolder, feed.source);
}

/** Fetches the feed body as text. Throws an Error whose message says what went wrong and where. */
export async function fetchFeedBody(source: string, timeoutMs: number): Promise<string> {
  if (!/^https?:\/\//.test(source)) {
    try {
      return await readFile(source, 'utf8');
    } catch (error) {
      throw new Error(`feed file ${source} could not be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
  }
  let response: Response;
  try {
    response = await fetch(source, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json, text/csv;q=0.9, */*;q=0.5' } });
  } catch (error) {
    throw new Error(`feed ${source} could not be fetched: ${(error as Error).message}`);
  }
  if (!response.ok) throw new Error(`feed ${source} answered HTTP ${response.status}`);
  return response.text();
}
