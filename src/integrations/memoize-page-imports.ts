import type { Plugin } from 'vite';

const PAGES_MODULE = '\0virtual:astro:pages';
const PAGE_LOADER = /const (_page\d+) = \(\) => import\(("[^"]+")\);/g;

/**
 * Astro's page map loads a route's module with `() => import(...)` for every page it renders, and Node sends each
 * of those calls through its module loader again: ~4% of a 5,000-car build. Each loader keeps its first promise.
 */
export function memoizePageImports(): Plugin {
  return {
    name: 'dealer-memoize-page-imports',
    enforce: 'post',
    transform(code, id) {
      if (id !== PAGES_MODULE) return undefined;
      return { code: code.replace(PAGE_LOADER, 'let $1Loaded;\nconst $1 = () => ($1Loaded ??= import($2));'), map: null };
    },
  };
}
