// The server's SEO step, run before static serving on tenant hosts (static serving itself knows nothing of it):
//   - a gone car's address (`/cars/<slug>` in the build's gone list) answers 410 Gone with its page of similar stock;
//   - one URL per page: `/x/` for a page at `/x`, `/x.html` and `/index.html` answer 301 to the page's own address
//     (and `/x` to `/x/` for the pages whose address ends in a slash, the used-car variant's search pages), as do a
//     page's address in capitals (`/My-Garage`) and any path spelled with doubled slashes or escaped letters
//     (`//my-garage`, `/my%2Dgarage`: url-path.ts's canonical spelling), in one redirect;
//   - a search page's query-string variants (filters, sort, text, page) carry `X-Robots-Tag: noindex, follow`.
// It reads the live build's private `.seo` folder (gone list, page list, 410 pages) once per build.
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { isSearchVariant } from '#src/domain/seo/indexing.ts';
import { SEO_DIR, SEO_FILES, type PageRecord } from '#src/domain/seo/site-files.ts';
import type { GoneCar } from '#src/domain/seo/gone-cars.ts';
import { CACHE_REVALIDATE } from './content-types.ts';
import { canonicalSpelling, parseSitePath, pathOfTarget } from './url-path.ts';

type SiteSeo = { gone: Map<string, GoneCar>; pages: Set<string> };
export type SeoStep = {
  respond(siteDir: string, request: { method: string; rawTarget: string }): Promise<Response | null>;
  robotsHeader(rawTarget: string): string | null;
};

async function readJson<T>(file: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return fallback; // a site built before the SEO step, or a damaged file: no 410s or redirects, plain static serving
  }
}

async function loadSiteSeo(root: string): Promise<SiteSeo> {
  const gone = await readJson<GoneCar[]>(path.join(root, SEO_DIR, SEO_FILES.gone), []);
  const pages = await readJson<Record<string, PageRecord>>(path.join(root, SEO_DIR, SEO_FILES.pages), {});
  return { gone: new Map(gone.map((car) => [car.slug, car])), pages: new Set(Object.keys(pages)) };
}

/**
 * The page address a stray form of a path stands for (`/x/`, `/x.html`, `/x/index.html`, `/x` for `/x/`, and each
 * of those in capitals), if any.
 */
export function canonicalPagePath(urlPath: string, pages: ReadonlySet<string>): string | null {
  if (pages.has(urlPath)) return null;
  const forms = (path: string) => {
    const bare = path.replace(/\/index\.html$/i, '/').replace(/\.html$/i, '');
    return [bare, bare.replace(/(.)\/$/, '$1'), `${bare.replace(/\/$/, '')}/`];
  };
  // Page addresses are lower case (slugs): a capitalised spelling is only folded when the exact one is no page.
  const candidates = [...forms(urlPath), ...forms(urlPath.toLowerCase())];
  return candidates.find((candidate) => candidate !== urlPath && pages.has(candidate)) ?? null;
}

export function createSeoStep(): SeoStep {
  const cache = new Map<string, Promise<SiteSeo>>();
  const siteSeo = (root: string) => {
    let loaded = cache.get(root);
    if (!loaded) {
      if (cache.size > 64) cache.clear(); // builds come and go; keep the live ones
      cache.set(root, (loaded = loadSiteSeo(root)));
    }
    return loaded;
  };

  return {
    async respond(siteDir, request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      const parsed = parseSitePath(request.rawTarget);
      if (!parsed.ok) return null;
      let root: string;
      try {
        root = await realpath(siteDir); // one build for the whole answer, even if the live link moves meanwhile
      } catch {
        return null;
      }
      const seo = await siteSeo(root);
      const car = parsed.segments.length === 2 && parsed.segments[0] === 'cars' ? seo.gone.get(parsed.segments[1]!) : undefined;
      if (car) {
        const body = await readFile(path.join(root, SEO_DIR, SEO_FILES.gonePages, `${car.slug}.html`)).catch(() => null);
        const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': CACHE_REVALIDATE, 'X-Robots-Tag': 'noindex' });
        const bytes = body ?? new TextEncoder().encode(`${car.title} is no longer for sale.`);
        if (!body) headers.set('Content-Type', 'text/plain; charset=utf-8');
        headers.set('Content-Length', String(bytes.byteLength));
        return new Response(request.method === 'HEAD' ? null : bytes, { status: 410, headers });
      }
      const rawPath = pathOfTarget(request.rawTarget);
      const page = canonicalPagePath(parsed.urlPath, seo.pages);
      const spelled = canonicalSpelling(rawPath);
      const target = page ? encodeURI(page) : spelled !== rawPath ? spelled : null;
      if (!target) return null;
      const query = request.rawTarget.slice(request.rawTarget.search(/[?#]|$/)).replace(/#.*$/, '');
      return new Response(null, { status: 301, headers: { Location: `${target}${query}`, 'Cache-Control': 'public, max-age=3600' } });
    },
    robotsHeader(rawTarget) {
      const queryAt = rawTarget.indexOf('?');
      const urlPath = queryAt === -1 ? rawTarget : rawTarget.slice(0, queryAt);
      return isSearchVariant(urlPath, queryAt === -1 ? '' : rawTarget.slice(queryAt)) ? 'noindex, follow' : null;
    },
  };
}
