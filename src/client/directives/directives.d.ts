// The platform's island directives (src/integrations/client-directives.ts), known to TypeScript and `astro check`.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the shopper's first interaction with the island (src/client/directives/interaction.ts). */
    'client:interaction'?: boolean;
    /** Hydrate when the island's <dialog> first opens (src/client/directives/dialog.ts). */
    'client:dialog'?: boolean;
  }
}
