// After the render: the gone pages moved into the private `.seo` folder, every page read once, lastmod carried from
// the live site, the sitemaps written, and the state the next build and the server read.
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { liveSiteLink } from '#src/files/paths.ts';
import type { FeedSnapshot } from '#src/files/snapshots.ts';
import { absoluteUrl } from '#src/domain/absolute-url.ts';
import { carRef, hasCarPage, type GoneCar } from '#src/domain/seo/gone-cars.ts';
import { GONE_RENDER_DIR, SEO_DIR, SEO_FILES, type PageRecord } from '#src/domain/seo/site-files.ts';
import { carryLastmod, sitemapGroup } from '#src/domain/seo/sitemap-groups.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import type { PageCache } from './page-cache.ts';
import { isNoindex } from './page-facts.ts';
import { readSeoState, seoPath, writeSeoJson } from './seo-state.ts';
import { readSitePages, type SitePage } from './site-pages.ts';
import { writeAdFeeds, type AdFeedSummary } from './write-ad-feeds.ts';
import { writeSitemaps, type SitemapFile } from './write-sitemaps.ts';

export type SeoFiles = { pages: SitePage[]; records: Record<string, PageRecord>; sitemaps: SitemapFile[]; gone: number; adFeeds: AdFeedSummary[] };

/** Indexable: no `noindex`, and its canonical is its own address. */
export function isIndexable(page: SitePage, siteUrl: string): boolean {
  return !isNoindex(page.facts) && page.facts.canonicals.length === 1 && page.facts.canonicals[0] === absoluteUrl(page.path, siteUrl);
}

export async function writeSeoFiles(input: {
  siteFolder: string;
  tenant: TenantConfig;
  snapshot: FeedSnapshot;
  gone: GoneCar[];
  /** The pages' facts the live build read (page-cache.ts): only the pages rendered again are read. */
  cache?: PageCache;
  /** The ad feeds, when the build wrote them already (write-ad-feeds.ts); else written here. */
  adFeeds?: AdFeedSummary[];
  /** The site's files once the gone pages are moved (scripts/lib/build/site-files.ts); else the folder is listed. */
  files?: readonly string[];
}): Promise<SeoFiles> {
  const { siteFolder, tenant, snapshot } = input;
  const rendered = path.join(siteFolder, GONE_RENDER_DIR);
  await mkdir(path.join(siteFolder, SEO_DIR), { recursive: true });
  if (existsSync(rendered)) await rename(rendered, seoPath(siteFolder, SEO_FILES.gonePages));

  const now = new Date(snapshot.fetchedAt);
  const cars = snapshot.vehicles.filter((vehicle) => hasCarPage(vehicle, now, tenant.seo.soldPageDays));
  const carsBySlug = new Map(cars.map((car) => [car.slug, car]));
  const pages = await readSitePages(siteFolder, tenant.url, input.cache, input.files);
  const live = await readSeoState(liveSiteLink(tenant.slug));
  const versions = carryLastmod(
    Object.fromEntries(Object.entries(live.pages).map(([pagePath, record]) => [pagePath, record])),
    pages.map((page) => ({ path: page.path, hash: page.facts.contentHash })),
    snapshot.fetchedAt,
  );
  const records: Record<string, PageRecord> = {};
  for (const page of pages) {
    records[page.path] = { ...versions[page.path]!, group: sitemapGroup(page.path, (slug) => carsBySlug.has(slug)), indexable: isIndexable(page, tenant.url) };
  }

  const entries = pages
    .filter((page) => records[page.path]!.indexable)
    .map((page) => {
      const record = records[page.path]!;
      const car = record.group === 'vehicles' ? carsBySlug.get(page.path.slice('/cars/'.length)) : undefined;
      const images = car ? car.images.filter((image) => !image.isVideo).map((image) => absoluteUrl(image.url, tenant.url)) : [];
      return { path: page.path, group: record.group as SitemapFile['group'], lastmod: record.lastmod, images };
    });
  const sitemaps = await writeSitemaps(siteFolder, tenant.url, entries);
  await writeSeoJson(siteFolder, SEO_FILES.pages, records);
  await writeSeoJson(siteFolder, SEO_FILES.cars, cars.map(carRef));
  await writeSeoJson(siteFolder, SEO_FILES.gone, input.gone);
  const adFeeds = input.adFeeds ?? (await writeAdFeeds(siteFolder, tenant, snapshot));
  return { pages, records, sitemaps, gone: input.gone.length, adFeeds };
}
