import { australianDate } from '#src/domain/search/promo-cards.ts';

/** What a live site was built from: its manifest's feed hash and stock date. */
export type LiveStock = { feedHash: string; stockFetchedAt: string | null };

/** Why a site must be rebuilt from its feed, or null when it shows the feed as it is today. */
export type StaleReason = 'no-site' | 'feed-changed' | 'new-day' | null;

/**
 * Compares a feed as fetched now with the live site built from it. A site is behind when it has not been built,
 * when the feed's body changed, or when its stock is dated an earlier (eastern Australian) day than today: 'just
 * arrived' tags, sold-car windows and finance dates count from the stock's date, so they move on at midnight even
 * when the feed does not. A feed dated to a fixed day (feed.asOf, the demo feeds) never goes stale that way.
 * @example siteFreshness('abc', { feedHash: 'abc', stockFetchedAt: '2026-11-20T01:00:00Z' }, { fixedDate: false, now: new Date('2026-11-20T05:00:00Z') }) // null
 */
export function siteFreshness(feedHash: string, live: LiveStock | null, options: { fixedDate: boolean; now: Date }): StaleReason {
  if (!live) return 'no-site';
  if (live.feedHash !== feedHash) return 'feed-changed';
  if (options.fixedDate || !live.stockFetchedAt) return null;
  const stockDate = new Date(live.stockFetchedAt);
  if (Number.isNaN(stockDate.getTime())) return 'new-day';
  return australianDate(stockDate) < australianDate(options.now) ? 'new-day' : null;
}
