import type { Vehicle } from './vehicle.ts';
import { isAvailable } from './availability.ts';
import { playerUrl, videoSource } from './video.ts';

/**
 * A gallery slide. A video is a facade until played: its poster (the car's own photo, so nothing loads from the
 * player's host before the shopper asks) and a play button; `playerUrl` is what the player loads then.
 */
export type GallerySlide =
  | { kind: 'image'; url: string; thumbUrl: string }
  | { kind: 'video'; url: string; embed: boolean; playerUrl: string; mimeType: string | null; poster: string | null };
export type VideoPosition = 'start' | 'second' | 'middle' | 'end';

/** Embedded players (YouTube, Vimeo, their page addresses included) are iframes; any other address is played by a native video element. */
export function isEmbedUrl(url: string): boolean {
  return videoSource(url)?.kind === 'embed';
}

/**
 * The car's gallery video: video_url, else a video entry among its images, else its external video; null when none
 * is a usable address.
 * @example galleryVideoUrl({ videoUrl: null, images: [], externalVideoUrl: 'https://youtu.be/dQw4w9WgXcQ' }) // 'https://youtu.be/dQw4w9WgXcQ'
 */
export function galleryVideoUrl(vehicle: Pick<Vehicle, 'images' | 'videoUrl'> & Partial<Pick<Vehicle, 'externalVideoUrl'>>): string | null {
  const candidates = [vehicle.videoUrl, vehicle.images.find((image) => image.isVideo)?.url, vehicle.externalVideoUrl];
  return candidates.find((url): url is string => !!url && videoSource(url) !== null) ?? null;
}

/**
 * The gallery's slides: photos, with the car's video inserted at the tenant's position (spec 1 section 4).
 * @example gallerySlides(car, 'second').map((s) => s.kind) // ['image', 'video', 'image', ...]
 */
export function gallerySlides(
  vehicle: Pick<Vehicle, 'images' | 'videoUrl'> & Partial<Pick<Vehicle, 'externalVideoUrl'>>,
  position: VideoPosition,
): GallerySlide[] {
  const photos = vehicle.images.filter((image) => !image.isVideo);
  const slides: GallerySlide[] = photos.map((image) => ({ kind: 'image', url: image.url, thumbUrl: image.thumbUrl }));
  const videoUrl = galleryVideoUrl(vehicle);
  if (!videoUrl) return slides;
  const source = videoSource(videoUrl)!;
  // A video entry's own thumbnail when the feed gives one, else the car's first photo.
  const entry = vehicle.images.find((image) => image.isVideo && image.url === videoUrl);
  const poster =
    entry && entry.thumbUrl !== entry.url ? (photos.find((photo) => photo.thumbUrl === entry.thumbUrl)?.url ?? entry.thumbUrl) : (photos[0]?.url ?? null);
  const video: GallerySlide = {
    kind: 'video',
    url: videoUrl,
    embed: source.kind === 'embed',
    playerUrl: playerUrl(source),
    mimeType: source.kind === 'file' ? source.mimeType : null,
    poster,
  };
  const index = { start: 0, second: Math.min(1, slides.length), middle: Math.floor(slides.length / 2), end: slides.length }[position];
  return [...slides.slice(0, index), video, ...slides.slice(index)];
}

/** Thumbnails show only for cars in stock with more than 3 images (spec 1 section 9). */
export function showsThumbnails(vehicle: Pick<Vehicle, 'status'>, slideCount: number): boolean {
  return isAvailable(vehicle) && vehicle.status === 'in_stock' && slideCount > 3;
}
