import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { publicTenantConfig } from '#src/domain/tenant/public-tenant.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';

const SERVER_ID = 'virtual:tenant';
const PUBLIC_ID = 'virtual:public-tenant';
const resolved = (id: string) => `\0${id}`;

type TenantModuleOptions = { tenant: TenantConfig; snapshotPath: string };

/**
 * The source of the two modules. `virtual:tenant` is the whole config and the snapshot path, for server code (page
 * rendering); `virtual:public-tenant` is `publicTenantConfig`, what browser code (islands, scripts) may read. Lead
 * recipients, webhook URLs, routing and other server-only settings never reach the browser: browser code that
 * imports `virtual:tenant` fails the build instead of getting a different shape under the same type.
 */
export function tenantModuleSource(options: TenantModuleOptions, module: 'server' | 'public'): string {
  if (module === 'public') return `export const publicTenant = ${JSON.stringify(publicTenantConfig(options.tenant))};`;
  return [`export const tenant = ${JSON.stringify(options.tenant)};`, `export const snapshotPath = ${JSON.stringify(options.snapshotPath)};`].join('\n');
}

/** The Vite plugin behind `virtual:tenant` and `virtual:public-tenant`. */
export function tenantVirtualModule(options: TenantModuleOptions): Plugin {
  return {
    name: 'dealer-tenant-virtual-module',
    resolveId: (id) => (id === SERVER_ID || id === PUBLIC_ID ? resolved(id) : undefined),
    load(id, loadOptions) {
      if (id === resolved(PUBLIC_ID)) return tenantModuleSource(options, 'public');
      if (id !== resolved(SERVER_ID)) return undefined;
      const client = this.environment ? this.environment.config.consumer === 'client' : !loadOptions?.ssr;
      if (client) this.error(`${SERVER_ID} is server-only (the whole tenant config); browser code imports publicTenant from ${PUBLIC_ID}`);
      return tenantModuleSource(options, 'server');
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
