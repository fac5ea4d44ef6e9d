import { expect, test } from './fixtures.ts';
import { siteUrl, hydratedIsland } from './support.ts';

const TENANT = 'bayside-auto-group';

test.beforeEach(async ({ page }) => {
  await page.goto(siteUrl(TENANT, '/budget-finder'));
  await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr', /.*/);
});

test('the budget follows repayment, deposit and period, using the spec defaults', async ({ page }) => {
  const budget = page.getByTestId('budget');
  await expect(budget).toHaveText('$54,000'); // 200 x 52 x 5 + 2,000
  // The disclaimer of the 5-year term the budget assumes (spec 2 section 9, "An optional disclaimer mentions the 5-year term").
  await expect(page.getByText('Estimated budget assumes a 5-year term and does not include interest, fees or charges.')).toBeVisible();
  await page.getByLabel('Monthly').check();
  await expect(budget).toHaveText('$38,000'); // 600 x 12 x 5 + 2,000
  await page.getByLabel(/^Repayment/).fill('abc');
  await expect(budget).toHaveText('$2,000');
  await page.getByLabel(/^Repayment/).fill('5000000');
  await page.getByLabel('Deposit ($)').fill('-50');
  await expect(budget).toHaveText('$60,000,000'); // clamped at $1,000,000 a month: x 12 x 5, no deposit
});

test('the budget finder leads to a search whose results all fit the budget', async ({ page }) => {
  await page.getByLabel(/^Repayment/).fill('150');
  await page.getByLabel('Deposit ($)').fill('1000');
  await expect(page.getByTestId('budget')).toHaveText('$40,000');
  await page.getByRole('button', { name: /^SUV/ }).click();
  await page.getByRole('link', { name: 'View Cars In This Range' }).click();
  await expect(page).toHaveURL(/\/search\/suv\?price=-40000$/);
  await expect(page.locator(hydratedIsland('SearchApp'))).toHaveCount(1);
  // The page is rendered for /search/suv; the island applies the price range from the query string.
  const prices = async () => (await page.getByTestId('card-price').allInnerTexts()).map((text) => Number(/\$([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? 0));
  await expect.poll(async () => Math.max(...(await prices()))).toBeLessThanOrEqual(40_000);
  expect((await prices()).length).toBeGreaterThan(0);
});

test('a budget below the cheapest car disables the button and says so', async ({ page }) => {
  await page.getByLabel(/^Repayment/).fill('0');
  await page.getByLabel('Deposit ($)').fill('100');
  await expect(page.getByRole('button', { name: '0 Cars Found' })).toBeDisabled();
  await expect(page.getByText('No Cars found for this budget')).toBeVisible();
});
