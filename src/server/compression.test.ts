import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ByteLru, compressBytes, createCompressionCache, negotiateEncodings } from './compression.ts';

describe('negotiateEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['gzip', ['gzip']],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['br;q=0, gzip;q=0.1', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0, gzip', ['gzip']],
    ['identity', []],
  ] as const)('%s', (header, expected) => {
    expect(negotiateEncodings(header)).toEqual(expected);
  });
});

describe('ByteLru', () => {
  it('evicts least recently used entries past the byte budget', () => {
    const lru = new ByteLru(10);
    lru.set('a', new Uint8Array(4));
    lru.set('b', new Uint8Array(4));
    lru.get('a'); // a is now more recent than b
    lru.set('c', new Uint8Array(4));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.totalBytes).toBe(8);
    lru.set('huge', new Uint8Array(11)); // larger than the whole budget: not cached
    expect(lru.get('huge')).toBeUndefined();
  });
});

describe('compression', () => {
  const text = new TextEncoder().encode('hello dealer '.repeat(200));

  it('round-trips br and gzip', async () => {
    expect(brotliDecompressSync(await compressBytes(text, 'br'))).toEqual(Buffer.from(text));
    expect(gunzipSync(await compressBytes(text, 'gzip'))).toEqual(Buffer.from(text));
  });

  it('compresses once per key, even for concurrent requests', async () => {
    const cache = createCompressionCache(1024 * 1024);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return text;
    };
    const [a, b] = await Promise.all([cache('k', 'br', load), cache('k', 'br', load)]);
    await cache('k', 'br', load);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    await cache('k', 'gzip', load);
    expect(loads).toBe(2);
  });
});
