/// <reference types="astro/client" />

declare module 'virtual:tenant' {
  export const tenant: import('./domain/tenant/schema/index.ts').TenantConfig;
  export const snapshotPath: string;
  export const buildId: string;
}

// The platform's own island directive (src/integrations/interaction-directive.ts), for the type checkers.
declare namespace Astro {
  interface ClientDirectives {
    'client:interaction'?: boolean;
  }
}
