import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations, siteUrl, hydratedIsland } from './support.ts';

const TENANT = 'harbour-toyota';
const dollarsIn = (text: string) => Number(/\$([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);

async function open(page: Page, query = '') {
  await page.goto(siteUrl(TENANT, `/budget-finder/price-range${query}`));
  await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr', /.*/);
  await expect(page.getByRole('heading', { name: /in this range, highest price first$/ })).toBeVisible();
}

const handles = (page: Page) => ({ min: page.getByRole('slider', { name: 'Minimum price' }), max: page.getByRole('slider', { name: 'Maximum price' }) });
const shownRange = async (page: Page) => (await page.getByTestId('price-range').innerText()).split(' - ').map(dollarsIn) as [number, number];
const cardPrices = async (page: Page) => (await page.getByTestId('range-card-price').allInnerTexts()).map(dollarsIn);

async function expectCarsInRangeDearestFirst(page: Page, min: number, max: number) {
  await expect.poll(async () => (await cardPrices(page)).every((price) => price >= min && price <= max)).toBe(true);
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  expect(prices).toEqual(prices.toSorted((a, b) => b - a));
}

test('keyboard: the range moves in $500 steps at once; the URL and the cars follow after the pause', async ({ page }) => {
  await open(page);
  const { min, max } = handles(page);
  const [startMin, startMax] = await shownRange(page);
  expect(Number(await min.inputValue())).toBe(startMin);
  expect(Number(await max.inputValue())).toBe(startMax);
  await max.focus();
  for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowLeft');
  await expect.poll(() => shownRange(page)).toEqual([startMin, startMax - 10_000]);
  await min.focus();
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => shownRange(page)).toEqual([startMin + 5_000, startMax - 10_000]);
  await expect(page).toHaveURL(new RegExp(`/budget-finder/price-range\\?price=${startMin + 5_000}-${startMax - 10_000}$`));
  await expectCarsInRangeDearestFirst(page, startMin + 5_000, startMax - 10_000);
});

test('dragging a handle changes the range, and the button leads to the search sorted by price descending', async ({ page }) => {
  await open(page);
  const { max } = handles(page);
  const box = (await max.boundingBox())!;
  await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  const [low, high] = await shownRange(page);
  expect(high % 500 === 0 || high === Number(await max.getAttribute('max'))).toBe(true);
  expect(high).toBeLessThan(Number(await max.getAttribute('max')));
  await expect(page).toHaveURL(new RegExp(`\\?price=${low}-${high}$`));
  await expectCarsInRangeDearestFirst(page, low, high);

  await page.getByRole('link', { name: 'View Cars In This Range' }).click();
  await expect(page).toHaveURL(new RegExp(`/search/new-used-and-demo-cars\\?price=${low}-${high}&sortBy=price_desc$`));
  await expect(page.locator(hydratedIsland('SearchApp'))).toHaveCount(1);
  const searchPrices = async () => (await page.getByTestId('card-price').allInnerTexts()).map(dollarsIn).filter(Number.isFinite);
  await expect.poll(async () => (await searchPrices()).every((price) => price >= low && price <= high)).toBe(true);
  const prices = await searchPrices();
  expect(prices.length).toBeGreaterThan(0);
  expect(prices).toEqual(prices.toSorted((a, b) => b - a));
});

test('the URL sets the handles; an end left out is the range bound; the minimum stays below the maximum', async ({ page }) => {
  await open(page, '?price=-30000');
  const { min, max } = handles(page);
  await expect.poll(() => shownRange(page)).toEqual([Number(await min.getAttribute('min')), 30_000]);
  await expectCarsInRangeDearestFirst(page, 0, 30_000);

  await open(page, '?price=40000-');
  await expect.poll(async () => (await shownRange(page))[1]).toBe(Number(await max.getAttribute('max')));
  expect((await shownRange(page))[0]).toBe(40_000);

  await max.focus();
  await page.keyboard.press('Home'); // the maximum cannot pass the minimum: it stops $1 above it
  await expect.poll(() => shownRange(page)).toEqual([40_000, 40_001]);
});

test('the page has no accessibility violations', async ({ page }) => {
  await open(page);
  await expect(page.getByTestId('range-card-price').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
