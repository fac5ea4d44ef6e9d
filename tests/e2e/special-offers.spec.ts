import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations, fetchedAtOf, siteUrl, stockOf } from './support.ts';

// The caravan and motorcycle dealer: its offers span two pages and carry categories to narrow by.
const TENANT = 'outback-caravans-and-motorcycles';
const SOLD_VISIBLE_DAYS = 3;
const PAGE_SIZE = 21;

type StockCar = ReturnType<typeof stockOf>[number] & { categories: string[] };

/** An independent count over the feed: search visibility, then the 'Special Offers' category and the filter. */
function countOffers(filter: (car: StockCar) => boolean = () => true): number {
  const fetchedAt = fetchedAtOf(TENANT);
  return (stockOf(TENANT) as StockCar[]).filter((car) => {
    if (!car.categories.includes('Special Offers') || !filter(car)) return false;
    if (car.status === 'in_stock' || car.status === 'coming_soon') return true;
    const soldAt = Date.parse(car.soldAt ?? car.updatedAt ?? '');
    return car.status === 'sold' && Number.isFinite(soldAt) && fetchedAt - soldAt <= SOLD_VISIBLE_DAYS * 86_400_000;
  }).length;
}

const offerCount = async (page: Page) => Number((await page.getByTestId('offers-count').innerText()).replace(/\D/g, ''));
const offerCards = (page: Page) => page.getByRole('group', { name: 'Offers' }).locator(':scope > ul > li');
const hydrated = (page: Page) => expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr', /.*/);

test('the special offers page lists the offers, narrows by category, pages, and says when nothing matches', async ({ page }) => {
  const total = countOffers();
  expect(total).toBeGreaterThan(PAGE_SIZE);
  await page.goto(siteUrl(TENANT, '/special-offers'));
  await expect(page.getByRole('heading', { level: 1, name: 'Special Offers' })).toBeVisible();
  expect(await offerCount(page)).toBe(total);
  await expect(offerCards(page)).toHaveCount(PAGE_SIZE);
  await hydrated(page);
  await expectNoAxeViolations(page);

  const category = page.getByRole('combobox', { name: 'Category' });
  await category.selectOption('Caravan');
  const caravans = countOffers((car) => car.categories.includes('Caravan'));
  expect(caravans).toBeLessThan(total);
  await expect.poll(() => offerCount(page)).toBe(caravans);
  await expect(offerCards(page)).toHaveCount(Math.min(caravans, PAGE_SIZE));

  await category.selectOption('');
  await expect.poll(() => offerCount(page)).toBe(total);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page.getByRole('link', { name: 'Page 2, current page' })).toBeVisible();
  await expect(offerCards(page)).toHaveCount(Math.min(total - PAGE_SIZE, PAGE_SIZE));

  // A minimum above the maximum matches nothing.
  await page.getByRole('combobox', { name: 'Min price' }).selectOption('50000');
  await page.getByRole('combobox', { name: 'Max price' }).selectOption('5000');
  await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
  await expect(page.getByText('There appears to be no offers currently available that meet the conditions of your search')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the offers keep their filters and page in the URL, through a reload and back; Clear Filters returns to /special-offers', async ({ page }) => {
  const total = countOffers();
  const caravans = countOffers((car) => car.categories.includes('Caravan'));
  await page.goto(siteUrl(TENANT, '/special-offers'));
  await hydrated(page);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Caravan');
  await expect(page).toHaveURL(/\/special-offers\?categories=Caravan$/);
  await expect.poll(() => offerCount(page)).toBe(caravans);
  await page.getByRole('combobox', { name: 'Min price' }).selectOption('10000');
  await expect(page).toHaveURL(/\/special-offers\?categories=Caravan&price=10000-$/);
  const pricedCaravans = countOffers((car) => car.categories.includes('Caravan') && car.priceCents >= 1_000_000);
  await expect.poll(() => offerCount(page)).toBe(pricedCaravans);

  // A link to the narrowed list opens narrowed, on its page.
  await page.reload();
  await hydrated(page);
  await expect.poll(() => offerCount(page)).toBe(pricedCaravans);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Caravan');
  await expect(page.getByRole('combobox', { name: 'Min price' })).toHaveValue('10000');
  await page.goBack();
  await expect(page).toHaveURL(/\/special-offers\?categories=Caravan$/);
  await expect.poll(() => offerCount(page)).toBe(caravans);
  await expect(page.getByRole('combobox', { name: 'Min price' })).toHaveValue('');

  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/special-offers$/);
  await expect.poll(() => offerCount(page)).toBe(total);
  await expect(page.getByRole('link', { name: 'Clear Filters' })).toHaveCount(0);

  await page.goto(siteUrl(TENANT, '/special-offers?page=2'));
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Page 2, current page' })).toBeVisible();
  await expect(offerCards(page)).toHaveCount(Math.min(total - PAGE_SIZE, PAGE_SIZE));
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/special-offers');
  await expectNoAxeViolations(page);
});
