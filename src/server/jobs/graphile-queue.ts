// The producer side of the PostgreSQL job queue (graphile-worker): what web servers and workers call to queue work,
// and the failed jobs `npm run status` lists. Chosen over pg-boss because its job keys coalesce a burst into one
// job (array payloads merge), a key whose job is already running gets a new job instead (exactly one more run after
// it), and named queues run their jobs one at a time across all workers: one rebuild per tenant, with no locks of
// ours. Its schema (graphile_worker) is made by its own migrations.
import { makeWorkerUtils, type WorkerUtils } from 'graphile-worker';
import type pg from 'pg';
import { z } from 'zod';
import { resilientPool } from '../db/pg-pool.ts';
import type { RebuildMode } from '../rebuild-queue.ts';
import type { FailedJob, JobQueue } from './job-queue.ts';

export const REBUILD_TASK = 'rebuild';
export const RECURRING_TASK = 'recurring';

/** One request in a rebuild job's payload; a burst's requests are merged into one array. */
export const rebuildRequestSchema = z.object({ slug: z.string().min(1), fetchFeed: z.boolean() });
export type RebuildRequest = z.infer<typeof rebuildRequestSchema>;

export type GraphileQueueOptions = {
  connectionString: string;
  /** How long a rebuild waits for more of a burst before it may start (default 250 ms). */
  gatherMs?: number;
  /** Attempts before a job is kept as failed (default 5; graphile-worker waits exp(attempt) seconds between). */
  maxAttempts?: number;
};

export const rebuildJobSpec = (slug: string, gatherMs: number, maxAttempts: number) => ({
  queueName: `site:${slug}`, // one rebuild per tenant at a time, across every worker
  jobKey: `rebuild:${slug}`,
  jobKeyMode: 'replace' as const,
  runAt: new Date(Date.now() + gatherMs),
  maxAttempts,
});

/** What a job's queue says it is for: `site:<slug>` (a rebuild), `recurring:<name>` (`recurring:feed:<slug>`). */
function describeQueue(task: string, queueName: string | null): { task: string; tenant: string | null } {
  if (queueName?.startsWith('site:')) return { task, tenant: queueName.slice('site:'.length) };
  if (queueName?.startsWith('recurring:')) {
    const name = queueName.slice('recurring:'.length);
    return { task: name, tenant: name.startsWith('feed:') ? name.slice('feed:'.length) : null };
  }
  return { task, tenant: null };
}

/** Lists jobs that ran out of attempts (not running), newest first, from graphile-worker's public `jobs` view. */
export async function listFailedJobs(pool: pg.Pool, limit = 50): Promise<FailedJob[]> {
  const { rows } = await pool.query<{
    id: string;
    task_identifier: string;
    queue_name: string | null;
    attempts: number;
    last_error: string | null;
    updated_at: Date;
  }>(
    `select id, task_identifier, queue_name, attempts, last_error, updated_at from graphile_worker.jobs
     where attempts >= max_attempts and locked_at is null order by updated_at desc limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: String(row.id),
    ...describeQueue(row.task_identifier, row.queue_name),
    attempts: row.attempts,
    lastError: row.last_error,
    failedAt: row.updated_at.toISOString(),
  }));
}

/** Deletes jobs that ran out of attempts longer than `retentionMs` ago, through graphile-worker's completeJobs. */
export async function clearFailedJobs(pool: pg.Pool, utils: WorkerUtils, retentionMs: number): Promise<number> {
  const { rows } = await pool.query<{ id: string }>(
    `select id from graphile_worker.jobs where attempts >= max_attempts and locked_at is null and updated_at < now() - make_interval(secs => $1)`,
    [retentionMs / 1000],
  );
  if (rows.length === 0) return 0;
  return (await utils.completeJobs(rows.map((row) => String(row.id)))).length;
}

export type GraphileQueue = JobQueue & { utils: WorkerUtils };

/**
 * A connection pool for graphile-worker that survives PostgreSQL going away (src/server/db/pg-pool.ts): the query in
 * hand fails and is retried by its job, and graphile-worker finds its handlers.
 */
export function jobsPool(connectionString: string, max: number): pg.Pool {
  return resilientPool({ connectionString, max });
}

/** Connects, brings graphile-worker's schema up to date, and queues through it. */
export async function openGraphileQueue(options: GraphileQueueOptions): Promise<GraphileQueue> {
  const pool = jobsPool(options.connectionString, 4);
  const utils = await makeWorkerUtils({ pgPool: pool });
  try {
    await utils.migrate();
  } catch (error) {
    await utils.release();
    await pool.end();
    throw error;
  }
  const gatherMs = options.gatherMs ?? 250;
  const maxAttempts = options.maxAttempts ?? 5;
  return {
    engine: 'graphile-worker',
    utils,
    async requestRebuild(slug, mode: RebuildMode = { fetchFeed: true }) {
      const request: RebuildRequest = { slug, fetchFeed: mode.fetchFeed };
      const job = await utils.addJob(REBUILD_TASK, [request], rebuildJobSpec(slug, gatherMs, maxAttempts));
      return job.revision === 0; // a replaced (merged) job has a higher revision
    },
    failedJobs: () => listFailedJobs(pool),
    clearFailedJobs: (retentionMs) => clearFailedJobs(pool, utils, retentionMs),
    async close() {
      await utils.release();
      await pool.end();
    },
  };
}
