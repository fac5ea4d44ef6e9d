// Two web servers on one PostgreSQL count one client's requests together; the embedded database keeps memory buckets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { memoryRateLimiters, rateLimiterFactory } from './shared-rate-limit.ts';

describe('rateLimiterFactory', () => {
  it('keeps memory buckets on the embedded database', () => {
    expect(rateLimiterFactory({ engine: 'pglite' })).toBe(memoryRateLimiters);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('rate limits shared through PostgreSQL', () => {
  let database: TestDatabase;
  let second: Database;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    second = await openDatabase({ url: database.url!, poolSize: 2 }); // another server's own connections
  });
  afterAll(async () => {
    await second?.close();
    await database?.cleanup();
  });

  it('counts a client across two servers, per limiter and per key, and says when to retry', async () => {
    const serverA = rateLimiterFactory(database)('leads-ip', 3);
    const serverB = rateLimiterFactory(second)('leads-ip', 3);
    const answers = [await serverA.take('alpha/1.2.3.4'), await serverB.take('alpha/1.2.3.4'), await serverA.take('alpha/1.2.3.4')];
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    const refused = await serverB.take('alpha/1.2.3.4');
    expect(refused.ok).toBe(false);
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(await serverB.take('alpha/5.6.7.8')).toEqual({ ok: true }); // another client
    expect(await rateLimiterFactory(second)('accounts-ip', 3).take('alpha/1.2.3.4')).toEqual({ ok: true }); // another limiter
  });
});
