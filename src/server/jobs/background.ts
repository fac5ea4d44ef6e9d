// Which process runs the platform's background work (rebuilds, feed pulls, reservation expiry, alerts):
//   embedded database (PGlite)  this process, whatever its role: the database is one process's;
//   PostgreSQL, role 'all'      this process is also a job worker (`npm start` on one machine);
//   PostgreSQL, role 'web'      none here: `npm run worker` processes consume the shared queue (`npm run serve`).
import { createFeedSchedule } from '../feed-schedule.ts';
import type { PlatformServices } from '../platform-services.ts';
import type { RebuildQueue } from '../rebuild-queue.ts';
import type { SiteRegistry } from '../site-registry.ts';
import { loadTenantFeeds } from '../tenant-feeds.ts';
import type { GraphileQueue } from './graphile-queue.ts';
import { liveStockFrom, startPlatformWorker } from './platform-worker.ts';

export type ServeRole = { role?: 'web' | 'all' };

export async function startBackgroundWork(options: {
  role: 'web' | 'all';
  services: PlatformServices;
  sharedQueue: GraphileQueue | null;
  registry: SiteRegistry;
  rebuildQueue: RebuildQueue;
  log?: (message: string) => void;
}): Promise<{ stop(): Promise<void> }> {
  const log = options.log ?? ((message: string) => console.log(message));
  const { services, registry, sharedQueue } = options;
  if (sharedQueue && services.database) {
    if (options.role === 'web') {
      log('Jobs: queued in PostgreSQL (graphile-worker) for the job workers (npm run worker).');
      return { stop: async () => {} };
    }
    const worker = await startPlatformWorker({
      connectionString: services.sharedDatabaseUrl!,
      database: services.database,
      queue: sharedQueue,
      registry,
      dataDir: services.env.dataDir,
      leads: services.leads,
      alertsPollMs: services.accountsSettings.alertsPollMs,
      log,
    });
    log('Jobs: queued in PostgreSQL (graphile-worker); this process is one of the job workers.');
    return { stop: () => worker.stop() };
  }
  if (options.role === 'web') log("Jobs: the embedded database is one process's, so this server runs the jobs itself (set DATABASE_URL for workers).");
  // The scheduled pull of every dealer's feed: a changed feed (or a new day) queues a rebuild like the webhook does.
  const tenantFeeds = await loadTenantFeeds(log);
  const feedSchedule = createFeedSchedule({ ...tenantFeeds, liveStock: liveStockFrom(registry), requestRebuild: (slug) => options.rebuildQueue.request(slug) });
  feedSchedule.start();
  // Price and stock alerts: each site is compared with its shoppers' watchlists when it is published.
  const alerts = services.leads?.alerts.start(registry, services.accountsSettings.alertsPollMs);
  if (tenantFeeds.feeds.length > 0) {
    log(`Stock feeds pulled on a schedule: ${tenantFeeds.feeds.map((feed) => `${feed.slug} every ${feed.everyMs / 60_000} min`).join(', ')}`);
  }
  return {
    async stop() {
      feedSchedule.stop();
      await alerts?.stop();
      await options.rebuildQueue.idle();
    },
  };
}
