// What the server would answer for a link on a built site, without a server: the same rules in the same order
// (the build's redirect table, the SEO step's 410s and redirects, then the static files), so the audit's broken links are the site's.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { EMBEDDED_IMAGE_PREFIX, parseEmbeddedImagePath } from '#src/domain/media/embedded-image-url.ts';
import { candidateFiles, parseSitePath } from '#src/server/url-path.ts';
import { redirectKey } from '#src/server/redirects.ts';
import { canonicalPagePath } from '#src/server/seo-responses.ts';

export type LinkTarget =
  | { kind: 'page'; path: string }
  | { kind: 'file'; path: string }
  | { kind: 'redirect'; path: string; to: string }
  | { kind: 'gone'; path: string }
  | { kind: 'missing'; path: string }
  | { kind: 'skip' };

export type SiteIndex = {
  root: string;
  origin: string;
  pages: ReadonlySet<string>;
  gone: ReadonlySet<string>;
  /** The build's redirect table (redirects.json: older location links), answered first by the server. */
  redirects?: ReadonlyMap<string, string>;
  /** The hosts the image service fetches this site's photos from (the manifest's images.hosts). */
  imageHosts?: ReadonlySet<string>;
};

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** An href skipped whatever page it is on: empty, a fragment, `mailto:`, `tel:`, `sms:`, `javascript:`, `data:`. */
export const isSkippedHref = (href: string): boolean => !href || href.startsWith('#') || /^(mailto|tel|sms|javascript|data):/i.test(href);

/** Whether an href means the same wherever it is: a path from the root, or an absolute http(s) URL (or skipped). */
export const isPageIndependentHref = (href: string): boolean =>
  (href[0] === '/' && href[1] !== '/') || href.startsWith('https:') || href.startsWith('http:') || isSkippedHref(href);

/** Resolves an href found on the page at `fromPath`. Other sites, `mailto:`, `tel:`, fragments and `/api/` are skipped. */
export function resolveLink(href: string, fromPath: string, site: SiteIndex): LinkTarget {
  if (isSkippedHref(href)) return { kind: 'skip' };
  let url: URL;
  try {
    url = new URL(href, `${site.origin}${fromPath}`);
  } catch {
    return { kind: 'missing', path: href };
  }
  if (url.origin !== site.origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return { kind: 'skip' };
  const parsed = parseSitePath(url.pathname);
  if (!parsed.ok) return { kind: 'missing', path: url.pathname };
  const urlPath = parsed.urlPath;
  if (urlPath.startsWith(EMBEDDED_IMAGE_PREFIX)) return resolveImageServicePath(urlPath, site);
  const moved = site.redirects?.get(redirectKey(urlPath));
  if (moved) return { kind: 'redirect', path: urlPath, to: moved };
  if (parsed.segments.length === 2 && parsed.segments[0] === 'cars' && site.gone.has(parsed.segments[1]!)) return { kind: 'gone', path: urlPath };
  if (site.pages.has(urlPath)) return { kind: 'page', path: urlPath };
  const to = canonicalPagePath(urlPath, site.pages);
  if (to) return { kind: 'redirect', path: urlPath, to };
  const file = candidateFiles(parsed.segments, parsed.trailingSlash).find((candidate) => isFile(path.join(site.root, candidate)));
  return file ? { kind: 'file', path: urlPath } : { kind: 'missing', path: urlPath };
}

/**
 * A photo through the embedded image service (src/server/images): an address the service makes whose source is a
 * file of the site or on a photo host the site declares. The remote photo itself is not fetched: the service answers
 * the placeholder when it fails to load.
 */
function resolveImageServicePath(urlPath: string, site: SiteIndex): LinkTarget {
  const request = parseEmbeddedImagePath(urlPath);
  if (!request) return { kind: 'missing', path: urlPath };
  if (request.source.startsWith('/')) {
    const source = resolveLink(request.source, '/', site);
    return source.kind === 'file' ? { kind: 'file', path: urlPath } : { kind: 'missing', path: `${urlPath} (${request.source})` };
  }
  const host = new URL(request.source).host.toLowerCase();
  return site.imageHosts?.has(host) ? { kind: 'file', path: urlPath } : { kind: 'missing', path: `${urlPath} (${host} is not a photo host of the site)` };
}
