// Turns a raw request path into safe path segments inside a site folder, and lists the
// files it may map to (Astro "file" output: /cars/x -> cars/x.html; a folder's page is x/index.html).
//
// The *raw* request target is used on purpose: URL parsing silently resolves `..` and
// `%2e%2e`, which would turn an obvious traversal probe into a 200 for another page.

export type SitePath =
  | {
      ok: true;
      /** Decoded, non-empty segments; never `.`/`..`, never containing `/`, `\` or NUL. */
      segments: string[];
      trailingSlash: boolean;
      /** Normalised path, e.g. `/_astro/app.js` (used for cache rules). */
      urlPath: string;
    }
  | { ok: false; status: 400 | 404; reason: string };

// `.well-known` is the one dot-folder a site legitimately publishes (security.txt etc.).
const ALLOWED_DOT_SEGMENTS = new Set(['.well-known']);

export function parseSitePath(rawTarget: string): SitePath {
  const end = rawTarget.search(/[?#]/);
  const rawPath = end === -1 ? rawTarget : rawTarget.slice(0, end);
  if (!rawPath.startsWith('/')) return { ok: false, status: 400, reason: 'path must start with /' };
  if (rawPath.includes('\\')) return { ok: false, status: 404, reason: 'backslash in path' };

  const rawSegments = rawPath.split('/').slice(1);
  const trailingSlash = rawSegments.length > 0 && rawSegments[rawSegments.length - 1] === '';
  const segments: string[] = [];
  for (const raw of rawSegments) {
    if (raw === '') continue; // `//` and the trailing slash
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, status: 400, reason: 'malformed percent-encoding' };
    }
    if (segment === '.' || segment === '..') return { ok: false, status: 404, reason: 'dot segment' };
    if (/[/\\\0]/.test(segment)) return { ok: false, status: 404, reason: 'encoded separator or NUL' };
    if (segment.startsWith('.') && !ALLOWED_DOT_SEGMENTS.has(segment)) {
      return { ok: false, status: 404, reason: 'hidden file' };
    }
    segments.push(segment);
  }
  const urlPath = `/${segments.join('/')}${trailingSlash && segments.length > 0 ? '/' : ''}`;
  return { ok: true, segments, trailingSlash, urlPath };
}

/**
 * Relative file paths to try, in order. `/x` prefers an exact file (robots.txt,
 * sitemap.xml), then `x.html` (how the build writes pages), then `x/index.html`;
 * `/x/` only maps to HTML pages.
 */
export function candidateFiles(segments: readonly string[], trailingSlash: boolean): string[] {
  if (segments.length === 0) return ['index.html'];
  const rel = segments.join('/');
  const pages = [`${rel}.html`, `${rel}/index.html`];
  return trailingSlash ? pages : [rel, ...pages];
}
