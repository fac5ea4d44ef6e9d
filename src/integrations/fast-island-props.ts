import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ASTRO_SERIALIZE_MODULE = /\/astro\/dist\/runtime\/server\/serialize\.js$/;
const SERIALIZE_PROPS = 'function serializeProps(props, metadata) {';
const HELPER = fileURLToPath(new URL('./serialize-island-props.ts', import.meta.url));

/** Astro's serialize.js with plain props written by serializePlainProps (same text, see its tests); anything else as before. */
export function withFastIslandProps(code: string): string | null {
  if (!code.includes(SERIALIZE_PROPS)) return null;
  return `import { serializePlainProps } from ${JSON.stringify(HELPER)};\n${code.replace(
    SERIALIZE_PROPS,
    `${SERIALIZE_PROPS}\n  const plain = serializePlainProps(props);\n  if (plain !== null) return plain;`,
  )}`;
}

/**
 * Serialises island props without Astro's tagged copy of them (src/integrations/serialize-island-props.ts).
 * If an Astro upgrade renames the function, the build warns and keeps Astro's own serialiser.
 */
export function fastIslandProps(): Plugin {
  return {
    name: 'dealer-fast-island-props',
    transform(code, id) {
      if (!ASTRO_SERIALIZE_MODULE.test(id.split('?')[0]!)) return undefined;
      const patched = withFastIslandProps(code);
      if (patched === null) this.warn(`Astro's serializeProps has changed shape; island props use Astro's own serialiser`);
      return patched === null ? undefined : { code: patched, map: null };
    },
  };
}
