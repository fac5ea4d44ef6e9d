import { describe, expect, it } from 'vitest';
import { imageServiceOrigin, imageUrl, isResizable, type ImageService } from './image-cdn.ts';

const SITE = 'https://www.dealer.example';
const PHOTO = 'https://img.dealer.example/stock/AB12 CDE/1.jpg?v=2';
const imgix: ImageService = { config: { provider: 'imgix', domain: 'dealer.imgix.net' }, siteUrl: SITE };
const cloudinary: ImageService = { config: { provider: 'cloudinary', cloudName: 'demo' }, siteUrl: SITE };
const cloudflare: ImageService = { config: { provider: 'cloudflare', zone: 'www.dealer.example' }, siteUrl: SITE };

describe('image CDN URL templates, as each CDN documents them', () => {
  it.each([
    // imgix Web Proxy source: the whole source URL, percent-encoded, as the path; w, fm (jpg, not jpeg) and fit=max
    [imgix, 640, 'avif', 'https://dealer.imgix.net/https%3A%2F%2Fimg.dealer.example%2Fstock%2FAB12%20CDE%2F1.jpg%3Fv%3D2?w=640&fm=avif&q=75&fit=max'],
    [imgix, 1200, 'jpeg', 'https://dealer.imgix.net/https%3A%2F%2Fimg.dealer.example%2Fstock%2FAB12%20CDE%2F1.jpg%3Fv%3D2?w=1200&fm=jpg&q=75&fit=max'],
    // Cloudinary fetch: transformations as one comma-separated path segment, then the (escaped) remote URL
    [
      cloudinary,
      480,
      'webp',
      'https://res.cloudinary.com/demo/image/fetch/c_limit,w_480,f_webp,q_75/https%3A%2F%2Fimg.dealer.example%2Fstock%2FAB12%20CDE%2F1.jpg%3Fv%3D2',
    ],
    [
      cloudinary,
      800,
      'jpeg',
      'https://res.cloudinary.com/demo/image/fetch/c_limit,w_800,f_jpg,q_75/https%3A%2F%2Fimg.dealer.example%2Fstock%2FAB12%20CDE%2F1.jpg%3Fv%3D2',
    ],
    // Cloudflare: /cdn-cgi/image/<options>/<source> on the zone; options comma-separated key=value; jpeg is spelt out
    [
      cloudflare,
      320,
      'avif',
      'https://www.dealer.example/cdn-cgi/image/width=320,format=avif,quality=75,fit=scale-down/https://img.dealer.example/stock/AB12 CDE/1.jpg?v=2',
    ],
    [
      cloudflare,
      960,
      'jpeg',
      'https://www.dealer.example/cdn-cgi/image/width=960,format=jpeg,quality=75,fit=scale-down/https://img.dealer.example/stock/AB12 CDE/1.jpg?v=2',
    ],
  ] as const)('%o at %i as %s', (service, width, format, expected) => {
    expect(imageUrl(PHOTO, width, format, service)).toBe(expected);
  });

  it('hands a CDN a site path as an absolute URL on the site (Cloudflare keeps it a path on its own zone)', () => {
    expect(imageUrl('/assets/hero.jpg', 640, 'webp', imgix)).toBe(
      'https://dealer.imgix.net/https%3A%2F%2Fwww.dealer.example%2Fassets%2Fhero.jpg?w=640&fm=webp&q=75&fit=max',
    );
    expect(imageUrl('/assets/hero.jpg', 640, 'webp', cloudinary)).toBe(
      'https://res.cloudinary.com/demo/image/fetch/c_limit,w_640,f_webp,q_75/https%3A%2F%2Fwww.dealer.example%2Fassets%2Fhero.jpg',
    );
    expect(imageUrl('/assets/hero.jpg', 640, 'webp', cloudflare)).toBe(
      'https://www.dealer.example/cdn-cgi/image/width=640,format=webp,quality=75,fit=scale-down/assets/hero.jpg',
    );
    const otherZone: ImageService = { config: { provider: 'cloudflare', zone: 'images.group.example' }, siteUrl: SITE };
    expect(imageUrl('/assets/hero.jpg', 640, 'webp', otherZone)).toBe(
      'https://images.group.example/cdn-cgi/image/width=640,format=webp,quality=75,fit=scale-down/https://www.dealer.example/assets/hero.jpg',
    );
  });

  it("asks each CDN for the tenant's quality when it sets one, 75 (spec 2 section 7) when not", () => {
    const at = (config: ImageService['config']) => imageUrl(PHOTO, 640, 'jpeg', { config, siteUrl: SITE });
    expect(at({ provider: 'imgix', domain: 'dealer.imgix.net', quality: 60 })).toContain('&q=60&');
    expect(at({ provider: 'cloudinary', cloudName: 'demo', quality: 60 })).toContain(',q_60/');
    expect(at({ provider: 'cloudflare', zone: 'www.dealer.example', quality: 60 })).toContain(',quality=60,');
    expect(at({ provider: 'cloudinary', cloudName: 'demo' })).toContain(',q_75/');
  });

  it('gives the embedded service its own path', () => {
    expect(imageUrl('https://img.dealer.example/1.jpg', 640, 'avif', { config: { provider: 'embedded' }, siteUrl: SITE })).toBe(
      '/_img/640w/avif/aHR0cHM6Ly9pbWcuZGVhbGVyLmV4YW1wbGUvMS5qcGc',
    );
  });

  it('names the origin each CDN serves from, for the page policy', () => {
    expect([imgix, cloudinary, cloudflare].map((service) => imageServiceOrigin(service.config))).toEqual([
      'https://dealer.imgix.net',
      'https://res.cloudinary.com',
      'https://www.dealer.example',
    ]);
    expect(imageServiceOrigin({ provider: 'embedded' })).toBeNull();
  });

  it.each([
    ['https://img.dealer.example/1.jpg', true],
    ['/assets/hero.webp', true],
    ['/platform/placeholder.svg', false],
    ['https://img.dealer.example/drawing.SVG?x=1', false],
    ['javascript:alert(1)', false],
  ])('%s is resized: %s', (source, expected) => {
    expect(isResizable(source)).toBe(expected);
  });
});
