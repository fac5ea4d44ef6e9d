// The JavaScript a built page loads on first view, read from the built files (no browser): the page's module
// scripts, inline module scripts' imports, and each island's component and renderer (astro-island component-url /
// renderer-url: client:load, client:idle and client:visible islands all load on first view), followed through their
// static imports. Dynamic `import()` targets are left out: they load only when asked for (e.g. the hosted-search
// client for tenants without Algolia).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export type PageScript = { file: string; rawBytes: number; brotliBytes: number };

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;
const SCRIPT_SRC = /<script[^>]*type="module"[^>]*src="([^"]+)"/g;
const INLINE_MODULE = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g;
const ISLAND_URL = /(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g;

/** The module URLs an HTML page starts from (site-relative paths, same site only). */
export function entryUrls(html: string): string[] {
  const urls = [...html.matchAll(SCRIPT_SRC), ...html.matchAll(ISLAND_URL)].map((match) => match[1]!);
  for (const [, body] of html.matchAll(INLINE_MODULE)) for (const [, url] of body!.matchAll(STATIC_IMPORT)) urls.push(url!);
  return [...new Set(urls.filter((url) => url.startsWith('/')))];
}

/** The static imports of one built module, resolved against its own URL. */
export function staticImports(source: string, fromUrl: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => new URL(match[1]!, `http://site${fromUrl}`).pathname);
}

/**
 * Every module loaded on first view of a built page, with its raw and brotli (quality 11, as the build
 * precompresses) sizes, largest first.
 * @example await pageScripts('.data/sites/corner-car-yard', '/search/new-used-and-demo-cars/')
 */
export async function pageScripts(siteDir: string, pagePath: string): Promise<PageScript[]> {
  const htmlFile = path.join(siteDir, pagePath, pagePath.endsWith('.html') ? '' : 'index.html');
  const queue = entryUrls(await readFile(htmlFile, 'utf8'));
  const seen = new Map<string, PageScript>();
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const body = await readFile(path.join(siteDir, decodeURIComponent(url)));
    seen.set(url, { file: url, rawBytes: body.length, brotliBytes: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length });
    queue.push(...staticImports(body.toString('utf8'), url).filter((next) => !seen.has(next)));
  }
  return [...seen.values()].sort((a, b) => b.brotliBytes - a.brotliBytes);
}
