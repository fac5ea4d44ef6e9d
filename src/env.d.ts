/// <reference types="astro/client" />

declare module 'virtual:tenant' {
  /** The whole config: server code only (browser code importing this module fails the build; see tenant-integration.ts). */
  export const tenant: import('./domain/tenant/schema/index.ts').TenantConfig;
  export const snapshotPath: string;
}

declare module 'virtual:public-tenant' {
  /** What browser code (the form islands, page scripts) may read. */
  export const publicTenant: import('./domain/tenant/public-tenant.ts').PublicTenant;
}

declare module 'virtual:incremental-build' {
  /** See src/integrations/incremental-build.ts. */
  export const codeVersion: string;
  export const previousKeysFile: string | null;
  export const omitKeyInputs: string[];
}
