import type { Vehicle } from './vehicle.ts';
import { isAvailable } from './availability.ts';

export type GallerySlide = { kind: 'image'; url: string; thumbUrl: string } | { kind: 'video'; url: string; embed: boolean };
export type VideoPosition = 'start' | 'second' | 'middle' | 'end';

/** Embedded players (YouTube, Vimeo) are iframes; any other address is played by a native video element. */
export function isEmbedUrl(url: string): boolean {
  return /^https:\/\/(www\.)?(youtube(-nocookie)?\.com\/embed\/|player\.vimeo\.com\/video\/)/.test(url);
}

/**
 * The gallery's slides: photos, with the car's video inserted at the tenant's position (spec 1 section 4).
 * @example gallerySlides(car, 'second').map((s) => s.kind) // ['image', 'video', 'image', ...]
 */
export function gallerySlides(vehicle: Pick<Vehicle, 'images' | 'videoUrl'>, position: VideoPosition): GallerySlide[] {
  const slides: GallerySlide[] = vehicle.images.filter((image) => !image.isVideo).map((image) => ({ kind: 'image', url: image.url, thumbUrl: image.thumbUrl }));
  const videoUrl = vehicle.videoUrl ?? vehicle.images.find((image) => image.isVideo)?.url ?? null;
  if (!videoUrl) return slides;
  const video: GallerySlide = { kind: 'video', url: videoUrl, embed: isEmbedUrl(videoUrl) };
  const index = { start: 0, second: Math.min(1, slides.length), middle: Math.floor(slides.length / 2), end: slides.length }[position];
  return [...slides.slice(0, index), video, ...slides.slice(index)];
}

/** Thumbnails show only for cars in stock with more than 3 images (spec 1 section 9). */
export function showsThumbnails(vehicle: Pick<Vehicle, 'status'>, slideCount: number): boolean {
  return isAvailable(vehicle) && vehicle.status === 'in_stock' && slideCount > 3;
}
