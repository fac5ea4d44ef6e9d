import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Name of the renderer for React islands rendered from templates (templated-react-server.ts). */
export const TEMPLATED_REACT_RENDERER = '@dealer/templated-react';

/**
 * Registers the templated React renderer beside @astrojs/react: same browser entrypoint (islands hydrate as any
 * React island), a server entrypoint that renders islands marked with TEMPLATE_FIELDS from a template.
 */
export function templatedReact(): AstroIntegration {
  return {
    name: 'dealer-templated-react',
    hooks: {
      'astro:config:setup': ({ addRenderer }) => {
        addRenderer({ name: TEMPLATED_REACT_RENDERER, clientEntrypoint: '@astrojs/react/client.js', serverEntrypoint: fileURLToPath(new URL('./templated-react-server.ts', import.meta.url)) });
      },
    },
  };
}
