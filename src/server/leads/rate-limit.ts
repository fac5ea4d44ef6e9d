// Token buckets in memory, one per key (client address, tenant). A full bucket allows a burst of
// `perMinute` requests; it refills at perMinute/60 a second. Over the limit: 429 with Retry-After.

export type RateLimitTaken = { ok: true } | { ok: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Takes one token; when none is left, says how many seconds until one is (a shared store answers asynchronously). */
  take(key: string): RateLimitTaken | Promise<RateLimitTaken>;
};

/** The in-memory limiter answers at once. */
export type MemoryRateLimiter = { take(key: string): RateLimitTaken };

export function createRateLimiter(options: { perMinute: number; now?: () => number; maxKeys?: number }): MemoryRateLimiter {
  const now = options.now ?? Date.now;
  const capacity = options.perMinute;
  const refillPerMs = options.perMinute / 60_000;
  const maxKeys = options.maxKeys ?? 100_000;
  const buckets = new Map<string, { tokens: number; at: number }>();

  return {
    take(key) {
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: capacity, at: time };
      bucket.tokens = Math.min(capacity, bucket.tokens + (time - bucket.at) * refillPerMs);
      bucket.at = time;
      buckets.delete(key); // re-insert: the Map keeps recently used keys last
      buckets.set(key, bucket);
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!); // forget the longest idle
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { ok: true };
      }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)) };
    },
  };
}
