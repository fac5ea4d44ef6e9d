// Reading many pages at once (a cold build's 10,000): each page's facts and JSON-LD findings on every core, in
// worker threads (node:worker_threads), a batch of pages at a time. ~2 ms a page for the facts and about as much for
// the JSON-LD check were the cold build's SEO step and audit; the results are those of the same functions run here.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageIssue } from './page-cache.ts';
import type { PageFacts } from './page-facts.ts';

export type PageRead = { facts: PageFacts; jsonLd: PageIssue[] };
/** What a thread is asked: the facts and JSON-LD findings of pages, or their html-validate findings. */
export type ReadRequest = { batch: number; siteFolder: string; files: string[]; work: 'read' | 'validate' };
type ReadAnswer<T> = { batch: number; pages?: T[]; error?: string };

/** Below this many pages, the threads' start (~0.3 s: each loads the parsers and validators) costs more than it saves. */
export const THREADED_READ_MIN = 400;
/** html-validate takes ~20-40 ms a page: worth the threads from a few dozen pages. */
export const THREADED_VALIDATE_MIN = 40;
const BATCH = 25;

/** Every page's facts and JSON-LD findings, in the order of `files` (relative to `siteFolder`). */
export function readPagesThreaded(siteFolder: string, files: readonly string[], threads = availableParallelism()): Promise<PageRead[]> {
  return onThreads<PageRead>('read', siteFolder, files, threads);
}

/** Every page's html-validate findings (the audit's validator), in the order of `files`. */
export function validatePagesThreaded(siteFolder: string, files: readonly string[], threads = availableParallelism()): Promise<PageIssue[][]> {
  return onThreads<PageIssue[]>('validate', siteFolder, files, threads);
}

async function onThreads<T>(work: ReadRequest['work'], siteFolder: string, files: readonly string[], threads: number): Promise<T[]> {
  const batches: string[][] = [];
  for (let start = 0; start < files.length; start += BATCH) batches.push(files.slice(start, start + BATCH));
  const results: T[][] = new Array(batches.length);
  const workers = Array.from({ length: Math.max(1, Math.min(threads, batches.length)) }, () => new Worker(new URL('./page-reader-worker.ts', import.meta.url)));
  let next = 0;
  const run = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      const ask = () => {
        if (next >= batches.length) return resolve();
        const batch = next++;
        worker.postMessage({ batch, siteFolder, files: batches[batch]!, work } satisfies ReadRequest);
      };
      worker.on('message', (answer: ReadAnswer<T>) => {
        if (answer.error !== undefined) return reject(new Error(answer.error));
        results[answer.batch] = answer.pages!;
        ask();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => (next < batches.length || code !== 0 ? reject(new Error(`a page reader thread stopped (exit code ${code})`)) : undefined));
      ask();
    });
  try {
    await Promise.all(workers.map(run));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results.flat();
}
