import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ASTRO_PAGE_MODULE = /\/astro\/dist\/runtime\/server\/render\/page\.js$/;
// renderPage's two returns for a page rendered to a string (encoded to bytes just above them) or streamed.
const RETURNS = ['return new Response(body, { ...init, headers, status, statusText });', 'return new Response(body, { ...init, headers });'];
const HELPER = fileURLToPath(new URL('./prerendered-page-response.ts', import.meta.url));

/** Astro's render/page.js returning encoded pages as PrerenderedPageResponse; null when its returns have changed. */
export function withPrerenderedPageResponses(code: string): string | null {
  if (!RETURNS.every((line) => code.includes(line))) return null;
  let patched = code;
  for (const line of RETURNS) {
    const args = line.slice('return new Response('.length, -');'.length);
    // Only bytes (a page rendered to a string): a streamed body stays Astro's own Response.
    patched = patched.replace(line, `return body instanceof Uint8Array ? new PrerenderedPageResponse(${args}) : new Response(${args});`);
  }
  return `import { PrerenderedPageResponse } from ${JSON.stringify(HELPER)};\n${patched}`;
}

/**
 * A static build's pages come back from Astro's renderer as PrerenderedPageResponse (see its file): the bytes go
 * to disk without the copy and stream a plain Response makes of them. If an Astro upgrade changes renderPage's
 * returns, the build warns and keeps Astro's own Response.
 */
export function prerenderedPageResponses(): Plugin {
  return {
    name: 'dealer-prerendered-page-responses',
    apply: 'build',
    transform(code, id) {
      if (!ASTRO_PAGE_MODULE.test(id.split('?')[0]!)) return undefined;
      const patched = withPrerenderedPageResponses(code);
      if (patched === null) this.warn(`Astro's renderPage has changed shape; pages use Astro's own Response`);
      return patched === null ? undefined : { code: patched, map: null };
    },
  };
}
