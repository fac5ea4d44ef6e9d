// The sizes each layout shows a photo at, and the `srcset`/`sizes` of a <picture> that offers them in AVIF and WebP
// with JPEG for every other browser. Every layout shows photos at 3:2 (object-cover), so width and height are known
// before the photo arrives and nothing moves when it does.
import { IMAGE_WIDTHS, type ImageFormat, type ImageWidth } from './embedded-image-url.ts';
import { imageUrl, isResizable, type ImageService } from './image-cdn.ts';

/** Where a photo is shown; each has its own `sizes` (the CSS width at each breakpoint) and the widths offered. */
export const IMAGE_LAYOUTS = {
  /** The vehicle page's gallery: full width on phones, about two thirds of a 1280 px container beside the sidebar. */
  gallery: { sizes: '(min-width: 1024px) 820px, 100vw', widths: [400, 640, 800, 960, 1200, 1600] },
  /** The fullscreen view: the whole screen. */
  lightbox: { sizes: '100vw', widths: [640, 960, 1200, 1600, 2000] },
  /** A result card: one a row on phones, 2 on tablets, 3 or 4 on desktops; at most 1,000 px (spec 2 section 9). */
  card: { sizes: '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw', widths: [320, 400, 480, 640, 800, 1000] },
  /** The gallery's thumbnail strip (5 a row) and small pictures in tables (compare, garage). */
  thumb: { sizes: '(min-width: 1024px) 160px, 20vw', widths: [160, 240, 320] },
  /** A small fixed picture (the sticky header's, a finder's list). */
  icon: { sizes: '96px', widths: [160, 240] },
  /** A banner across the page (location headers, blog, model heroes). */
  hero: { sizes: '100vw', widths: [640, 960, 1200, 1600, 2000] },
} as const satisfies Record<string, { sizes: string; widths: readonly ImageWidth[] }>;
export type ImageLayout = keyof typeof IMAGE_LAYOUTS;

/** The formats offered as <source> elements, best first; the <img> itself carries JPEG. */
const SOURCE_FORMATS = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
] as const satisfies readonly (readonly [ImageFormat, string])[];

export type PictureSource = { type: string; srcset: string };
export type ResponsivePicture = {
  /** <source> elements, best format first (none for an SVG, which is sent as it is). */
  sources: PictureSource[];
  /** The <img>'s own src (a JPEG of a middle width) and srcset (every width in JPEG). */
  src: string;
  srcset: string | undefined;
  sizes: string | undefined;
  width: number;
  height: number;
};

function srcsetOf(source: string, widths: readonly ImageWidth[], format: ImageFormat, service: ImageService): string {
  return widths.map((width) => `${imageUrl(source, width, format, service)} ${width}w`).join(', ');
}

/** What a picture that is not a 3:2 car photo says about itself. */
export type PictureOptions = {
  /** Its own proportions (a content image, a banner, a slide): width and height in that ratio. 3:2 when not given. */
  aspect?: { width: number; height: number };
  /** The CSS width it is shown at, where the layout's would overstate it (a hero in half a row, a capped column). */
  sizes?: string;
};

/**
 * The <picture> of a photo in a layout, through the tenant's image service. An SVG or an address the service does not
 * take comes back as a plain `src` (with the aspect's own width and height, when given).
 * @example responsivePicture('https://img.dealer.example/1.jpg', 'card', service).sources[0].type // 'image/avif'
 * @example responsivePicture('/assets/banner.jpg', 'hero', service, { aspect: { width: 600, height: 150 } }).height // 500
 */
export function responsivePicture(source: string, layout: ImageLayout, service: ImageService, options: PictureOptions = {}): ResponsivePicture {
  const { widths } = IMAGE_LAYOUTS[layout];
  const sizes = options.sizes ?? IMAGE_LAYOUTS[layout].sizes;
  const aspect = options.aspect ?? { width: 3, height: 2 };
  if (!isResizable(source)) {
    const own = options.aspect ?? { width: widths[widths.length - 1]!, height: Math.round((widths[widths.length - 1]! * 2) / 3) };
    return { sources: [], src: source, srcset: undefined, sizes: undefined, width: own.width, height: own.height };
  }
  const width = widths[widths.length - 1]!;
  const height = Math.round((width * aspect.height) / aspect.width);
  return {
    sources: SOURCE_FORMATS.map(([format, type]) => ({ type, srcset: srcsetOf(source, widths, format, service) })),
    src: imageUrl(source, widths[Math.floor(widths.length / 2)]!, 'jpeg', service),
    srcset: srcsetOf(source, widths, 'jpeg', service),
    sizes,
    width,
    height,
  };
}

/** What a `<link rel="preload" as="image">` needs to fetch a picture before the parser reaches it. */
export type ImagePreload = { type: string | undefined; srcset: string | undefined; href: string | undefined; sizes: string | undefined };

/**
 * The preload of a picture that is its page's largest paint: its best format (the browser skips a preload whose
 * `type` it cannot show, and falls back to the <picture>), else the <img>'s own widths; an address only where there
 * are no widths (with `imagesrcset`, `href` is fetched only by a browser that ignores it, and its <picture> would not
 * use that file).
 * @example preloadOf(responsivePicture('https://img.dealer.example/1.jpg', 'gallery', service)).type // 'image/avif'
 */
export function preloadOf(picture: ResponsivePicture): ImagePreload {
  const best = picture.sources[0];
  return best
    ? { type: best.type, srcset: best.srcset, href: undefined, sizes: picture.sizes }
    : { type: undefined, srcset: picture.srcset, href: picture.srcset ? undefined : picture.src, sizes: picture.sizes };
}

/** A <source> of an art-directed <picture>: its media query (the other art's screens), format, widths and size. */
export type ArtSource = { media: string | undefined; type: string | undefined; srcset: string; sizes: string | undefined; width: number; height: number };

/**
 * A <picture> with art of its own for some screens (the promotion slider's phone art, spec 2 section 9): the art's
 * formats under its media query first, then the main picture's formats, then the main picture's <img>. Each art
 * keeps its own proportions, so the place kept before it arrives is right on every screen.
 * @example artDirectedPicture({ source: '/m.jpg', media: '(max-width: 767px)', aspect: { width: 1080, height: 1920 } }, { source: '/d.jpg', aspect: { width: 1920, height: 540 } }, 'hero', service).sources.length // 5
 */
export function artDirectedPicture(
  art: { source: string; media: string; aspect: { width: number; height: number } },
  main: { source: string; aspect: { width: number; height: number } },
  layout: ImageLayout,
  service: ImageService,
): { sources: ArtSource[]; img: ResponsivePicture } {
  const artPicture = responsivePicture(art.source, layout, service, { aspect: art.aspect });
  const img = responsivePicture(main.source, layout, service, { aspect: main.aspect });
  const size = (picture: ResponsivePicture) => ({ sizes: picture.sizes, width: picture.width, height: picture.height });
  const artSources: ArtSource[] = [
    ...artPicture.sources.map((source) => ({ media: art.media, type: source.type, srcset: source.srcset, ...size(artPicture) })),
    { media: art.media, type: undefined, srcset: artPicture.srcset ?? artPicture.src, ...size(artPicture) },
  ];
  return { sources: [...artSources, ...img.sources.map((source) => ({ media: undefined, type: source.type, srcset: source.srcset, ...size(img) }))], img };
}

/**
 * A JPEG of at least `minWidth` pixels (the ad feeds, Open Graph, JSON-LD and spec sheets want 800 on the long
 * side): the service's address for a photo, or null for an SVG, which none of those consumers accept.
 * @example shareImageUrl('https://img.dealer.example/1.jpg', service) // '/_img/1200w/jpeg/aHR0cHM6...'
 */
export function shareImageUrl(source: string, service: ImageService, minWidth = 1200): string | null {
  if (!isResizable(source)) return null;
  const width = IMAGE_WIDTHS.find((candidate) => candidate >= minWidth) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return imageUrl(source, width, 'jpeg', service);
}

/**
 * A car's photos as the ad feeds, JSON-LD and spec sheets give them: absolute JPEG addresses of at least 800 pixels
 * (1200 asked), SVG drawings left out.
 * @example sharePhotoUrls(['https://img.dealer.example/1.jpg', '/cars/drawing.svg'], service)
 *   // ['https://www.dealer.example/_img/1200w/jpeg/aHR0cHM6...']
 */
export function sharePhotoUrls(sources: readonly string[], service: ImageService): string[] {
  return sources.flatMap((source) => {
    const url = shareImageUrl(source, service);
    return url === null ? [] : [new URL(url, service.siteUrl).href];
  });
}

/** The widths a 360 spin's frames are offered in (WebP: every browser that runs the spinner's script reads it). */
export const SPIN_FRAME_WIDTHS = [480, 800, 1200] as const satisfies readonly ImageWidth[];

/** A spin's frames as the viewer loads them: each frame at every width in `widths` (its own address where the service does not take it). */
export type SpinFrames = { widths: readonly number[]; frames: string[][] };

/**
 * A 360 spin's frames through the image service: the viewer loads all of them, so each is offered at a few widths
 * and the viewer picks one for the size it is shown at, rather than 24 full-size photos.
 * @example spinFrames(['https://img.dealer.example/spin-00.jpg'], service).frames[0][1] // '/_img/800w/webp/aHR0cHM6...'
 */
export function spinFrames(sources: readonly string[], service: ImageService): SpinFrames {
  return {
    widths: SPIN_FRAME_WIDTHS,
    frames: sources.map((source) => SPIN_FRAME_WIDTHS.map((width) => (isResizable(source) ? imageUrl(source, width, 'webp', service) : source))),
  };
}

/**
 * Which of a spin's widths the viewer loads: the narrowest that covers the stage's CSS width at the screen's density
 * (at most 2x: a spin in motion shows no finer detail), else the widest.
 * @example spinWidthIndex([480, 800, 1200], 390, 3) // 1 (780 px wanted: 800)
 */
export function spinWidthIndex(widths: readonly number[], cssWidth: number, devicePixelRatio: number): number {
  const wanted = cssWidth * Math.min(Math.max(devicePixelRatio, 1), 2);
  const index = widths.findIndex((width) => width >= wanted);
  return index === -1 ? widths.length - 1 : index;
}
