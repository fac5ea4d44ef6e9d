import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedImagePath } from '#src/domain/media/embedded-image-url.ts';
import { diskImageCache, memoryImageCache } from './image-cache.ts';
import { PLACEHOLDER_SVG_FILE } from './image-routes.ts';
import { createImageService, FAILED_SOURCE_TTL_MS, IMMUTABLE, type ImageLimits, type ImageSite } from './image-service.ts';

const PHOTO = 'https://img.dealer.example/stock/1.jpg';

/** A photo-like JPEG: noise over a gradient, so it compresses like a photograph. */
async function jpegFixture(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
  return sharp(noise).jpeg({ quality: 85 }).toBuffer();
}

let dir: string;
let bigPhoto: Buffer;
let smallPhoto: Buffer;
let site: ImageSite;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'image-service-'));
  bigPhoto = await jpegFixture(2000, 1333);
  smallPhoto = await jpegFixture(300, 200);
  await mkdir(path.join(dir, 'site', 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'site', 'assets', 'hero.jpg'), bigPhoto);
  await writeFile(path.join(dir, 'secret.jpg'), bigPhoto);
  site = { slug: 'alpha', dir: path.join(dir, 'site'), hosts: new Set(['img.dealer.example']), allowPrivateNetwork: false };
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function serviceWith(sources: Record<string, Buffer | Error>, limits: Partial<ImageLimits> = {}, delayMs = 0) {
  const fetched: string[] = [];
  let active = 0;
  let mostActive = 0;
  const cacheDir = path.join(dir, `cache-${Math.random().toString(36).slice(2)}`);
  const service = createImageService({
    cache: diskImageCache(cacheDir),
    placeholderSvg: readFileSync(PLACEHOLDER_SVG_FILE),
    limits,
    log: () => {},
    fetchSource: async (url) => {
      fetched.push(url);
      active += 1;
      mostActive = Math.max(mostActive, active);
      try {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        const source = sources[url];
        if (!source) throw new Error('answered HTTP 404');
        if (source instanceof Error) throw source;
        return source;
      } finally {
        active -= 1;
      }
    },
  });
  return { service, fetched, mostActive: () => mostActive };
}

const widthOf = async (response: Response) => (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;

describe('the embedded image service', () => {
  it.each([
    ['avif', 'image/avif'],
    ['webp', 'image/webp'],
    ['jpeg', 'image/jpeg'],
  ] as const)('answers a feed photo at the width asked in %s, cached for good', async (format, type) => {
    const { service } = serviceWith({ [PHOTO]: bigPhoto });
    const response = await service.respond(site, embeddedImagePath(PHOTO, 640, format));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([640, 426]);
    expect(bytes.byteLength).toBeLessThan(bigPhoto.byteLength / 4);
  });

  it('fetches and resizes a photo once: later requests, and requests at the same moment, get the copy', async () => {
    const { service, fetched } = serviceWith({ [PHOTO]: bigPhoto }, {}, 50);
    const address = embeddedImagePath(PHOTO, 480, 'webp');
    const together = await Promise.all(Array.from({ length: 8 }, () => service.respond(site, address)));
    expect(together.map((response) => response.status)).toEqual(Array(8).fill(200));
    const later = await service.respond(site, address);
    expect(await widthOf(later)).toBe(480);
    expect(fetched).toEqual([PHOTO]);
    expect(service.resized).toBe(1);
  });

  it('never enlarges a photo smaller than the width asked', async () => {
    const { service } = serviceWith({ [PHOTO]: smallPhoto });
    expect(await widthOf(await service.respond(site, embeddedImagePath(PHOTO, 1600, 'jpeg')))).toBe(300);
  });

  it('makes a photo of the site itself, and nothing outside the site folder', async () => {
    const { service } = serviceWith({});
    const hero = await service.respond(site, embeddedImagePath('/assets/hero.jpg', 800, 'avif'));
    expect(hero.status).toBe(200);
    expect(await widthOf(hero)).toBe(800);
    const outside = await service.respond(site, embeddedImagePath('/../secret.jpg', 800, 'jpeg'));
    expect(outside.headers.get('x-image-fallback')).toBe('placeholder');
  });

  it.each([
    ['/_img/641w/avif/aHR0cHM6Ly9pbWcuZGVhbGVyLmV4YW1wbGUvc3RvY2svMS5qcGc', 400, /widths 160, 240/],
    ['/_img/640w/gif/aHR0cHM6Ly9pbWcuZGVhbGVyLmV4YW1wbGUvc3RvY2svMS5qcGc', 400, /formats avif, webp, jpeg/],
    [embeddedImagePath('https://evil.example/x.jpg', 640, 'jpeg'), 403, /evil\.example is not a photo host/],
    [embeddedImagePath('http://169.254.169.254/latest/meta-data', 640, 'jpeg'), 403, /169\.254\.169\.254 is not a photo host/],
  ])('refuses %s with %i and says why', async (address, status, message) => {
    const { service, fetched } = serviceWith({ [PHOTO]: bigPhoto });
    const response = await service.respond(site, address);
    expect(response.status).toBe(status);
    expect(await response.text()).toMatch(message);
    expect(fetched).toEqual([]);
  });

  it.each([
    ['a photo the host no longer has', new Error('answered HTTP 404')],
    ['bytes that are not an image', Buffer.from('<html>not found</html>')],
  ])('answers the placeholder, kept 5 minutes, for %s', async (_, source) => {
    const { service, fetched } = serviceWith({ [PHOTO]: source });
    const response = await service.respond(site, embeddedImagePath(PHOTO, 640, 'avif'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-image-fallback')).toBe('placeholder');
    expect(response.headers.get('cache-control')).toBe(`public, max-age=${FAILED_SOURCE_TTL_MS / 1000}`);
    expect(await widthOf(response)).toBe(640);
    await service.respond(site, embeddedImagePath(PHOTO, 640, 'avif'));
    expect(fetched).toHaveLength(1); // the failure is remembered, not fetched again at once
  });

  it('answers the placeholder for a photo of more pixels than the limit, whatever its bytes', async () => {
    const { service } = serviceWith({ [PHOTO]: bigPhoto }, { maxInputPixels: 1_000_000 });
    const response = await service.respond(site, embeddedImagePath(PHOTO, 640, 'jpeg'));
    expect(response.headers.get('x-image-fallback')).toBe('placeholder');
  });

  it('resizes at most `concurrency` photos at once and turns away what its queue cannot hold (503, Retry-After)', async () => {
    const sources = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`https://img.dealer.example/${index}.jpg`, smallPhoto]));
    const { service, mostActive } = serviceWith(sources, { concurrency: 2, maxWaiting: 4, maxWaitMs: 5000 }, 100);
    const responses = await Promise.all(Object.keys(sources).map((url) => service.respond(site, embeddedImagePath(url, 320, 'jpeg'))));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 503)).toHaveLength(6);
    expect(responses.find((response) => response.status === 503)?.headers.get('retry-after')).toBe('2');
    expect(mostActive()).toBe(2);
  });

  it('turns away a request that waited longer than its limit', async () => {
    const { service } = serviceWith(
      { [PHOTO]: smallPhoto, 'https://img.dealer.example/2.jpg': smallPhoto },
      { concurrency: 1, maxWaiting: 4, maxWaitMs: 30 },
      200,
    );
    const [first, second] = await Promise.all([
      service.respond(site, embeddedImagePath(PHOTO, 320, 'jpeg')),
      service.respond(site, embeddedImagePath('https://img.dealer.example/2.jpg', 320, 'jpeg')),
    ]);
    // Which of the two reaches the slot first depends on the cache lookups before it; one is served, the other turned away.
    expect([first.status, second.status].sort()).toEqual([200, 503]);
  });
});

describe('the memory cache in front of the disk', () => {
  it('answers what it holds without the disk, and drops the oldest past its size', async () => {
    const reads: string[] = [];
    const disk = { get: async (key: string) => (reads.push(key), null), put: async () => {} };
    const cache = memoryImageCache(disk, 800);
    await cache.put('a', Buffer.alloc(100), 'image/avif');
    await cache.put('b', Buffer.alloc(100), 'image/avif');
    expect(await cache.get('a')).toHaveLength(100);
    for (let index = 0; index < 7; index += 1) await cache.put(`c${index}`, Buffer.alloc(100), 'image/avif');
    expect(await cache.get('a')).toHaveLength(100); // used recently: kept
    expect(await cache.get('b')).toBeNull(); // the oldest: dropped, asked of the disk
    expect(reads).toEqual(['b']);
  });
});
