import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers the platform's own island directives (see interaction-directive.ts). */
export function clientDirectives(): AstroIntegration {
  return {
    name: 'dealer-client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./interaction-directive.ts', import.meta.url)) });
      },
    },
  };
}
