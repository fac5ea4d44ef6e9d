import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The platform's own island directives, added with Astro's public `addClientDirective`. */
export const CLIENT_DIRECTIVES = {
  /** `client:interaction`: on the shopper's first pointer, touch, focus, key or click on the island. */
  interaction: '../client/directives/interaction.ts',
  /** `client:dialog`: when the `<dialog>` holding the island first opens. */
  dialog: '../client/directives/dialog.ts',
} as const;

/**
 * Registers `client:interaction` and `client:dialog` (src/client/directives/): with Astro's own `client:idle` and
 * `client:visible`, every island of the site is an Astro island; no page hydrates anything itself.
 */
export function clientDirectives(): AstroIntegration {
  return {
    name: 'dealer-client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const [name, file] of Object.entries(CLIENT_DIRECTIVES)) {
          addClientDirective({ name, entrypoint: fileURLToPath(new URL(file, import.meta.url)) });
        }
      },
    },
  };
}
