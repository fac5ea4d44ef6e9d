/// <reference types="astro/client" />

declare module 'virtual:tenant' {
  export const tenant: import('./domain/tenant/schema/index.ts').TenantConfig;
  export const snapshotPath: string;
  export const buildId: string;
}
