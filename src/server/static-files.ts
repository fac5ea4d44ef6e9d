// Serves one tenant's prebuilt static site: URL -> file mapping, content types, caching
// headers, conditional requests, ranges and compression. Framework-free (Request in,
// Response out) so it can be tested and reused without Hono.
import { createReadStream, type Stats } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  createCompressionCache,
  MIN_COMPRESS_BYTES,
  negotiateEncodings,
  PRECOMPRESSED_SUFFIX,
  type Encoding,
} from './compression.ts';
import { etagFor, isNotModified, parseRange } from './conditional.ts';
import { CACHE_NONE, cacheControlFor, contentTypeFor, isCompressible } from './content-types.ts';
import { candidateFiles, parseSitePath } from './url-path.ts';

export type StaticRequest = {
  method: string;
  /** Raw request target as sent (`/cars/x?utm=1`), before any URL normalisation. */
  rawTarget: string;
  headers: Headers;
};

type Representation = { vary: boolean; encoding?: Encoding; precompressedFile?: string };

/** Larger identity bodies are streamed instead of read into memory. */
const STREAM_THRESHOLD = 512 * 1024;

async function statFile(file: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

function respond(request: StaticRequest, status: number, headers: Headers, body: BodyInit | null, length: number): Response {
  headers.set('Content-Length', String(length));
  return new Response(request.method === 'HEAD' ? null : body, { status, headers });
}

export function plainTextResponse(request: StaticRequest, status: number, text: string): Response {
  const headers = new Headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_NONE });
  const bytes = new TextEncoder().encode(text);
  return respond(request, status, headers, bytes, bytes.byteLength);
}

async function chooseRepresentation(file: string, stats: Stats, headers: Headers): Promise<Representation> {
  if (!isCompressible(file) || stats.size < MIN_COMPRESS_BYTES) return { vary: false };
  const accepted = negotiateEncodings(headers.get('accept-encoding'));
  // A sibling precompressed by the build (at max quality) beats compressing now.
  for (const encoding of accepted) {
    const sibling = file + PRECOMPRESSED_SUFFIX[encoding];
    if (await statFile(sibling)) return { vary: true, encoding, precompressedFile: sibling };
  }
  const best = accepted[0];
  return best ? { vary: true, encoding: best } : { vary: true };
}

export function createStaticFileServer(options: { compressionCacheBytes?: number } = {}) {
  const compressed = createCompressionCache(options.compressionCacheBytes ?? 64 * 1024 * 1024);

  async function sendFile(request: StaticRequest, file: string, stats: Stats, urlPath: string, status: 200 | 404): Promise<Response> {
    const headers = new Headers({ 'Content-Type': contentTypeFor(file) });
    headers.set('Cache-Control', status === 200 ? cacheControlFor(urlPath, file) : CACHE_NONE);
    const representation = await chooseRepresentation(file, stats, request.headers);
    if (representation.vary) headers.set('Vary', 'Accept-Encoding');
    const etag = etagFor(stats, representation.encoding);

    if (status === 200) {
      headers.set('ETag', etag);
      headers.set('Last-Modified', new Date(stats.mtimeMs).toUTCString());
      if (isNotModified(request.headers, etag, stats.mtimeMs)) {
        headers.delete('Content-Type');
        return new Response(null, { status: 304, headers });
      }
    }

    const { encoding, precompressedFile } = representation;
    if (encoding) {
      headers.set('Content-Encoding', encoding);
      const bytes = precompressedFile
        ? await readFile(precompressedFile)
        : await compressed(`${file}|${etag}`, encoding, () => readFile(file));
      return respond(request, status, headers, bytes, bytes.byteLength);
    }

    let start = 0;
    let end = stats.size - 1;
    let partial = false;
    if (status === 200) {
      headers.set('Accept-Ranges', 'bytes');
      const range = parseRange(request.headers, stats.size, etag);
      if (range === 'unsatisfiable') {
        headers.set('Content-Range', `bytes */${stats.size}`);
        return respond(request, 416, headers, null, 0);
      }
      if (range) {
        start = range.start;
        end = range.end;
        partial = true;
      }
    }
    if (partial) headers.set('Content-Range', `bytes ${start}-${end}/${stats.size}`);
    const length = Math.max(0, end - start + 1);
    if (request.method === 'HEAD' || length === 0) return respond(request, partial ? 206 : status, headers, null, length);
    const body: BodyInit =
      length > STREAM_THRESHOLD || partial
        ? (Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>)
        : await readFile(file);
    return respond(request, partial ? 206 : status, headers, body, length);
  }

  async function notFound(request: StaticRequest, root: string): Promise<Response> {
    const page = path.join(root, '404.html');
    const stats = await statFile(page);
    if (stats) return sendFile(request, page, stats, '/404.html', 404);
    return plainTextResponse(request, 404, 'Not found');
  }

  /** Serves `request` from the site at `siteDir` (a folder or a symlink to one). */
  async function serve(siteDir: string, request: StaticRequest): Promise<Response> {
    let root: string;
    try {
      // Resolve the symlink once, so every file of this response comes from one build
      // even if the build swaps the link mid-request.
      root = await realpath(siteDir);
    } catch {
      return plainTextResponse(request, 404, 'Not found');
    }

    const parsed = parseSitePath(request.rawTarget);
    if (!parsed.ok) {
      return parsed.status === 400 ? plainTextResponse(request, 400, 'Bad request') : notFound(request, root);
    }
    for (const candidate of candidateFiles(parsed.segments, parsed.trailingSlash)) {
      // Precompressed siblings are only reachable through Accept-Encoding negotiation.
      if (/\.(br|gz)$/i.test(candidate)) continue;
      const file = path.join(root, candidate);
      if (!file.startsWith(root + path.sep)) continue; // parseSitePath already forbids this
      const stats = await statFile(file);
      if (stats) return sendFile(request, file, stats, parsed.urlPath, 200);
    }
    return notFound(request, root);
  }

  return { serve };
}

export type StaticFileServer = ReturnType<typeof createStaticFileServer>;
