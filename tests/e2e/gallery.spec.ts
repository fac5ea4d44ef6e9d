import { expect, test } from '@playwright/test';
import { findCar, siteUrl } from './support.ts';

const TENANT = 'bayside-auto-group';
const photosOf = (car: { images: Array<{ isVideo: boolean }> }) => car.images.filter((image) => !image.isVideo).length;

test('the video slide sits second, thumbnails show for in-stock cars with more than 3 slides, first 2 photos load first', async ({ page }) => {
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && photosOf(c) >= 4 && c.videoUrl !== null);
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  const slides = page.getByRole('region', { name: 'Photos and video' }).locator('.swiper').first().locator('.swiper-slide');
  await expect(slides).toHaveCount(photosOf(car) + 1);
  await expect(slides.nth(1).locator('iframe')).toHaveCount(1);
  await expect(slides.nth(0).locator('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(slides.nth(2).locator('img')).toHaveAttribute('loading', 'eager');
  await expect(slides.nth(3).locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(page.getByRole('button', { name: /^Show photo \d+$/ })).toHaveCount(photosOf(car) + 1);
});

test('no thumbnails for a car with 3 photos or fewer', async ({ page }) => {
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && photosOf(c) >= 1 && photosOf(c) <= 3 && c.videoUrl === null);
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  await expect(page.getByRole('button', { name: 'View full screen' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Show photo/ })).toHaveCount(0);
});

test('full screen: arrows and left/right keys move, and stop at the ends', async ({ page }) => {
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && photosOf(c) >= 4 && photosOf(c) <= 8 && c.videoUrl === null);
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
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && c.images.length === 0 && c.videoUrl === null);
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  await expect(page.getByRole('img', { name: /^No photos yet of the / })).toHaveAttribute('src', '/platform/placeholder.svg');
});
