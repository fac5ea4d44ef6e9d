// The one reading of a request's path that the static file server, the page gate and the SEO step share: the raw
// target turned into safe, decoded path segments inside a site folder (percent-escapes decoded, doubled slashes
// dropped), the files those may map to (Astro "file" output: /cars/x -> cars/x.html; a folder's page is
// x/index.html), the page they stand for (`pagePath`: what the gate decides on) and the path's canonical spelling
// (`canonicalSpelling`: what a stray spelling is redirected to). Whatever spelling reaches a file, the gate has seen
// the same segments.
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

/** The path part of a raw request target (`/cars/x?utm=1#top` -> `/cars/x`). */
export const pathOfTarget = (rawTarget: string): string => {
  const end = rawTarget.search(/[?#]/);
  return end === -1 ? rawTarget : rawTarget.slice(0, end);
};

/** The query of a raw request target, without the `?` (and without a fragment). */
export const queryOfTarget = (rawTarget: string): string => {
  const at = rawTarget.indexOf('?');
  return at === -1 ? '' : rawTarget.slice(at + 1).replace(/#.*$/, '');
};

/**
 * The page a request's segments stand for, in the one spelling rules are written in: lower case, no `.html`, no
 * `/index.html`, no trailing slash. `/my-garage`, `/my%2Dgarage`, `//my-garage`, `/My-Garage/` and `/my-garage.html`
 * all stand for `/my-garage`; the page gate decides on this, so no spelling of a gated page escapes it.
 * @example pagePath(['My-Garage.html']) // '/my-garage'
 * @example pagePath(['blog', 'index.html']) // '/blog'
 */
export function pagePath(segments: readonly string[]): string {
  const parts = segments.map((segment) => segment.toLowerCase());
  const last = parts.length - 1;
  if (parts[last] === 'index.html') parts.pop();
  else if (last >= 0) parts[last] = parts[last]!.replace(/\.html$/, '');
  return `/${parts.join('/')}`;
}

const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * A raw path in its canonical spelling (RFC 3986 section 6.2.2): runs of slashes collapsed to one, and escapes of
 * unreserved characters (letters, digits, `-._~`) decoded. Other escapes (`%20`, `%C3%A9`) stay as sent. A request
 * spelled otherwise is redirected here, so every page has one URL.
 * @example canonicalSpelling('//my%2Dgarage') // '/my-garage'
 * @example canonicalSpelling('/cars/a%20b/') // '/cars/a%20b/'
 */
export function canonicalSpelling(rawPath: string): string {
  return rawPath.replace(/\/{2,}/g, '/').replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape;
  });
}
