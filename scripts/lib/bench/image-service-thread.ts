// The embedded image service for `npm run bench:images`, on a thread of its own: a static host of photo-weight JPEGs
// (2,000 x 1,333, made here) and the service in front of it over HTTP on 127.0.0.1, as the server makes it (memory,
// then disk). On its own thread so the benchmark's 50 concurrent clients do not share its event loop, as shoppers'
// browsers do not share a server's. Posts `{ servicePort, hostPort }` once both listen; `close` ends it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import sharp from 'sharp';
import { diskImageCache, memoryImageCache } from '#src/server/images/image-cache.ts';
import { PLACEHOLDER_SVG_FILE } from '#src/server/images/image-routes.ts';
import { createImageService } from '#src/server/images/image-service.ts';

const { photos: PHOTO_COUNT } = workerData as { photos: number };

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const photos = await Promise.all(
  Array.from({ length: PHOTO_COUNT }, async (_, index) => {
    const noise = await sharp({
      create: { width: 2000, height: 1333, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 100 + index * 10, sigma: 30 } },
    })
      .blur(1.2)
      .png()
      .toBuffer();
    return sharp(noise).jpeg({ quality: 85 }).toBuffer();
  }),
);
const host = createServer((request, response) => {
  const photo = photos[Number(/\/(\d)\.jpg$/.exec(request.url ?? '')?.[1] ?? -1)];
  if (!photo) return void response.writeHead(404).end();
  response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': photo.byteLength }).end(photo);
});
const hostPort = await listen(host);
const cacheDir = mkdtempSync(path.join(tmpdir(), 'bench-images-'));
const service = createImageService({
  cache: memoryImageCache(diskImageCache(cacheDir), 64 * 1024 * 1024),
  placeholderSvg: readFileSync(PLACEHOLDER_SVG_FILE),
  limits: { concurrency: availableParallelism(), maxWaiting: 1000, maxWaitMs: 120_000 },
  log: () => {},
});
const site = { slug: 'bench', dir: cacheDir, hosts: new Set([`127.0.0.1:${hostPort}`]), allowPrivateNetwork: true };
const app = serve({ fetch: (request) => service.respond(site, new URL(request.url).pathname), port: 0, hostname: '127.0.0.1' }) as Server;
await new Promise((resolve) => app.once('listening', resolve));
parentPort!.postMessage({ servicePort: (app.address() as AddressInfo).port, hostPort });
parentPort!.once('message', () => {
  app.close();
  host.close();
  rmSync(cacheDir, { recursive: true, force: true });
  parentPort!.close();
});
