// The platform's background work behind one interface, so the web server asks for a rebuild the same way whichever
// engine runs it:
//   - embedded database (PGlite, one process): the in-process rebuild queue (rebuild-queue.ts), below;
//   - PostgreSQL (DATABASE_URL): graphile-worker's tables (graphile-queue.ts), consumed by any number of
//     `npm run worker` processes (graphile-worker.ts).
// Job kinds: a tenant's rebuild (from the stock webhook, the scheduled feed pull or a reservation's held cars; the
// build publishes), and recurring jobs (each tenant's feed pull, reservation expiry, price and stock alerts).
import type { RebuildMode, RebuildQueue } from '../rebuild-queue.ts';

/** A job that ran out of attempts, kept for `npm run status`. */
export type FailedJob = { id: string; task: string; tenant: string | null; attempts: number; lastError: string | null; failedAt: string };

export type JobQueue = {
  readonly engine: 'in-process' | 'graphile-worker';
  /**
   * Queues a tenant's rebuild; true when a new run was scheduled, false when merged into one still waiting. A build
   * already running gets exactly one more run after it. Rejects when the queue cannot be reached (nothing queued).
   */
  requestRebuild(slug: string, mode?: RebuildMode): Promise<boolean>;
  /** Jobs that failed for good, newest first. */
  failedJobs(): Promise<FailedJob[]>;
  /** Deletes the jobs that failed for good more than `retentionMs` ago; returns how many. */
  clearFailedJobs(retentionMs: number): Promise<number>;
  close(): Promise<void>;
};

/** How long a job that failed for good stays listed by `npm run status` (FAILED_JOB_RETENTION_DAYS, default 7). */
export function failedJobRetentionMs(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env.FAILED_JOB_RETENTION_DAYS?.trim() || 7);
  if (!Number.isFinite(days) || days <= 0)
    throw new Error(`FAILED_JOB_RETENTION_DAYS must be a positive number of days, got "${env.FAILED_JOB_RETENTION_DAYS}"`);
  return days * 86_400_000;
}

/** A job run again every `everyMs` (from the end of one run), by one worker at a time. */
export type RecurringJob = { name: string; everyMs: number; run: () => Promise<void> };

/** The in-process queue behind the same interface: builds one at a time in this process; a failure is in the publish log. */
export function inProcessJobQueue(queue: RebuildQueue): JobQueue {
  return {
    engine: 'in-process',
    requestRebuild: async (slug, mode) => queue.request(slug, mode),
    failedJobs: async () => [],
    clearFailedJobs: async () => 0, // a failed in-process build is an entry of the publish log, which keeps the last 30
    close: () => queue.idle(),
  };
}

/**
 * The rebuild request reservations make when a car's hold starts or ends: its RESERVED tag changed, not the feed, so
 * the build applies the stored stock only. Queued in the background; a queue that cannot take it is logged.
 */
export function heldCarsRebuild(queue: Pick<JobQueue, 'requestRebuild'>): (slug: string) => boolean {
  return (slug) => {
    queue
      .requestRebuild(slug, { fetchFeed: false })
      .catch((error: unknown) => console.error(`[jobs] ${slug}: rebuild not queued: ${(error as Error).message}`));
    return true;
  };
}
