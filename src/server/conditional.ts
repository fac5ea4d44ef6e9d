// HTTP validators and ranges for static files: ETag / If-None-Match / If-Modified-Since
// (so revalidating HTML costs a 304, not a page), and single byte ranges (Safari will not
// play an mp4 from a server that ignores Range).
import type { Stats } from 'node:fs';

/** Strong validator from size + mtime: changes whenever the build rewrites the file. */
export function etagFor(stats: Pick<Stats, 'size' | 'mtimeMs'>, variant?: string): string {
  const base = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;
  // Each encoding is a different representation, so it needs its own strong ETag.
  return variant ? `"${base}-${variant}"` : `"${base}"`;
}

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/** True when the client's cached copy is current (answer 304). Weak comparison per RFC 9110. */
export function isNotModified(headers: Headers, etag: string, mtimeMs: number): boolean {
  const ifNoneMatch = headers.get('if-none-match');
  if (ifNoneMatch !== null) {
    // If-None-Match takes precedence: ignore If-Modified-Since when it is present.
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch.split(',').some((tag) => opaqueTag(tag) === etag);
  }
  const ifModifiedSince = headers.get('if-modified-since');
  if (ifModifiedSince === null) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have 1 s resolution.
  return Number.isFinite(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}

export type ByteRange = { start: number; end: number };

/**
 * Parses a single `bytes=` range. Returns null to ignore the header (absent, multi-range,
 * malformed, or If-Range no longer matching) and 'unsatisfiable' for a 416.
 */
export function parseRange(headers: Headers, size: number, etag: string): ByteRange | 'unsatisfiable' | null {
  const header = headers.get('range');
  if (!header) return null;
  const ifRange = headers.get('if-range');
  if (ifRange !== null && ifRange.trim() !== etag) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  let start: number;
  let end: number;
  if (first === '') {
    const suffix = Number(last); // `bytes=-500`: the last 500 bytes
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(first);
    end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
