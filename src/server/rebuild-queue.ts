// Serialises site rebuilds. Builds are CPU-heavy and the box has two cores, so only one
// runs at a time across all tenants. Stock webhooks arrive in bursts, so requests are
// coalesced per tenant:
//   - tenant already queued       -> merged, nothing new scheduled;
//   - tenant currently building   -> exactly one more run after it (the running build
//                                    may have read the feed before the change);
//   - otherwise                   -> queued (and started at once if the queue is idle).
// A request says whether the build fetches the feed (a stock ping, the scheduled pull) or only applies the
// webhook's one-car changes to the stored stock; merged requests fetch if any of them asked to.

/** How a build reads its stock: fetch the feed, or apply the webhook's one-car changes to the stored stock only. */
export type RebuildMode = { fetchFeed: boolean };
/** `signal` aborts a build a stopping worker cannot wait for (its job goes back to the queue). */
export type RebuildRunner = (slug: string, mode?: RebuildMode, signal?: AbortSignal) => Promise<void>;
/** What the queue holds, for `npm run status` (written to a file by the server). */
export type RebuildQueueState = { running: { slug: string; since: number } | null; pending: string[] };

export type RebuildQueueOptions = {
  run: RebuildRunner;
  /** Called after each run, success or not (e.g. to re-scan the site registry). */
  onSettled?: (slug: string, error: unknown) => void;
  /** Called whenever a build is queued, starts or ends. */
  onChange?: (state: RebuildQueueState) => void;
  /**
   * How long an idle queue waits after a request before it starts the build, so that a burst (a dealer system
   * sending ten cars, one per call) is one build, not one now and one after. 0 starts at once.
   */
  gatherMs?: number;
  log?: (message: string) => void;
};

export type RebuildQueue = {
  /** Returns true when a new run was scheduled, false when merged into a queued one. Fetches the feed by default. */
  request(slug: string, mode?: RebuildMode): boolean;
  readonly running: string | undefined;
  readonly pending: readonly string[];
  /** Resolves once nothing is running or queued. */
  idle(): Promise<void>;
};

export function createRebuildQueue(options: RebuildQueueOptions): RebuildQueue {
  const log = options.log ?? ((message: string) => console.log(message));
  const pending = new Map<string, RebuildMode>(); // insertion-ordered: first come, first built
  let running: string | undefined;
  let runningSince = 0;
  const changed = () => options.onChange?.({ running: running === undefined ? null : { slug: running, since: runningSince }, pending: [...pending.keys()] });
  let idleWaiters: Array<() => void> = [];
  let gathering: ReturnType<typeof setTimeout> | null = null;

  function settleIdle() {
    if (running !== undefined || pending.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function pump() {
    if (running !== undefined || gathering) return;
    const next = pending.entries().next();
    if (next.done) {
      settleIdle();
      return;
    }
    const [slug, mode] = next.value;
    pending.delete(slug);
    running = slug;
    log(`[rebuild] ${slug}: started${mode.fetchFeed ? '' : ' (one-car changes)'}`);
    const startedAt = Date.now();
    runningSince = startedAt;
    changed();
    let build: Promise<void>;
    try {
      build = Promise.resolve(options.run(slug, mode)); // started synchronously: no idle gap
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
        changed();
        try {
          options.onSettled?.(slug, error);
        } finally {
          pump();
        }
      });
  }

  return {
    request(slug, mode = { fetchFeed: true }) {
      const queued = pending.get(slug);
      if (queued) {
        queued.fetchFeed ||= mode.fetchFeed;
        return false;
      }
      pending.set(slug, { ...mode });
      changed();
      if (options.gatherMs && running === undefined && !gathering) {
        gathering = setTimeout(() => {
          gathering = null;
          pump();
        }, options.gatherMs);
      } else pump();
      return true;
    },
    get running() {
      return running;
    },
    get pending() {
      return [...pending.keys()];
    },
    idle() {
      if (running === undefined && pending.size === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
