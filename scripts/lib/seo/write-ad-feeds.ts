// The vehicle ad feeds of a build (src/domain/seo/ad-feeds/), written as tab-separated files with csv-stringify
// (quoting by RFC 4180 rules, which both Google's and Meta's delimited feeds read) under /feeds/ of the site, where
// Merchant Center and Meta's catalogue fetch them on their schedules. Regenerated with every publish, while Astro
// renders (they depend on the tenant and the stock alone), and written beside the file a build linked from the live
// one and renamed over it, never into it.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import type { FeedSnapshot } from '#src/files/snapshots.ts';
import { googleVehicleAdsFeed } from '#src/domain/seo/ad-feeds/google-vehicle-ads.ts';
import type { AdFeed, FeedSite } from '#src/domain/seo/ad-feeds/listing.ts';
import { metaAutomotiveFeed } from '#src/domain/seo/ad-feeds/meta-automotive.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';

export const AD_FEED_FILES = { google: 'feeds/google-vehicle-ads.tsv', meta: 'feeds/meta-automotive-catalogue.tsv' } as const;
export type AdFeedSummary = { file: string; vehicles: number; leftOut: Record<string, number> };

export function feedSite(tenant: TenantConfig): FeedSite {
  return {
    url: tenant.url,
    dealerName: tenant.name,
    images: { config: tenant.images.service, siteUrl: tenant.url },
    locations: tenant.locations.map((location) => ({
      id: location.id,
      slug: location.slug,
      name: location.name,
      phone: location.phone,
      address: location.address,
      storeCode: tenant.seo.adFeeds.storeCodes[location.slug] ?? location.slug,
    })),
  };
}

export function adFeedTsv(feed: AdFeed): string {
  return stringify(feed.rows, { header: true, columns: [...feed.columns], delimiter: '\t', record_delimiter: '\n' });
}

function summary(file: string, feed: AdFeed): AdFeedSummary {
  const leftOut: Record<string, number> = {};
  for (const left of feed.leftOut) leftOut[left.reason] = (leftOut[left.reason] ?? 0) + 1;
  return { file: `/${file}`, vehicles: feed.rows.length, leftOut };
}

/** Writes the feeds the tenant has on; returns what each holds and how many cars it left out, by reason. */
export async function writeAdFeeds(siteFolder: string, tenant: TenantConfig, snapshot: Pick<FeedSnapshot, 'vehicles'>): Promise<AdFeedSummary[]> {
  const site = feedSite(tenant);
  const feeds: Array<[string, AdFeed]> = [];
  if (tenant.seo.adFeeds.google) feeds.push([AD_FEED_FILES.google, googleVehicleAdsFeed(snapshot.vehicles, site)]);
  if (tenant.seo.adFeeds.meta) feeds.push([AD_FEED_FILES.meta, metaAutomotiveFeed(snapshot.vehicles, site)]);
  const written: AdFeedSummary[] = [];
  for (const [file, feed] of feeds) {
    const target = path.join(siteFolder, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(`${target}.new`, adFeedTsv(feed));
    await rename(`${target}.new`, target);
    written.push(summary(file, feed));
  }
  return written;
}
