// What astro.config.mjs is given for `npm run dev` (scripts/dev.ts): the build file of a build that publishes
// nothing (every page rendered on request, no previous keys), and where to pass on what the platform's server answers.
import path from 'node:path';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';

/** The paths the platform's server answers for a site, which the dev server passes on to it. */
export const PLATFORM_PATHS = ['/api', '/_img', '/brand', '/media'] as const;

/**
 * The dev server's build file.
 * @example devBuildFile({ tenant, snapshotPath, devDir: '.data/dev/acme', platformOrigin: 'http://127.0.0.1:4321' }).dev
 *   // { platformOrigin: 'http://127.0.0.1:4321', host: 'acme.localhost', paths: ['/api', '/_img', '/brand', '/media'] }
 */
export function devBuildFile(input: { tenant: TenantConfig; snapshotPath: string; devDir: string; platformOrigin: string }) {
  return {
    tenant: input.tenant,
    snapshotPath: input.snapshotPath,
    outDir: path.join(input.devDir, 'out'),
    cacheDir: path.join(input.devDir, 'cache'),
    incremental: { codeVersion: 'dev', previousKeysFile: null, keysFile: path.join(input.devDir, 'keys.json'), omitKeyInputs: [] },
    dev: { platformOrigin: input.platformOrigin, host: `${input.tenant.slug}.localhost`, paths: [...PLATFORM_PATHS] },
  };
}
