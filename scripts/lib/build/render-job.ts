import type { RoutePart } from 'astro';

/** What one page-rendering process (render-pages.ts) is asked to do. */
export type RenderJob = {
  /** The tenant's render bundle (its server/entry.mjs). */
  bundleDir: string;
  /** The site's address: pages are requested under it, as `astro build` requests them. */
  site: string;
  outDir: string;
  /** Where the process writes every page's key, rendered or not. */
  keysFile: string;
  previousKeysFile: string | null;
  omitKeyInputs: string[];
  /** This process's share of the pages: those whose file hashes to `index` of `count`. */
  share: { index: number; count: number };
};

/** FNV-1a: a page keeps its share while others come and go. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/** Whether a page's output file is this process's to render. */
export const inShare = (file: string, share: RenderJob['share']): boolean => share.count <= 1 || hashOf(file) % share.count === share.index;

/**
 * A route's URL path for one getStaticPaths entry, from the route's segments (Astro's RouteData): `[slug]` takes its
 * param, a rest param `[...path]` may be empty (then its segment is left out).
 * @example pagePathname(segments of /cars/[slug], { slug: 'x' }) === '/cars/x'
 */
export function pagePathname(segments: RoutePart[][], params: Record<string, string | number | undefined>): string {
  const parts = segments.map((segment) =>
    segment
      .map((part) => {
        if (!part.dynamic) return part.content;
        const value = params[part.spread ? part.content.slice(3) : part.content];
        if (value === undefined && !part.spread) throw new Error(`getStaticPaths gave no value for [${part.content}]`);
        return value === undefined ? '' : String(value);
      })
      .join(''),
  );
  return `/${parts.filter((part) => part !== '').join('/')}`;
}
