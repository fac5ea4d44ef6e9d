import type { ParsedFeed } from './parse-feed.ts';

export type FeedVerdict = { usable: true } | { usable: false; reason: string };

/**
 * Decides whether a freshly parsed feed may replace the live snapshot. An empty feed or one with too many
 * bad records is far more likely a broken export than a dealer who sold everything, so it never wipes a site.
 * @example judgeFeed({ vehicles: [], rejected: [], total: 0 }, 0.2) // { usable: false, reason: 'feed has no cars' }
 */
export function judgeFeed(feed: Pick<ParsedFeed, 'vehicles' | 'rejected' | 'total'>, maxRejectedShare: number): FeedVerdict {
  if (feed.total === 0) return { usable: false, reason: 'feed has no cars' };
  if (feed.vehicles.length === 0) return { usable: false, reason: `all ${feed.total} records were rejected` };
  const share = feed.rejected.length / feed.total;
  if (share > maxRejectedShare) {
    return {
      usable: false,
      reason: `${feed.rejected.length} of ${feed.total} records rejected (${(share * 100).toFixed(1)}%), above the ${(maxRejectedShare * 100).toFixed(0)}% limit`,
    };
  }
  return { usable: true };
}
