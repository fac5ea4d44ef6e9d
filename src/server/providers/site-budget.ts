// What one site may spend on a paid outside service that shoppers can set off (quotes, market data, plate lookups):
// at most `perMinute` calls a minute (a token bucket per site) and at most `inFlight` at once. Both are counted
// synchronously before the call starts, so a burst of concurrent requests cannot overdraw them in this process.
import { createRateLimiter } from '../leads/rate-limit.ts';

export type SiteBudget = {
  /** Runs `call` within the site's budget, or answers `null` at once when the budget is spent. */
  spend<T>(site: string, call: () => Promise<T>): Promise<T | null>;
};

export function createSiteBudget(options: { perMinute: (site: string) => number; inFlight?: number; now?: () => number }): SiteBudget {
  const buckets = new Map<number, ReturnType<typeof createRateLimiter>>();
  const bucket = (perMinute: number) => {
    let limiter = buckets.get(perMinute);
    if (!limiter) buckets.set(perMinute, (limiter = createRateLimiter({ perMinute, ...(options.now ? { now: options.now } : {}) })));
    return limiter;
  };
  const inFlight = options.inFlight ?? 8;
  const running = new Map<string, number>();
  return {
    async spend(site, call) {
      const now = running.get(site) ?? 0;
      if (now >= inFlight) return null;
      if (!bucket(options.perMinute(site)).take(site).ok) return null;
      running.set(site, now + 1);
      try {
        return await call();
      } finally {
        const left = (running.get(site) ?? 1) - 1;
        if (left > 0) running.set(site, left);
        else running.delete(site);
      }
    },
  };
}
