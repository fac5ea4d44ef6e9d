/// <reference types="astro/client" />

declare module 'virtual:tenant' {
  /** The whole config: server code only (in a client module it is `publicTenant`; see tenant-integration.ts). */
  export const tenant: import('./domain/tenant/schema/index.ts').TenantConfig;
  /** What browser code (the form islands) may read. */
  export const publicTenant: import('./domain/tenant/public-tenant.ts').PublicTenant;
  export const snapshotPath: string;
}

declare module 'virtual:build-shard' {
  /** Which share of the dynamic pages this build process renders (src/integrations/build-shard.ts). */
  export const shard: import('./integrations/build-shard.ts').BuildShard;
}


declare module 'virtual:incremental-build' {
  /** See src/integrations/incremental-build.ts. */
  export const codeVersion: string;
  export const previousKeysFile: string | null;
  export const omitKeyInputs: string[];
}
