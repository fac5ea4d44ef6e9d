import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--expose-gc');
/** A full garbage collection, so heap figures and timing runs start clean. */
export const collectGarbage = runInNewContext('gc') as () => void;

export const heapBytes = (): number => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

export type Timing = { median: number; p99: number; runs: number };

/**
 * Times `run` after `warmup` calls: at least `minRuns` runs, more until `budgetMs` has passed (at most `maxRuns`).
 * Promises are awaited (Orama may answer asynchronously); synchronous answers are timed without an await.
 */
export async function measure(run: () => unknown, options: { warmup: number; minRuns: number; maxRuns: number; budgetMs: number }): Promise<Timing> {
  for (let i = 0; i < options.warmup; i++) {
    const answer = run();
    if (answer instanceof Promise) await answer;
  }
  collectGarbage();
  const samples: number[] = [];
  const started = performance.now();
  while (samples.length < options.maxRuns && (samples.length < options.minRuns || performance.now() - started < options.budgetMs)) {
    const before = performance.now();
    const answer = run();
    if (answer instanceof Promise) await answer;
    samples.push(performance.now() - before);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)]!, p99: samples[Math.min(samples.length - 1, Math.ceil(samples.length * 0.99) - 1)]!, runs: samples.length };
}
