import type { AstroIntegration } from 'astro';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';

const VIRTUAL_ID = 'virtual:tenant';
/** Set on globalThis when static page generation starts; both sides run in the one build process. */
export const GENERATION_START = '__dealerGenerationStart';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Exposes the tenant being built as `virtual:tenant` (its resolved config and the feed snapshot path),
 * so pages never read process.env or tenant files themselves.
 */
export function tenantIntegration(options: { tenant: TenantConfig; snapshotPath: string; buildId: string }): AstroIntegration {
  const moduleSource = [
    `export const tenant = ${JSON.stringify(options.tenant)};`,
    `export const snapshotPath = ${JSON.stringify(options.snapshotPath)};`,
    `export const buildId = ${JSON.stringify(options.buildId)};`,
  ].join('\n');
  return {
    name: 'dealer-tenant',
    hooks: {
      // Page generation starts when the vehicle route lists its paths (src/data/vehicle-page.ts marks it) and ends
      // here; the build script reads this line to report vehicle pages per second.
      'astro:build:generated': () => {
        const started = (globalThis as { [GENERATION_START]?: number })[GENERATION_START];
        if (started) console.log(`[dealer-build] generation_ms=${Math.round(performance.now() - started)}`);
      },
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'dealer-tenant-virtual-module',
                resolveId: (id: string) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
                load: (id: string) => (id === RESOLVED_ID ? moduleSource : undefined),
              },
            ],
          },
        });
      },
    },
  };
}
