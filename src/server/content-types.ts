// Cache-Control rules for static site files (content types come from Hono's serveStatic).
import path from 'node:path';

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
