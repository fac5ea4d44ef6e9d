// Cache-Control rules for static site files, and the headers a site file carries in the object store (the types
// Hono's serveStatic gives, so a CDN serving the bucket answers as the server does).
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
export const CACHE_DEFAULT = 'public, max-age=3600';
export const CACHE_NONE = 'no-store';

/**
 * Files rebuilt from the stock feed under the same name: pages, the cars' spec sheet PDFs, the search index and other
 * JSON, the sitemaps and RSS (XML), the vehicle ad feeds (TSV).
 */
const STOCK_DEPENDENT_EXTENSIONS = new Set(['.html', '.pdf', '.json', '.xml', '.tsv']);

/**
 * `/_astro/*` names carry a content hash, so they never change: cache for a year.
 * Pages, spec sheets, the search index, sitemaps and feeds must reflect the latest stock feed build (price,
 * availability), so browsers and CDNs revalidate every time (cheap thanks to ETags).
 * Everything else (images, robots.txt...) gets an hour.
 */
export function cacheControlFor(urlPath: string, filePath: string): string {
  if (urlPath.startsWith('/_astro/')) return CACHE_IMMUTABLE;
  if (STOCK_DEPENDENT_EXTENSIONS.has(path.extname(filePath).toLowerCase())) return CACHE_REVALIDATE;
  return CACHE_DEFAULT;
}

/** Types Hono's list does not know: the vehicle ad feeds (tab-separated text). */
export const EXTRA_TYPES: Readonly<Record<string, string>> = { '.tsv': 'text/tab-separated-values; charset=utf-8' };

/** The build's precompressed copies (scripts/lib/build/precompress.ts) and the Content-Encoding each is sent with. */
const ENCODINGS: Readonly<Record<string, string>> = { '.br': 'br', '.gz': 'gzip' };

export type SiteFileHeaders = { contentType: string; contentEncoding: string | null; cacheControl: string };

/**
 * The headers a site file is served with, from its path in the site folder: `cars/x.html.br` is the brotli copy of
 * `cars/x.html` (its type and cache policy, `Content-Encoding: br`).
 * @example siteFileHeaders('_astro/app.1a2b.js.gz') // { contentType: 'text/javascript; charset=utf-8', contentEncoding: 'gzip', cacheControl: CACHE_IMMUTABLE }
 */
export function siteFileHeaders(file: string): SiteFileHeaders {
  const encoding = ENCODINGS[path.extname(file).toLowerCase()];
  const base = encoding ? file.slice(0, -path.extname(file).length) : file;
  const contentType = EXTRA_TYPES[path.extname(base).toLowerCase()] ?? getMimeType(base) ?? 'application/octet-stream';
  return { contentType, contentEncoding: encoding ?? null, cacheControl: cacheControlFor(`/${base.split(path.sep).join('/')}`, base) };
}
