// Entry point: `node src/server/main.ts`. Serves every built dealer site from DATA_DIR on
// one port, routed by Host (http://<slug>.localhost:<port>/), plus the platform index.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ApiEnv } from './api-env.ts';
import { createPageGuard, type PageGuard } from './accounts/page-gate.ts';
import { createTenantLeadsCache, defaultTenantConfigLoader } from './leads/tenant-context.ts';
import { createApp } from './app.ts';
import { createBuildRunner } from './build-runner.ts';
import { defaultDataDir } from './env.ts';
import { unavailableLeadsRoutes, unavailableSiteRoutes } from './leads/platform.ts';
import { tenantOrigin } from './platform-index.ts';
import { writeQueueState, type QueueState } from '#src/files/publish-log.ts';
import { startBackgroundWork, type ServeRole } from './jobs/background.ts';
import { openGraphileQueue } from './jobs/graphile-queue.ts';
import { heldCarsRebuild, inProcessJobQueue } from './jobs/job-queue.ts';
import { stopOnSignals } from './stop-on-signals.ts';
import { openPlatformServices } from './platform-services.ts';
import { createRebuildQueue, type RebuildMode, type RebuildQueue, type RebuildQueueState, type RebuildRunner } from './rebuild-queue.ts';
import { createSiteRegistry, type SiteRegistry } from './site-registry.ts';
import { followSiteStoreFromEnv } from './site-store/from-env.ts';
import { SitesStoreConfigError } from '#src/files/site-store/s3-location.ts';
import type { StockInbox } from '#src/files/stock-changes.ts';
import { databaseStockInbox } from './db/stock-inbox-repo.ts';
import type { FinanceRoutesOptions } from './finance/finance-routes.ts';
import { createHealthCheck, type HealthCheck } from './health.ts';
import type { ProxyTrust } from './proxy-trust.ts';
import { imageServiceFromEnv } from './images/image-routes.ts';
import { stockWebhookStatus, type StockWebhookConfig } from './webhook-settings.ts';

export type StartServerOptions = {
  /** 0 picks a free port (tests). Default 4321. */
  port?: number;
  /** Default 127.0.0.1: the platform is not meant to be reachable from the network. */
  host?: string;
  /** Default `<repo>/.data`; sites are read from `<dataDir>/sites/<slug>/`. */
  dataDir?: string;
  /** The stock webhook's keys (STOCK_WEBHOOK_SECRET, STOCK_WEBHOOK_SECRET_<SLUG>) and body limits. */
  stockWebhook?: StockWebhookConfig | undefined;
  /** Extra `/api/*` routes (see `ApiEnv`). */
  apiRoutes?: Hono<ApiEnv>;
  /** Routes at the sites' own paths, before their static files. */
  siteRoutes?: Hono<ApiEnv>;
  /** How long a rebuild waits for more of a burst of webhook calls (default 250 ms; 0 in tests). */
  rebuildGatherMs?: number;
  /** Gated routes: redirects page requests without a session to /sign-in. */
  pageGuard?: PageGuard;
  /** Runs one tenant's rebuild; defaults to spawning `scripts/build.ts --tenant <slug>`. */
  runBuild?: RebuildRunner;
  /** Where the stock webhook's changes wait (the database's, for several machines); default: files in `dataDir`. */
  stockInbox?: StockInbox;
  /** The finance quote API's options (its shared rate limiter, the trusted proxies). */
  finance?: FinanceRoutesOptions;
  /** NODE_ENV=production: dealers' own hostnames only, HSTS over HTTPS (see createApp). */
  production?: boolean;
  /** TRUST_PROXY: who may say the client used HTTPS. */
  proxyTrust?: ProxyTrust;
  /** Behind `GET /api/health` (health.ts). */
  health?: HealthCheck;
  /** Queues rebuilds elsewhere (the shared job queue); default: this server's in-process rebuild queue. */
  requestRebuild?: (slug: string, mode: RebuildMode) => Promise<boolean>;
  log?: (message: string) => void;
  now?: () => number;
};

export type RunningServer = {
  port: number;
  host: string;
  registry: SiteRegistry;
  rebuildQueue: RebuildQueue;
  /** Stops accepting connections and closes idle keep-alive ones. */
  close(): Promise<void>;
};

const queueState = (state: RebuildQueueState): QueueState => ({
  pid: process.pid,
  updatedAt: new Date().toISOString(),
  running: state.running && { slug: state.running.slug, since: new Date(state.running.since).toISOString() },
  pending: state.pending,
});

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((message: string) => console.log(message));
  const dataDir = options.dataDir ?? defaultDataDir;
  const registry = createSiteRegistry({ dataDir, warn: log });
  const rebuildQueue = createRebuildQueue({
    run: options.runBuild ?? createBuildRunner({ log }),
    log,
    // Pick up the freshly swapped site (new buildId, new tenant) immediately.
    onSettled: () => void registry.refresh().catch((error: unknown) => log(`[sites] re-scan failed: ${String(error)}`)),
    // A dealer system sending ten cars one call at a time: one build, not one now and one after it.
    gatherMs: options.rebuildGatherMs ?? 250,
    // For `npm run status`: what is building and what waits.
    onChange: (state) => void writeQueueState(queueState(state), dataDir).catch((error: unknown) => log(`[rebuild] queue state not written: ${String(error)}`)),
  });
  const app = createApp({
    registry,
    dataDir,
    requestRebuild: options.requestRebuild ?? ((slug, mode) => rebuildQueue.request(slug, mode)),
    stockWebhook: options.stockWebhook,
    log,
    ...(options.stockInbox ? { stockInbox: options.stockInbox } : {}),
    ...(options.finance ? { finance: options.finance } : {}),
    ...(options.apiRoutes ? { apiRoutes: options.apiRoutes } : {}),
    ...(options.siteRoutes ? { siteRoutes: options.siteRoutes } : {}),
    ...(options.pageGuard ? { pageGuard: options.pageGuard } : {}),
    ...(options.production ? { production: true } : {}),
    ...(options.proxyTrust ? { proxyTrust: options.proxyTrust } : {}),
    ...(options.health ? { health: options.health } : {}),
    ...(options.now ? { now: options.now } : {}),
    // The image service's caches: DATA_DIR/image-cache, and the object store with SITES_S3_URL.
    images: imageServiceFromEnv({ dataDir, log }),
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const created = serve({ fetch: app.fetch, port: options.port ?? 4321, hostname: host }, () => resolve(created as Server));
    created.once('error', reject);
  });
  await registry.refresh(); // warm the site list (and surface manifest warnings) at start

  return {
    port: (server.address() as AddressInfo).port,
    host,
    registry,
    rebuildQueue,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections(); // keep-alive sockets would otherwise hold close() open
      }),
  };
}

/** Starts the server from the environment (PORT, HOST, DATA_DIR, STOCK_WEBHOOK_SECRET*) and stops it on SIGINT/SIGTERM. */
/** Serves every built site; resolves, once listening, with the addresses a developer opens (none in production). */
export async function serveFromEnv(options: ServeRole = {}): Promise<{ addresses: string[] }> {
  // Reservations queue rebuilds (RESERVED tags) through the job queue, made below.
  let requestRebuild: (slug: string) => boolean = () => false;
  const services = await openPlatformServices({ requestRebuild: (slug) => requestRebuild(slug) });
  const { env, leads, mailSink, leadsSettings, payments } = services;
  // With PostgreSQL, rebuilds and the recurring jobs go through the shared queue (src/server/jobs).
  const sharedQueue = services.sharedDatabaseUrl ? await openGraphileQueue({ connectionString: services.sharedDatabaseUrl }) : null;
  const running = await startServer({
    port: env.port,
    host: env.host,
    dataDir: env.dataDir,
    stockWebhook: env.stockWebhook,
    apiRoutes: leads?.routes ?? unavailableLeadsRoutes('database in use by another process'),
    siteRoutes: leads?.siteRoutes ?? unavailableSiteRoutes('database in use by another process'),
    // Without the database nobody can sign in: gated pages answer 503 instead of opening to everyone.
    pageGuard: leads?.pageGuard ?? createPageGuard({ sessions: null, tenants: createTenantLeadsCache(defaultTenantConfigLoader(console.warn), () => true) }),
    ...(sharedQueue ? { requestRebuild: sharedQueue.requestRebuild } : {}),
    // With PostgreSQL the webhook's changes wait in the database, for whichever worker builds the tenant.
    ...(sharedQueue && services.database ? { stockInbox: databaseStockInbox(services.database.db) } : {}),
    finance: { trustProxy: leadsSettings.trustProxy, ...(leads ? { perIp: leads.financeQuoteLimiter } : {}) },
    production: env.production,
    proxyTrust: leadsSettings.trustProxy,
    health: createHealthCheck({
      db: services.database?.db ?? null,
      unavailable: 'not open in this process: another process holds the embedded database',
      thresholds: leadsSettings.health,
      log: (message) => console.log(message),
    }),
  });
  requestRebuild = heldCarsRebuild(sharedQueue ?? inProcessJobQueue(running.rebuildQueue));
  // With SITES_S3_URL, the live sites come from the object store (src/server/README.md, "Sites in object storage").
  const siteFollower = await followSiteStoreFromEnv({ dataDir: env.dataDir, registry: running.registry, log: (message) => console.log(message) }).catch(
    (error: unknown) => {
      if (!(error instanceof SitesStoreConfigError)) throw error;
      console.error(error.message);
      process.exit(1);
    },
  );
  if (leads)
    console.log(
      `Leads database: ${leads.database.engine} (${leads.database.description}); mail via ${mailSink ? `the embedded mail sink on ${new URL(mailSink.url).host} (npm run mail -- --tenant <slug>)` : new URL(leadsSettings.smtpUrl).host}`,
    );
  if (leads) console.log(`Sign-in texts go through ${leads.sms.name}${leads.sms.name === 'embedded outbox' ? ' (npm run sms -- --tenant <slug>)' : ''}.`);
  const stripeTenants = payments.stripeTenants();
  console.log(
    `Reservation deposits: ${stripeTenants.length ? `by card with Stripe for ${stripeTenants.join(', ')}; ` : ''}at the dealership for every other site`,
  );
  const { sites, hosts } = await running.registry.snapshot();
  const port = String(running.port);
  const addresses = env.production || sites.size === 0 ? [] : [...[...sites.keys()].map((slug) => tenantOrigin(slug, port)), `http://localhost:${port}/`];
  if (sites.size === 0) {
    console.log(`No dealer site built yet in ${running.registry.sitesDir}. Run npm run build.`);
  } else if (env.production) {
    console.log(`Serving ${sites.size} tenant${sites.size === 1 ? '' : 's'} on their own hostnames: ${[...hosts.keys()].join(' ') || '(none named yet)'}`);
  } else {
    const origins = [...sites.keys()].map((slug) => tenantOrigin(slug, port));
    console.log(`Serving ${sites.size} tenant${sites.size === 1 ? '' : 's'}: ${origins.join(' ')}`);
  }
  if (env.production)
    console.log(`Production mode: dealers' own hostnames only; health at /api/health; client addresses through ${leadsSettings.trustProxy.description}.`);
  else console.log(`Platform index: http://localhost:${port}/`);
  for (const line of stockWebhookStatus(env.stockWebhook, [...sites.keys()])) console.log(line);

  // Background work: in this process on the embedded database; on PostgreSQL in job workers (this one too with npm start).
  const background = await startBackgroundWork({
    role: options.role ?? 'all',
    services,
    sharedQueue,
    registry: running.registry,
    rebuildQueue: running.rebuildQueue,
  });

  // A hung connection cannot keep the process alive forever (a worker gets its grace time to finish its job).
  stopOnSignals(
    'closing server',
    () => {
      void siteFollower?.stop();
      return running
        .close()
        .then(() => background.stop())
        .then(() => sharedQueue?.close())
        .then(() => services.close());
    },
    { forceAfterMs: 30_000 },
  );
  return { addresses };
}

if (import.meta.main) {
  serveFromEnv({ role: process.argv.includes('--web') ? 'web' : 'all' }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
