import { describe, expect, it } from 'vitest';
import { parseEmbeddedImagePath } from './embedded-image-url.ts';
import { IMAGE_LAYOUTS, responsivePicture, shareImageUrl, spinFrames, spinWidthIndex } from './responsive-image.ts';
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
    expect(parseEmbeddedImagePath(picture.src)).toEqual({ source: PHOTO, width: 480, format: 'jpeg' });
    expect(picture.sizes).toBe(IMAGE_LAYOUTS.card.sizes);
  });

  it('gives a 3:2 width and height, so the page keeps the photo its place before it arrives', () => {
    const picture = responsivePicture(PHOTO, 'gallery', embedded);
    expect([picture.width, picture.height]).toEqual([1600, 1067]);
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
