// The delivery worker: runs in the server process, claims due outbox rows with a lease, sends each to
// its channel, and records sent / retry-later (exponential backoff with jitter) / failed (retry budget
// spent or a permanent refusal). Nothing is dropped: a failed delivery stays in the table for
// `npm run leads:retry`.
import type { Kysely } from 'kysely';
import { claimDueDeliveries, deliverySubject, recordOutcomes, type ClaimedDelivery, type DeliveryOutcome } from '../db/deliveries-repo.ts';
import type { DB, DeliveryChannel } from '../db/schema.ts';
import type { RetryPolicy } from '../leads/config.ts';
import { PermanentDeliveryError, retryDelayMs } from './backoff.ts';
import type { ChannelSender } from './channels.ts';

export type DeliveryWorkerOptions = {
  db: Kysely<DB>;
  senders: Record<DeliveryChannel, ChannelSender>;
  retry: RetryPolicy;
  pollMs: number;
  /** Rows claimed per round (default 50). */
  batchSize?: number;
  /** Sends in flight at once (default 10). */
  concurrency?: number;
  /**
   * How long a claim holds a row: longer than a whole round may take (50 rows, 10 at a time, each at most
   * ~40 s of SMTP timeouts = 200 s), so no one else claims a row while it is being sent (default 300 s).
   */
  leaseSeconds?: number;
  log?: (message: string) => void;
  random?: () => number;
  /**
   * True while shoppers are waiting on the database (a burst of leads): deliveries then wait, at most
   * `maxDeferMs` between rounds, so answering shoppers comes first and the outbox catches up after.
   */
  deferWhile?: () => boolean;
  maxDeferMs?: number;
};

export type DeliveryWorker = {
  start(): void;
  /** Finishes the round in progress, then stops. */
  stop(): Promise<void>;
  /** Something new is due: look now instead of at the next poll. */
  kick(): void;
  /** One round: claim (up to `limit`), send, record. Returns how many deliveries it handled. */
  runOnce(limit?: number): Promise<number>;
};

async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  });
  await Promise.all(lanes);
  return results;
}

export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const batchSize = options.batchSize ?? 50;
  const log = options.log ?? ((message: string) => console.log(message));
  let stopped = true;
  let loopDone: Promise<void> = Promise.resolve();
  let wake: (() => void) | null = null;
  let kicked = false;

  async function attempt(delivery: ClaimedDelivery): Promise<DeliveryOutcome> {
    const base = { id: delivery.id, tenant: delivery.tenant, leaseToken: delivery.leaseToken };
    try {
      await options.senders[delivery.channel](delivery);
      return { ...base, result: 'sent' };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = error instanceof PermanentDeliveryError || delivery.attempts >= options.retry.maxAttempts;
      log(
        `[leads] ${delivery.channel} delivery of ${deliverySubject(delivery)} (${delivery.tenant}) attempt ${delivery.attempts} failed${final ? ', giving up' : ''}: ${message}`,
      );
      if (final) return { ...base, result: 'failed', error: message };
      return { ...base, result: 'retry', error: message, retryInMs: retryDelayMs(delivery.attempts, options.retry, options.random) };
    }
  }

  async function record(outcomes: DeliveryOutcome[]): Promise<void> {
    for (let attemptNo = 1; ; attemptNo += 1) {
      try {
        return await recordOutcomes(options.db, outcomes);
      } catch (error) {
        if (attemptNo >= 5) throw error; // the leases run out and the rows are sent again: late, never lost
        await new Promise((resolve) => setTimeout(resolve, 200 * attemptNo));
      }
    }
  }

  async function runOnce(limit = batchSize): Promise<number> {
    const claimed = await claimDueDeliveries(options.db, { limit, leaseSeconds: options.leaseSeconds ?? 300 });
    if (claimed.length === 0) return 0;
    await record(await mapLimited(claimed, options.concurrency ?? 10, attempt));
    return claimed.length;
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  let lastRoundAt = 0;

  /** Waits while shoppers are; true when it had to wait (then the round is kept small). */
  async function yieldToShoppers(): Promise<boolean> {
    const maxDeferMs = options.maxDeferMs ?? 2000;
    let waited = false;
    while (!stopped && options.deferWhile?.() && Date.now() - lastRoundAt < maxDeferMs) {
      waited = true;
      await sleep(50);
    }
    return waited || Boolean(options.deferWhile?.());
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      const busy = await yieldToShoppers();
      if (stopped) break;
      lastRoundAt = Date.now();
      let handled = 0;
      try {
        // During a burst a round is a tenth of the usual: the outbox keeps moving, the database stays with the shoppers.
        handled = await runOnce(busy ? Math.max(1, Math.ceil(batchSize / 10)) : batchSize);
      } catch (error) {
        log(`[leads] delivery round failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (stopped) break;
      if (handled >= batchSize || (busy && handled > 0)) continue;
      if (kicked) {
        // New leads are arriving: look again soon, but leave the database to them for a moment.
        kicked = false;
        await sleep(10);
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
      kicked = false;
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      loopDone = loop();
    },
    async stop() {
      stopped = true;
      wake?.();
      await loopDone;
    },
    kick() {
      kicked = true;
      wake?.();
    },
    runOnce,
  };
}
