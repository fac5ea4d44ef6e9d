// Rate limits that hold across every web server behind one address. With PostgreSQL the counters live in its
// `rate_limits` table through rate-limiter-flexible's PostgreSQL store (the limiter the Node field uses; atomic
// upserts, so two servers count one client's requests together); a memory limiter stands in for a request the
// database cannot answer, so an outage slows nobody down. With the embedded database (one process) the in-memory
// token buckets of rate-limit.ts are the whole story.
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/database.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';

/** Makes a named limiter of `perMinute` requests per key; the name keeps limiters' counters apart. */
export type RateLimiterFactory = (name: string, perMinute: number) => RateLimiter;

export const memoryRateLimiters: RateLimiterFactory = (_name, perMinute) => createRateLimiter({ perMinute });

export function rateLimiterFactory(database: Pick<Database, 'engine' | 'pool'>): RateLimiterFactory {
  const pool = database.pool;
  if (database.engine !== 'postgres' || !pool) return memoryRateLimiters;
  return (name, perMinute) => {
    const limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits', // made by migration 2026-11-25-0022-jobs-and-limits
      tableCreated: true,
      keyPrefix: name,
      points: perMinute,
      duration: 60,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: perMinute, duration: 60 }),
    });
    return {
      async take(key) {
        try {
          await limiter.consume(key);
          return { ok: true };
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
        }
      },
    };
  };
}
