// The feed schedule's view of the tenants: which feeds to pull and how often (feed.refreshMinutes), and how to
// fetch one and hash it as the build does, so an unchanged feed is recognised as the one the site was built from.
import { fetchFeedBody, resolveFeedSource } from '#src/files/fetch-feed.ts';
import { listTenantSlugs, loadTenant } from '#src/files/load-tenant.ts';
import { tenantDir } from '#src/files/paths.ts';
import { hashText } from '#src/files/snapshots.ts';
import type { FeedConfig } from '#src/domain/tenant/schema/feed.ts';
import type { ScheduledFeed } from './feed-schedule.ts';

export type TenantFeeds = { feeds: ScheduledFeed[]; fetchFeedHash: (slug: string) => Promise<string> };

/**
 * Loads every tenant's feed settings. A tenant whose config does not load is left off the schedule with its
 * errors logged (its builds report the same errors); one with refreshMinutes null is left to the webhook.
 * STOCK_CLOCK dates every build to one moment, so no site goes stale with the calendar under it.
 */
export async function loadTenantFeeds(log: (message: string) => void): Promise<TenantFeeds> {
  const configs = new Map<string, FeedConfig>();
  const feeds: ScheduledFeed[] = [];
  const clockFixed = Boolean(process.env.STOCK_CLOCK?.trim());
  for (const slug of listTenantSlugs()) {
    const result = await loadTenant(slug);
    if (!result.ok) {
      log(`[feed:${slug}] not scheduled: ${result.errors.join('; ')}`);
      continue;
    }
    const feed = result.config.feed;
    if (feed.refreshMinutes === null) continue;
    configs.set(slug, feed);
    feeds.push({ slug, everyMs: feed.refreshMinutes * 60_000, fixedDate: clockFixed || feed.asOf !== null });
  }
  return {
    feeds,
    fetchFeedHash: async (slug) => {
      const feed = configs.get(slug);
      if (!feed) throw new Error(`${slug} has no scheduled feed`);
      return hashText(await fetchFeedBody(resolveFeedSource(feed, tenantDir(slug)), feed));
    },
  };
}
