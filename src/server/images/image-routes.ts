// The image service as the app mounts it: `GET /_img/...` on a dealer's host, with the site's photo hosts read from
// its live build's manifest, and the service made from the environment (a disk cache in DATA_DIR, and the object
// store's when SITES_S3_URL is set).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSitesS3Client, sitesS3LocationFromEnv } from '#src/files/site-store/s3-location.ts';
import { s3Objects } from '#src/files/site-store/s3-objects.ts';
import { repoRoot } from '../env.ts';
import type { SiteManifest } from '../site-manifest.ts';
import { diskImageCache, layeredImageCache, memoryImageCache, objectStoreImageCache } from './image-cache.ts';
import { createImageService, type ImageLimits, type ImageService, type ImageSite } from './image-service.ts';

export const PLACEHOLDER_SVG_FILE = path.join(repoRoot, 'public', 'platform', 'placeholder.svg');

const sitesByManifest = new WeakMap<SiteManifest, ImageSite>();

/** The image service's view of a live site: its photo hosts from the manifest (none for a build older than them). */
export function imageSiteOf(site: { slug: string; dir: string; manifest: SiteManifest }): ImageSite {
  let known = sitesByManifest.get(site.manifest);
  if (!known) {
    const images = site.manifest.images;
    known = { slug: site.slug, dir: site.dir, hosts: new Set(images?.hosts ?? []), allowPrivateNetwork: images?.allowPrivateNetwork ?? false };
    sitesByManifest.set(site.manifest, known);
  }
  return known;
}

/** The service with the platform's caches: `<dataDir>/image-cache`, then the object store when SITES_S3_URL names one. */
export function imageServiceFromEnv(options: {
  dataDir: string;
  env?: Record<string, string | undefined>;
  limits?: Partial<ImageLimits>;
  log?: (message: string) => void;
}): ImageService {
  const log = options.log ?? ((message: string) => console.log(message));
  const location = sitesS3LocationFromEnv(options.env ?? process.env);
  const shared = location ? objectStoreImageCache(s3Objects(createSitesS3Client(location), location.bucket), location.prefix, log) : null;
  return createImageService({
    // 64 MB of the images asked for most recently in memory, then the disk, then the object store.
    cache: memoryImageCache(layeredImageCache(diskImageCache(path.join(options.dataDir, 'image-cache')), shared), 64 * 1024 * 1024),
    placeholderSvg: readFileSync(PLACEHOLDER_SVG_FILE),
    log,
    ...(options.limits ? { limits: options.limits } : {}),
  });
}
