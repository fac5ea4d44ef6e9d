import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { demoPhotosPort } from '#tenants/_demo-feed.ts';
import { DEFAULT_DEMO_DIR } from './demo/generate.ts';
import { startPhotoHost, type PhotoHost } from './demo/photo-host.ts';
import { ensurePhotos, photoPoolDir, type PhotoPool } from './demo/photos.ts';
import { startOrReuse } from './demo/start-or-reuse.ts';

export type DemoPhotoHost = { host: PhotoHost | null; ready: Promise<PhotoPool> };

/**
 * Serves the demo photo pool on DEMO_PHOTOS_PORT (default 4390; 0 picks a free port), drawing it first in the
 * background if missing (`ready` settles when it is complete): the builds need only the photos' URLs, so a fresh
 * `npm start` draws them while it builds. The port it got is written back to DEMO_PHOTOS_PORT so the builds and the
 * server that follow (and any child process) point the demo feeds at it: call this before anything imports a tenant.
 * `reuseRunning`: when the port is taken (a running `npm start` serves the same pool), use that host.
 */
export async function startDemoPhotoHost(options: { reuseRunning?: boolean } = {}): Promise<DemoPhotoHost> {
  const root = path.join(DEFAULT_DEMO_DIR, 'photos');
  const dir = photoPoolDir(root);
  await mkdir(dir, { recursive: true });
  const started = performance.now();
  const ready = ensurePhotos(root, { background: true }).then((pool) => {
    if (pool.written)
      console.log(
        `Demo photos drawn: ${pool.files} files (${Math.round(pool.bytes / 1e6)} MB) in ${pool.dir} in ${Math.round(performance.now() - started)} ms`,
      );
    return pool;
  });
  const host = await startOrReuse({
    what: 'Demo image host',
    envVar: 'DEMO_PHOTOS_PORT',
    port: demoPhotosPort(),
    path: '/photos/',
    start: (port) => startPhotoHost(dir, port),
    ...options,
  });
  return { host, ready };
}
