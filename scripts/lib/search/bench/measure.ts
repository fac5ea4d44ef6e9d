import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--expose-gc');
/** A full garbage collection, so heap figures and timing runs start clean. */
export const collectGarbage = runInNewContext('gc') as () => void;

/** Memory in use: the JavaScript heap plus array buffers (typed arrays live outside the heap). */
export async function heapBytes(): Promise<number> {
  // Array buffers are released after a collection, in the background: collect, let that finish, collect again.
  collectGarbage();
  await new Promise((resolve) => setTimeout(resolve, 50));
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/**
 * Wall-clock median and p99: what a shopper waits. With `preemptions`, also the p99 of the runs during which the
 * operating system did not switch this thread out for another process (`quietP99`) and the share of runs it did:
 * on a shared machine that separates the engine's own time from other processes' time slices. (Thread CPU time is
 * no help here: Linux counts it in 4 ms ticks.)
 */
export type Timing = { median: number; p99: number; runs: number; quietP99?: number; preemptedShare?: number };

/** Involuntary context switches of the calling thread so far (Linux), or null where that cannot be read. */
export function threadPreemptions(): number | null {
  try {
    const status = readFileSync('/proc/thread-self/status', 'utf8');
    return Number(/nonvoluntary_ctxt_switches:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  } catch {
    return null;
  }
}

const percentile = (sorted: readonly number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]!;

/**
 * Times `run` after `warmup` calls: at least `minRuns` runs, more until `budgetMs` has passed (at most `maxRuns`).
 * Promises are awaited (Orama may answer asynchronously); synchronous answers are timed without an await.
 */
export async function measure(
  run: () => unknown,
  options: { warmup: number; minRuns: number; maxRuns: number; budgetMs: number; watchPreemption?: boolean },
): Promise<Timing> {
  for (let i = 0; i < options.warmup; i++) {
    const answer = run();
    if (answer instanceof Promise) await answer;
  }
  collectGarbage();
  const samples: number[] = [];
  const quiet: number[] = [];
  const watch = options.watchPreemption === true && threadPreemptions() !== null;
  const started = performance.now();
  while (samples.length < options.maxRuns && (samples.length < options.minRuns || performance.now() - started < options.budgetMs)) {
    const switchesBefore = watch ? threadPreemptions() : 0;
    const before = performance.now();
    const answer = run();
    if (answer instanceof Promise) await answer;
    const took = performance.now() - before;
    samples.push(took);
    if (watch && threadPreemptions() === switchesBefore) quiet.push(took);
  }
  samples.sort((a, b) => a - b);
  quiet.sort((a, b) => a - b);
  const timing: Timing = { median: samples[Math.floor(samples.length / 2)]!, p99: percentile(samples, 0.99), runs: samples.length };
  if (watch && quiet.length) Object.assign(timing, { quietP99: percentile(quiet, 0.99), preemptedShare: 1 - quiet.length / samples.length });
  return timing;
}

type MeasureOptions = { warmup: number; minRuns: number; maxRuns: number; budgetMs: number; rounds: number; watchPreemption?: boolean };

/** A round counts as disturbed when the OS switched the thread out during more than this share of its runs. */
const DISTURBED_SHARE = 0.05;
/** Only rounds of queries faster than this are re-run: slower ones cannot run between other processes' time slices. */
const RERUN_BELOW_MS = 10;

/**
 * Times several query types in `rounds` interleaved rounds (round 1 of every type, then round 2, ...), each with a
 * share of the runs and budget, and reports per type the median of the round medians and of the round p99s: a burst
 * of load from other processes spoils one round of a type rather than its whole figure. With `watchPreemption`, a
 * round of a fast query (median under 10 ms) that other processes disturbed (more than 5% of its runs switched out)
 * is run again, up to twice, keeping the least disturbed attempt; the same rule for every engine.
 */
export async function measureRounds(
  runs: readonly (readonly [string, () => unknown])[],
  options: MeasureOptions,
): Promise<{ timings: Record<string, Timing>; reruns: number }> {
  const perRound = {
    warmup: options.warmup,
    minRuns: Math.ceil(options.minRuns / options.rounds),
    maxRuns: Math.ceil(options.maxRuns / options.rounds),
    budgetMs: options.budgetMs / options.rounds,
    watchPreemption: options.watchPreemption,
  };
  const rounds = new Map<string, Timing[]>(runs.map(([name]) => [name, []]));
  let reruns = 0;
  for (let round = 0; round < options.rounds; round++) {
    for (const [name, run] of runs) {
      let best = await measure(run, { ...perRound, warmup: round === 0 ? options.warmup : Math.min(1, options.warmup) });
      for (let attempt = 0; attempt < 2 && (best.preemptedShare ?? 0) > DISTURBED_SHARE && best.median < RERUN_BELOW_MS; attempt++) {
        reruns++;
        const again = await measure(run, { ...perRound, warmup: 1 });
        if ((again.preemptedShare ?? 0) < best.preemptedShare!) best = again;
      }
      rounds.get(name)!.push(best);
    }
  }
  const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const timings = Object.fromEntries(
    [...rounds].map(([name, timings]) => [
      name,
      {
        median: middle(timings.map((timing) => timing.median)),
        p99: middle(timings.map((timing) => timing.p99)),
        runs: timings.reduce((total, timing) => total + timing.runs, 0),
        ...(timings.every((timing) => timing.quietP99 !== undefined)
          ? { quietP99: middle(timings.map((timing) => timing.quietP99!)), preemptedShare: middle(timings.map((timing) => timing.preemptedShare!)) }
          : {}),
      },
    ]),
  );
  return { timings, reruns };
}
