// Content-Type and Cache-Control rules for static site files.
import path from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.tsv': 'text/tab-separated-values; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

// Text formats shrink well; images, fonts and video are already compressed. PDFs too: the cars' spec sheets are
// written uncompressed by the build (cheaper to build) and shrink about 4 times.
const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html', '.css', '.js', '.mjs', '.json', '.map', '.svg', '.txt', '.tsv', '.xml', '.webmanifest', '.pdf',
]);

export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

export function isCompressible(filePath: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(filePath).toLowerCase());
}

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
export const CACHE_DEFAULT = 'public, max-age=3600';
export const CACHE_NONE = 'no-store';

/** Files rebuilt from the stock feed under the same name: a car's page and its spec sheet PDF. */
const STOCK_DEPENDENT_EXTENSIONS = new Set(['.html', '.pdf']);

/**
 * `/_astro/*` names carry a content hash, so they never change: cache for a year.
 * HTML and the cars' spec sheet PDFs must reflect the latest stock feed build (price,
 * availability), so browsers revalidate every time (cheap thanks to ETags).
 * Everything else (images, robots.txt...) gets an hour.
 */
export function cacheControlFor(urlPath: string, filePath: string): string {
  if (urlPath.startsWith('/_astro/')) return CACHE_IMMUTABLE;
  if (STOCK_DEPENDENT_EXTENSIONS.has(path.extname(filePath).toLowerCase())) return CACHE_REVALIDATE;
  return CACHE_DEFAULT;
}
