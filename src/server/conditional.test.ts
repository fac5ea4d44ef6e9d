import { describe, expect, it } from 'vitest';
import { etagFor, isNotModified, parseRange } from './conditional.ts';

const stats = { size: 1000, mtimeMs: Date.UTC(2025, 0, 1, 0, 0, 0, 500) };
const etag = etagFor(stats);
const headers = (init: Record<string, string>) => new Headers(init);

describe('etagFor', () => {
  it('is quoted, strong and differs per encoding', () => {
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(etagFor(stats, 'br')).not.toBe(etag);
    expect(etagFor({ ...stats, mtimeMs: stats.mtimeMs + 1000 })).not.toBe(etag);
  });
});

describe('isNotModified', () => {
  it('matches If-None-Match lists, weak tags and *', () => {
    expect(isNotModified(headers({ 'if-none-match': etag }), etag, stats.mtimeMs)).toBe(true);
    expect(isNotModified(headers({ 'if-none-match': `"x", W/${etag}` }), etag, stats.mtimeMs)).toBe(true);
    expect(isNotModified(headers({ 'if-none-match': '*' }), etag, stats.mtimeMs)).toBe(true);
    expect(isNotModified(headers({ 'if-none-match': '"x"' }), etag, stats.mtimeMs)).toBe(false);
  });

  it('falls back to If-Modified-Since at one-second resolution', () => {
    const lastModified = new Date(stats.mtimeMs).toUTCString();
    expect(isNotModified(headers({ 'if-modified-since': lastModified }), etag, stats.mtimeMs)).toBe(true);
    expect(isNotModified(headers({ 'if-modified-since': new Date(0).toUTCString() }), etag, stats.mtimeMs)).toBe(false);
    // If-None-Match wins over If-Modified-Since.
    expect(isNotModified(headers({ 'if-none-match': '"x"', 'if-modified-since': lastModified }), etag, stats.mtimeMs)).toBe(false);
  });
});

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=5-1', 'unsatisfiable'],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
  ] as const)('%s', (range, expected) => {
    expect(parseRange(headers({ range }), stats.size, etag)).toEqual(expected);
  });

  it('ignores the range when If-Range no longer matches', () => {
    expect(parseRange(headers({ range: 'bytes=0-1', 'if-range': '"old"' }), stats.size, etag)).toBeNull();
    expect(parseRange(headers({ range: 'bytes=0-1', 'if-range': etag }), stats.size, etag)).toEqual({ start: 0, end: 1 });
  });
});
