// A job worker: consumes the shared PostgreSQL job queue (graphile-worker) — tenants' rebuilds and publishes, each
// tenant's scheduled feed pull, reservation expiry, price and stock alerts. Run any number, on any machines.
//   DATABASE_URL=postgres://... npm run worker
//   WORKER_CONCURRENCY=2 npm run worker     two jobs at once (default 1: a build takes a core)
//   FAILED_JOB_RETENTION_DAYS=7              how long jobs that failed for good stay listed by npm run status
// SIGTERM/SIGINT: finishes the job in hand, or after WORKER_GRACE_SECONDS (default 20) aborts it and hands it back.
import { z } from 'zod';
import { openGraphileQueue } from '#src/server/jobs/graphile-queue.ts';
import { heldCarsRebuild } from '#src/server/jobs/job-queue.ts';
import { startPlatformWorker } from '#src/server/jobs/platform-worker.ts';
import { openPlatformServices } from '#src/server/platform-services.ts';
import { createSiteRegistry } from '#src/server/site-registry.ts';
import { stopOnSignals } from '#src/server/stop-on-signals.ts';

const settings = z
  .object({
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
    WORKER_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(20),
    FAILED_JOB_RETENTION_DAYS: z.coerce.number().positive().max(3650).default(7),
  })
  .safeParse(process.env);
if (!settings.success) {
  console.error(`Invalid worker environment:\n${z.prettifyError(settings.error)}`);
  process.exit(1);
}

// 1. Settings, database and the leads platform (reservations and alerts run here); no delivery outbox of its own.
let requestRebuild: (slug: string) => boolean = () => false;
const services = await openPlatformServices({ requestRebuild: (slug) => requestRebuild(slug), startWorker: false, webServer: false });
if (!services.sharedDatabaseUrl || !services.database) {
  console.error("npm run worker needs DATABASE_URL (PostgreSQL): the embedded database is one process's, and npm start runs its jobs itself.");
  await services.close();
  process.exit(2);
}

// 2. The queue it takes jobs from and puts rebuilds on, and the sites it builds (DATA_DIR).
const queue = await openGraphileQueue({ connectionString: services.sharedDatabaseUrl });
requestRebuild = heldCarsRebuild(queue);
const registry = createSiteRegistry({ dataDir: services.env.dataDir, warn: (message) => console.log(message) });
const worker = await startPlatformWorker({
  connectionString: services.sharedDatabaseUrl,
  database: services.database,
  queue,
  registry,
  dataDir: services.env.dataDir,
  leads: services.leads,
  alertsPollMs: services.accountsSettings.alertsPollMs,
  concurrency: settings.data.WORKER_CONCURRENCY,
  failedJobRetentionMs: settings.data.FAILED_JOB_RETENTION_DAYS * 86_400_000,
  graceMs: settings.data.WORKER_GRACE_SECONDS * 1000,
});
console.log(`Job worker ${worker.id} on ${services.database.description}: building into ${services.env.dataDir}/sites`);

// 3. Stop cleanly on a signal.
stopOnSignals('finishing the job in hand', () =>
  worker
    .stop()
    .then(() => queue.close())
    .then(() => services.close()),
);
