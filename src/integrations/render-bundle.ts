import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Set on globalThis by the page renderer before it loads a bundle: what this run renders against (see page-keys.ts). */
export const RENDER_RUN = '__dealerRenderRun';
export type RenderRun = {
  /** The live build's page keys, or null to render every page. */
  previousKeysFile: string | null;
  /** Key inputs left out: only the incremental-build test sets this, to show that its check fails then. */
  omitKeyInputs: string[];
};

/**
 * Builds a tenant's pages as a server bundle instead of static files, with Astro's public adapter API: every page
 * route is switched to on-demand rendering (`astro:route:setup`), and the bundle's entry (render-entry.ts) exports
 * Astro's App and the page modules. scripts/lib/build/render-pages.ts renders any set of pages with one built bundle,
 * as prerendered pages (their getStaticPaths props, the Content-Security-Policy in a <meta>), so a small stock change
 * costs no Vite build. Used as the config's `adapter`, which Astro requires for on-demand routes.
 */
export function renderBundleAdapter(): AstroIntegration {
  return {
    name: 'dealer-render-bundle',
    hooks: {
      'astro:route:setup': ({ route }) => {
        route.prerender = false;
      },
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'dealer-render-bundle',
          entrypointResolution: 'auto',
          serverEntrypoint: fileURLToPath(new URL('./render-entry.ts', import.meta.url)),
          supportedAstroFeatures: { serverOutput: 'stable', hybridOutput: 'stable', staticOutput: 'stable', sharpImageService: 'stable' },
        });
      },
    },
  };
}
