import { describe, expect, it } from 'vitest';
import { CACHE_DEFAULT, CACHE_IMMUTABLE, CACHE_REVALIDATE, siteFileHeaders } from './content-types.ts';

describe('siteFileHeaders: what a stored site file is served with', () => {
  it.each([
    ['cars/x.html', { contentType: 'text/html; charset=utf-8', contentEncoding: null, cacheControl: CACHE_REVALIDATE }],
    ['cars/x.html.br', { contentType: 'text/html; charset=utf-8', contentEncoding: 'br', cacheControl: CACHE_REVALIDATE }],
    ['cars/x.pdf', { contentType: 'application/pdf', contentEncoding: null, cacheControl: CACHE_REVALIDATE }],
    ['_astro/app.1a2b.js.gz', { contentType: 'text/javascript; charset=utf-8', contentEncoding: 'gzip', cacheControl: CACHE_IMMUTABLE }],
    ['feeds/google.tsv', { contentType: 'text/tab-separated-values; charset=utf-8', contentEncoding: null, cacheControl: CACHE_REVALIDATE }],
    ['search-index.json.gz', { contentType: 'application/json', contentEncoding: 'gzip', cacheControl: CACHE_REVALIDATE }],
    ['sitemap.xml', { contentType: 'application/xml; charset=utf-8', contentEncoding: null, cacheControl: CACHE_REVALIDATE }],
    ['robots.txt', { contentType: 'text/plain; charset=utf-8', contentEncoding: null, cacheControl: CACHE_DEFAULT }],
    ['brand/logo.svg', { contentType: 'image/svg+xml; charset=utf-8', contentEncoding: null, cacheControl: CACHE_DEFAULT }],
    ['media/odd.unknownext', { contentType: 'application/octet-stream', contentEncoding: null, cacheControl: CACHE_DEFAULT }],
  ])('%s', (file, expected) => {
    expect(siteFileHeaders(file)).toEqual(expected);
  });
});
