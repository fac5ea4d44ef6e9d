// What photos cost: the image bytes a 390 px phone downloads for the first view of a vehicle page and of the search
// page (chromium, no scrolling), how many resizes a second the embedded image service makes on a cold cache, and the
// p99 of an image it already made under 50 concurrent requests.
//   npm run bench:images [-- --base http://127.0.0.1:4321] [--tenant bayside-auto-group] [--car <slug>] [--dpr 3]
// The page figures need a running server with the tenant built (npm start); the service figures use the service
// itself, on a thread of its own (scripts/lib/bench/image-service-thread.ts: the clients here do not share its event
// loop), over HTTP on 127.0.0.1, with photo-weight JPEGs (2,000 x 1,333, made there) on a local static server:
// nothing leaves the machine.
// Last line: vdp_first_view_image_kb=<n> search_first_view_image_kb=<n> resize_per_s=<n> cached_p99_ms=<n>
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { chromium } from 'playwright-core';
import { embeddedImagePath, type ImageFormat, type ImageWidth } from '#src/domain/media/embedded-image-url.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? 4321}` },
    tenant: { type: 'string', default: 'bayside-auto-group' },
    car: { type: 'string' },
    dpr: { type: 'string', default: '3' },
    'data-dir': { type: 'string', default: process.env.DATA_DIR ?? '.data' },
  },
});
const dpr = Number(values.dpr);
/** The search page every site has: all stock, its result cards drawn by the search island once it hydrates. */
const SEARCH_PAGE = '/search/new-used-and-demo-cars';
const kb = (bytes: number) => Math.round(bytes / 1024);

/** The first in-stock car of the tenant's live build with the most photos (or --car). */
function carSlug(): string {
  if (values.car) return values.car;
  const snapshot = JSON.parse(readFileSync(path.join(values['data-dir']!, 'snapshots', values.tenant!, 'snapshot.json'), 'utf8')) as {
    vehicles: Array<{ slug: string; status: string; images: unknown[] }>;
  };
  const cars = snapshot.vehicles.filter((car) => car.status === 'in_stock').sort((a, b) => b.images.length - a.images.length);
  return cars[0]!.slug;
}

/** Image bytes a phone (390 x 844 CSS px) downloads for the page's first view: load, then a quiet network. */
async function firstViewImageBytes(pagePath: string): Promise<number> {
  const base = new URL(values.base!);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: dpr, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    let bytes = 0;
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image') return;
      void response
        .body()
        .then((body) => (bytes += body.byteLength))
        .catch(() => {});
    });
    await page.goto(`http://${values.tenant}.localhost:${base.port}${pagePath}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    return bytes;
  } finally {
    await browser.close();
  }
}

/** How many distinct photos the service figures use. */
const BENCH_PHOTOS = 6;

/** Resizes a second on a cold cache, and the cached p99 under 50 concurrent requests, against the service on its own thread. */
async function serviceFigures(): Promise<{ resizePerS: number; cachedP99Ms: number }> {
  const thread = new Worker(new URL('./lib/bench/image-service-thread.ts', import.meta.url), { workerData: { photos: BENCH_PHOTOS } });
  const { servicePort, hostPort } = await new Promise<{ servicePort: number; hostPort: number }>((resolve, reject) => {
    thread.once('message', resolve);
    thread.once('error', reject);
  });
  const get = async (address: string) => {
    const response = await fetch(`http://127.0.0.1:${servicePort}${address}`);
    await response.arrayBuffer();
    if (response.status !== 200 || response.headers.get('x-image-fallback')) throw new Error(`${address}: ${response.status}`);
  };
  try {
    // What a first view asks for: each photo at a phone's and a tablet's width, in every format.
    const combos: Array<[number, ImageWidth, ImageFormat]> = [];
    for (let index = 0; index < BENCH_PHOTOS; index += 1)
      for (const width of [640, 1200] as const) for (const format of ['avif', 'webp', 'jpeg'] as const) combos.push([index, width, format]);
    const addresses = combos.map(([index, width, format]) => embeddedImagePath(`http://127.0.0.1:${hostPort}/${index}.jpg`, width, format));
    const started = performance.now();
    await Promise.all(addresses.map(get));
    const resizePerS = addresses.length / ((performance.now() - started) / 1000);

    const timings: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      await Promise.all(
        Array.from({ length: 50 }, async (_, index) => {
          const start = performance.now();
          await get(addresses[index % addresses.length]!);
          timings.push(performance.now() - start);
        }),
      );
    }
    timings.sort((a, b) => a - b);
    return { resizePerS, cachedP99Ms: timings[Math.ceil(timings.length * 0.99) - 1]! };
  } finally {
    thread.postMessage('close');
    await new Promise((resolve) => thread.once('exit', resolve));
  }
}

const { resizePerS, cachedP99Ms } = await serviceFigures();
console.log(`embedded service: ${resizePerS.toFixed(1)} resizes/s on a cold cache, cached p99 ${cachedP99Ms.toFixed(1)} ms under 50 concurrent requests`);
// The page figures need the site served; without it they are reported as NA rather than guessed.
let vdp = 'NA';
let search = 'NA';
try {
  const slug = carSlug();
  vdp = String(kb(await firstViewImageBytes(`/cars/${slug}`)));
  search = String(kb(await firstViewImageBytes(SEARCH_PAGE)));
  console.log(`first view at 390 px, ${dpr}x: /cars/${slug} ${vdp} KB of images, ${SEARCH_PAGE} ${search} KB`);
} catch (error) {
  console.error(`first-view figures not measured (is the tenant built and served at ${values.base}?): ${String(error).split('\n')[0]}`);
}
console.log(
  `vdp_first_view_image_kb=${vdp} search_first_view_image_kb=${search} resize_per_s=${resizePerS.toFixed(1)} cached_p99_ms=${cachedP99Ms.toFixed(1)}`,
);
