// The embedded image service: GET /_img/<width>w/<format>/<source> on a dealer's host answers the photo at that width
// in that format (src/domain/media/embedded-image-url.ts), made on the first request and kept for good.
//   - only the widths and formats the site uses (400 otherwise);
//   - only photos on the hosts the site's feed declares (its manifest's `images.hosts`), or the site's own files (403
//     otherwise); internal addresses refused as the feed fetcher refuses them, unless the tenant allows them;
//   - a source byte cap, a pixel cap, one deadline for the fetch, at most `concurrency` resizes at once with a short
//     queue (503 past it), and the same photo asked for twice at once made once;
//   - a photo that cannot be had (gone, not an image, too large) answers the placeholder, kept 5 minutes, never an
//     error a page would show as a broken image.
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_FORMATS, IMAGE_WIDTHS, parseEmbeddedImagePath, type EmbeddedImageRequest, type ImageFormat } from '#src/domain/media/embedded-image-url.ts';
import { fetchUrlBytes, type FetchLimits } from '#src/files/fetch-url.ts';
import type { ImageCache } from './image-cache.ts';
import { CONTENT_TYPES, rasterPlaceholder, resizeImage } from './resize.ts';
import { createSemaphore, QueueFull } from './semaphore.ts';

export type ImageLimits = {
  /** A source photo larger than this is not read (the placeholder answers). */
  maxSourceBytes: number;
  /** Nor one with more pixels than this (width times height), whatever its byte size. */
  maxInputPixels: number;
  /** One deadline for fetching a source, redirects included. */
  fetchTimeoutMs: number;
  /** Resizes at once. */
  concurrency: number;
  /** Requests that may wait for a resize slot, and how long each waits, before 503. */
  maxWaiting: number;
  maxWaitMs: number;
};

export const DEFAULT_IMAGE_LIMITS: ImageLimits = {
  maxSourceBytes: 20 * 1024 * 1024,
  maxInputPixels: 40_000_000,
  fetchTimeoutMs: 10_000,
  concurrency: 2,
  maxWaiting: 64,
  maxWaitMs: 8_000,
};

/** What the service needs to know of the site asking. */
export type ImageSite = {
  slug: string;
  /** The live build's `site/` folder, for the site's own photos (`/assets/hero.jpg`). */
  dir: string;
  /** Hosts (`host` or `host:port`, lower case) whose photos the site shows. */
  hosts: ReadonlySet<string>;
  /** The tenant's feed may be on a private network, and so may its photos. */
  allowPrivateNetwork: boolean;
};

export type ImageServiceOptions = {
  cache: ImageCache;
  /** The placeholder drawing, rasterised for a photo that cannot be had. */
  placeholderSvg: Buffer;
  limits?: Partial<ImageLimits>;
  /** For tests: how a remote source is fetched. */
  fetchSource?: (url: string, limits: FetchLimits) => Promise<Buffer>;
  log?: (message: string) => void;
  now?: () => number;
};

export type ImageService = {
  respond(site: ImageSite, urlPath: string): Promise<Response>;
  /** Resizes made since start (for the bench and logs). */
  readonly resized: number;
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** How long the placeholder answers for a photo that failed, before it is tried again. */
export const FAILED_SOURCE_TTL_MS = 5 * 60_000;

class SourceUnavailable extends Error {
  override name = 'SourceUnavailable';
}

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

const image = (bytes: Buffer, format: ImageFormat, cacheControl: string, extra: Record<string, string> = {}) =>
  new Response(new Uint8Array(bytes), {
    status: 200,
    headers: { 'Content-Type': CONTENT_TYPES[format], 'Cache-Control': cacheControl, 'Content-Length': String(bytes.byteLength), ...extra },
  });

/** A site file under `dir`, never outside it (no `..`, no absolute path). */
async function readSiteFile(dir: string, sitePath: string, maxBytes: number): Promise<Buffer> {
  const relative = decodeURIComponent(sitePath.split(/[?#]/)[0]!).replace(/^\/+/, '');
  const root = await realpath(dir);
  const file = path.resolve(root, relative);
  if (!file.startsWith(`${root}${path.sep}`)) throw new SourceUnavailable('outside the site');
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new SourceUnavailable('no such file in the site');
  if (info.size > maxBytes) throw new SourceUnavailable(`larger than ${maxBytes} bytes`);
  return readFile(file);
}

export function createImageService(options: ImageServiceOptions): ImageService {
  const limits = { ...DEFAULT_IMAGE_LIMITS, ...options.limits };
  const log = options.log ?? ((message: string) => console.log(message));
  const now = options.now ?? Date.now;
  const fetchSource = options.fetchSource ?? ((url: string, fetchLimits: FetchLimits) => fetchUrlBytes(url, fetchLimits));
  const semaphore = createSemaphore({ limit: limits.concurrency, maxWaiting: limits.maxWaiting, maxWaitMs: limits.maxWaitMs });
  const inFlight = new Map<string, Promise<Buffer>>();
  const failedUntil = new Map<string, number>();
  const placeholders = new Map<string, Promise<Buffer>>();
  let resized = 0;

  async function load(site: ImageSite, source: string): Promise<Buffer> {
    if (source.startsWith('/')) return readSiteFile(site.dir, source, limits.maxSourceBytes);
    return fetchSource(source, {
      timeoutMs: limits.fetchTimeoutMs,
      maxBytes: limits.maxSourceBytes,
      maxRedirects: 3,
      allowPrivateNetwork: site.allowPrivateNetwork,
    });
  }

  function make(key: string, site: ImageSite, request: EmbeddedImageRequest): Promise<Buffer> {
    const running = inFlight.get(key);
    if (running) return running;
    const made = semaphore
      .run(async () => {
        let source: Buffer;
        try {
          source = await load(site, request.source);
        } catch (error) {
          throw new SourceUnavailable(error instanceof Error ? error.message : String(error));
        }
        try {
          return await resizeImage(source, request.width, request.format, limits.maxInputPixels);
        } catch (error) {
          throw new SourceUnavailable(`not a readable image: ${error instanceof Error ? error.message : String(error)}`);
        }
      })
      .then(async (bytes) => {
        resized += 1;
        await options.cache.put(key, bytes, CONTENT_TYPES[request.format]).catch((error: unknown) => log(`[images] cache write failed: ${String(error)}`));
        return bytes;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, made);
    return made;
  }

  function placeholder(request: EmbeddedImageRequest): Promise<Buffer> {
    const id = `${request.width}/${request.format}`;
    let made = placeholders.get(id);
    if (!made) {
      made = rasterPlaceholder(options.placeholderSvg, request.width, request.format);
      placeholders.set(id, made);
    }
    return made;
  }

  async function fallback(request: EmbeddedImageRequest): Promise<Response> {
    return image(await placeholder(request), request.format, `public, max-age=${FAILED_SOURCE_TTL_MS / 1000}`, { 'X-Image-Fallback': 'placeholder' });
  }

  return {
    get resized() {
      return resized;
    },
    async respond(site, urlPath) {
      const request = parseEmbeddedImagePath(urlPath);
      if (!request)
        return text(
          400,
          `Not an image address this service makes: /_img/<width>w/<format>/<source, base64url>, widths ${IMAGE_WIDTHS.join(', ')}, formats ${IMAGE_FORMATS.join(', ')}.`,
        );
      const remote = !request.source.startsWith('/');
      if (remote && !site.hosts.has(new URL(request.source).host.toLowerCase()))
        return text(403, `${new URL(request.source).host} is not a photo host of this site's feed or settings (images.sourceHosts).`);
      // A site's own file is its own (each tenant has an /assets/hero.jpg); a feed photo is the same photo for any site.
      const key = `${createHash('sha256')
        .update(remote ? urlPath : `${site.slug}:${urlPath}`)
        .digest('hex')}.${request.format}`;
      const cached = await options.cache.get(key);
      if (cached) return image(cached, request.format, IMMUTABLE);
      if ((failedUntil.get(key) ?? 0) > now()) return fallback(request);
      const started = performance.now();
      try {
        const bytes = await make(key, site, request);
        return image(bytes, request.format, IMMUTABLE, { 'Server-Timing': `resize;dur=${(performance.now() - started).toFixed(1)}` });
      } catch (error) {
        if (error instanceof QueueFull) return text(503, 'The image service is busy; try again shortly.', { 'Retry-After': '2' });
        if (!(error instanceof SourceUnavailable)) throw error;
        log(`[images] ${site.slug}: ${request.source.slice(0, 200)} -> placeholder (${error.message})`);
        failedUntil.set(key, now() + FAILED_SOURCE_TTL_MS);
        if (failedUntil.size > 10_000) failedUntil.clear(); // a bounded memory of failures
        return fallback(request);
      }
    },
  };
}
