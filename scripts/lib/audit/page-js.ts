// The JavaScript a built page loads on first view, read from the built files (no browser): the page's module
// scripts, inline module scripts' imports, and each island's component and renderer (astro-island component-url /
// renderer-url: client:load, client:idle and client:visible islands all load on first view), followed through their
// static imports. Dynamic `import()` targets are left out: they load only when asked for (e.g. the hosted-search
// client for tenants without Algolia).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { candidateFiles, parseSitePath } from '#src/server/url-path.ts';

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

const resolveFrom = (specifier: string, fromUrl: string): string => new URL(specifier, `http://site${fromUrl}`).pathname;

/** The static imports of one built module, resolved against its own URL. */
export function staticImports(source: string, fromUrl: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => resolveFrom(match[1]!, fromUrl));
}

/** The file a page path is served from, found as the server finds it (x.html, else x/index.html). */
async function builtPageFile(siteDir: string, pagePath: string): Promise<string> {
  const parsed = parseSitePath(pagePath);
  if (!parsed.ok) throw new Error(`Not a page path: ${pagePath} (${parsed.reason})`);
  for (const candidate of candidateFiles(parsed.segments, parsed.trailingSlash)) {
    const file = path.join(siteDir, candidate);
    if ((await stat(file).catch(() => null))?.isFile()) return file;
  }
  throw new Error(`No built page for ${pagePath} in ${siteDir}`);
}

/**
 * Every module loaded on first view of a built page, with its raw and brotli (quality 11, as the build
 * precompresses) sizes, largest first.
 * @example await pageScripts('.data/sites/corner-car-yard', '/search/new-used-and-demo-cars/')
 */
export async function pageScripts(siteDir: string, pagePath: string): Promise<PageScript[]> {
  const html = await readFile(await builtPageFile(siteDir, pagePath), 'utf8');
  const queue = entryUrls(html);
  const seen = new Map<string, PageScript>();
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const body = await readFile(path.join(siteDir, decodeURIComponent(url)));
    seen.set(url, { file: url, rawBytes: body.length, brotliBytes: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length });
    const source = body.toString('utf8');
    queue.push(...staticImports(source, url).filter((module) => !seen.has(module)));
  }
  return [...seen.values()].sort((a, b) => b.brotliBytes - a.brotliBytes);
}
