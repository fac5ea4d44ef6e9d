import { expect, test, type Page } from './fixtures.ts';
import { AGENCY_DEALER_FEES } from '../../src/domain/finance/comparison-fees.ts';
import { youxQuoteDisplay, youxMonthlyCents } from '../../src/domain/finance/youx-display.ts';
import { embeddedYouxQuote } from '../../src/domain/finance/youx-embedded.ts';
import { youxQuoteRequest } from '../../src/domain/finance/youx.ts';
import { findCar, siteUrl } from './support.ts';

// harbour-toyota has finance.youxQuotes on, answered by the embedded provider at its 7.99% with its fee list.
const TENANT = 'harbour-toyota';
const car = findCar(TENANT, (c) => c.status === 'in_stock' && !c.reserved && c.priceCents > 1_000_000);
const { vin = null, nvic = null } = car as unknown as { vin?: string | null; nvic?: string | null };
const request = youxQuoteRequest({ priceCents: car.priceCents, year: car.year, vin, nvic });
const answer = embeddedYouxQuote(request, {
  defaultInterestRatePct: 7.99,
  fees: [...AGENCY_DEALER_FEES],
  youx: { provider: 'embedded', endpoint: null, advertisedRatePct: null, quotesPerMinute: 120 },
});
const expected = youxQuoteDisplay({
  weeklyCents: Math.round(answer.weeklyRepaymentAmount * 100),
  monthlyCents: youxMonthlyCents(Math.round(answer.weeklyRepaymentAmount * 100)),
  advertisedRatePct: answer.advertisedRate,
  comparisonRatePct: answer.comparisonRate,
});

const quoteBlock = (page: Page) => page.locator('section[data-youx-quote]');

test('the vehicle page asks /api/youx/quote for the car and shows the quote: weekly, monthly (x 4.33) and both rates', async ({ page }) => {
  const posted: unknown[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/youx/quote')) posted.push(req.postDataJSON());
  });
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  const block = quoteBlock(page);
  await expect(block.getByRole('heading', { name: 'Your Finance Estimate' })).toBeVisible();
  await expect(block.getByTestId('youx-weekly')).toHaveText(expected.weeklyText);
  await expect(block.getByTestId('youx-monthly')).toHaveText(expected.monthlyText);
  await expect(block.getByTestId('youx-comparison')).toHaveText(expected.comparisonText);
  await expect(block.getByText(expected.advertisedText)).toBeVisible();
  expect(expected.comparisonText).toBe(`${answer.comparisonRate.toFixed(2)}% p.a. comparison rate*`);
  expect(posted).toEqual([
    { selfAssessedCreditScore: 'GREAT', purchasePrice: car.priceCents / 100, loanTerm: 5, year: car.year, vin: vin ?? '', nvic: nvic ?? '', whoIsHelping: '' },
  ]);
  // The quote leads on to the car's personalised finance page, which this dealer keeps for signed-in shoppers.
  await block.getByRole('link', { name: 'Get a Personalised Estimate' }).click();
  await page.waitForURL(/\/sign-in\?type=finance/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/personalised/finance?car_id=${car.id}`);
  expect(new URL(page.url()).searchParams.get('back')).toBe(`/cars/${car.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in for your personalised finance');
});

test('shows a loading state while the quote is on its way', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/youx/quote', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  const block = quoteBlock(page);
  await expect(block.getByRole('status')).toHaveText('Getting your estimate...');
  await expect(block).toHaveAttribute('aria-busy', 'true');
  await expect(block.getByTestId('youx-weekly')).toBeHidden();
  release();
  await expect(block.getByTestId('youx-weekly')).toHaveText(expected.weeklyText);
  await expect(block).toHaveAttribute('aria-busy', 'false');
});

test('retries once after a failure, then shows the quote', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/youx/quote', async (route) => {
    calls += 1;
    if (calls === 1) await route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"No quote is available right now"}' });
    else await route.continue();
  });
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  const block = quoteBlock(page);
  await expect(block.getByRole('status')).toHaveText('Still getting your estimate...');
  await expect(block.getByTestId('youx-weekly')).toHaveText(expected.weeklyText);
  expect(calls).toBe(2);
});

test('a quote that keeps failing is silent: no block, no message', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/youx/quote', async (route) => {
    calls += 1;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' });
  });
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  await expect(quoteBlock(page)).toHaveAttribute('data-state', 'failed');
  await expect(quoteBlock(page)).toBeHidden();
  await expect(page.getByText('Your Finance Estimate')).toBeHidden();
  expect(calls).toBe(2);
});

test('a tenant without the flag neither asks for nor shows a quote', async ({ page }) => {
  const other = findCar('bayside-auto-group', (c) => c.status === 'in_stock' && c.priceCents > 1_000_000);
  let asked = false;
  page.on('request', (req) => {
    if (req.url().includes('/api/youx/quote')) asked = true;
  });
  await page.goto(siteUrl('bayside-auto-group', `/cars/${other.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(quoteBlock(page)).toHaveCount(0);
  expect(asked).toBe(false);
  // The endpoint itself is off for this tenant (asked from the page: Node cannot resolve *.localhost).
  const status = await page.evaluate(
    async (body) => (await fetch('/api/youx/quote', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    request,
  );
  expect(status).toBe(404);
});
