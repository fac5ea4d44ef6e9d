// What crawlers may index. One list of private paths feeds both robots.txt (Disallow) and the pages' own
// `noindex`, so a page kept out of crawling also says so itself when a crawler reaches it through a link.

/**
 * Paths no search engine should index: print and thank-you pages, sign-in and the shopper's own pages, checkout,
 * signed links, the shopper's own comparison. A path ending in `/` covers everything under it; `*` matches any run of characters (as in robots.txt).
 */
export const PRIVATE_PATHS: readonly string[] = [
  '/print',
  '/success',
  '/sign-in',
  '/my-garage',
  '/online-payment',
  '/account/',
  '/personalised/',
  '/pages/unsubscribe',
  '/checkout-journey',
  '/checkout-unavailable',
  '/compare',
  '/reservation',
  '/cars/*/checkout',
  '/cars/*/buy-online',
  '/api/',
];

/** Search paths: every query-string variant of them (filters, sort, text, page) is kept out of the index. */
export const SEARCH_PREFIXES: readonly string[] = ['/search/', '/used-car/'];

function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^?#]*');
  return new RegExp(`^${body}${pattern.endsWith('/') ? '' : '(?:/|$)'}`);
}
const PRIVATE_PATTERNS = PRIVATE_PATHS.map(patternRegExp);

/**
 * Whether a root-relative path is private (never indexed), by `PRIVATE_PATHS`.
 * @example isPrivatePath('/success') // true
 * @example isPrivatePath('/cars/2020-mazda-cx-5-t101/checkout') // true
 * @example isPrivatePath('/cars/2020-mazda-cx-5-t101') // false
 */
export function isPrivatePath(path: string): boolean {
  const bare = path.replace(/[?#].*$/, '');
  return PRIVATE_PATTERNS.some((pattern) => pattern.test(bare));
}

/**
 * Whether a request for a search page carries a query string that makes it a filtered, sorted, searched or
 * paginated variant: those pages answer `X-Robots-Tag: noindex, follow` and canonicalise to their landing path.
 * @example isSearchVariant('/search/used-cars', '?colour=Black') // true
 * @example isSearchVariant('/search/used-cars', '') // false
 */
export function isSearchVariant(path: string, search: string): boolean {
  return SEARCH_PREFIXES.some((prefix) => path.startsWith(prefix)) && search.replace(/^\?/, '').split('&').some(Boolean);
}

/**
 * The site's robots.txt: every crawler may read the site but the private paths and the search pages' query-string
 * variants; the sitemap index is named with the site's public address.
 * @example robotsTxt('https://www.acme.com.au').split('\n').slice(-2)[0] // 'Sitemap: https://www.acme.com.au/sitemap.xml'
 */
export function robotsTxt(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    ...SEARCH_PREFIXES.map((prefix) => `Disallow: ${prefix}*?`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
