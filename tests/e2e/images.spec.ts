import { expect, test } from './fixtures.ts';
import { embeddedImagePath } from '../../src/domain/media/embedded-image-url.ts';
import { findCar, siteUrl } from './support.ts';

const TENANT = 'bayside-auto-group';
const isRaster = (url: string) => !/\.svgz?$/i.test(url.split('?')[0]!);
const rasterPhotos = (car: { images: Array<{ isVideo: boolean; url: string }> }) => car.images.filter((image) => !image.isVideo && isRaster(image.url));

test('the first gallery photo is the page largest paint, preloaded and fetched eagerly with high priority; later photos wait', async ({ page }) => {
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && c.images.filter((image) => !image.isVideo).length >= 4 && c.videoUrl === null);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  const slides = page.getByRole('region', { name: 'Photos and video' }).locator('.swiper').first().locator('.swiper-slide');
  const first = slides.nth(0).locator('img');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(slides.nth(3).locator('img')).toHaveAttribute('loading', 'lazy');
  // Preloaded from the head in its best format at the same widths, so it is fetched with the stylesheets; and no
  // other image asks for high priority against it (the header logo does not).
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('type', 'image/avif');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  expect(await preload.getAttribute('imagesrcset')).toBe(await slides.nth(0).locator('source[type="image/avif"]').getAttribute('srcset'));
  expect(await preload.getAttribute('imagesizes')).toBe(await first.getAttribute('sizes'));
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
  const lcp = await page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as Array<PerformanceEntry & { element: Element | null }>;
          resolve(entries.at(-1)?.element?.closest('.swiper-slide') ? 'first-slide' : (entries.at(-1)?.element?.outerHTML.slice(0, 120) ?? null));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(lcp).toBe('first-slide');
});

test('a feed photo is offered in AVIF, WebP and JPEG at the widths its layout uses, with its size known before it loads', async ({ page }) => {
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && rasterPhotos(c).length >= 1);
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  const picture = page.getByRole('region', { name: 'Photos and video' }).locator('.swiper-slide').first().locator('picture');
  await expect(picture.locator('source')).toHaveCount(2);
  await expect(picture.locator('source').nth(0)).toHaveAttribute('type', 'image/avif');
  await expect(picture.locator('source').nth(1)).toHaveAttribute('type', 'image/webp');
  const srcset = (await picture.locator('source').nth(0).getAttribute('srcset'))!;
  expect(srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['400w', '640w', '800w', '960w', '1200w', '1600w']);
  const img = picture.locator('img');
  await expect(img).toHaveAttribute('sizes', /100vw/);
  await expect(img).toHaveAttribute('width', '1600');
  await expect(img).toHaveAttribute('height', '1067');
  // The browser picked AVIF, and the service answered it.
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toContain('/avif/');
});

test('the image service answers the sizes it makes, refuses others, and sends the placeholder for a photo it cannot have', async ({ request }) => {
  const get = (path: string) => request.get(`http://127.0.0.1:${new URL(siteUrl(TENANT)).port}${path}`, { headers: { Host: new URL(siteUrl(TENANT)).host } });
  const missing = await get(embeddedImagePath('/media/no-such-photo.jpg', 640, 'avif'));
  expect(missing.status()).toBe(200);
  expect(missing.headers()['content-type']).toBe('image/avif');
  expect(missing.headers()['x-image-fallback']).toBe('placeholder');
  expect((await missing.body()).byteLength).toBeGreaterThan(100);
  expect((await get(embeddedImagePath('/media/no-such-photo.jpg', 640, 'avif').replace('640w', '641w'))).status()).toBe(400);
  const elsewhere = await get(embeddedImagePath('http://169.254.169.254/latest/meta-data/x.jpg', 640, 'jpeg'));
  expect(elsewhere.status()).toBe(403);
  expect(await elsewhere.text()).toContain('not a photo host');
});

test("a model page's pictures (harbour-toyota's own photos of its range) come through the image service too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl('harbour-toyota', '/rav4'));
  const hero = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 1, name: 'Toyota RAV4' }) })
    .locator('picture');
  await expect(hero.locator('source').nth(0)).toHaveAttribute('type', 'image/avif');
  const img = hero.locator('img');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('sizes', /50vw/);
  // The photo's own 3:2 proportions, known before it loads.
  expect(Number(await img.getAttribute('width')) / Number(await img.getAttribute('height'))).toBeCloseTo(1.5, 2);
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  const chosen = await img.evaluate((element: HTMLImageElement) => element.currentSrc);
  expect(chosen).toMatch(/\/_img\/\d+w\/avif\//);
  // A 390 px phone does not download the 2,000 px photo.
  expect(Number(/\/_img\/(\d+)w\//.exec(chosen)![1])).toBeLessThanOrEqual(1200);
  // Gallery pictures below the fold wait until they are near.
  const gallery = page.getByRole('region', { name: /RAV4 gallery/ }).locator('img');
  await expect(gallery.first()).toHaveAttribute('loading', 'lazy');
  await expect(gallery.first()).toHaveAttribute('srcset', /\/_img\/320w\/jpeg\//);
});
