import type { Vehicle, VehicleImage } from './vehicle.ts';
import { isAvailable } from './availability.ts';
import { playerUrl, sameVideoKey, videoSource } from './video.ts';

/**
 * A gallery slide. A video is a facade until played: its poster (the car's own photo, so nothing loads from the
 * player's host before the shopper asks) and a play button; `playerUrl` is what the player loads then.
 */
export type GallerySlide =
  | { kind: 'image'; url: string; thumbUrl: string }
  | { kind: 'video'; url: string; embed: boolean; playerUrl: string; mimeType: string | null; poster: string | null; title: string | null };
export type VideoPosition = 'start' | 'second' | 'middle' | 'end';
type GalleryVehicle = Pick<Vehicle, 'images' | 'videoUrl'> & Partial<Pick<Vehicle, 'externalVideoUrl' | 'videos'>>;
type GalleryVideo = { url: string; posterUrl: string | null; title: string | null };

/** Embedded players (YouTube, Vimeo, their page addresses included) are iframes; any other address is played by a native video element. */
export function isEmbedUrl(url: string): boolean {
  return videoSource(url)?.kind === 'embed';
}

/**
 * The car's videos in gallery order: video_url, the video entries among its images, the feed's `videos`, then its
 * external video; each video once (a YouTube video by its id, whichever address names it), keeping the first poster
 * and title any of its addresses came with. Addresses that are no video are left out.
 * @example galleryVideos({ videoUrl: null, images: [], videos: [{ url: '/v/walk.mp4', posterUrl: null, title: null }], externalVideoUrl: 'https://youtu.be/dQw4w9WgXcQ' }).map((v) => v.url) // ['/v/walk.mp4', 'https://youtu.be/dQw4w9WgXcQ']
 */
export function galleryVideos(vehicle: GalleryVehicle): GalleryVideo[] {
  const candidates: Array<{ url: string | null | undefined; posterUrl: string | null; title: string | null }> = [
    { url: vehicle.videoUrl, posterUrl: null, title: null },
    ...vehicle.images
      .filter((image) => image.isVideo)
      .map((image) => ({ url: image.url, posterUrl: image.thumbUrl !== image.url ? image.thumbUrl : null, title: null })),
    ...(vehicle.videos ?? []),
    { url: vehicle.externalVideoUrl, posterUrl: null, title: null },
  ];
  const videos = new Map<string, GalleryVideo>();
  for (const { url, posterUrl, title } of candidates) {
    const key = url ? sameVideoKey(url) : null;
    if (!url || !key) continue;
    const kept = videos.get(key);
    if (kept) videos.set(key, { ...kept, posterUrl: kept.posterUrl ?? posterUrl, title: kept.title ?? title });
    else videos.set(key, { url, posterUrl, title });
  }
  return [...videos.values()];
}

/**
 * The car's first gallery video (the one at the tenant's position); null when it has none.
 * @example galleryVideoUrl({ videoUrl: null, images: [], externalVideoUrl: 'https://youtu.be/dQw4w9WgXcQ' }) // 'https://youtu.be/dQw4w9WgXcQ'
 */
export function galleryVideoUrl(vehicle: GalleryVehicle): string | null {
  return galleryVideos(vehicle)[0]?.url ?? null;
}

/** A video's poster: the photo the feed names for it (full size when it names a photo's thumbnail), else the car's first photo. */
function posterOf(video: GalleryVideo, photos: readonly VehicleImage[]): string | null {
  if (!video.posterUrl) return photos[0]?.url ?? null;
  return photos.find((photo) => photo.thumbUrl === video.posterUrl || photo.url === video.posterUrl)?.url ?? video.posterUrl;
}

/**
 * The gallery's slides: photos, with the car's first video at the tenant's position (spec 1 section 4) and each
 * further video right after it, every one a slide of its own with its own poster.
 * @example gallerySlides(car, 'second').map((s) => s.kind) // ['image', 'video', 'video', 'image', ...]
 */
export function gallerySlides(vehicle: GalleryVehicle, position: VideoPosition): GallerySlide[] {
  const photos = vehicle.images.filter((image) => !image.isVideo);
  const slides: GallerySlide[] = photos.map((image) => ({ kind: 'image', url: image.url, thumbUrl: image.thumbUrl }));
  const videos = galleryVideos(vehicle).map((video): GallerySlide => {
    const source = videoSource(video.url)!;
    return {
      kind: 'video',
      url: video.url,
      embed: source.kind === 'embed',
      playerUrl: playerUrl(source),
      mimeType: source.kind === 'file' ? source.mimeType : null,
      poster: posterOf(video, photos),
      title: video.title,
    };
  });
  const index = { start: 0, second: Math.min(1, slides.length), middle: Math.floor(slides.length / 2), end: slides.length }[position];
  return [...slides.slice(0, index), ...videos, ...slides.slice(index)];
}

/**
 * What a slide is called: its alt text (a video's player and play button take it as their name), and its
 * thumbnail's name and visible text. Several videos are told apart by number and by their titles.
 * @example slideLabels(slides, 2, '2020 Ford Ranger').thumbName // 'Video 2 of 2, slide 3'
 */
export function slideLabels(slides: readonly GallerySlide[], index: number, carTitle: string): { alt: string; thumbName: string; thumbText: string } {
  const slide = slides[index]!;
  const at = `${carTitle}, ${index + 1} of ${slides.length}`;
  if (slide.kind === 'image') return { alt: at, thumbName: `Show photo ${index + 1}`, thumbText: '' };
  const videos = slides.filter((item) => item.kind === 'video');
  const which = videos.length > 1 ? `Video ${videos.indexOf(slide) + 1} of ${videos.length}` : 'Video';
  return {
    alt: `${at}${videos.length > 1 ? `, ${which.toLowerCase()}` : ''}${slide.title ? `: ${slide.title}` : ''}`,
    thumbName: `${which}, slide ${index + 1}`,
    // The visible text is the start of the name (axe: label-content-name-mismatch).
    thumbText: which.replace(/ of \d+$/, ''),
  };
}

/** Thumbnails show only for cars in stock with more than 3 images (spec 1 section 9). */
export function showsThumbnails(vehicle: Pick<Vehicle, 'status'>, slideCount: number): boolean {
  return isAvailable(vehicle) && vehicle.status === 'in_stock' && slideCount > 3;
}
