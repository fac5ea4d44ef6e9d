// A job worker of the platform (`npm run worker`, and `npm start` on PostgreSQL): tenants' rebuilds (each build
// publishes its site), and the recurring jobs — each tenant's scheduled feed pull, reservation expiry, and price
// and stock alerts — consumed from the shared PostgreSQL queue.
import { createBuildRunner } from '../build-runner.ts';
import { writeHeldCarsForBuild } from '../checkout/holds-sync.ts';
import type { Database } from '../db/database.ts';
import { createFeedSchedule } from '../feed-schedule.ts';
import type { LeadsPlatform } from '../leads/platform.ts';
import type { RebuildRunner } from '../rebuild-queue.ts';
import type { SiteRegistry } from '../site-registry.ts';
import { loadTenantFeeds } from '../tenant-feeds.ts';
import { startJobWorker, type JobWorker, type JobWorkerOptions } from './graphile-worker.ts';
import { failedJobRetentionMs, type JobQueue, type RecurringJob } from './job-queue.ts';

/** What a tenant's live site was built from (for the feed schedule), read from the site registry. */
export const liveStockFrom = (registry: SiteRegistry) => async (slug: string) => {
  const site = await registry.get(slug);
  return site ? { feedHash: site.manifest.feedHash, stockFetchedAt: site.manifest.stockFetchedAt ?? null } : null;
};

export type PlatformWorkerOptions = {
  connectionString: string;
  database: Database;
  /** Where feed pulls and held cars queue their rebuilds. */
  queue: JobQueue;
  registry: SiteRegistry;
  /** This machine's data folder (DATA_DIR), where builds read the stock and the held cars. */
  dataDir: string;
  leads: LeadsPlatform | null;
  alertsPollMs: number;
  /** How long failed jobs stay listed (default FAILED_JOB_RETENTION_DAYS, 7 days). */
  failedJobRetentionMs?: number;
  /** Default: `scripts/build.ts --tenant <slug>` in a child process. */
  runBuild?: RebuildRunner;
  log?: (message: string) => void;
} & Pick<JobWorkerOptions, 'concurrency' | 'pollMs' | 'heartbeatMs' | 'leaseMs' | 'graceMs'>;

export async function startPlatformWorker(options: PlatformWorkerOptions): Promise<JobWorker> {
  const log = options.log ?? ((message: string) => console.log(message));
  const { registry, leads } = options;
  const tenantFeeds = await loadTenantFeeds(log);
  const feedSchedule = createFeedSchedule({
    ...tenantFeeds,
    liveStock: liveStockFrom(registry),
    requestRebuild: (slug) => options.queue.requestRebuild(slug),
    log,
  });
  const recurring: RecurringJob[] = tenantFeeds.feeds.map((feed) => ({
    name: `feed:${feed.slug}`,
    everyMs: feed.everyMs,
    run: () => feedSchedule.check(feed.slug),
  }));
  // Jobs that failed for good stay listed by `npm run status` for the retention period, then go.
  const retentionMs = options.failedJobRetentionMs ?? failedJobRetentionMs();
  recurring.push({
    name: 'failed-jobs',
    everyMs: 60 * 60_000,
    run: async () => {
      const cleared = await options.queue.clearFailedJobs(retentionMs);
      if (cleared) log(`[jobs] cleared ${cleared} failed job(s) older than ${Math.round(retentionMs / 86_400_000)} days`);
    },
  });
  if (leads) {
    recurring.push({ name: 'reservations', everyMs: 30_000, run: () => leads.reservations.job.runNow() });
    recurring.push({ name: 'write-budgets', everyMs: 60 * 60_000, run: () => leads.budgets.job.runNow() });
    recurring.push({ name: 'alerts', everyMs: options.alertsPollMs, run: leads.alerts.rounds(registry) });
  }
  const build = options.runBuild ?? createBuildRunner({ log });
  return startJobWorker({
    connectionString: options.connectionString,
    db: options.database.db,
    rebuild: async (slug, mode, signal) => {
      // The reservations' held cars from the database first: the web server that took a reservation may be another
      // machine, whose copy of the held-cars file this build cannot read.
      await writeHeldCarsForBuild(options.database.db, options.dataDir, slug, new Date());
      await build(slug, mode, signal);
    },
    onRebuilt: () => void registry.refresh().catch((error: unknown) => log(`[sites] re-scan failed: ${String(error)}`)),
    recurring,
    log,
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    ...(options.graceMs ? { graceMs: options.graceMs } : {}),
  });
}
