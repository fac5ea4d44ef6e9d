// Response compression: Accept-Encoding negotiation, on-the-fly brotli/gzip, and a
// byte-bounded LRU so each page is compressed once per build, not once per request.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** File suffix of a precompressed sibling written by the build (`app.js.br`). */
export const PRECOMPRESSED_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/** Below this, compression costs more (CPU, headers) than it saves. */
export const MIN_COMPRESS_BYTES = 1024;

/** Encodings the client accepts, best first (brotli wins ties: it is smaller). */
export function negotiateEncodings(acceptEncoding: string | null | undefined): Encoding[] {
  if (!acceptEncoding) return [];
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (token) q.set(token.trim(), Number.isFinite(value) ? value : 0);
  }
  const weight = (encoding: string) => q.get(encoding) ?? q.get('*') ?? 0;
  const candidates: Encoding[] = ['br', 'gzip'];
  return candidates
    .filter((encoding) => weight(encoding) > 0)
    .sort((a, b) => weight(b) - weight(a)); // stable sort keeps br first on ties
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function compressBytes(data: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  if (encoding === 'br') {
    return brotli(data, {
      params: {
        // Quality 5 is ~as small as gzip -9 at a fraction of brotli-11's CPU cost.
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
      },
    });
  }
  return gzip(data, { level: 6 });
}

/** Least-recently-used map bounded by the total byte size of its values. */
export class ByteLru {
  readonly maxBytes: number;
  #totalBytes = 0;
  #entries = new Map<string, Uint8Array<ArrayBuffer>>();

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get totalBytes(): number {
    return this.#totalBytes;
  }

  get(key: string): Uint8Array<ArrayBuffer> | undefined {
    const value = this.#entries.get(key);
    if (value) {
      // Re-insert so Map iteration order doubles as recency order.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Uint8Array<ArrayBuffer>): void {
    if (value.byteLength > this.maxBytes) return; // would evict everything for one entry
    this.delete(key);
    this.#entries.set(key, value);
    this.#totalBytes += value.byteLength;
    for (const [oldestKey] of this.#entries) {
      if (this.#totalBytes <= this.maxBytes) break;
      this.delete(oldestKey);
    }
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (!value) return;
    this.#entries.delete(key);
    this.#totalBytes -= value.byteLength;
  }
}

/**
 * Compresses on demand and memoises by `key` (which must change when the file changes,
 * e.g. path + ETag). Concurrent requests for the same key share one compression.
 */
export function createCompressionCache(maxBytes: number) {
  const lru = new ByteLru(maxBytes);
  const pending = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

  return async function compressed(
    key: string,
    encoding: Encoding,
    load: () => Promise<Uint8Array<ArrayBuffer>>,
  ): Promise<Uint8Array<ArrayBuffer>> {
    const cacheKey = `${key}|${encoding}`;
    const hit = lru.get(cacheKey);
    if (hit) return hit;
    let job = pending.get(cacheKey);
    if (!job) {
      job = load()
        .then((data) => compressBytes(data, encoding))
        .then((bytes) => {
          lru.set(cacheKey, bytes);
          return bytes;
        })
        .finally(() => pending.delete(cacheKey));
      pending.set(cacheKey, job);
    }
    return job;
  };
}

export type CompressionCache = ReturnType<typeof createCompressionCache>;
