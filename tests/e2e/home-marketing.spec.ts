import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { MIN_REVIEW_RATING, MAX_REVIEWS_SHOWN, type ReviewsSummary } from '../../src/domain/home/reviews.ts';
import { salesMonthName, salesThisMonth } from '../../src/domain/home/sales-counter.ts';
import { SLIDE_AUTOPLAY_MS } from '../../src/domain/home/slides.ts';
import type { HomeBlock } from '../../src/domain/tenant/schema/home.ts';
import { tenantTimeZone } from '../../src/domain/tenant/time-zone.ts';
import { formatNumber } from '../../src/domain/money.ts';
import bayside from '../../tenants/bayside-auto-group/tenant.ts';
import corner from '../../tenants/corner-car-yard/tenant.ts';
import harbour from '../../tenants/harbour-toyota/tenant.ts';
import outback from '../../tenants/outback-caravans-and-motorcycles/tenant.ts';
import { expectNoAxeViolations, manifestOf, siteUrl, stockOf, stockTimeOf } from './support.ts';

const slider = (page: Page) => page.getByRole('region', { name: 'Promotions' });
const dots = (page: Page) => slider(page).getByRole('button', { name: /^Show slide/ });
const currentDot = (page: Page) => slider(page).locator('[data-slider-dot][aria-current="true"]');
const ready = (page: Page) => expect(page.locator('[data-promo-slider][data-ready]')).toHaveCount(1);

test.describe('the promotion slider (harbour-toyota)', () => {
  test('renders its first slide before any script, then moves by keyboard, arrows and dots; focus stops autoplay', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota'));
    const first = slider(page).locator('.swiper-slide').first();
    // The first slide is the page's priority image, art-directed for phones.
    await expect(first.locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(first.locator('source')).toHaveAttribute('media', '(max-width: 767px)');
    await expect(first.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(dots(page)).toHaveCount(3);

    // Keyboard: focus Next (Swiper loads) and press Enter; focusing the slider stops autoplay for good.
    await slider(page).getByRole('button', { name: 'Next slide' }).focus();
    await ready(page);
    await expect(slider(page).getByRole('button', { name: 'Play' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(currentDot(page)).toHaveAttribute('data-slider-dot', '1');
    await expect(
      slider(page)
        .getByRole('group', { name: /^2 of 3/ })
        .getByRole('link'),
    ).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(currentDot(page)).toHaveAttribute('data-slider-dot', '2');
    await dots(page).first().press('Enter');
    await expect(currentDot(page)).toHaveAttribute('data-slider-dot', '0');
    await expectNoAxeViolations(page);
  });

  test('autoplays, and never under prefers-reduced-motion', async ({ page }) => {
    // Paused from the start: a clock that runs while a slow page loads would bring the first slide's time forward.
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1_000);
    await page.goto(siteUrl('harbour-toyota'));
    // Swiper is not loaded while the page loads; it takes over when the first slide's time is up.
    await page.clock.runFor(SLIDE_AUTOPLAY_MS - 1_000);
    await expect(page.locator('[data-promo-slider][data-ready]')).toHaveCount(0);
    await page.clock.runFor(1_500);
    await ready(page);
    await expect(currentDot(page)).toHaveAttribute('data-slider-dot', '1');
    await page.clock.runFor(SLIDE_AUTOPLAY_MS + 1_000);
    await expect(currentDot(page)).toHaveAttribute('data-slider-dot', '2');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await page.clock.runFor(SLIDE_AUTOPLAY_MS * 3);
    await expect(currentDot(page)).toHaveAttribute('data-slider-dot', '0');
    await slider(page).getByRole('button', { name: 'Next slide' }).click();
    await ready(page);
    await expect(currentDot(page)).toHaveAttribute('data-slider-dot', '1');
    await page.clock.runFor(SLIDE_AUTOPLAY_MS * 3);
    await expect(currentDot(page)).toHaveAttribute('data-slider-dot', '1');
    await expect(slider(page).getByRole('button', { name: /^(Pause|Play)$/ })).toBeHidden();
  });
});

/** How each block shows itself on the page (latestPosts is left out: no demo tenant has blog posts yet). */
function blockLocator(page: Page, block: HomeBlock, dealerName: string): Locator | null {
  const heading = (name: string) => page.getByRole('heading', { name, exact: true });
  switch (block) {
    case 'slider':
      return slider(page);
    case 'hero':
      return page.getByRole('heading', { level: 1 });
    case 'banner':
      return page.getByRole('region', { name: 'Offers, service and selling your car' });
    case 'stats':
      return page.getByRole('region', { name: 'About the group' });
    case 'latestStock':
      return heading('Just arrived');
    case 'salesCounter':
      return heading('Sales this Month');
    case 'whyDealer':
      return heading(`Why ${dealerName}?`);
    case 'whyBuyFromUs':
      return heading('Why Buy From Us?');
    case 'reviews':
      return heading('What our customers say');
    case 'locations':
      return heading('Our Locations');
    case 'payments':
      return heading('Payments accepted');
    case 'latestPosts':
      return null;
  }
}

for (const tenant of [bayside, harbour, outback, corner]) {
  test(`${tenant.slug}: the home page shows the blocks its config turns on, in its order`, async ({ page }) => {
    await page.goto(siteUrl(tenant.slug));
    const blocks = tenant.home!.blocks!;
    const tops: number[] = [];
    for (const block of blocks) {
      const locator = blockLocator(page, block, tenant.name);
      if (!locator) continue;
      await expect(locator, block).toBeVisible();
      tops.push((await locator.boundingBox())!.y);
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    // A block the config leaves out is not there.
    if (!blocks.includes('stats')) await expect(page.getByRole('region', { name: 'About the group' })).toHaveCount(0);
    if (!blocks.includes('slider')) await expect(slider(page)).toHaveCount(0);
  });
}

test('bayside-auto-group: the group stats, the sales counter (the cars its feed sold this month) and the payments strip', async ({ page }) => {
  await page.goto(siteUrl('bayside-auto-group'));
  await expect(page.getByRole('region', { name: 'About the group' })).toContainText('50+ Locations');
  const zone = tenantTimeZone({ locations: bayside.locations! } as Parameters<typeof tenantTimeZone>[0]);
  const sold = salesThisMonth(stockOf('bayside-auto-group'), stockTimeOf('bayside-auto-group'), zone);
  expect(sold).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Sales this Month' })).toContainText(
    `${formatNumber(sold)} cars sold in ${salesMonthName(stockTimeOf('bayside-auto-group'), zone)}`,
  );
  for (const card of ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'])
    await expect(page.getByRole('img', { name: card, exact: true })).toBeVisible();
  await expect(page.getByText(`${formatNumber(18_462)} reviews`)).toBeVisible();
  // 'Our Locations' is the location cards' carousel (Bayside's homeCarousel: its sales yards).
  await expect(
    page
      .getByRole('region', { name: 'Our Locations' })
      .getByRole('link', { name: /Get Directions/ })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('harbour-toyota: reviews from its reviews file, 4 stars and up, at most 12, newest first with days ago', async ({ page }) => {
  const file = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../tenants/harbour-toyota/reviews.json'), 'utf8')) as ReviewsSummary;
  const shown = file.reviews
    .filter((review) => review.rating >= MIN_REVIEW_RATING)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, MAX_REVIEWS_SHOWN);
  expect(file.reviews.length).toBeGreaterThan(shown.length);
  await page.goto(siteUrl('harbour-toyota'));
  const section = page.getByRole('region', { name: 'What our customers say' });
  await expect(section.getByTestId('reviews-rating')).toHaveText('4.7');
  await expect(section.getByTestId('reviews-count')).toHaveText('1,284 reviews');
  await expect(section.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeVisible();
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(shown.length);
  await expect(items.first()).toContainText(shown[0]!.author);
  // The demo builds as of its feed's day, 20 November 2026: the newest review is two days old.
  await expect(items.first()).toContainText('2 days ago');
  await expect(section).not.toContainText('Tom Vu');
  expect(manifestOf('harbour-toyota').tenant.name).toBe('Harbour Toyota');
});
