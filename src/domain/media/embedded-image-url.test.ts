import { describe, expect, it } from 'vitest';
import { embeddedImagePath, imageWidthFor, IMAGE_WIDTHS, isImageSource, parseEmbeddedImagePath } from './embedded-image-url.ts';

describe('embedded image addresses', () => {
  it.each([
    ['https://img.dealer.example/cars/1.jpg?v=2', 640, 'avif'],
    ['http://127.0.0.1:4390/photos/suv-white-front.jpg', 160, 'jpeg'],
    ['/assets/location-hero.jpg', 2000, 'webp'],
    ['https://img.dealer.example/ünïcode photo.jpg', 800, 'jpeg'],
  ] as const)('%s at %i as %s comes back as it went in', (source, width, format) => {
    const path = embeddedImagePath(source, width, format);
    expect(path).toMatch(/^\/_img\/\d+w\/(avif|webp|jpeg)\/[A-Za-z0-9_-]+$/);
    expect(parseEmbeddedImagePath(path)).toEqual({ source, width, format });
  });

  it('gives the documented address', () => {
    expect(embeddedImagePath('https://img.dealer.example/1.jpg', 640, 'avif')).toBe('/_img/640w/avif/aHR0cHM6Ly9pbWcuZGVhbGVyLmV4YW1wbGUvMS5qcGc');
  });

  it.each([
    ['/_img/641w/avif/aHR0cHM6Ly9pbWcuZGVhbGVyLmV4YW1wbGUvMS5qcGc', 'a width the service does not make'],
    ['/_img/640w/gif/aHR0cHM6Ly9pbWcuZGVhbGVyLmV4YW1wbGUvMS5qcGc', 'a format it does not write'],
    ['/_img/640w/avif/aHR0cHM6Ly9pbWcuZGVhbGVyLmV4YW1wbGUvMS5qcGc=', 'padding'],
    ['/_img/640w/avif/ZmlsZTovLy9ldGMvcGFzc3dk', 'a file: URL (file:///etc/passwd)'],
    ['/_img/640w/avif/Ly9ldmlsLmV4YW1wbGUveC5qcGc', 'a protocol-relative source (//evil.example/x.jpg)'],
    ['/_img/640w/avif/aHR0cHM6Ly91OnBAaW1nLmV4YW1wbGUveC5qcGc', 'credentials in the source (https://u:p@img.example/x.jpg)'],
    ['/_img/640w/avif/', 'no source'],
    ['/_img/640w/avif/x/y', 'a further segment'],
    ['/_img/640w/avif/_w', 'bytes that are not UTF-8'],
  ])('refuses %s (%s)', (path) => {
    expect(parseEmbeddedImagePath(path)).toBeNull();
  });

  it('refuses to make an address for what is not an image source', () => {
    expect(() => embeddedImagePath('javascript:alert(1)', 640, 'jpeg')).toThrow(/Not an image source/);
    expect(isImageSource('x'.repeat(3000))).toBe(false);
  });

  it.each([
    [1, 160],
    [160, 160],
    [161, 240],
    [390 * 1.75, 800],
    [5000, 2000],
  ])('%d pixels are made at %d', (pixels, width) => {
    expect(imageWidthFor(pixels)).toBe(width);
  });

  it('lists widths in ascending order', () => {
    expect([...IMAGE_WIDTHS].sort((a, b) => a - b)).toEqual([...IMAGE_WIDTHS]);
  });
});
