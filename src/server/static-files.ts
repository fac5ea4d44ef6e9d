// Serves one tenant's prebuilt site with @hono/node-server's serveStatic: the build's precompressed .br/.gz copies
// when the browser accepts them (nothing is compressed here), byte ranges, Last-Modified; Hono's etag middleware
// answers If-None-Match with 304 (app.ts). What stays ours: which file a URL means (url-path.ts: cars/x is
// cars/x.html, traversal refused on the raw target), the cache policy per file, and the tenant's own 404 page.
import type { Stats } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import type { ApiEnv } from './api-env.ts';
import { CACHE_NONE, cacheControlFor, EXTRA_TYPES } from './content-types.ts';
import { candidateFiles, parseSitePath } from './url-path.ts';

export type StaticRequest = {
  method: string;
  /** Raw request target as sent (`/cars/x?utm=1`), before any URL normalisation. */
  rawTarget: string;
  headers: Headers;
};

/** Text files the build writes .br and .gz copies of (scripts/lib/build/precompress.ts): their answer varies by encoding. */
const PRECOMPRESSED_TYPES = /\.(html|m?js|css|json|xml|svg|txt|webmanifest|map)$/i;

async function statFile(file: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

export function plainTextResponse(request: StaticRequest, status: number, text: string): Response {
  const bytes = new TextEncoder().encode(text);
  const headers = new Headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_NONE, 'Content-Length': String(bytes.byteLength) });
  return new Response(request.method === 'HEAD' ? null : bytes, { status, headers });
}

/**
 * A validator from the served file's size and modification time (the .br or .gz copy's when one is sent, so each
 * encoding has its own): a page an incremental build carried over is the same hard-linked file, so it keeps its
 * ETag and a browser's copy stays valid across rebuilds.
 */
const etagOf = (stats: Stats, file: string): string =>
  `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${path.extname(file) === '.br' ? '-br' : path.extname(file) === '.gz' ? '-gz' : ''}"`;

/** Sends one file with serveStatic, adding our cache policy, the ETag and Vary. */
async function sendFile(c: Context<ApiEnv>, file: string, cacheControl: string): Promise<Response> {
  const response = await serveStatic<ApiEnv>({
    path: file,
    precompressed: true,
    onFound: async (served, context) => {
      context.header('Cache-Control', cacheControl);
      const type = EXTRA_TYPES[path.extname(file).toLowerCase()];
      if (type) context.header('Content-Type', type);
      if (PRECOMPRESSED_TYPES.test(file)) context.header('Vary', 'Accept-Encoding');
      const stats = await statFile(served);
      if (stats) context.header('ETag', etagOf(stats, served));
    },
  })(c, async () => {});
  return response ?? c.notFound();
}

/** The tenant's 404 page with status 404, never cached; a plain text one when the site has none. */
async function notFound(c: Context<ApiEnv>, request: StaticRequest, root: string): Promise<Response> {
  const page = path.join(root, '404.html');
  if (!(await statFile(page))) return plainTextResponse(request, 404, 'Not found');
  // A byte range of an error page means nothing: the whole page, as it is.
  if (request.headers.has('range')) {
    const html = await readFile(page);
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': CACHE_NONE, 'Content-Length': String(html.byteLength) };
    return new Response(request.method === 'HEAD' ? null : html, { status: 404, headers });
  }
  const response = await sendFile(c, page, CACHE_NONE);
  response.headers.delete('ETag');
  response.headers.delete('Last-Modified');
  return new Response(response.body, { status: 404, headers: response.headers });
}

/** Serves `request` from the site at `siteDir` (the live site's symlink): the file the URL means, or the 404 page. */
export async function serveSiteFile(c: Context<ApiEnv>, siteDir: string, request: StaticRequest): Promise<Response> {
  let root: string;
  try {
    // Resolve the symlink once, so every file of this response comes from one build even if a build swaps the link.
    root = await realpath(siteDir);
  } catch {
    return plainTextResponse(request, 404, 'Not found');
  }
  const parsed = parseSitePath(request.rawTarget);
  if (!parsed.ok) return parsed.status === 400 ? plainTextResponse(request, 400, 'Bad request') : notFound(c, request, root);
  for (const candidate of candidateFiles(parsed.segments, parsed.trailingSlash)) {
    // Precompressed copies are only reachable through Accept-Encoding.
    if (/\.(br|gz)$/i.test(candidate)) continue;
    const file = path.join(root, candidate);
    if (!file.startsWith(root + path.sep)) continue; // parseSitePath already forbids this
    if (await statFile(file)) return sendFile(c, file, cacheControlFor(parsed.urlPath, file));
  }
  return notFound(c, request, root);
}
