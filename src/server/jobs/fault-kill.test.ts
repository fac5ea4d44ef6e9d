// Fault: a worker machine dies mid-build (kill -9 of the worker and its build). The live site stays the build it was
// (never the dead one's half-written folder), and another worker takes the job up once the dead one's heartbeat is
// a lease old, and publishes a whole build. Real builds of the tiny-motors fixture tenant.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuildRunner } from '../build-runner.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { repoRoot } from '../env.ts';
import { writeSite } from '../test-support.ts';
import { openGraphileQueue, type GraphileQueue } from './graphile-queue.ts';
import { startJobWorker, type JobWorker } from './graphile-worker.ts';

const SLUG = 'tiny-motors';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a worker killed mid-build', () => {
  // Tenant folders sit inside the repo so their `#src/...` imports resolve.
  const workDir = path.join(repoRoot, '.data', `test-fault-kill-${process.pid}`);
  const env = { ...process.env, DATA_DIR: path.join(workDir, 'data'), TENANTS_DIR: path.join(workDir, 'tenants') };
  let database: TestDatabase;
  let queue: GraphileQueue;
  let child: ChildProcess | undefined;
  let survivor: JobWorker | undefined;
  const saved = { DATA_DIR: process.env.DATA_DIR, TENANTS_DIR: process.env.TENANTS_DIR };

  beforeAll(async () => {
    cpSync(path.join(repoRoot, 'tests', 'fixtures', 'tenants', SLUG), path.join(env.TENANTS_DIR, SLUG), { recursive: true });
    await writeSite(env.DATA_DIR, SLUG, 'Tiny Motors', 'https://tiny.example.com.au', 'PREVIOUS', '');
    database = await openTestDatabase('postgres');
    queue = await openGraphileQueue({ connectionString: database.url!, gatherMs: 0 });
  });
  afterAll(async () => {
    if (child?.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
    await survivor?.stop();
    await queue?.close();
    await database?.cleanup();
    Object.assign(process.env, saved);
    rmSync(workDir, { recursive: true, force: true });
  });

  it('leaves the live site as it was, and another worker completes the job', async () => {
    const liveLink = path.join(env.DATA_DIR, 'sites', SLUG);
    const previous = readlinkSync(liveLink);
    // The first worker, in a process group of its own (the machine), starts the build.
    child = spawn(process.execPath, [path.join(import.meta.dirname, 'worker-child.test-support.ts')], {
      env: { ...env, JOB_DATABASE_URL: database.url },
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    createInterface({ input: child.stdout! }).on('line', (line) => lines.push(line));
    await until(() => lines.includes('worker ready'), 20_000);
    await queue.requestRebuild(SLUG);
    await until(() => lines.some((line) => line.includes(`Building ${SLUG}`)), 60_000);
    await sleep(1500); // well into the build
    process.kill(-child.pid!, 'SIGKILL');
    await until(() => child!.exitCode !== null || child!.signalCode !== null);
    expect(readlinkSync(liveLink)).toBe(previous); // the dead build is not live

    // Another worker takes the job up once the dead one's heartbeat is two seconds old.
    Object.assign(process.env, { DATA_DIR: env.DATA_DIR, TENANTS_DIR: env.TENANTS_DIR });
    survivor = await startJobWorker({
      connectionString: database.url!,
      db: database.db,
      rebuild: createBuildRunner({ log: () => {} }),
      pollMs: 200,
      heartbeatMs: 300,
      leaseMs: 2000,
      log: () => {},
    });
    const seen = new Set<string>();
    await until(() => {
      seen.add(readlinkSync(liveLink));
      return readlinkSync(liveLink) !== previous;
    }, 120_000);
    // Every build the live link ever pointed at was whole: the old one, then one with its manifest and pages.
    const published = realpathSync(liveLink);
    expect([...seen].filter((target) => target !== previous && target !== readlinkSync(liveLink))).toEqual([]);
    expect(existsSync(path.join(published, 'index.html'))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(published, '..', 'manifest.json'), 'utf8'))).toMatchObject({ tenant: { slug: SLUG } });
    await until(async () => (await database.pool!.query('select 1 from graphile_worker.jobs')).rowCount === 0);
  });
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(50);
  }
}
