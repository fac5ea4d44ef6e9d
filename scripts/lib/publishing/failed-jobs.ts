// `npm run status` on PostgreSQL: the shared job queue's jobs that failed every attempt (graphile-worker keeps them).
import { resilientPool } from '#src/server/db/pg-pool.ts';
import { listFailedJobs } from '#src/server/jobs/graphile-queue.ts';
import type { FailedJob } from '#src/server/jobs/job-queue.ts';
import { age } from './status.ts';

export function formatFailedJobs(jobs: readonly FailedJob[], tenants: readonly string[] | null, now = Date.now()): string {
  const shown = tenants ? jobs.filter((job) => job.tenant === null || tenants.includes(job.tenant)) : jobs;
  if (shown.length === 0) return 'Failed jobs: none';
  return [
    `Failed jobs (${shown.length}; kept in the job queue tables; a new request for the same work queues a new job):`,
    ...shown.map(
      (job) =>
        `  ${job.task}${job.tenant && !job.task.endsWith(job.tenant) ? ` ${job.tenant}` : ''}: failed ${age(job.failedAt, now)} after ${job.attempts} attempt${job.attempts === 1 ? '' : 's'}: ${job.lastError ?? 'no error recorded'}`,
    ),
  ].join('\n');
}

/** The failed jobs as text; says so when the queue cannot be read. */
export async function failedJobsReport(databaseUrl: string, tenants: readonly string[] | null): Promise<string> {
  const pool = resilientPool({ connectionString: databaseUrl, max: 1 });
  try {
    return formatFailedJobs(await listFailedJobs(pool), tenants);
  } catch (error) {
    const missing = (error as { code?: string }).code === '42P01'; // no graphile_worker schema: no worker has run yet
    return missing ? 'Failed jobs: none (no job worker has run against this database yet)' : `Failed jobs: cannot be read: ${(error as Error).message}`;
  } finally {
    await pool.end();
  }
}
