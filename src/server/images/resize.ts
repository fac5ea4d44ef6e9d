// The resize itself, with sharp (libvips): the fastest of Node's image libraries, the one Astro, Next.js and ipx
// use. Input is decoded only up to a pixel limit (a decompression bomb fails fast), EXIF orientation is applied,
// photos are never enlarged, and each format is written at a quality that keeps a 390 px phone's first view light.
import sharp, { type Sharp } from 'sharp';
import type { ImageFormat } from '#src/domain/media/embedded-image-url.ts';

// One libvips thread per resize: the semaphore decides how many run at once, so two cores are not oversubscribed.
sharp.concurrency(1);
// libvips' operation cache holds decoded images in memory for reuse; every request here is a different one.
sharp.cache(false);

export const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/**
 * Encoder settings: JPEG and WebP at quality 75, spec 2 section 7's default; AVIF at 50, sharp's own default for it
 * (AVIF's quality scale is not JPEG's: 75 there would spend bytes a phone does not see), at effort 2 (about 4 times
 * faster than the default 4 for a few percent more bytes).
 */
function encode(image: Sharp, format: ImageFormat): Sharp {
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 });
  if (format === 'webp') return image.webp({ quality: 75, effort: 3 });
  return image.jpeg({ quality: 75, progressive: true, mozjpeg: false });
}

/**
 * `source` (JPEG, PNG, WebP, AVIF, GIF or TIFF) at `width` pixels wide, or narrower when the source is, in `format`.
 * Throws for input that is not an image, or larger than `maxInputPixels`.
 */
export async function resizeImage(source: Buffer, width: number, format: ImageFormat, maxInputPixels: number): Promise<Buffer> {
  const image = sharp(source, { limitInputPixels: maxInputPixels, failOn: 'error', animated: false }).rotate().resize({ width, withoutEnlargement: true });
  return encode(image, format).toBuffer();
}

/** The placeholder (a drawing of a car, "Image coming soon") as a raster of the size and format asked for. */
export async function rasterPlaceholder(svg: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  const image = sharp(svg, { density: Math.max(72, Math.ceil((72 * width) / 1200)) }).resize({ width, height: Math.round((width * 2) / 3), fit: 'cover' });
  return encode(image, format).toBuffer();
}
