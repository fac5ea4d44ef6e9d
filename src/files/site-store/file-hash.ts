import { createHash } from 'node:crypto';
import { siteFileHeaders } from '#src/server/content-types.ts';

/**
 * A site file's content hash in the store: the headers it is served with, then its bytes, so one stored object is
 * one answer (the same bytes under another type or cache policy are another object).
 */
export function storedFileHash(file: string, bytes: Uint8Array): string {
  const headers = siteFileHeaders(file);
  return createHash('sha256')
    .update(`${headers.contentType}\n${headers.contentEncoding ?? ''}\n${headers.cacheControl}\n`)
    .update(bytes)
    .digest('hex');
}
