// Precompressed copies of a build's text files, written beside them (cars/x.html.br, cars/x.html.gz): the server
// sends them as they are (src/server/static-files.ts) and compresses nothing when a page is asked for.
import { readFileSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Worker } from 'node:worker_threads';

/** Text formats worth compressing; images, fonts and video are compressed already, the spec sheets deflated inside. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.svg', '.txt', '.webmanifest', '.map']);
/** Below this a compressed copy saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;
export const PRECOMPRESSED_SUFFIXES = ['.br', '.gz'] as const;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli quality 5 is as small as gzip -9 for a tenth of brotli-11's time (measured on vehicle pages: 5 ms a 75 KB
 * page against 330 ms, 17.1% of the size against 15.3%); a 5,000-car cold build compresses ~10,000 files.
 */
const BROTLI_OPTIONS = (size: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

const GZIP_LEVEL = 6;

export const isCompressible = (file: string): boolean => COMPRESSIBLE.has(path.extname(file).toLowerCase());

/** Writes a file's compressed copies beside it, on this thread (precompress-worker.ts); false for a file too small. */
export function precompressFileSync(file: string): boolean {
  const bytes = readFileSync(file);
  if (bytes.byteLength < MIN_COMPRESS_BYTES) return false;
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, BROTLI_OPTIONS(bytes.byteLength)));
  writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: GZIP_LEVEL }));
  return true;
}

async function compressOne(file: string): Promise<number> {
  const bytes = await readFile(file);
  if (bytes.byteLength < MIN_COMPRESS_BYTES) return 0;
  const [br, gz] = await Promise.all([brotli(bytes, BROTLI_OPTIONS(bytes.byteLength)), gzip(bytes, { level: GZIP_LEVEL })]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return 1;
}

/**
 * From this many files, they are compressed by threads of their own, one per core, each compressing a batch at a time
 * synchronously: zlib's asynchronous calls cost ~40% more CPU a page (3.4 against 2.45 ms for a 98 KB vehicle page,
 * brotli and gzip; their hand-offs to and from libuv's thread pool), and a cold build compresses ~10,400 pages.
 */
const THREADED_MIN = 300;
const BATCH = 50;

/**
 * Writes `.br` and `.gz` beside each compressible file of at least 1 KB. Returns how many files got copies. A few
 * files compress on libuv's thread pool, a few at a time; many on worker threads (THREADED_MIN).
 */
export async function precompressFiles(files: readonly string[], concurrency = 8): Promise<number> {
  const queue = files.filter(isCompressible);
  if (queue.length >= THREADED_MIN) return precompressThreaded(queue);
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < queue.length) written += await compressOne(queue[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return written;
}

async function precompressThreaded(files: readonly string[]): Promise<number> {
  const batches: string[][] = [];
  for (let start = 0; start < files.length; start += BATCH) batches.push(files.slice(start, start + BATCH));
  const threads = Array.from(
    { length: Math.min(availableParallelism(), batches.length) },
    () => new Worker(new URL('./precompress-worker.ts', import.meta.url)),
  );
  let next = 0;
  let written = 0;
  const run = (thread: Worker) =>
    new Promise<void>((resolve, reject) => {
      const ask = () => (next < batches.length ? thread.postMessage(batches[next++]) : resolve());
      thread.on('message', (answer: { written?: number; error?: string }) => {
        if (answer.error !== undefined) return reject(new Error(`compressing the build's files: ${answer.error}`));
        written += answer.written!;
        ask();
      });
      thread.on('error', reject);
      thread.on('exit', (code) => reject(new Error(`a compressing thread stopped (exit code ${code})`)));
      ask();
    });
  try {
    await Promise.all(threads.map(run));
  } finally {
    await Promise.all(threads.map((thread) => thread.terminate()));
  }
  return written;
}
