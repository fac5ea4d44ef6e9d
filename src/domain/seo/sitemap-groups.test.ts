import { describe, expect, it } from 'vitest';
import { carryLastmod, sitemapGroup } from './sitemap-groups.ts';

describe('sitemap groups', () => {
  const isCar = (slug: string) => slug.startsWith('2019-');
  it.each([
    ['/cars/2019-mazda-cx-5-t101', 'vehicles'],
    ['/cars/trade-in', 'content'],
    ['/search/used-cars', 'search'],
    ['/search/toyota/hilux', 'search'],
    ['/used-car/used/', 'search'],
    ['/contact', 'locations'],
    ['/contact-us/bayside-kia', 'locations'],
    ['/dealer-locator', 'locations'],
    ['/dealer-locator/nsw', 'locations'],
    ['/our-location/outback-caravans-townsville', 'locations'],
    ['/locations/harbour-toyota', 'locations'],
    ['/blog', 'blog'],
    ['/blog/winter-tyres', 'blog'],
    ['/', 'content'],
    ['/finance', 'content'],
    ['/contactless', 'content'],
    ['/pages/warranty', 'content'],
  ] as const)('%s joins the %s sitemap', (path, group) => {
    expect(sitemapGroup(path, isCar)).toBe(group);
  });
});

describe('lastmod carried from build to build', () => {
  it('keeps the last lastmod of an unchanged page and dates a new or changed one by the stock time', () => {
    const previous = { '/': { hash: 'a', lastmod: '2026-11-01T00:00:00Z' }, '/finance': { hash: 'b', lastmod: '2026-11-02T00:00:00Z' } };
    expect(
      carryLastmod(
        previous,
        [
          { path: '/', hash: 'a' },
          { path: '/finance', hash: 'c' },
          { path: '/trade-in', hash: 'd' },
        ],
        '2026-11-20T00:00:00Z',
      ),
    ).toEqual({
      '/': { hash: 'a', lastmod: '2026-11-01T00:00:00Z' },
      '/finance': { hash: 'c', lastmod: '2026-11-20T00:00:00Z' },
      '/trade-in': { hash: 'd', lastmod: '2026-11-20T00:00:00Z' },
    });
  });
});
