// A worker process's consumer side of the PostgreSQL job queue: runs tenants' rebuilds and the recurring jobs with
// graphile-worker, beats its heartbeat (worker-heartbeat.ts), and on stop finishes the job in hand or, past the grace
// time, aborts it so that it goes back to the queue for another worker.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { EventEmitter } from 'node:events';
import { Logger, makeWorkerUtils, run, type Runner, type Task, type WorkerEvents } from 'graphile-worker';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.ts';
import type { RebuildRunner } from '../rebuild-queue.ts';
import { jobsPool, REBUILD_TASK, RECURRING_TASK, rebuildRequestSchema } from './graphile-queue.ts';
import type { RecurringJob } from './job-queue.ts';
import { startHeartbeat, type Heartbeat } from './worker-heartbeat.ts';

export type JobWorkerOptions = {
  connectionString: string;
  /** For the heartbeat table (job_workers). */
  db: Kysely<DB>;
  rebuild: RebuildRunner;
  /** Called after each rebuild, success or not. */
  onRebuilt?: (slug: string, error: unknown) => void;
  recurring?: readonly RecurringJob[];
  /** Jobs run at once by this process (default 1: a build takes a core). */
  concurrency?: number;
  /** How often it looks for jobs due later (new jobs are announced at once; default 2 s). */
  pollMs?: number;
  /** Heartbeat interval and how long an unseen worker counts as dead (defaults 5 s and 30 s). */
  heartbeatMs?: number;
  leaseMs?: number;
  /** How long stop() waits for the job in hand before aborting it (default 20 s). */
  graceMs?: number;
  log?: (message: string) => void;
};

export type JobWorker = { id: string; runner: Runner; heartbeat: Heartbeat; stop(): Promise<void> };

const recurringPayload = z.object({ name: z.string().min(1) });
/** One run at a time (its own queue), one waiting run (its key). */
const recurringSpec = (job: RecurringJob, runAt: Date) => ({ queueName: `recurring:${job.name}`, jobKey: `recurring:${job.name}`, runAt, maxAttempts: 3 });

export async function startJobWorker(options: JobWorkerOptions): Promise<JobWorker> {
  const log = options.log ?? ((message: string) => console.log(message));
  const recurring = new Map((options.recurring ?? []).map((job) => [job.name, job]));

  const rebuild: Task = async (payload, helpers) => {
    const requests = z
      .array(rebuildRequestSchema)
      .min(1)
      .parse(Array.isArray(payload) ? payload : [payload]);
    const slug = requests[0]!.slug;
    const fetchFeed = requests.some((request) => request.fetchFeed); // merged requests fetch if any asked to
    const startedAt = Date.now();
    log(`[jobs] ${slug}: rebuild started${fetchFeed ? '' : ' (one-car changes)'}${requests.length > 1 ? `, ${requests.length} requests merged` : ''}`);
    try {
      await options.rebuild(slug, { fetchFeed }, helpers.abortSignal);
      log(`[jobs] ${slug}: rebuild done in ${Date.now() - startedAt} ms`);
      options.onRebuilt?.(slug, undefined);
    } catch (error) {
      log(`[jobs] ${slug}: rebuild failed (attempt ${helpers.job.attempts} of ${helpers.job.max_attempts}): ${(error as Error).message}`);
      options.onRebuilt?.(slug, error);
      throw error;
    }
  };

  const runRecurring: Task = async (payload, helpers) => {
    const { name } = recurringPayload.parse(payload);
    const job = recurring.get(name);
    if (!job) return; // a tenant removed since: its chain ends here
    try {
      await job.run();
    } finally {
      // The next run, queued while this one holds its key: this run is then never retried (the next one is its retry).
      await helpers.addJob(RECURRING_TASK, { name }, recurringSpec(job, new Date(Date.now() + job.everyMs)));
    }
  };

  // The ids graphile-worker gives this process's workers, for the heartbeat (a dead process's jobs are unlocked by them).
  let queueWorkerIds: string[] = [];
  const events = new EventEmitter() as WorkerEvents;
  // Jobs are locked in the pool's name (locked_by), single workers' in their own: record both.
  events.on('pool:create', ({ workerPool }) => queueWorkerIds.push(workerPool.id));
  events.on('worker:create', ({ worker }) => queueWorkerIds.push(worker.workerId));
  // One pool for the runner and its utilities, ended by stop(); a connection lost while PostgreSQL is away is re-made.
  const pool = jobsPool(options.connectionString, (options.concurrency ?? 1) + 4);
  const utils = await makeWorkerUtils({ pgPool: pool });
  const startRunner = () =>
    run({
      events,
      pgPool: pool,
      concurrency: options.concurrency ?? 1,
      pollInterval: options.pollMs ?? 2000,
      noHandleSignals: true, // the process decides (scripts/worker.ts)
      gracefulShutdownAbortTimeout: options.graceMs ?? 20_000,
      // Completions go through a batcher that stop() flushes: unbatched, a job finished during a graceful stop can lose
      // its completion to the closing pool and run again.
      preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
      taskList: { [REBUILD_TASK]: rebuild, [RECURRING_TASK]: runRecurring },
      logger: new Logger(() => (level, message) => {
        if (level === 'error' || level === 'warning') log(`[jobs] ${message}`);
      }),
    });
  let runner = await startRunner();
  let stopping = false;
  let restarting: Promise<void> = Promise.resolve();
  const id = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;

  // graphile-worker ends its runner when PostgreSQL goes away at the wrong moment (a job's completion that cannot be
  // recorded stops the pool: "queue is in an inconsistent state"). The process then had no consumer until restarted by
  // hand. Instead, once PostgreSQL answers again, this worker unlocks the jobs its ended runner held (their completion
  // may be lost, so they run again: a rebuild is idempotent) and starts a new runner.
  const ended = new WeakSet<Runner>();
  const supervise = (current: Runner) => {
    current.promise
      .finally(() => ended.add(current))
      .then(
        () => restartAfterEnd(current, 'ended'),
        (error: unknown) => restartAfterEnd(current, (error as Error)?.message ?? String(error)),
      );
  };
  const restartAfterEnd = (ended: Runner, why: string) => {
    if (stopping || ended !== runner) return;
    log(`[jobs] the job runner stopped (${why}); restarting it once PostgreSQL answers`);
    restarting = (async () => {
      for (let delayMs = 250; !stopping; delayMs = Math.min(delayMs * 2, 5000)) {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (stopping) return;
        try {
          const endedIds = queueWorkerIds;
          await utils.forceUnlockWorkers(endedIds);
          queueWorkerIds = [];
          runner = await startRunner();
          supervise(runner);
          log('[jobs] job runner restarted');
          return;
        } catch (error) {
          log(`[jobs] job runner not restarted yet: ${(error as Error).message}`);
        }
      }
    })();
  };
  supervise(runner);

  const heartbeat = startHeartbeat({
    db: options.db,
    id,
    queueWorkerIds: () => [...queueWorkerIds],
    unlock: (ids) => utils.forceUnlockWorkers(ids),
    everyMs: options.heartbeatMs ?? 5000,
    leaseMs: options.leaseMs ?? 30_000,
    log,
  });
  // Each recurring job exists once, whichever worker started first; a due time already set is kept.
  for (const job of recurring.values()) {
    await runner.addJob(RECURRING_TASK, { name: job.name }, { ...recurringSpec(job, new Date()), jobKeyMode: 'preserve_run_at' });
  }

  return {
    id,
    get runner() {
      return runner;
    },
    heartbeat,
    async stop() {
      stopping = true;
      await restarting;
      if (!ended.has(runner)) await runner.stop();
      await heartbeat.stop();
      await utils.release();
      await pool.end();
    },
  };
}
