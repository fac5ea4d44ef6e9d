// Entry point: `node src/server/main.ts`. Serves every built dealer site from DATA_DIR on
// one port, routed by Host (http://<slug>.localhost:<port>/), plus the platform index.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ApiEnv } from './api-env.ts';
import { createPageGuard, type PageGuard } from './accounts/page-gate.ts';
import { AccountsEnvError, loadAccountsSettings } from './accounts/settings.ts';
import { createTenantLeadsCache, defaultTenantConfigLoader } from './leads/tenant-context.ts';
import { createApp } from './app.ts';
import { createBuildRunner } from './build-runner.ts';
import { defaultDataDir, EnvError, loadEnv } from './env.ts';
import { LeadsEnvError, loadLeadsSettings } from './leads/config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { DatabaseBusyError } from './db/dir-lock.ts';
import { startMailSink, type MailSink } from './mail-sink/mail-sink.ts';
import { loadPaymentProviders, PaymentsEnvError, type PaymentProviders } from './checkout/payments/payment-config.ts';
import { createFeedSchedule } from './feed-schedule.ts';
import { openLeadsPlatform, unavailableLeadsRoutes, unavailableSiteRoutes, type LeadsPlatform } from './leads/platform.ts';
import { tenantOrigin } from './platform-index.ts';
import { writeQueueState, type QueueState } from '#src/files/publish-log.ts';
import { createRebuildQueue, type RebuildQueue, type RebuildQueueState, type RebuildRunner } from './rebuild-queue.ts';
import { createSiteRegistry, type SiteRegistry } from './site-registry.ts';
import { followSiteStoreFromEnv } from './site-store/from-env.ts';
import { SitesStoreConfigError } from '#src/files/site-store/s3-location.ts';
import { loadTenantFeeds } from './tenant-feeds.ts';

export type StartServerOptions = {
  /** 0 picks a free port (tests). Default 4321. */
  port?: number;
  /** Default 127.0.0.1: the platform is not meant to be reachable from the network. */
  host?: string;
  /** Default `<repo>/.data`; sites are read from `<dataDir>/sites/<slug>/`. */
  dataDir?: string;
  stockWebhookSecret?: string | undefined;
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
    requestRebuild: (slug, mode) => rebuildQueue.request(slug, mode),
    stockWebhookSecret: options.stockWebhookSecret,
    log,
    ...(options.apiRoutes ? { apiRoutes: options.apiRoutes } : {}),
    ...(options.siteRoutes ? { siteRoutes: options.siteRoutes } : {}),
    ...(options.pageGuard ? { pageGuard: options.pageGuard } : {}),
    ...(options.now ? { now: options.now } : {}),
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

/** Starts the server from the environment (PORT, HOST, DATA_DIR, STOCK_WEBHOOK_SECRET) and stops it on SIGINT/SIGTERM. */
export async function serveFromEnv(): Promise<void> {
  let env;
  let leadsSettings;
  let accountsSettings;
  let payments: PaymentProviders;
  try {
    env = loadEnv();
    leadsSettings = loadLeadsSettings();
    accountsSettings = loadAccountsSettings();
    payments = loadPaymentProviders();
  } catch (error) {
    if (!(error instanceof EnvError) && !(error instanceof LeadsEnvError) && !(error instanceof AccountsEnvError) && !(error instanceof PaymentsEnvError))
      throw error;
    console.error(error.message);
    process.exit(1);
  }

  // Leads: database (migrated), API routes and the delivery worker. See README "Leads". A second server on
  // the same DATA_DIR cannot open the embedded database: it serves the sites and answers 503 to forms.
  // Without SMTP_URL, mail goes to the embedded mail sink (src/server/mail-sink): `npm run mail` lists it.
  let leads: LeadsPlatform | null = null;
  let database: Database | null = null;
  let mailSink: MailSink | null = null;
  // Reservations queue rebuilds (RESERVED tags) through the server's rebuild queue, made below.
  let requestRebuild: (slug: string) => boolean = () => false;
  try {
    database = await openDatabase({ url: leadsSettings.databaseUrl, dataDir: env.dataDir });
    if (!leadsSettings.smtpUrlSet) {
      mailSink = await startMailSink({ db: database.db, log: (message) => console.log(message) });
      leadsSettings = { ...leadsSettings, smtpUrl: mailSink.url };
    }
    // Links in alerts: the site's own address, or its *.localhost address when the server runs on this machine only.
    const local = env.host === '127.0.0.1' || env.host === 'localhost' || env.host === '::1';
    const alertLinkOrigin = (site: { slug: string }, siteUrl: string) => (local ? `http://${site.slug}.localhost:${env.port}` : new URL(siteUrl).origin);
    leads = await openLeadsPlatform({
      dataDir: env.dataDir,
      settings: leadsSettings,
      accountsSettings,
      database,
      alertLinkOrigin,
      payments,
      requestRebuild: (slug) => requestRebuild(slug),
    });
  } catch (error) {
    await mailSink?.close();
    await database?.close();
    if (!(error instanceof DatabaseBusyError)) throw error;
    console.error(`WARNING: leads are off in this process: ${error.message} Set DATABASE_URL to run several servers.`);
  }
  const running = await startServer({
    port: env.port,
    host: env.host,
    dataDir: env.dataDir,
    stockWebhookSecret: env.stockWebhookSecret,
    apiRoutes: leads?.routes ?? unavailableLeadsRoutes('database in use by another process'),
    siteRoutes: leads?.siteRoutes ?? unavailableSiteRoutes('database in use by another process'),
    // Without the database nobody can sign in: gated pages answer 503 instead of opening to everyone.
    pageGuard: leads?.pageGuard ?? createPageGuard({ sessions: null, tenants: createTenantLeadsCache(defaultTenantConfigLoader(console.warn), () => true) }),
  });
  requestRebuild = (slug) => running.rebuildQueue.request(slug, { fetchFeed: false }); // held cars changed, not the feed
  // With SITES_S3_URL, the live sites come from the object store (README "Sites in object storage").
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
  const { sites } = await running.registry.snapshot();
  const port = String(running.port);
  if (sites.size === 0) {
    console.log(`No dealer site built yet in ${running.registry.sitesDir}. Run npm run build.`);
  } else {
    const origins = [...sites.keys()].map((slug) => tenantOrigin(slug, port));
    console.log(`Serving ${sites.size} tenant${sites.size === 1 ? '' : 's'}: ${origins.join(' ')}`);
  }
  console.log(`Platform index: http://localhost:${port}/`);
  if (!env.stockWebhookSecret) console.log('STOCK_WEBHOOK_SECRET is not set: the stock webhook will answer 503.');

  // The scheduled pull of every dealer's feed: a changed feed (or a new day) queues a rebuild like the webhook does.
  const tenantFeeds = await loadTenantFeeds((message) => console.log(message));
  const feedSchedule = createFeedSchedule({
    ...tenantFeeds,
    liveStock: async (slug) => {
      const site = await running.registry.get(slug);
      return site ? { feedHash: site.manifest.feedHash, stockFetchedAt: site.manifest.stockFetchedAt ?? null } : null;
    },
    requestRebuild: (slug) => running.rebuildQueue.request(slug),
  });
  feedSchedule.start();
  // Price and stock alerts: each site is compared with its shoppers' watchlists when it is published.
  const alerts = leads?.alerts.start(running.registry, accountsSettings.alertsPollMs);
  if (tenantFeeds.feeds.length > 0) {
    console.log(`Stock feeds pulled on a schedule: ${tenantFeeds.feeds.map((feed) => `${feed.slug} every ${feed.everyMs / 60_000} min`).join(', ')}`);
  }

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // second Ctrl-C: stop waiting
    stopping = true;
    console.log(`${signal} received, closing server...`);
    // Do not let a hung connection keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    feedSchedule.stop();
    void alerts?.stop();
    void siteFollower?.stop();
    running
      .close()
      .then(() => leads?.close())
      .then(() => mailSink?.close())
      .then(() => database?.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (import.meta.main) {
  serveFromEnv().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
