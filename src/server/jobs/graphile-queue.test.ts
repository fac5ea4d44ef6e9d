// The PostgreSQL job queue's promises, against a real PostgreSQL (TEST_DATABASE_URL; CI starts one): a burst is one
// build, a running build gets exactly one more run after it, one build per tenant across two workers, retries,
// failed jobs kept and listed, and a graceful stop that finishes the job in hand or hands it back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import type { RebuildMode } from '../rebuild-queue.ts';
import { listFailedJobs, openGraphileQueue, type GraphileQueue } from './graphile-queue.ts';
import { startJobWorker, type JobWorker } from './graphile-worker.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(50);
  }
}

/** A stub build that records what ran, for how long, and how many of a tenant ran at once. */
function recorder(buildMs: number, fail: (slug: string, attempt: number) => boolean = () => false) {
  const runs: { slug: string; mode: RebuildMode | undefined; worker: string }[] = [];
  const active = new Map<string, number>();
  let maxPerTenant = 0;
  let maxOverall = 0;
  const attempts = new Map<string, number>();
  const runner = (worker: string) => async (slug: string, mode?: RebuildMode, signal?: AbortSignal) => {
    const attempt = (attempts.get(slug) ?? 0) + 1;
    attempts.set(slug, attempt);
    active.set(slug, (active.get(slug) ?? 0) + 1);
    maxPerTenant = Math.max(maxPerTenant, active.get(slug)!);
    maxOverall = Math.max(
      maxOverall,
      [...active.values()].reduce((a, b) => a + b, 0),
    );
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, buildMs);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new Error('build aborted'));
        });
      });
      if (fail(slug, attempt)) throw new Error(`feed unreachable (attempt ${attempt})`);
      runs.push({ slug, mode, worker });
    } finally {
      active.set(slug, active.get(slug)! - 1);
    }
  };
  return { runs, runner, stats: () => ({ maxPerTenant, maxOverall }) };
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the PostgreSQL job queue (graphile-worker)', () => {
  let database: TestDatabase;
  let queue: GraphileQueue;
  const workers: JobWorker[] = [];
  const worker = async (name: string, rebuild: ReturnType<typeof recorder>, extra: { graceMs?: number } = {}) => {
    const started = await startJobWorker({
      connectionString: database.url!,
      db: database.db,
      rebuild: rebuild.runner(name),
      pollMs: 100,
      log: () => {},
      ...extra,
    });
    workers.push(started);
    return started;
  };
  const stopAll = async () => {
    await Promise.all(workers.splice(0).map((running) => running.stop()));
  };
  const jobCount = async () => (await database.pool!.query<{ n: string }>('select count(*) as n from graphile_worker.jobs')).rows[0]!.n;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    queue = await openGraphileQueue({ connectionString: database.url!, gatherMs: 300, maxAttempts: 2 });
  });
  afterAll(async () => {
    await stopAll();
    await queue?.close();
    await database?.cleanup();
  });

  it('coalesces a burst into one build that fetches if any request asked, and gives a running build exactly one more run', async () => {
    const builds = recorder(400);
    const answers = [await queue.requestRebuild('alpha', { fetchFeed: false })];
    for (let i = 0; i < 4; i += 1) answers.push(await queue.requestRebuild('alpha', { fetchFeed: i === 2 }));
    expect(answers).toEqual([true, false, false, false, false]);
    await worker('w1', builds);
    await until(() => builds.stats().maxOverall === 1); // building now
    // While it builds: three more requests are one more run.
    expect(await queue.requestRebuild('alpha', { fetchFeed: false })).toBe(true);
    expect(await queue.requestRebuild('alpha', { fetchFeed: false })).toBe(false);
    expect(await queue.requestRebuild('alpha', { fetchFeed: false })).toBe(false);
    await until(async () => builds.runs.length === 2 && (await jobCount()) === '0');
    await sleep(500);
    expect(builds.runs.map((run) => run.mode)).toEqual([{ fetchFeed: true }, { fetchFeed: false }]);
    await stopAll();
  });

  it('builds one tenant at a time across two workers, and different tenants side by side', async () => {
    const builds = recorder(500);
    await worker('w1', builds);
    await worker('w2', builds);
    for (const slug of ['alpha', 'beta']) await queue.requestRebuild(slug);
    await until(() => builds.stats().maxOverall === 2);
    for (const slug of ['alpha', 'beta']) await queue.requestRebuild(slug); // while both build
    await until(async () => builds.runs.length === 4 && (await jobCount()) === '0');
    expect(builds.stats()).toEqual({ maxPerTenant: 1, maxOverall: 2 });
    expect(new Set(builds.runs.map((run) => run.worker))).toEqual(new Set(['w1', 'w2']));
    await stopAll();
  });

  it('retries a failed build, then keeps a job that failed every attempt, lists it, and clears it after the retention period', async () => {
    const builds = recorder(10, (slug, attempt) => slug === 'gamma' || (slug === 'alpha' && attempt === 1));
    await worker('w1', builds);
    await queue.requestRebuild('alpha');
    await queue.requestRebuild('gamma');
    // graphile-worker waits exp(1) ≈ 2.7 s before the second attempt.
    await until(async () => builds.runs.some((run) => run.slug === 'alpha') && (await queue.failedJobs()).length === 1, 20_000);
    const [failed] = await listFailedJobs(database.pool!);
    expect(failed).toMatchObject({ task: 'rebuild', tenant: 'gamma', attempts: 2, lastError: expect.stringContaining('feed unreachable (attempt 2)') });
    // A new request for the tenant is a new job; the failed one stays listed until the retention period is over.
    expect(await queue.requestRebuild('gamma')).toBe(true);
    await stopAll();
    expect(await queue.clearFailedJobs(7 * 86_400_000)).toBe(0);
    expect((await queue.failedJobs()).map((job) => job.tenant)).toEqual(['gamma']);
    expect(await queue.clearFailedJobs(1)).toBe(1); // a retention of 1 ms: it failed longer ago than that
    expect(await queue.failedJobs()).toEqual([]);
    await database.pool!.query("select graphile_worker.remove_job('rebuild:gamma')");
  });

  it('on stop, finishes the build in hand, or past the grace time hands it back for another worker', async () => {
    const quick = recorder(600);
    const first = await worker('w1', quick);
    await queue.requestRebuild('alpha');
    await until(() => quick.stats().maxOverall === 1);
    await first.stop();
    workers.length = 0;
    expect(quick.runs).toHaveLength(1);
    expect(await jobCount()).toBe('0');

    const slow = recorder(60_000);
    const second = await worker('w2', slow, { graceMs: 300 });
    await queue.requestRebuild('beta');
    await until(() => slow.stats().maxOverall === 1);
    await second.stop();
    const { rows } = await database.pool!.query<{ attempts: number; locked_at: Date | null; last_error: string }>(
      'select attempts, locked_at, last_error from graphile_worker.jobs',
    );
    expect(rows).toEqual([{ attempts: 1, locked_at: null, last_error: expect.stringContaining('build aborted') }]);
    workers.length = 0;
  });
});
