// Pulls each tenant's stock feed every feed.refreshMinutes and queues a rebuild when the live site is behind it
// (src/domain/feed/site-freshness.ts): not built yet, the feed changed, or its stock is dated an earlier day.
// Feed providers that call the stock webhook get a rebuild at once; this catches the ones that never do.
import { siteFreshness, type LiveStock, type StaleReason } from '#src/domain/feed/site-freshness.ts';
import { australianDate } from '#src/domain/search/promo-cards.ts';

export type ScheduledFeed = {
  slug: string;
  everyMs: number;
  /** The feed is dated to a fixed day (feed.asOf): the calendar never makes its site stale. */
  fixedDate: boolean;
};

export type FeedScheduleOptions = {
  feeds: readonly ScheduledFeed[];
  /** sha256 of the feed's body as it is now; throws an Error saying what went wrong when it cannot be fetched. */
  fetchFeedHash: (slug: string) => Promise<string>;
  /** What the live site was built from, or null when the tenant has no live site. */
  liveStock: (slug: string) => Promise<LiveStock | null>;
  /** Queues a rebuild; true when a new run was scheduled, false when merged into a queued one. */
  requestRebuild: (slug: string) => boolean | Promise<boolean>;
  log?: (message: string) => void;
  now?: () => number;
};

export type FeedSchedule = {
  /** Checks every feed that is due, one after another; a call while one runs does nothing. */
  checkDue(): Promise<void>;
  /** Checks one tenant's feed now, whenever it is due (a job queue's recurring feed pull); logs what goes wrong. */
  check(slug: string): Promise<void>;
  /** Checks the due feeds every `tickMs` (a minute by default), first one tick from now, until stop(). */
  start(tickMs?: number): void;
  stop(): void;
  /** When a tenant's feed is next checked (epoch ms); undefined for a tenant not on the schedule. */
  nextCheckAt(slug: string): number | undefined;
};

const REASONS: Record<NonNullable<StaleReason>, string> = {
  'no-site': 'has no live site',
  'feed-changed': 'stock feed changed',
  'new-day': 'stock is dated an earlier day',
};

export function createFeedSchedule(options: FeedScheduleOptions): FeedSchedule {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.log(message));
  const dueAt = new Map(options.feeds.map((feed) => [feed.slug, now()]));
  // What each tenant's last rebuild was queued for: a site still behind for the same reason (its build refused the
  // feed, or is still running) is not queued again until the feed or the day changes.
  const queuedFor = new Map<string, string>();
  let checking = false;
  let timer: NodeJS.Timeout | undefined;

  async function checkFeed(feed: ScheduledFeed): Promise<void> {
    let feedHash: string;
    try {
      feedHash = await options.fetchFeedHash(feed.slug);
    } catch (error) {
      log(
        `[feed:${feed.slug}] could not be checked: ${(error as Error).message}; the live site stays as it is, next check at ${new Date(dueAt.get(feed.slug)!).toISOString()}`,
      );
      return;
    }
    const today = new Date(now());
    const reason = siteFreshness(feedHash, await options.liveStock(feed.slug), { fixedDate: feed.fixedDate, now: today });
    if (!reason) return;
    const occasion = reason === 'new-day' ? `${reason}:${australianDate(today)}` : `${reason}:${feedHash}`;
    if (queuedFor.get(feed.slug) === occasion) return;
    const scheduled = await options.requestRebuild(feed.slug); // a queue that cannot be reached: asked again next time
    queuedFor.set(feed.slug, occasion);
    log(`[feed:${feed.slug}] ${REASONS[reason]}: rebuild ${scheduled ? 'queued' : 'already queued'}`);
  }

  async function checkDue(): Promise<void> {
    if (checking) return;
    checking = true;
    try {
      for (const feed of options.feeds) {
        if (dueAt.get(feed.slug)! > now()) continue;
        // The next check counts from this one's start, so a slow feed never makes its checks pile up.
        dueAt.set(feed.slug, now() + feed.everyMs);
        try {
          await checkFeed(feed);
        } catch (error) {
          log(`[feed:${feed.slug}] check failed: ${(error as Error).message}`);
        }
      }
    } finally {
      checking = false;
    }
  }

  return {
    checkDue,
    async check(slug) {
      const feed = options.feeds.find((candidate) => candidate.slug === slug);
      if (!feed) return;
      dueAt.set(slug, now() + feed.everyMs);
      await checkFeed(feed).catch((error: unknown) => log(`[feed:${slug}] check failed: ${(error as Error).message}`));
    },
    start(tickMs = 60_000) {
      if (timer) return;
      timer = setInterval(() => void checkDue(), tickMs);
      timer.unref(); // the schedule never keeps a stopping server alive
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    nextCheckAt: (slug) => dueAt.get(slug),
  };
}
