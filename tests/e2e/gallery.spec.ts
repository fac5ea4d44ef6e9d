import { expect, test, type Page } from './fixtures.ts';
import { parseEmbeddedImagePath } from '../../src/domain/media/embedded-image-url.ts';
import { findCar, hydratedIsland, siteUrl, type SnapshotCar } from './support.ts';

const TENANT = 'bayside-auto-group';
const photosOf = (car: { images: Array<{ isVideo: boolean }> }) => car.images.filter((image) => !image.isVideo).length;
/** A car with no video of any kind: its gallery is its photos alone. */
const noVideo = (car: SnapshotCar) =>
  car.videoUrl === null && car.externalVideoUrl === null && !car.images.some((image) => image.isVideo) && !car.videos?.length;

test('the video slide sits second, thumbnails show for in-stock cars with more than 3 slides, first 2 photos load first', async ({ page }) => {
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && photosOf(c) >= 4 && c.videoUrl !== null);
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  const slides = page.getByRole('region', { name: 'Photos and video' }).locator('.swiper').first().locator('.swiper-slide');
  await expect(slides).toHaveCount(photosOf(car) + 1);
  await expect(slides.nth(0).locator('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(slides.nth(2).locator('img')).toHaveAttribute('loading', 'eager');
  await expect(slides.nth(3).locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(page.getByRole('button', { name: /^Show photo \d+$/ })).toHaveCount(photosOf(car));
  // The video's thumbnail says Video, and its name says so too (axe: label-content-name-mismatch).
  await expect(page.getByRole('button', { name: 'Video, slide 2' })).toHaveCount(1);
});

test('the video slide is a poster and a play button; the player loads only when the shopper plays it', async ({ page }) => {
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && photosOf(c) >= 4 && c.videoUrl !== null);
  const players: string[] = [];
  page.on('request', (request) => {
    if (/youtube|vimeo/.test(request.url())) players.push(request.url());
  });
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  const video = page.getByRole('region', { name: 'Photos and video' }).locator('.swiper').first().locator('.swiper-slide').nth(1);
  // The poster is the car's first photo, through the image service like every slide.
  const posterSrc = await video.locator('img').getAttribute('src');
  expect(parseEmbeddedImagePath(posterSrc!)?.source).toBe(car.images.find((image) => !image.isVideo)!.url);
  await expect(page.locator('iframe, video')).toHaveCount(0);
  // JSON-LD describes the video by its player.
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  const videoObject = ld.find((item) => item['@type'] === 'VideoObject');
  expect(videoObject).toMatchObject({ embedUrl: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/), uploadDate: car.createdAt });
  expect(players).toEqual([]);

  await page.getByRole('button', { name: 'Video, slide 2' }).click();
  // That first interaction hydrates the gallery; the play button works once it has.
  await expect(page.locator(hydratedIsland('Gallery')).first()).toBeAttached();
  await video.getByRole('button', { name: /^Play video: / }).click();
  await expect(video.locator('iframe')).toHaveAttribute('src', `${videoObject.embedUrl}?autoplay=1`);
});

test("a car's further videos (the feed's videos) are slides of their own, each with its poster, and no player loads before play", async ({ page }) => {
  // Two posters, the JSON-LD, hydration and a video that loads: 60 s when the whole suite runs on two cores.
  test.setTimeout(60_000);
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && (c.videos?.length ?? 0) >= 2 && c.videoUrl === null && c.externalVideoUrl === null);
  const [walkaround, youtube] = car.videos!;
  const players: string[] = [];
  page.on('request', (request) => {
    if (/youtube|vimeo|\.webm$/.test(request.url())) players.push(request.url());
  });
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  const slides = page.getByRole('region', { name: 'Photos and video' }).locator('.swiper').first().locator('.swiper-slide');
  await expect(slides).toHaveCount(photosOf(car) + 2);
  // Both videos follow the first photo (the tenant's position, 'second'), each a poster and a play button.
  const photoOf = (thumbUrl: string | null) => car.images.find((image) => !image.isVideo && (thumbUrl === null || image.thumbUrl === thumbUrl))!.url;
  for (const [index, poster] of [photoOf(walkaround!.posterUrl), photoOf(null)].entries()) {
    const video = slides.nth(1 + index);
    await expect(video.locator('[data-video-facade]')).toHaveCount(1);
    expect(parseEmbeddedImagePath((await video.locator('img').getAttribute('src'))!)?.source).toBe(poster);
  }
  await expect(page.getByRole('button', { name: 'Video 1 of 2, slide 2' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Video 2 of 2, slide 3' })).toHaveCount(1);
  await expect(page.locator('iframe, video')).toHaveCount(0);
  // JSON-LD: a VideoObject for each, the walkaround by its file and title, the YouTube video by its player.
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  expect(ld.filter((item) => item['@type'] === 'VideoObject')).toEqual([
    expect.objectContaining({ name: walkaround!.title, contentUrl: walkaround!.url, thumbnailUrl: expect.stringContaining('/_img/1200w/jpeg/') }),
    expect.objectContaining({ embedUrl: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/) }),
  ]);
  expect(youtube).toMatchObject({ url: expect.stringMatching(/^https:\/\/www\.youtube\.com\/watch\?v=/) });

  await page.getByRole('button', { name: 'Video 1 of 2, slide 2' }).click();
  await expect(page.locator(hydratedIsland('Gallery')).first()).toBeAttached();
  expect(players).toEqual([]);
  await slides
    .nth(1)
    .getByRole('button', { name: /^Play video: / })
    .click();
  // The walkaround is a file on the dealer's (the demo's) own host: a native video element plays it.
  const player = slides.nth(1).locator('video');
  await expect(player.locator('source')).toHaveAttribute('src', walkaround!.url);
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  // The other video is still its poster: nothing from YouTube has loaded.
  await expect(slides.nth(2).locator('[data-video-facade]')).toHaveCount(1);
  expect(players.filter((url) => !url.endsWith('.webm'))).toEqual([]);

  // Swiping on stops the walkaround where it was; the YouTube video, played and left, goes back to its poster.
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  await page.getByRole('button', { name: 'Video 2 of 2, slide 3' }).click();
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await slides
    .nth(2)
    .getByRole('button', { name: /^Play video: / })
    .click();
  await expect(slides.nth(2).locator('iframe')).toHaveCount(1);
  await page.getByRole('button', { name: 'Video 1 of 2, slide 2' }).click();
  await expect(slides.nth(2).locator('iframe')).toHaveCount(0);
  await expect(slides.nth(2).locator('[data-video-facade]')).toHaveCount(1);
});

test('no thumbnails for a car with 3 photos or fewer', async ({ page }) => {
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && photosOf(c) >= 1 && photosOf(c) <= 3 && noVideo(c));
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  await expect(page.getByRole('button', { name: 'View full screen' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Show photo/ })).toHaveCount(0);
});

test('full screen: arrows and left/right keys move, and stop at the ends', async ({ page }) => {
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && photosOf(c) >= 4 && photosOf(c) <= 8 && noVideo(c));
  const total = photosOf(car);
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  await page.getByRole('button', { name: 'View full screen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`1 of ${total}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`2 of ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`1 of ${total}`)).toBeVisible();
  for (let step = 1; step < total; step++) await dialog.getByRole('button', { name: 'Next photo' }).click();
  await expect(dialog.getByText(`${total} of ${total}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next photo' })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`${total} of ${total}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a car without photos shows the placeholder picture', async ({ page }) => {
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && c.images.length === 0 && noVideo(c));
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  await expect(page.getByRole('img', { name: /^No photos yet of the / })).toHaveAttribute('src', '/platform/placeholder.svg');
});

/**
 * Share of pixels that differ noticeably between two screenshots of one element, compared in the page's canvas
 * (same browser, same fonts): over the overlap, as sizes may differ by a rounded pixel.
 */
async function differingShare(page: Page, before: Buffer, after: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const load = (base64: string) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.onerror = reject;
          image.src = `data:image/png;base64,${base64}`;
        });
      const [first, second] = await Promise.all([load(a), load(b)]);
      const width = Math.min(first.width, second.width);
      const height = Math.min(first.height, second.height);
      const pixels = (image: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, width, height).data;
      };
      const [p, q] = [pixels(first), pixels(second)];
      let differing = 0;
      for (let i = 0; i < p.length; i += 4) {
        if (Math.max(Math.abs(p[i]! - q[i]!), Math.abs(p[i + 1]! - q[i + 1]!), Math.abs(p[i + 2]! - q[i + 2]!)) > 48) differing++;
      }
      return differing / (width * height);
    },
    [before.toString('base64'), after.toString('base64')] as const,
  );
}

// The gallery hydrates on the shopper's first interaction: its server HTML must already look like the live
// Swiper (thumbnails in a row under the photo, arrows drawn), on desktop and on a phone.
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the gallery looks finished before any interaction (${viewport.width} px wide)`, async ({ page }) => {
    const car = findCar(TENANT, (c) => c.status === 'in_stock' && photosOf(c) >= 6 && noVideo(c));
    await page.setViewportSize(viewport);
    await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
    const gallery = page.locator('[data-gallery]');
    await expect(gallery).toHaveAttribute('data-live-pending', ''); // not hydrated: nothing has touched it
    const thumbs = gallery.getByRole('button', { name: /^Show photo \d+$/ });
    // Five thumbnails across, one row, well under the main photo's height.
    const photo = (await gallery.locator('.swiper-slide').first().boundingBox())!;
    const boxes = await Promise.all([0, 4].map(async (index) => (await thumbs.nth(index).boundingBox())!));
    expect(boxes[1]!.y).toBe(boxes[0]!.y);
    expect(boxes[0]!.height).toBeLessThan(photo.height / 3);
    await page.waitForLoadState('networkidle');
    const before = await gallery.screenshot({ animations: 'disabled' });

    await gallery.hover(); // hydrates it
    await expect(gallery.locator('.thumbs.swiper-initialized')).toBeVisible();
    await expect(gallery).not.toHaveAttribute('data-live-pending');
    await page.mouse.move(0, viewport.height - 1);
    await page.waitForLoadState('networkidle');
    const after = await gallery.screenshot({ animations: 'disabled' });
    // Swiper sizes slides from the box's whole-pixel width, so edges may move by a fraction of a pixel (~1% of
    // pixels); a strip laid out as a second full-size photo differs in a third of them.
    expect(await differingShare(page, before, after)).toBeLessThan(0.04);
  });
}
