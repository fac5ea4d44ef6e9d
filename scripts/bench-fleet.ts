// Measures the platform as several machines run it: PostgreSQL-backed job workers and two web servers on this
// machine, a fleet of generated tenants, and a burst of stock changes; how long until every change is live on both.
//   npm run bench:fleet [-- --tenants 50] [-- --workers 1,2] [-- --changes 3] [-- --min-cars 100 --max-cars 1000]
// PostgreSQL: a throwaway one started with .ci/postgres.sh (as CI installs it; PG_PORT picks its port). Sites are
// published to this machine's disk (DATA_DIR), shared by the processes. For each worker count: a fresh database and
// data folder, a cold build of every tenant, then the burst (`--changes` feed edits per tenant, each followed by a
// signed stock webhook to one of the two servers, alternately). A change is live when both servers' /api/health
// report a build of that tenant's latest feed. The last line is exactly
// `tenants=<n> changes=<n> builds=<n> all_live_s=<n> duplicate_builds=<n> lost_changes=<n> workers=<n>`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '#src/server/free-port.ts';
import { openGraphileQueue } from '#src/server/jobs/graphile-queue.ts';
import { signStockWebhook } from '#src/server/webhook-signature.ts';
import { changeFeed, feedHashPrefix, generateFleet, type FleetTenant } from './lib/bench/fleet-tenants.ts';
import { overlappingBuilds, startFleet } from './lib/bench/fleet-processes.ts';

const { values } = parseArgs({
  options: {
    tenants: { type: 'string', default: '50' },
    workers: { type: 'string', default: '1,2' },
    changes: { type: 'string', default: '3' },
    'min-cars': { type: 'string', default: '100' },
    'max-cars': { type: 'string', default: '1000' },
    'timeout-s': { type: 'string', default: '3600' },
  },
});
const tenantCount = Math.max(1, Number(values.tenants));
const workerCounts = values
  .workers!.split(',')
  .map(Number)
  .filter((n) => n >= 1);
const changesPerTenant = Math.max(1, Number(values.changes));
const timeoutMs = Number(values['timeout-s']) * 1000;
const repoRoot = path.resolve(import.meta.dirname, '..');
const SECRET = 'bench-fleet-secret-0123456789';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request to 127.0.0.1 with the tenant's Host (the servers route by Host; Node does not resolve *.localhost). */
function request(port: number, slug: string, pathname: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; text: string } | null>((resolve) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: pathname, method: init.method ?? 'GET', headers: { ...init.headers, Host: `${slug}.localhost` }, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', () => resolve(null));
      },
    );
    req.on('error', () => resolve(null));
    req.on('timeout', () => req.destroy());
    req.end(init.body);
  });
}
async function liveHash(port: number, slug: string): Promise<string | null> {
  const response = await request(port, slug, '/api/health');
  if (response?.status !== 200) return null;
  const { buildId } = JSON.parse(response.text) as { buildId: string };
  return buildId.split('-')[1] ?? null; // <stamp>-<feed hash prefix>-<random>
}
async function ping(port: number, slug: string, reason: string): Promise<void> {
  for (;;) {
    const body = JSON.stringify({ reason });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const response = await request(port, slug, '/api/webhooks/stock', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signStockWebhook(SECRET, timestamp, body) },
      body,
    });
    if (response?.status === 202) return;
    await sleep(500); // what a dealer system does with a refusal: try again
  }
}
/** Waits until both servers serve every tenant's expected build; returns the tenants still behind at the deadline. */
async function untilLive(ports: number[], expected: Map<string, string>, deadline: number): Promise<string[]> {
  let behind = [...expected.keys()];
  while (behind.length && Date.now() < deadline) {
    const still: string[] = [];
    for (const slug of behind) {
      for (const port of ports) {
        if ((await liveHash(port, slug)) !== expected.get(slug)) {
          still.push(slug);
          break;
        }
      }
    }
    behind = still;
    if (behind.length) await sleep(500);
  }
  return behind;
}

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
const fleetTenants: FleetTenant[] = generateFleet(repoRoot, tenantsDir, tenantCount, Number(values['min-cars']), Number(values['max-cars']));
console.log(`${tenantCount} tenants of ${fleetTenants[0]!.cars} to ${fleetTenants.at(-1)!.cars} cars; PostgreSQL at ${adminUrl}`);

const results: string[] = [];
try {
  for (const workers of workerCounts) {
    // 2. A fresh database and data folder; the workers and two web servers.
    const name = `fleet_w${workers}_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${name}`;
    const dataDir = path.join(workDir, `data-w${workers}`);
    const ports = [await freePort(), await freePort()];
    const env = {
      ...process.env,
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      TENANTS_DIR: tenantsDir,
      STOCK_WEBHOOK_SECRET: SECRET,
      HOST: '127.0.0.1',
    };
    const queue = await openGraphileQueue({ connectionString: databaseUrl.toString() });
    const fleet = startFleet(repoRoot, { ...env, WORKER_GRACE_SECONDS: '5' }, { workers, webPorts: ports, log: (line) => console.log(line) });
    try {
      // 3. Every tenant built once (cold), queued straight on the queue: a site the servers do not know has no webhook.
      const coldStart = Date.now();
      for (const tenant of fleetTenants) await queue.requestRebuild(tenant.slug);
      const cold = await untilLive(ports, new Map(fleetTenants.map((tenant) => [tenant.slug, feedHashPrefix(tenant)])), coldStart + timeoutMs);
      console.log(
        `workers=${workers}: cold build of ${tenantCount} tenants in ${((Date.now() - coldStart) / 1000).toFixed(1)} s${cold.length ? ` (${cold.length} not live)` : ''}`,
      );

      // 4. The burst: `changesPerTenant` feed edits per tenant, each announced by a webhook to one server or the other.
      const eventsBefore = fleet.events.length;
      const cpuBefore = fleet.cpuSeconds();
      const start = Date.now();
      const expected = new Map<string, string>();
      let sent = 0;
      for (let k = 1; k <= changesPerTenant; k += 1) {
        for (const tenant of fleetTenants) {
          expected.set(tenant.slug, changeFeed(tenant, workers * 1000 + k)); // a feed no earlier run built
          await ping(ports[sent % 2]!, tenant.slug, `bench change ${k}`);
          sent += 1;
        }
      }
      const lost = await untilLive(ports, expected, start + timeoutMs);
      const seconds = (Date.now() - start) / 1000;
      await sleep(1000); // builds already queued behind the last change finish their log lines
      const burst = fleet.events.slice(eventsBefore);
      const builds = burst.filter((event) => event.kind === 'done').length;
      const cpu = fleet.cpuSeconds() - cpuBefore;
      console.log(
        `workers=${workers}: ${builds} builds in ${seconds.toFixed(1)} s, ${cpu.toFixed(1)} s CPU (${builds ? (cpu / builds).toFixed(1) : '-'} s per build), load average ${(await import('node:os')).loadavg()[0]!.toFixed(2)}`,
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
    } finally {
      await fleet.stop();
      await queue.close();
    }
  }
} finally {
  postgres('stop');
  // An aborted build may still be removing its folder: retry a few times.
  for (const dir of [pgEnv.PG_DIR, workDir]) rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
}
for (const line of results) console.log(line);
