// Retry timing for deliveries: exponential backoff with "equal jitter" (half fixed, half random), so a
// channel that comes back is not hit by every waiting lead in the same second.
import type { RetryPolicy } from '../leads/config.ts';

/**
 * Delay before the next attempt after `attempts` failed ones.
 * @example retryDelayMs(3, { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 10 }, () => 0.5) // 3000 (4000 x 0.75)
 */
export function retryDelayMs(attempts: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** A channel's answer that retrying will not change (a refused address, a 4xx from a webhook). */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}
