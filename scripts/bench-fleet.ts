// Measures the platform as several machines run it: PostgreSQL-backed job workers and two web servers on this
// machine, a fleet of generated tenants, and a burst of stock changes; how long until every change is live on both.
//   npm run bench:fleet [-- --tenants 50] [-- --workers 1,2] [-- --changes 3] [-- --min-cars 100 --max-cars 1000]
//                       [-- --store s3|disk]
// PostgreSQL: a throwaway one started with .ci/postgres.sh (as CI installs it; PG_PORT picks its port). Sites are
// published to the object store (default, `--store s3`): s3rver on this machine in its own process, SITES_S3_URL for
// every process, and each worker and web server with a data folder of its own, as each machine would have; with
// `--store disk` to this machine's disk, one DATA_DIR shared by the processes. The fleet is built cold once (by as
// many workers as the largest count; the web servers bring every site in); then for each worker count: a fresh
// database, a copy of the cold state (hard-linked builds; the bucket's folder; every worker's folder holding every
// tenant's live build), the workers and two web servers, and the burst (`--changes` feed edits per tenant, each
// followed by a signed stock webhook to one of the two servers, alternately). A change is live when both servers'
// /api/health report a build of that tenant's latest feed. The last line is exactly
// `tenants=<n> changes=<n> builds=<n> all_live_s=<n> duplicate_builds=<n> lost_changes=<n> workers=<n>`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '#src/server/free-port.ts';
import { openGraphileQueue } from '#src/server/jobs/graphile-queue.ts';
import { restoreBucket, restoreDataDir } from './lib/bench/fleet-data.ts';
import { ping, untilLive } from './lib/bench/fleet-http.ts';
import { changeFeed, feedHashPrefix, generateFleet, type FleetTenant } from './lib/bench/fleet-tenants.ts';
import { overlappingBuilds, startFleet, type Fleet } from './lib/bench/fleet-processes.ts';
import { startS3rverProcess } from './lib/bench/s3rver-process.ts';

const { values } = parseArgs({
  options: {
    tenants: { type: 'string', default: '50' },
    workers: { type: 'string', default: '1,2' },
    changes: { type: 'string', default: '3' },
    'min-cars': { type: 'string', default: '100' },
    'max-cars': { type: 'string', default: '1000' },
    'timeout-s': { type: 'string', default: '3600' },
    store: { type: 'string', default: 's3' },
  },
});
if (values.store !== 's3' && values.store !== 'disk') throw new Error(`--store: expected s3 or disk, got "${values.store}"`);
const objectStore = values.store === 's3';
const tenantCount = Math.max(1, Number(values.tenants));
const workerCounts = values
  .workers!.split(',')
  .map(Number)
  .filter((n) => n >= 1);
const changesPerTenant = Math.max(1, Number(values.changes));
const timeoutMs = Number(values['timeout-s']) * 1000;
const repoRoot = path.resolve(import.meta.dirname, '..');
const SECRET = 'bench-fleet-platform-key-0123456789';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

// 1. PostgreSQL, and the generated tenants (inside the repo, so their `#src/...` imports resolve).
const pgEnv = {
  ...process.env,
  PG_PORT: process.env.PG_PORT ?? String(await freePort()),
  PG_DIR: path.join(repoRoot, '.data', `bench-fleet-pg-${process.pid}`),
};
const postgres = (command: string) => execFileSync('bash', [path.join(repoRoot, '.ci', 'postgres.sh'), command], { env: pgEnv, encoding: 'utf8' }).trim();
const adminUrl = postgres('start');
const workDir = path.join(repoRoot, '.data', `bench-fleet-${process.pid}`);
const tenantsDir = path.join(workDir, 'tenants');
mkdirSync(tenantsDir, { recursive: true });
const fleetTenants: FleetTenant[] = await generateFleet(repoRoot, tenantsDir, tenantCount, Number(values['min-cars']), Number(values['max-cars']));
const totalCars = fleetTenants.reduce((sum, tenant) => sum + tenant.cars, 0);
console.log(
  `${tenantCount} tenants of ${fleetTenants[0]!.cars} to ${fleetTenants.at(-1)!.cars} cars (${totalCars} in all); PostgreSQL at ${adminUrl}; sites ${objectStore ? 'in the object store (s3rver)' : 'on the shared disk'}`,
);

/** Where a phase's processes keep their data: one folder for all, or (object store) one per process and the bucket. */
const layout = (phaseDir: string, workers: number) => ({
  workers: Array.from({ length: workers }, (_, k) => path.join(phaseDir, `worker-${k}`)),
  web: [0, 1].map((i) => path.join(phaseDir, `web-${i}`)),
  bucket: path.join(phaseDir, 's3'),
});

/** A phase's state from the cold one: its data folder(s), and with the store the bucket. */
function restorePhase(coldDir: string, coldWorkers: number, phaseDir: string, workers: number): void {
  if (!objectStore) return restoreDataDir(coldDir, phaseDir);
  const cold = layout(coldDir, coldWorkers);
  const phase = layout(phaseDir, workers);
  for (const dir of phase.workers) restoreDataDir(cold.workers, dir);
  phase.web.forEach((dir, i) => restoreDataDir(cold.web[i]!, dir));
  restoreBucket(cold.bucket, phase.bucket);
}

/** A fresh database, the workers and two web servers on `dataDir`; `run` gets them and the servers' ports. */
async function withFleet<T>(
  label: string,
  workers: number,
  dataDir: string,
  run: (fleet: Fleet, ports: number[], queue: Awaited<ReturnType<typeof openGraphileQueue>>) => Promise<T>,
): Promise<T> {
  const name = `fleet_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const ports = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    TENANTS_DIR: tenantsDir,
    STOCK_WEBHOOK_SECRET: SECRET,
    FORM_TOKEN_SECRET: 'bench-fleet-form-token-secret-0123456789',
    RESERVATION_LINK_SECRET: 'bench-fleet-reservation-links-0123456789',
    HOST: '127.0.0.1',
  };
  const dirs = layout(dataDir, workers);
  const s3rver = objectStore ? await startS3rverProcess(dirs.bucket) : null;
  const storeEnv = s3rver ? { SITES_S3_URL: s3rver.sitesUrl('fleet'), ...s3rver.env } : {};
  const queue = await openGraphileQueue({ connectionString: databaseUrl.toString() });
  const fleet = startFleet(
    repoRoot,
    { ...env, ...storeEnv, WORKER_GRACE_SECONDS: '5' },
    { workers, webPorts: ports, dataDirs: s3rver ? dirs : undefined, log: (line) => console.log(line) },
  );
  try {
    return await run(fleet, ports, queue);
  } finally {
    await fleet.stop();
    await queue.close();
    await s3rver?.stop();
  }
}

const results: string[] = [];
try {
  // 2. Every tenant built once, cold, queued straight on the queue (a site the servers do not know has no webhook).
  const coldDir = path.join(workDir, 'data-cold');
  const coldWorkers = Math.max(...workerCounts);
  await withFleet('cold', coldWorkers, coldDir, async (fleet, ports, queue) => {
    const start = Date.now();
    for (const tenant of fleetTenants) await queue.requestRebuild(tenant.slug);
    const behind = await untilLive(ports, new Map(fleetTenants.map((tenant) => [tenant.slug, feedHashPrefix(tenant)])), start + timeoutMs);
    const builds = fleet.events.filter((event) => event.kind === 'done').length;
    console.log(
      `cold: ${tenantCount} tenants by ${coldWorkers} worker(s) in ${((Date.now() - start) / 1000).toFixed(1)} s, ${fleet.cpuSeconds().toFixed(1)} s CPU, ${builds} builds${behind.length ? `, ${behind.length} NOT live` : ''}; load average ${load()}`,
    );
    if (behind.length) throw new Error(`the cold build left ${behind.join(', ')} without a live site`);
  });
  const coldFeeds = new Map(fleetTenants.map((tenant) => [tenant.slug, readFileSync(path.join(tenant.dir, 'feed.json'), 'utf8')]));
  const coldHashes = new Map(fleetTenants.map((tenant) => [tenant.slug, feedHashPrefix(tenant)]));

  for (const workers of workerCounts) {
    // 3. Each worker count from a copy of the cold data folder and a fresh database.
    const dataDir = path.join(workDir, `data-w${workers}`);
    restorePhase(coldDir, coldWorkers, dataDir, workers);
    for (const tenant of fleetTenants) writeFileSync(path.join(tenant.dir, 'feed.json'), coldFeeds.get(tenant.slug)!); // the feeds it was built from
    await withFleet(`w${workers}`, workers, dataDir, async (fleet, ports) => {
      // The servers serve the restored builds before the clock starts.
      const notServed = await untilLive(ports, coldHashes, Date.now() + 120_000);
      if (notServed.length) throw new Error(`the servers do not serve the restored builds of ${notServed.join(', ')}`);
      // 4. The burst: `changesPerTenant` feed edits per tenant, each announced by a webhook to one server or the other.
      const cpuBefore = fleet.cpuSeconds();
      const start = Date.now();
      const expected = new Map<string, string>();
      let sent = 0;
      for (let k = 1; k <= changesPerTenant; k += 1) {
        for (const tenant of fleetTenants) {
          expected.set(tenant.slug, changeFeed(tenant, workers * 1000 + k)); // a feed no earlier run built
          await ping(ports[sent % 2]!, tenant.slug, SECRET, `bench change ${k}`);
          sent += 1;
        }
      }
      const lost = await untilLive(ports, expected, start + timeoutMs);
      const seconds = (Date.now() - start) / 1000;
      await sleep(1000); // builds already queued behind the last change finish their log lines
      const builds = fleet.events.filter((event) => event.kind === 'done').length;
      const cpu = fleet.cpuSeconds() - cpuBefore;
      console.log(
        `workers=${workers}: ${builds} builds in ${seconds.toFixed(1)} s, ${cpu.toFixed(1)} s CPU (${builds ? (cpu / builds).toFixed(1) : '-'} s per build); load average ${load()}`,
      );
      if (builds) {
        const perBuild = cpu / builds;
        const projections = [1, 2, 4, 8].map(
          (machines) => `${machines} machine${machines === 1 ? '' : 's'} ~${((builds * perBuild) / (machines * 2)).toFixed(0)} s`,
        );
        console.log(`  ${builds} builds x ${perBuild.toFixed(1)} s CPU on 2-core machines, builds only: ${projections.join(', ')}`);
      }
      results.push(
        `tenants=${tenantCount} changes=${sent} builds=${builds} all_live_s=${seconds.toFixed(1)} duplicate_builds=${overlappingBuilds(fleet.events)} lost_changes=${lost.length} workers=${workers}`,
      );
    });
  }
} finally {
  postgres('stop');
  // An aborted build may still be removing its folder: retry a few times.
  for (const dir of [pgEnv.PG_DIR, workDir]) rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
}
for (const line of results) console.log(line);
