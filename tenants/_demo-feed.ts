// The day the demo feeds describe: scripts/generate-demo.ts dates every car from it, and the demo tenants build
// as of it (feed.asOf), so the demo sites show the same sold, just-arrived and coming-soon cars on any day.
export const DEMO_STOCK_DATE = '2026-11-20T00:00:00.000Z';

// The demo dealer's image host (scripts/lib/demo/photo-host.ts, started by `npm start`): a separate origin, as a real
// dealer's photo server is. The feeds name it at the default port; a build on another port (DEMO_PHOTOS_PORT) rewrites
// the feed's URLs to it (feed.rewriteUrls) and lets the pages load from it (feed.mediaOrigins). It is on this machine,
// so the demo tenants let the image service fetch from a private address (feed.allowPrivateNetwork).
export const DEFAULT_DEMO_PHOTOS_PORT = 4390;
export const DEMO_PHOTOS_FEED_ORIGIN = `http://127.0.0.1:${DEFAULT_DEMO_PHOTOS_PORT}`;

/** The port the demo image host listens on: DEMO_PHOTOS_PORT, else 4390. */
export function demoPhotosPort(env: Record<string, string | undefined> = process.env): number {
  const port = Number(env.DEMO_PHOTOS_PORT ?? DEFAULT_DEMO_PHOTOS_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`DEMO_PHOTOS_PORT must be a port number (0 for any free port), got "${env.DEMO_PHOTOS_PORT}"`);
  return port;
}

/**
 * A photo of the demo pool by its name on the demo image host (`suv-white-side`), for the pictures a tenant file
 * names itself (a model catalogue): the same host and port the feeds' photos are on.
 * @example demoPhotoUrl('suv-white-side') // 'http://127.0.0.1:4390/photos/suv-white-side.jpg'
 */
export function demoPhotoUrl(name: string, env: Record<string, string | undefined> = process.env): string {
  return `http://127.0.0.1:${demoPhotosPort(env) || DEFAULT_DEMO_PHOTOS_PORT}/photos/${name}.jpg`;
}

/** The demo tenants' feed settings for the image host, read when the tenant is built. */
export function demoPhotoFeedSettings(env: Record<string, string | undefined> = process.env) {
  const origin = `http://127.0.0.1:${demoPhotosPort(env) || DEFAULT_DEMO_PHOTOS_PORT}`;
  return {
    mediaOrigins: [origin],
    // The demo host is on this machine: the build's photo checks and the image service may fetch from it.
    allowPrivateNetwork: true,
    rewriteUrls: origin === DEMO_PHOTOS_FEED_ORIGIN ? {} : { [`${DEMO_PHOTOS_FEED_ORIGIN}/`]: `${origin}/` },
  };
}
