// Fault: PostgreSQL stops for FAULT_PG_DOWN_SECONDS (default 30) in the middle of a burst of stock webhooks, on a
// PostgreSQL of this test's own (so the other database tests keep theirs). The web server keeps serving the last
// published sites and answers the webhook 503 while the queue is away; the senders retry; once PostgreSQL is back,
// the workers take up the queue again and every tenant's latest change goes live: nothing lost.
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { freePort } from '../free-port.ts';
import { repoRoot } from '../env.ts';
import { startServer, type RunningServer } from '../main.ts';
import { createFixtureDataDir, page, send } from '../test-support.ts';
import { signStockWebhook } from '../webhook-signature.ts';
import { openGraphileQueue, type GraphileQueue } from './graphile-queue.ts';
import { startJobWorker, type JobWorker } from './graphile-worker.ts';

const run = promisify(execFile);
const SECRET = 'fault-test-platform-key-0123456789abcdef';
const DOWN_MS = Number(process.env.FAULT_PG_DOWN_SECONDS ?? 30) * 1000;
const TENANTS = ['alpha', 'beta'];
/** What the workers logged: shown when the test times out. */
const logs: string[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stand-in build: publishes `<slug> v<n>` (n: the tenant's latest change when it starts) with the atomic swap. */
function stubBuild(dataDir: string, latest: Map<string, number>, live: Map<string, number>) {
  return async (slug: string) => {
    const version = latest.get(slug) ?? 0;
    await sleep(150);
    const build = path.join(dataDir, 'builds', slug, `${slug}-v${version}-${Date.now()}`);
    await mkdir(path.join(build, 'site'), { recursive: true });
    await writeFile(path.join(build, 'site', 'index.html'), page(`${slug} v${version}`));
    const manifest = { tenant: { slug, name: slug, url: `https://${slug}.example.com.au` }, buildId: path.basename(build), builtAt: new Date().toISOString() };
    await writeFile(path.join(build, 'manifest.json'), JSON.stringify({ ...manifest, feedHash: String(version), pages: { cars: 1 } }));
    const next = path.join(dataDir, 'sites', `.${slug}.next`);
    await symlink(path.join(build, 'site'), next);
    await rename(next, path.join(dataDir, 'sites', slug));
    live.set(slug, version);
  };
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('PostgreSQL stopped during a burst', () => {
  const pgEnv = { ...process.env, PG_PORT: '', PG_DIR: '' };
  let database: Database;
  let queue: GraphileQueue;
  let server: RunningServer;
  const workers: JobWorker[] = [];
  let fixture: { dataDir: string; cleanup: () => Promise<void> };
  let pgDir: string;
  const latest = new Map<string, number>();
  const live = new Map<string, number>();
  const pg = (command: string) => run('bash', [path.join(repoRoot, '.ci', 'postgres.sh'), command], { env: pgEnv });

  beforeAll(async () => {
    pgDir = await mkdtemp(path.join(tmpdir(), 'fault-pg-'));
    Object.assign(pgEnv, { PG_PORT: String(await freePort()), PG_DIR: pgDir });
    const url = (await pg('start')).stdout.trim();
    fixture = await createFixtureDataDir();
    database = await openDatabase({ url, poolSize: 4 });
    queue = await openGraphileQueue({ connectionString: url, gatherMs: 100 });
    const build = stubBuild(fixture.dataDir, latest, live);
    for (let i = 0; i < 2; i += 1) {
      workers.push(
        await startJobWorker({
          connectionString: url,
          db: database.db,
          rebuild: build,
          pollMs: 200,
          heartbeatMs: 500,
          leaseMs: 3000,
          log: (message: string) => logs.push(message),
        }),
      );
    }
    server = await startServer({
      port: 0,
      dataDir: fixture.dataDir,
      stockWebhook: { platformSecret: SECRET },
      requestRebuild: queue.requestRebuild,
      log: () => {},
    });
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all(workers.map((worker) => worker.stop().catch(() => {})));
    await queue?.close().catch(() => {});
    await database?.close().catch(() => {});
    await pg('stop').catch(() => {});
    await rm(pgDir, { recursive: true, force: true });
    await fixture?.cleanup();
  });

  /** A dealer system's webhook call, retried every 500 ms until it is accepted (what senders do with a 503). */
  async function change(slug: string, version: number): Promise<number> {
    latest.set(slug, Math.max(latest.get(slug) ?? 0, version));
    for (let tries = 1; ; tries += 1) {
      const body = JSON.stringify({ reason: `change ${version}` });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const signature = signStockWebhook(SECRET, slug, timestamp, body);
      const response = await send(server.port, {
        host: `${slug}.localhost`,
        path: '/api/webhooks/stock',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signature },
        body,
      });
      if (response.status === 202) return tries;
      expect(response.status).toBe(503);
      await sleep(500);
    }
  }
  const home = async (slug: string) => (await send(server.port, { host: `${slug}.localhost` })).body.toString();

  it('keeps serving the last published sites, then builds every tenant latest change once PostgreSQL is back', async () => {
    for (const slug of TENANTS) await change(slug, 1);
    await until(() => TENANTS.every((slug) => live.get(slug) === 1));

    // The burst: some changes before the stop, more while PostgreSQL is down (retried), the rest after.
    const burst = TENANTS.map(async (slug) => {
      for (let version = 2; version <= 4; version += 1) await change(slug, version);
    });
    await pg('stop');
    const stoppedAt = Date.now();
    const retried = Promise.all(TENANTS.map((slug) => change(slug, 5)));
    while (Date.now() - stoppedAt < DOWN_MS) {
      for (const slug of TENANTS) expect(await home(slug)).toContain(`${slug} v`); // still served
      await sleep(1000);
    }
    await pg('resume');
    expect(Math.max(...(await retried))).toBeGreaterThan(1); // the webhook was refused while the queue was away
    await burst;
    for (const slug of TENANTS) await change(slug, 6);

    await until(() => TENANTS.every((slug) => live.get(slug) === 6), 60_000);
    for (const slug of TENANTS) await until(async () => (await home(slug)).includes(`${slug} v6`), 10_000);
  });
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out; the workers logged:\n${logs.slice(-30).join('\n')}`);
    await sleep(100);
  }
}
