// /api/health: the rules (judgeHealth), then a running server over each database engine: 200 when the database
// answers and the outbox moves, 503 naming the outbox's backlog, a delivery silence, or the database once it is closed.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testEngines, type TestDatabase } from './db/test-database.ts';
import { createHealthCheck, judgeHealth, type HealthThresholds, type OutboxFacts } from './health.ts';
import { startServer, type RunningServer } from './main.ts';
import { createFixtureDataDir, send } from './test-support.ts';

const THRESHOLDS: HealthThresholds = { outboxMaxAgeMs: 600_000, deliveryMaxSilenceMs: 1_800_000 };
const NOW = new Date('2026-11-28T10:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const quiet: OutboxFacts = { now: NOW, due: 0, oldestDueAt: null, pending: 0, oldestPendingAt: null, lastSentAt: minutesAgo(300) };

describe('judgeHealth', () => {
  it.each([
    ['a quiet outbox', quiet, []],
    [
      'a fresh install with one delivery just due',
      { ...quiet, due: 1, oldestDueAt: minutesAgo(0), pending: 1, oldestPendingAt: minutesAgo(0), lastSentAt: null },
      [],
    ],
    [
      'a delivery due for 9 minutes',
      { ...quiet, due: 1, oldestDueAt: minutesAgo(9), pending: 1, oldestPendingAt: minutesAgo(9), lastSentAt: minutesAgo(1) },
      [],
    ],
    [
      'a delivery due for 11 minutes',
      { ...quiet, due: 3, oldestDueAt: minutesAgo(11), pending: 3, oldestPendingAt: minutesAgo(11), lastSentAt: minutesAgo(1) },
      ['outbox'],
    ],
    [
      'deliveries retrying for 31 minutes with nothing sent',
      { ...quiet, due: 0, pending: 4, oldestPendingAt: minutesAgo(31), lastSentAt: minutesAgo(45) },
      ['delivery'],
    ],
    ['deliveries retrying for 31 minutes while others are sent', { ...quiet, pending: 4, oldestPendingAt: minutesAgo(31), lastSentAt: minutesAgo(2) }, []],
    ['both', { ...quiet, due: 2, oldestDueAt: minutesAgo(40), pending: 2, oldestPendingAt: minutesAgo(40), lastSentAt: null }, ['outbox', 'delivery']],
  ] as const)('%s', (_what, outbox, down) => {
    const report = judgeHealth({ ok: true, outbox }, THRESHOLDS);
    expect(report.down).toEqual(down);
    expect(report.ok).toBe(down.length === 0);
    expect(report.checks.database).toEqual({ ok: true, message: 'answers' });
  });

  it('names the database, and only it, when it does not answer', () => {
    expect(judgeHealth({ ok: false, error: 'no answer within 2000 ms' }, THRESHOLDS)).toEqual({
      ok: false,
      down: ['database'],
      checks: { database: { ok: false, message: 'the database does not answer: no answer within 2000 ms' } },
    });
  });

  it('says how long the backlog has waited', () => {
    const report = judgeHealth(
      { ok: true, outbox: { ...quiet, due: 3, oldestDueAt: minutesAgo(11), pending: 3, oldestPendingAt: minutesAgo(11) } },
      THRESHOLDS,
    );
    expect(report.checks.outbox).toMatchObject({
      due: 3,
      oldestDueSeconds: 660,
      message: 'backlog: the oldest of 3 due deliveries has waited 660 s (limit 600 s)',
    });
  });
});

describe.each(testEngines())('GET /api/health on %s', (engine) => {
  let database: TestDatabase;
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  let logged: string[];

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const fixture = await createFixtureDataDir();
    cleanup = fixture.cleanup;
    logged = [];
    const health = createHealthCheck({ db: database.db, thresholds: THRESHOLDS, cacheMs: 0, log: (line) => logged.push(line) });
    server = await startServer({ port: 0, dataDir: fixture.dataDir, log: () => {}, runBuild: async () => {}, health });
  });
  afterAll(async () => {
    await server?.close();
    await database?.cleanup();
    await cleanup?.();
  });

  const health = async () => {
    const response = await send(server.port, { host: `127.0.0.1:${server.port}`, path: '/api/health' });
    return {
      status: response.status,
      body: JSON.parse(response.body.toString()) as { ok: boolean; down: string[]; checks: Record<string, { message: string }> },
    };
  };
  /** A delivery row as the outbox keeps them, its times `minutes` in the past (by the database's clock). */
  const delivery = (values: { status: 'pending' | 'sent'; dueMinutesAgo: number; createdMinutesAgo: number; sentMinutesAgo?: number }) =>
    sql`insert into lead_deliveries (id, tenant, lead_id, channel, target, status, next_attempt_at, created_at, sent_at)
        values (${randomUUID()}, 'alpha', ${randomUUID()}, 'email', '{}'::jsonb, ${values.status},
                now() - make_interval(mins => ${values.dueMinutesAgo}), now() - make_interval(mins => ${values.createdMinutesAgo}),
                ${values.sentMinutesAgo === undefined ? null : sql`now() - make_interval(mins => ${values.sentMinutesAgo})`})`.execute(database.db);

  it('answers 200 when the database answers and nothing waits', async () => {
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, down: [] });
    expect(body.checks.database).toEqual({ ok: true, message: 'answers' });
  });

  it('answers 503 naming the outbox when its oldest due delivery has waited past the limit', async () => {
    await delivery({ status: 'sent', dueMinutesAgo: 3, createdMinutesAgo: 3, sentMinutesAgo: 2 });
    await delivery({ status: 'pending', dueMinutesAgo: 12, createdMinutesAgo: 12 });
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.down).toEqual(['outbox']);
    expect(body.checks.outbox!.message).toMatch(/^backlog: the oldest of 1 due deliveries has waited 7\d\d s \(limit 600 s\)$/);
    expect(logged).toContain('[health] down: outbox');
  });

  it('answers 503 naming the delivery when deliveries wait and none has succeeded for too long', async () => {
    await sql`delete from lead_deliveries`.execute(database.db);
    await delivery({ status: 'sent', dueMinutesAgo: 90, createdMinutesAgo: 90, sentMinutesAgo: 89 });
    // Retried, so not due now; waiting since 40 minutes ago.
    await delivery({ status: 'pending', dueMinutesAgo: -5, createdMinutesAgo: 40 });
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.down).toEqual(['delivery']);
    expect(body.checks.delivery!.message).toMatch(/^no delivery has succeeded for 2\d\d\d s while 1 wait/);
  });

  it('is 200 again once the outbox is delivered', async () => {
    await sql`update lead_deliveries set status = 'sent', sent_at = now()`.execute(database.db);
    expect((await health()).status).toBe(200);
    expect(logged.at(-1)).toBe('[health] everything answers again');
  });

  it('answers 503 naming the database when it is closed', async () => {
    await database.close();
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body).toEqual({ ok: false, down: ['database'], checks: { database: { ok: false, message: 'the database does not answer: the query failed' } } });
  });
});

describe('a process without its database', () => {
  it('answers 503 saying why', async () => {
    const report = await createHealthCheck({ db: null, unavailable: 'another process holds the embedded database', thresholds: THRESHOLDS })();
    expect(report).toMatchObject({ ok: false, down: ['database'] });
    expect(report.checks.database!.message).toBe('the database does not answer: another process holds the embedded database');
  });
});
