// The server entry of a tenant's render bundle (see render-bundle.ts): Astro's App, made as adapters make it, and
// the page modules, whose getStaticPaths list the pages to render. scripts/lib/build/render-pages.ts loads it.
import { createApp } from 'astro/app/entrypoint';

export const app = createApp();
/** Every page and endpoint module by its path from the project root ('/src/pages/cars/[slug].astro'). */
export const pageModules: Record<string, () => Promise<unknown>> = import.meta.glob('/src/pages/**/*.{astro,ts}');
/**
 * The paths of a route without getStaticPaths (src/data/static-route-keys.ts). Imported when first asked: the data
 * layer waits for the run's settings (virtual:incremental-build), and a renderer started ahead loads this entry, Astro
 * and the page modules before its job comes.
 */
export const staticRoutePaths = async (component: string, file: string): Promise<{ params: Record<string, never> }[]> =>
  (await import('#src/data/static-route-keys.ts')).staticRoutePaths(component, file);
