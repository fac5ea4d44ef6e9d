// Which sitemap a page joins, by its path: the rule is the path, so pages other work adds join the right sitemap
// by themselves. Only indexable pages that are their own canonical go in any sitemap (see scripts/lib/seo/).
import { locationRoutePrefixSchema } from '../tenant/schema/location-pages.ts';

export const SITEMAP_GROUPS = ['vehicles', 'search', 'locations', 'content', 'blog'] as const;
export type SitemapGroup = (typeof SITEMAP_GROUPS)[number];

/** At most this many URLs, and this many bytes, in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

// Contact and locator pages, and location pages under every route prefix a tenant may choose (locationPages.routePrefix).
const LOCATION_PATHS = ['/contact', '/dealer-locator', '/our-locations', '/dealerships', ...locationRoutePrefixSchema.options];
const BLOG_PATHS = ['/blog', '/news'];
const under = (path: string, roots: readonly string[]) => roots.some((root) => path === root || path.startsWith(`${root}/`));

/**
 * The sitemap of a page: `vehicles` for a car's page (`/cars/<slug>` of a car in this build), `search` for search
 * landing pages (`/search/...`, `/used-car/...`), `locations` for contact and location pages, `blog` for the blog,
 * and `content` for everything else (home, finance, trade-in, offers, brand and content pages).
 * @example sitemapGroup('/cars/2019-mazda-cx-5-t101', (slug) => slug === '2019-mazda-cx-5-t101') // 'vehicles'
 * @example sitemapGroup('/contact-us/bayside-kia', () => false) // 'locations'
 */
export function sitemapGroup(path: string, isCarSlug: (slug: string) => boolean): SitemapGroup {
  const car = /^\/cars\/([^/]+)$/.exec(path);
  if (car && isCarSlug(car[1]!)) return 'vehicles';
  if (path.startsWith('/search/') || path.startsWith('/used-car/')) return 'search';
  if (under(path, LOCATION_PATHS)) return 'locations';
  if (under(path, BLOG_PATHS)) return 'blog';
  return 'content';
}

export type PageVersion = { hash: string; lastmod: string };

/**
 * Each page's lastmod: kept from the last published build while its content hash is the same, else `changedAt`
 * (the time of the stock this build shows), so lastmod is when the page last changed, not when it was rebuilt.
 * @example carryLastmod({ '/': { hash: 'a', lastmod: '2026-11-01T00:00:00Z' } }, [{ path: '/', hash: 'a' }], '2026-11-20T00:00:00Z')['/'].lastmod // '2026-11-01T00:00:00Z'
 */
export function carryLastmod(
  previous: Readonly<Record<string, PageVersion>>,
  pages: ReadonlyArray<{ path: string; hash: string }>,
  changedAt: string,
): Record<string, PageVersion> {
  const next: Record<string, PageVersion> = {};
  for (const { path, hash } of pages) {
    const before = previous[path];
    next[path] = { hash, lastmod: before?.hash === hash ? before.lastmod : changedAt };
  }
  return next;
}
