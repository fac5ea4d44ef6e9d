import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { publicTenantConfig } from '#src/domain/tenant/public-tenant.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';

const VIRTUAL_ID = 'virtual:tenant';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

type TenantModuleOptions = { tenant: TenantConfig; snapshotPath: string };

/**
 * The `virtual:tenant` module's source. Server code (page rendering) gets the whole config; a client module (an
 * island, a browser script) gets only `publicTenantConfig`: lead recipients, webhook URLs, routing and other
 * server-only settings never reach the browser, even if browser code imports `tenant` by mistake.
 */
export function tenantModuleSource(options: TenantModuleOptions, consumer: 'server' | 'client'): string {
  const publicTenant = publicTenantConfig(options.tenant);
  return [
    `export const publicTenant = ${JSON.stringify(publicTenant)};`,
    consumer === 'server' ? `export const tenant = ${JSON.stringify(options.tenant)};` : 'export const tenant = publicTenant;',
    `export const snapshotPath = ${JSON.stringify(consumer === 'server' ? options.snapshotPath : '')};`,
  ].join('\n');
}

/** The Vite plugin behind `virtual:tenant`, choosing the server or client source by the environment loading it. */
export function tenantVirtualModule(options: TenantModuleOptions): Plugin {
  return {
    name: 'dealer-tenant-virtual-module',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id, loadOptions) {
      if (id !== RESOLVED_ID) return undefined;
      const client = this.environment ? this.environment.config.consumer === 'client' : !loadOptions?.ssr;
      return tenantModuleSource(options, client ? 'client' : 'server');
    },
  };
}

/**
 * Exposes the tenant being built as `virtual:tenant` (its resolved config and the feed snapshot path),
 * so pages never read process.env or tenant files themselves.
 */
export function tenantIntegration(options: TenantModuleOptions): AstroIntegration {
  return {
    name: 'dealer-tenant',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [tenantVirtualModule(options)] } });
      },
    },
  };
}
