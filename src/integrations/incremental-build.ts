import { writeFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';
import { RENDER_RUN } from './render-bundle.ts';

/** What one `astro build` process needs to render only the pages that changed (see src/data/page-keys.ts). */
export type IncrementalBuild = {
  /** Hash of the code and dependency versions the pages are rendered with (scripts/lib/build/code-version.ts). */
  codeVersion: string;
  /** The live build's page keys (its page-keys.json), or null to render every page. */
  previousKeysFile: string | null;
  /** Where this process writes the key of every page it was given, rendered or not. */
  keysFile: string;
  /** Key inputs left out: only the incremental-build test sets this, to show that its check fails then. */
  omitKeyInputs: string[];
};

const VIRTUAL_ID = 'virtual:incremental-build';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** Where getStaticPaths records page keys in the build process (src/data/page-keys.ts), read back at build:done. */
export const PAGE_KEYS = '__dealerPageKeys';
export type RecordedKeys = Map<string, string>;

/**
 * Incremental builds on Astro's public APIs: the pages' getStaticPaths compute a cache key per page and return only
 * the pages whose key differs from the live build's (src/data/page-keys.ts); this integration hands them the
 * previous keys (`virtual:incremental-build`) and writes every page's key when the build is done, for the next one.
 * scripts/lib/build links the unchanged pages in from the live build.
 */
export function incrementalBuildIntegration(options: IncrementalBuild): AstroIntegration {
  return {
    name: 'dealer-incremental-build',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'dealer-incremental-build-virtual-module',
                resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
                load: (id) =>
                  id === RESOLVED_ID
                    ? [
                        // A render bundle is built once and rendered from many times: the run's values come from the
                        // page renderer (RENDER_RUN on globalThis, render-bundle.ts), this build's otherwise. A renderer
                        // started ahead of its job sets a promise there: the modules that read the run wait for it,
                        // while the rest of the bundle loads.
                        `const run = await globalThis[${JSON.stringify(RENDER_RUN)}];`,
                        `export const codeVersion = ${JSON.stringify(options.codeVersion)};`,
                        `export const previousKeysFile = run ? run.previousKeysFile : ${JSON.stringify(options.previousKeysFile)};`,
                        `export const omitKeyInputs = run ? run.omitKeyInputs : ${JSON.stringify(options.omitKeyInputs)};`,
                      ].join('\n')
                    : undefined,
              },
            ],
          },
        });
      },
      'astro:build:done': () => {
        const keys = (globalThis as { [PAGE_KEYS]?: RecordedKeys })[PAGE_KEYS] ?? new Map();
        writeFileSync(options.keysFile, JSON.stringify(Object.fromEntries(keys)));
      },
    },
  };
}
