// The search island's states (spec 1 sections 4 and 8): a failed search keeps the previous hits on screen, a
// search change scrolls back to the top, the mobile filter drawer's 'Show Me N cars', and the recent search history.
import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations, fetchedAtOf, hydratedIsland, siteUrl, stockOf } from './support.ts';

const TENANT = 'harbour-toyota';

function countInStock(filter: (car: ReturnType<typeof stockOf>[number]) => boolean): number {
  const fetchedAt = fetchedAtOf(TENANT);
  return stockOf(TENANT).filter((car) => {
    if (car.status === 'in_stock' || car.status === 'coming_soon') return filter(car);
    const soldAt = Date.parse(car.soldAt ?? car.updatedAt ?? '');
    return car.status === 'sold' && Number.isFinite(soldAt) && fetchedAt - soldAt <= 3 * 86_400_000 && filter(car);
  }).length;
}

const hydrated = (page: Page) => expect(page.locator(hydratedIsland('SearchApp'))).toHaveCount(1, { timeout: 15_000 });
const resultCount = async (page: Page) => Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, ''));
const firstCard = (page: Page) => page.getByRole('main').getByRole('article').first().getByRole('heading');
const results = (page: Page) => page.getByRole('main').getByRole('list').first();
const history = (page: Page, slug: string) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { path: string; filters: Record<string, unknown> }[], `${slug}:recent-searches`);

test('a search that fails keeps the previous hits on screen; the next one works', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  // The island fetches the index on its first search: make that fetch fail.
  await page.route('**/search-index.json', (route) => route.abort('failed'));
  await page.goto(siteUrl(TENANT, '/search/new-used-and-demo-cars'));
  await hydrated(page);
  const before = { count: await resultCount(page), first: await firstCard(page).innerText() };
  expect(before.count).toBe(countInStock(() => true));

  await page.getByRole('checkbox', { name: /^Used \d+$/ }).check();
  await expect.poll(() => warnings.some((text) => text.startsWith('search failed'))).toBe(true);
  await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');
  expect(await resultCount(page)).toBe(before.count);
  await expect(firstCard(page)).toHaveText(before.first);

  await page.unroute('**/search-index.json');
  await page.getByRole('checkbox', { name: /^Demo \d+$/ }).check();
  await expect.poll(() => resultCount(page)).toBe(countInStock((car) => car.carType === 'used' || car.carType === 'demo'));
});

test('a search change scrolls back to the top; each site remembers its last 5 searches', async ({ page }) => {
  await page.goto(siteUrl(TENANT, '/search/used-cars'));
  await hydrated(page);
  const next = page.getByRole('link', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(500);
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);

  const colours = page.getByRole('group', { name: 'Colour' }).getByRole('checkbox');
  await colours.last().scrollIntoViewIfNeeded();
  await colours.last().check();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);

  // Six searches so far or after these: the history keeps the newest five, most recent first, for this site only.
  for (const body of ['SUV', 'Hatch', 'Sedan']) {
    const box = page.getByRole('group', { name: 'Body type' }).getByRole('checkbox', { name: new RegExp(`^${body} \\d+$`) });
    if (await box.count()) await box.check();
  }
  await page.getByRole('checkbox', { name: /^Used \d+$/ }).uncheck();
  const url = new URL(page.url());
  await expect.poll(async () => (await history(page, TENANT))[0]?.path).toBe(`${url.pathname}${url.search}`);
  const entries = await history(page, TENANT);
  expect(entries).toHaveLength(5);
  expect(new Set(entries.map((entry) => entry.path)).size).toBe(5);
  expect(entries[1]!.filters).toMatchObject({ car_type: ['used'] });
  expect(await history(page, 'bayside-auto-group')).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filter drawer's 'Show Me N cars' shows the narrowed count and takes the shopper to the results", async ({ page }) => {
    await page.goto(siteUrl(TENANT, '/search/new-used-and-demo-cars'));
    await hydrated(page);
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(page.getByRole('checkbox', { name: /^Used \d+$/ })).toBeHidden();
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('checkbox', { name: /^Used \d+$/ }).check();
    const used = countInStock((car) => car.carType === 'used');
    const showMe = page.getByRole('button', { name: `Show Me ${used.toLocaleString('en-AU')} cars` });
    await expect(showMe).toBeVisible();
    await expectNoAxeViolations(page);
    await showMe.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('checkbox', { name: /^Used \d+$/ })).toBeHidden();
    await expect(page.getByTestId('result-count')).toBeInViewport();
    await expect(page.getByTestId('result-count')).toHaveText(`${used.toLocaleString('en-AU')} cars found`);
  });
});
