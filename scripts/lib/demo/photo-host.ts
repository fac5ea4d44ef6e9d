import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type Next } from 'hono';

// The demo dealer's image host: the photo pool served from an origin of its own (127.0.0.1, DEMO_PHOTOS_PORT), so the
// sites load demo photos from a remote host exactly as they will a dealer's. Only /photos/<name>.jpg and the
// walkaround videos, /videos/walkaround-<name>.webm, with a name the generator writes are answered (nothing else can
// name a path: no traversal), with a long immutable cache life (a file's name never changes content within a pool).
// @hono/node-server's serveStatic sends the files, as the platform server does, byte ranges included (a browser asks
// for a video in ranges).

const PHOTO_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.jpg$/;
const VIDEO_NAME = /^walkaround(?:-[a-z0-9]+)+\.webm$/;
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export type PhotoHost = { port: number; origin: string; close(): Promise<void> };

export function photoHostApp(photosDir: string): Hono {
  const app = new Hono();
  const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  const serveFile = (pattern: RegExp, contentType: string) => async (c: Context, next: Next) => {
    const name = c.req.param('name');
    if (!name || !pattern.test(name)) return notFound();
    const response = await serveStatic({
      root: photosDir,
      path: name,
      onFound: (_path, context) => {
        context.header('Cache-Control', PHOTO_CACHE_CONTROL);
        context.header('Content-Type', contentType);
        // Any page may show the photos and play the videos, and an image service may fetch them, as from a CDN.
        context.header('Access-Control-Allow-Origin', '*');
        context.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    })(c, next);
    return response ?? notFound();
  };
  app.get('/photos/:name', serveFile(PHOTO_NAME, 'image/jpeg'));
  app.get('/videos/:name', serveFile(VIDEO_NAME, 'video/webm'));
  app.all('*', notFound);
  return app;
}

/**
 * Starts the host on 127.0.0.1:`port` (0: any free port).
 * @example const host = await startPhotoHost(dir, 4390); host.origin // 'http://127.0.0.1:4390'
 */
export function startPhotoHost(photosDir: string, port: number): Promise<PhotoHost> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: photoHostApp(photosDir).fetch, hostname: '127.0.0.1', port }, (info: AddressInfo) =>
      resolve({
        port: info.port,
        origin: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => (server as Server).close(() => done())),
      }),
    ) as Server;
    server.once('error', reject);
  });
}
