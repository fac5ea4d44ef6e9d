import type { Plugin } from 'vite';

const ISLAND_FILE = /\/src\/islands\/.+\.tsx$/;
const DEFAULT_EXPORT = /^export default function (\w+)/m;

/**
 * Astro asks each renderer whether a framework component is its own, and @astrojs/react answers by rendering the
 * component once more: for 5,000 vehicle pages that second render was a few percent of the build. Our islands
 * are all React, so in the server build each island's default export is tagged with its renderer up front, the
 * way Astro's own JSX support tags components (`__astro_tag_component__`). Browser bundles are left untouched.
 */
export function tagReactIslands(): Plugin {
  return {
    name: 'dealer-tag-react-islands',
    enforce: 'post',
    transform(code, id, options) {
      const server = this.environment ? this.environment.config.consumer === 'server' : options?.ssr === true;
      if (!server || !ISLAND_FILE.test(id.split('?')[0]!)) return undefined;
      const name = DEFAULT_EXPORT.exec(code)?.[1];
      if (!name) return undefined;
      return { code: `${code}\nimport { __astro_tag_component__ } from 'astro/runtime/server/index.js';\n__astro_tag_component__(${name}, '@astrojs/react');\n`, map: null };
    },
  };
}
