import { describe, expect, it } from 'vitest';
import { isPrivatePath, isSearchVariant, robotsTxt } from './indexing.ts';

describe('private paths', () => {
  it.each([
    '/print',
    '/success',
    '/sign-in',
    '/my-garage',
    '/personalised/finance',
    '/cars/2020-mazda-cx-5-t101/checkout',
    '/pages/unsubscribe',
    '/reservation',
    '/checkout-journey',
    '/checkout-unavailable',
    '/online-payment',
    '/api/leads',
    '/success?x=1',
  ])('%s is never indexed', (path) => {
    expect(isPrivatePath(path)).toBe(true);
  });

  it.each(['/', '/cars/2020-mazda-cx-5-t101', '/printers', '/search/used-cars', '/contact', '/finance', '/cars/trade-in'])('%s may be indexed', (path) => {
    expect(isPrivatePath(path)).toBe(false);
  });
});

describe('search variants', () => {
  it('a search path with any query parameter is a variant; the bare landing path and other pages are not', () => {
    expect(isSearchVariant('/search/used-cars', '?colour=Black')).toBe(true);
    expect(isSearchVariant('/search/used-cars', '?page=2')).toBe(true);
    expect(isSearchVariant('/used-car/used/', '?make=Ford')).toBe(true);
    expect(isSearchVariant('/search/used-cars', '')).toBe(false);
    expect(isSearchVariant('/search/used-cars', '?')).toBe(false);
    expect(isSearchVariant('/finance', '?car_id=1')).toBe(false);
  });
});

describe('robots.txt', () => {
  it('allows the site, disallows private paths and search query strings, and names the sitemap index', () => {
    const text = robotsTxt('https://www.acme.com.au/');
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /print',
        'Disallow: /success',
        'Disallow: /sign-in',
        'Disallow: /cars/*/checkout',
        'Disallow: /search/*?',
        'Disallow: /used-car/*?',
        'Sitemap: https://www.acme.com.au/sitemap.xml',
      ]),
    );
    expect(text.endsWith('\n')).toBe(true);
  });
});
