import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, findCar, hydratedIsland, siteUrl } from './support.ts';

const TENANT = 'bayside-auto-group';
const countIn = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('/cars/: the stock by type, dealership, make and body, each tile leading to its search with that many cars', async ({ page }) => {
  await page.goto(siteUrl(TENANT, '/cars/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Our Stock' })).toBeVisible();
  for (const section of ['By type', 'By dealership', 'By make', 'By body', 'Newest arrivals'])
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  await expectNoAxeViolations(page);

  const used = page.getByRole('region', { name: 'By type' }).getByRole('link', { name: /^Used Cars/ });
  const usedCount = countIn(await used.innerText());
  await used.click();
  await expect(page).toHaveURL(/\/search\/used-cars$/);
  expect(countIn(await page.getByTestId('result-count').innerText())).toBe(usedCount);

  await page.goBack();
  const dealer = page.getByRole('region', { name: 'By dealership' }).getByRole('link', { name: /^Bayside Toyota/ });
  const dealerCount = countIn(await dealer.innerText());
  await dealer.click();
  await expect(page).toHaveURL(/\/search\/bayside-toyota$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bayside Toyota Cars' })).toBeVisible();
  expect(countIn(await page.getByTestId('result-count').innerText())).toBe(dealerCount);
  // The island keeps the dealership: a filter adds to it, in the query.
  await expect(page.locator(hydratedIsland('SearchApp'))).toHaveCount(1);
  await page.getByRole('checkbox', { name: /^SUV/ }).check();
  await expect(page).toHaveURL(/dealership_slug=bayside-toyota/);
  // The count updates once the filtered results arrive.
  await expect.poll(async () => countIn(await page.getByTestId('result-count').innerText())).toBeLessThan(dealerCount);
  await expectNoAxeViolations(page);
});

test("a group's vehicle page links 'See more from' its dealership's search", async ({ page }) => {
  const car = findCar(TENANT, (candidate) => candidate.status === 'in_stock' && candidate.dealershipSlug === 'bayside-kia');
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  await page.getByRole('link', { name: 'See more from Bayside Kia' }).click();
  await expect(page).toHaveURL(/\/search\/bayside-kia$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bayside Kia Cars' })).toBeVisible();
});
