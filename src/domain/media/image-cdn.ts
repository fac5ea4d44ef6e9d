// One interface for every image service: the address of a photo at one width in one format. The embedded service is
// the platform's own (`/_img/...`, embedded-image-url.ts); the adapters write the URL templates each CDN documents:
// - imgix (Web Proxy source): https://<domain>/<url-encoded source>?w=<width>&fm=<avif|webp|jpg>&q=<quality>&fit=max
//   https://docs.imgix.com/en-US/getting-started/setup/creating-sources/web-proxy and .../apis/rendering/format/fm, q
// - Cloudinary (remote fetch): https://res.cloudinary.com/<cloud>/image/fetch/c_limit,w_<width>,f_<avif|webp|jpg>,q_<quality>/<source>
//   https://cloudinary.com/documentation/fetch_remote_images
// - Cloudflare Images (transform via URL): https://<zone>/cdn-cgi/image/width=<width>,format=<avif|webp|jpeg>,quality=<quality>,fit=scale-down/<source>
//   https://developers.cloudflare.com/images/transform-images/transform-via-url/
// The quality is the tenant's (images.service.quality), 75 by default as spec 2 section 7 says.
// A CDN fetches the photo itself, so a site path (`/assets/hero.jpg`) is handed over as an absolute URL on the site.
import type { ImageServiceConfig } from '../tenant/schema/images.ts';
import { embeddedImagePath, isImageSource, type ImageFormat, type ImageWidth } from './embedded-image-url.ts';

/** What makes the address: the tenant's service and the site's own address (for site paths a CDN must fetch). */
export type ImageService = { config: ImageServiceConfig; siteUrl: string };

/** Spec 2 section 7: images come from an image CDN with width and quality parameters, quality 75 by default. */
export const DEFAULT_IMAGE_QUALITY = 75;

const IMGIX_FORMAT: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
const CLOUDINARY_FORMAT: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/**
 * True when the source should be sized by the image service: a raster photo. An SVG (a drawing, the placeholder) is
 * sent as it is, at every size.
 * @example isResizable('https://img.dealer.example/1.jpg') // true
 * @example isResizable('/platform/placeholder.svg') // false
 */
export function isResizable(source: string): boolean {
  if (!isImageSource(source)) return false;
  const pathname = source.startsWith('/') ? source.split(/[?#]/)[0]! : new URL(source).pathname;
  return !/\.svgz?$/i.test(pathname);
}

function absolute(source: string, siteUrl: string): string {
  return source.startsWith('/') ? new URL(source, siteUrl).href : source;
}

/**
 * The photo's address at `width` pixels in `format` on the tenant's image service.
 * @example imageUrl('https://img.dealer.example/1.jpg', 640, 'webp', { config: { provider: 'cloudinary', cloudName: 'demo' }, siteUrl: 'https://dealer.example' })
 *   // 'https://res.cloudinary.com/demo/image/fetch/c_limit,w_640,f_webp,q_auto/https%3A%2F%2Fimg.dealer.example%2F1.jpg'
 */
export function imageUrl(source: string, width: ImageWidth, format: ImageFormat, service: ImageService): string {
  const { config } = service;
  const quality = config.provider === 'embedded' ? DEFAULT_IMAGE_QUALITY : (config.quality ?? DEFAULT_IMAGE_QUALITY);
  switch (config.provider) {
    case 'embedded':
      return embeddedImagePath(source, width, format);
    case 'imgix':
      return `https://${config.domain}/${encodeURIComponent(absolute(source, service.siteUrl))}?w=${width}&fm=${IMGIX_FORMAT[format]}&q=${quality}&fit=max`;
    case 'cloudinary':
      return `https://res.cloudinary.com/${config.cloudName}/image/fetch/c_limit,w_${width},f_${CLOUDINARY_FORMAT[format]},q_${quality}/${encodeURIComponent(absolute(source, service.siteUrl))}`;
    case 'cloudflare': {
      // A path on the zone itself is written relative to it (`uploads/a.jpg`), as the documentation's examples are.
      const onZone = source.startsWith('/') && new URL(service.siteUrl).host === config.zone ? source.slice(1) : absolute(source, service.siteUrl);
      return `https://${config.zone}/cdn-cgi/image/width=${width},format=${format},quality=${quality},fit=scale-down/${onZone}`;
    }
  }
}

/** The origin a CDN's addresses live on (for the page's Content-Security-Policy `img-src`), or null for the embedded service. */
export function imageServiceOrigin(config: ImageServiceConfig): string | null {
  switch (config.provider) {
    case 'embedded':
      return null;
    case 'imgix':
      return `https://${config.domain}`;
    case 'cloudinary':
      return 'https://res.cloudinary.com';
    case 'cloudflare':
      return `https://${config.zone}`;
  }
}
