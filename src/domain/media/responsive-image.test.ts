import { describe, expect, it } from 'vitest';
import { parseEmbeddedImagePath } from './embedded-image-url.ts';
import { artDirectedPicture, IMAGE_LAYOUTS, preloadOf, responsivePicture, shareImageUrl, spinFrames, spinWidthIndex } from './responsive-image.ts';
import type { ImageService } from './image-cdn.ts';

const embedded: ImageService = { config: { provider: 'embedded' }, siteUrl: 'https://www.dealer.example' };
const PHOTO = 'https://img.dealer.example/1.jpg';

describe('responsive pictures', () => {
  it('offers AVIF, then WebP, with JPEG in the img, at every width of the layout', () => {
    const picture = responsivePicture(PHOTO, 'card', embedded);
    expect(picture.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    const widths = (srcset: string) => srcset.split(', ').map((entry) => parseEmbeddedImagePath(entry.split(' ')[0]!));
    expect(widths(picture.sources[0]!.srcset).map((request) => [request?.width, request?.format])).toEqual(
      IMAGE_LAYOUTS.card.widths.map((width) => [width, 'avif']),
    );
    expect(widths(picture.srcset!).every((request) => request?.format === 'jpeg' && request.source === PHOTO)).toBe(true);
    expect(parseEmbeddedImagePath(picture.src)).toEqual({ source: PHOTO, width: 640, format: 'jpeg' });
    // A card's photo goes up to 1,000 px (spec 2 section 9): a 390 px phone at 2.5x or more gets it.
    expect(IMAGE_LAYOUTS.card.widths.at(-1)).toBe(1000);
    expect(picture.sizes).toBe(IMAGE_LAYOUTS.card.sizes);
  });

  it('gives a 3:2 width and height, so the page keeps the photo its place before it arrives', () => {
    const picture = responsivePicture(PHOTO, 'gallery', embedded);
    expect([picture.width, picture.height]).toEqual([1600, 1067]);
  });

  it("keeps a picture's own proportions and the width it is shown at, when it says them", () => {
    const banner = responsivePicture('/assets/yard.jpg', 'card', embedded, { aspect: { width: 600, height: 150 }, sizes: '50vw' });
    expect([banner.width, banner.height, banner.sizes]).toEqual([1000, 250, '50vw']);
    expect(parseEmbeddedImagePath(banner.src)).toEqual({ source: '/assets/yard.jpg', width: 640, format: 'jpeg' });
    const drawing = responsivePicture('/brand/blog/trip.svg', 'hero', embedded, { aspect: { width: 1200, height: 800 } });
    expect(drawing).toMatchObject({ sources: [], src: '/brand/blog/trip.svg', width: 1200, height: 800 });
  });

  it("offers a slide's phone art under its media query, in every format, before the desktop art", () => {
    const { sources, img } = artDirectedPicture(
      { source: '/brand/slides/ute-mobile.jpg', media: '(max-width: 767px)', aspect: { width: 1080, height: 1920 } },
      { source: '/brand/slides/ute.jpg', aspect: { width: 1920, height: 540 } },
      'hero',
      embedded,
    );
    expect(sources.map((source) => [source.media ?? 'all', source.type ?? 'jpeg'])).toEqual([
      ['(max-width: 767px)', 'image/avif'],
      ['(max-width: 767px)', 'image/webp'],
      ['(max-width: 767px)', 'jpeg'],
      ['all', 'image/avif'],
      ['all', 'image/webp'],
    ]);
    const first = (srcset: string) => parseEmbeddedImagePath(srcset.split(' ')[0]!);
    expect(first(sources[2]!.srcset)).toMatchObject({ source: '/brand/slides/ute-mobile.jpg', format: 'jpeg' });
    expect(first(sources[3]!.srcset)).toMatchObject({ source: '/brand/slides/ute.jpg', format: 'avif' });
    // Each art keeps its own place: portrait on phones, a wide band on desktops.
    expect([sources[0]!.width, sources[0]!.height]).toEqual([2000, 3556]);
    expect([img.width, img.height]).toEqual([2000, 563]);
  });

  it('preloads the largest paint in its best format at the same widths and size as its <picture>', () => {
    const picture = responsivePicture(PHOTO, 'gallery', embedded);
    expect(preloadOf(picture)).toEqual({ type: 'image/avif', srcset: picture.sources[0]!.srcset, href: undefined, sizes: IMAGE_LAYOUTS.gallery.sizes });
    // Through an image CDN that gives no <source> (or an SVG), the <img>'s own address and widths.
    const svg = responsivePicture('/platform/placeholder.svg', 'gallery', embedded);
    expect(preloadOf(svg)).toEqual({ type: undefined, srcset: undefined, href: '/platform/placeholder.svg', sizes: undefined });
  });

  it('sends an SVG as it is', () => {
    expect(responsivePicture('/platform/placeholder.svg', 'gallery', embedded)).toMatchObject({
      sources: [],
      src: '/platform/placeholder.svg',
      srcset: undefined,
    });
  });

  it('gives the share image as a JPEG of at least 800 pixels, and none for an SVG', () => {
    expect(parseEmbeddedImagePath(shareImageUrl(PHOTO, embedded)!)).toEqual({ source: PHOTO, width: 1200, format: 'jpeg' });
    expect(parseEmbeddedImagePath(shareImageUrl(PHOTO, embedded, 800)!)?.width).toBe(800);
    expect(shareImageUrl('https://img.dealer.example/car.svg', embedded)).toBeNull();
  });

  it('offers only widths the embedded service makes, ascending', () => {
    for (const { widths } of Object.values(IMAGE_LAYOUTS)) expect([...widths].sort((a, b) => a - b)).toEqual([...widths]);
  });
});

describe('360 spin frames', () => {
  it('offers each frame as WebP at three widths through the service; a drawing stays as it is', () => {
    const spin = spinFrames([PHOTO, '/media/spin-01.svg'], embedded);
    expect(spin.widths).toEqual([480, 800, 1200]);
    expect(spin.frames[0]!.map((url) => parseEmbeddedImagePath(url))).toEqual([480, 800, 1200].map((width) => ({ source: PHOTO, width, format: 'webp' })));
    expect(spin.frames[1]).toEqual(['/media/spin-01.svg', '/media/spin-01.svg', '/media/spin-01.svg']);
  });

  it('loads the narrowest width that covers the stage at the screen density, at most 2x', () => {
    expect(spinWidthIndex([480, 800, 1200], 390, 3)).toBe(1); // a phone: 780 px wanted
    expect(spinWidthIndex([480, 800, 1200], 390, 1)).toBe(0);
    expect(spinWidthIndex([480, 800, 1200], 820, 2)).toBe(2); // a desktop beside the side panel: 1640 wanted, the widest there is
    expect(spinWidthIndex([480, 800, 1200], 0, 1)).toBe(0);
  });
});
