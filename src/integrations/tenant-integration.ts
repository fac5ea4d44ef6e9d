import type { AstroIntegration } from 'astro';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';

const VIRTUAL_ID = 'virtual:tenant';
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
