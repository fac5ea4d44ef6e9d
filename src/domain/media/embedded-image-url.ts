// The address of a photo in the sizes a page needs, on the platform's own image service (the embedded default):
//   /_img/<width>w/<format>/<source>
// where <source> is the photo's own address as the feed or the site gives it (an absolute http(s) URL from the
// dealer's image host, or a path of the site itself such as `/assets/location-hero.jpg`), base64url-encoded
// without padding. The address says everything the answer depends on, so the answer never changes and is cached
// forever. Only the widths and formats below exist: anything else is refused by the service.

/** The widths (CSS pixels times density, rounded up to one of these) the service makes. */
export const IMAGE_WIDTHS = [160, 240, 320, 400, 480, 640, 800, 960, 1000, 1200, 1600, 2000] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The formats it writes: AVIF and WebP for browsers that take them, JPEG for every other consumer. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const EMBEDDED_IMAGE_PREFIX = '/_img/';

/** The longest source address the service takes (a longer one is refused, not truncated). */
export const MAX_IMAGE_SOURCE_LENGTH = 2048;

export type EmbeddedImageRequest = { source: string; width: ImageWidth; format: ImageFormat };

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** An absolute http(s) URL, or a path of the site (`/x`, never `//host`). */
export function isImageSource(source: string): boolean {
  if (source.length === 0 || source.length > MAX_IMAGE_SOURCE_LENGTH) return false;
  if (source.startsWith('/')) return !source.startsWith('//') && !source.includes('\\');
  try {
    const url = new URL(source);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * The smallest width the service makes that is at least `pixels` (the largest when none is).
 * @example imageWidthFor(390 * 1.75) // 800
 */
export function imageWidthFor(pixels: number): ImageWidth {
  return IMAGE_WIDTHS.find((width) => width >= pixels) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/**
 * The embedded service's address of a photo.
 * @example embeddedImagePath('https://img.dealer.example/1.jpg', 640, 'avif')
 *   // '/_img/640w/avif/aHR0cHM6Ly9pbWcuZGVhbGVyLmV4YW1wbGUvMS5qcGc'
 */
export function embeddedImagePath(source: string, width: ImageWidth, format: ImageFormat): string {
  if (!isImageSource(source)) throw new Error(`Not an image source: ${JSON.stringify(source.slice(0, 100))}`);
  return `${EMBEDDED_IMAGE_PREFIX}${width}w/${format}/${toBase64Url(source)}`;
}

/**
 * What an embedded address asks for, or null when it is not one the service makes (unknown width or format, a
 * source that is not an http(s) URL or a site path).
 * @example parseEmbeddedImagePath('/_img/640w/avif/aHR0cHM6Ly9pbWcuZGVhbGVyLmV4YW1wbGUvMS5qcGc')
 *   // { source: 'https://img.dealer.example/1.jpg', width: 640, format: 'avif' }
 */
export function parseEmbeddedImagePath(path: string): EmbeddedImageRequest | null {
  const match = /^\/_img\/(\d{1,4})w\/([a-z]{3,4})\/([A-Za-z0-9_-]{1,2800})$/.exec(path);
  if (!match) return null;
  const width = Number(match[1]) as ImageWidth;
  const format = match[2] as ImageFormat;
  if (!IMAGE_WIDTHS.includes(width) || !IMAGE_FORMATS.includes(format)) return null;
  const source = fromBase64Url(match[3]!);
  if (source === null || !isImageSource(source)) return null;
  return { source, width, format };
}
