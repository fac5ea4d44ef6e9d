// Serialises site rebuilds. Builds are CPU-heavy and the box has two cores, so only one
// runs at a time across all tenants. Stock webhooks arrive in bursts, so requests are
// coalesced per tenant:
//   - tenant already queued       -> merged, nothing new scheduled;
//   - tenant currently building   -> exactly one more run after it (the running build
//                                    may have read the feed before the change);
//   - otherwise                   -> queued (and started at once if the queue is idle).

export type RebuildRunner = (slug: string) => Promise<void>;

export type RebuildQueueOptions = {
  run: RebuildRunner;
  /** Called after each run, success or not (e.g. to re-scan the site registry). */
  onSettled?: (slug: string, error: unknown) => void;
  log?: (message: string) => void;
};

export type RebuildQueue = {
  /** Returns true when a new run was scheduled, false when merged into a queued one. */
  request(slug: string): boolean;
  readonly running: string | undefined;
  readonly pending: readonly string[];
  /** Resolves once nothing is running or queued. */
  idle(): Promise<void>;
};

export function createRebuildQueue(options: RebuildQueueOptions): RebuildQueue {
  const log = options.log ?? ((message: string) => console.log(message));
  const pending = new Set<string>(); // insertion-ordered: first come, first built
  let running: string | undefined;
  let idleWaiters: Array<() => void> = [];

  function settleIdle() {
    if (running !== undefined || pending.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function pump() {
    if (running !== undefined) return;
    const next = pending.values().next();
    if (next.done) {
      settleIdle();
      return;
    }
    const slug = next.value;
    pending.delete(slug);
    running = slug;
    log(`[rebuild] ${slug}: started`);
    const startedAt = Date.now();
    let build: Promise<void>;
    try {
      build = Promise.resolve(options.run(slug)); // started synchronously: no idle gap
    } catch (error) {
      build = Promise.reject(error); // a runner that throws instead of rejecting
    }
    build
      .then(
        () => {
          log(`[rebuild] ${slug}: done in ${Date.now() - startedAt} ms`);
          return undefined;
        },
        (error: unknown) => {
          log(`[rebuild] ${slug}: failed: ${error instanceof Error ? error.message : String(error)}`);
          return error;
        },
      )
      .then((error) => {
        running = undefined;
        try {
          options.onSettled?.(slug, error);
        } finally {
          pump();
        }
      });
  }

  return {
    request(slug) {
      if (pending.has(slug)) return false;
      pending.add(slug);
      pump();
      return true;
    },
    get running() {
      return running;
    },
    get pending() {
      return [...pending];
    },
    idle() {
      if (running === undefined && pending.size === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
