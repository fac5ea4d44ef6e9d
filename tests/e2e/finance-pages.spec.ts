import { expect, test, type Locator, type Page } from './fixtures.ts';
import { AGENCY_DEALER_FEES } from '../../src/domain/finance/comparison-fees.ts';
import { youxMonthlyCents, youxQuoteDisplay } from '../../src/domain/finance/youx-display.ts';
import { embeddedYouxQuote } from '../../src/domain/finance/youx-embedded.ts';
import { youxQuoteRequest } from '../../src/domain/finance/youx.ts';
import { expectLeadSuccess, fillContact, receiversForThisFile, shopperEmails } from './lead-receivers.ts';
import { expectNoAxeViolations, findCar, siteUrl } from './support.ts';
import { freshMobile, signIn } from './accounts-support.ts';

// The finance pages the vehicle pages link to: the finance page (a finance link's car, amount and dealership start
// its calculator and Finance Enquiry form) and /personalised/finance?car_id={id} (the car, its YouX quote, the
// calculator and the form). Leads are watched at the real SMTP server and webhook receiver, so the file runs in order.
test.describe.configure({ mode: 'default' });

const OUTBACK = 'outback-caravans-and-motorcycles';
const HARBOUR = 'harbour-toyota';
type Car = {
  id: string;
  slug: string;
  priceCents: number;
  dealershipSlug: string | null;
  carType: string;
  year: number;
  vin?: string | null;
  nvic?: string | null;
  make: string;
  model: string;
};
const forSale = (tenant: string, more: (car: Car) => boolean = () => true) =>
  findCar(
    tenant,
    (c) => c.status === 'in_stock' && !c.reserved && c.priceCents > 500_000 && c.priceCents < 25_000_000 && more(c as unknown as Car),
  ) as unknown as Car;
// A motorcycle: its dealership is the group's second, so a preselected select is the link's doing.
const bike = forSale(OUTBACK, (c) => c.dealershipSlug === 'outback-motorcycles');
const hilux = forSale(HARBOUR);
const dollars = (cents: number) => Math.round(cents / 100).toLocaleString('en-AU');

const receivers = receiversForThisFile();
const shopperEmail = shopperEmails('finance');

/** The calculator, hydrated. */
async function calculatorOf(page: Page): Promise<Locator> {
  const calculator = page.locator('#finance-calculator');
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
  return calculator;
}

test.describe('the finance page', () => {
  test("a vehicle page's finance link starts the calculator and the form with the car; the lead carries the car", async ({ page }) => {
    await page.goto(siteUrl(OUTBACK, `/cars/${bike.slug}`));
    await page.getByRole('group', { name: 'Actions for this car' }).getByRole('link', { name: 'Get Finance' }).click();
    await expect(page).toHaveURL(/\/finance\?preferredDealership=outback-motorcycles&vehiclePriceBudget=\d+&car_id=\d+&car_type=\w+.*#finance-form$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Car Finance' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Finance Enquiry' });
    await expect(form.getByLabel('Dealership')).toHaveValue('outback-motorcycles');
    await expect(form.getByLabel('Amount to finance', { exact: true })).toHaveValue(dollars(bike.priceCents));
    await expect(form.locator('input[type=hidden][name=car_id]')).toHaveValue(bike.id);
    const calculator = await calculatorOf(page);
    await expect(calculator.getByLabel('Purchase price', { exact: true })).toHaveValue(dollars(bike.priceCents));
    await expectNoAxeViolations(page);

    const email = shopperEmail('page');
    await fillContact(form, email, { postcode: '4510' });
    await form.getByRole('checkbox', { name: /I agree to the terms of use/ }).check();
    await form.getByRole('button', { name: 'Get Finance Now' }).click();
    await expectLeadSuccess(page);

    const { hook } = await receivers.delivered(OUTBACK, email);
    expect(hook.body).toMatchObject({
      kind: 'finance',
      category: 'Finance Enquiry',
      car: { id: bike.id, slug: bike.slug },
      dealership: { slug: 'outback-motorcycles' },
    });
    expect(hook.body.fields).toMatchObject({ car_type: bike.carType, vehiclePriceBudget: Math.round(bike.priceCents / 100) });
  });

  test('without a car it starts at $30,000 and a bad query is left out', async ({ page }) => {
    await page.goto(siteUrl(OUTBACK, '/finance?preferredDealership=someone-else&vehiclePriceBudget=12%2C000&car_id=..%2Fx&vin=%3Cb%3E#finance-form'));
    const form = page.getByRole('form', { name: 'Finance Enquiry' });
    await expect(page.locator('#finance-form astro-island')).not.toHaveAttribute('ssr', /.*/); // hydrated
    await expect(form.getByLabel('Dealership')).toHaveValue('');
    await expect(form.getByLabel('Amount to finance', { exact: true })).toHaveValue('');
    await expect(form.locator('input[name=car_id], input[name=vin]')).toHaveCount(0);
    const calculator = await calculatorOf(page);
    await expect(calculator.getByLabel('Purchase price', { exact: true })).toHaveValue('30,000');
  });

  test('only tenants with a finance provider have the page', async ({ page }) => {
    expect((await page.goto(siteUrl('corner-car-yard', '/finance')))?.status()).toBe(404);
    expect((await page.goto(siteUrl(HARBOUR, '/finance')))?.status()).toBe(200);
    expect((await page.goto(siteUrl(OUTBACK, '/personalised/finance')))?.status()).toBe(404);
  });
});

test.describe('the finance page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts a plain finance lead and reaches /success', async ({ page }) => {
    await page.goto(siteUrl(HARBOUR, `/finance?car_id=${hilux.id}#finance-form`));
    const form = page.locator('#finance-form form[method="post"][action="/api/leads"]');
    const email = shopperEmail('nojs');
    await fillContact(form, email, { postcode: '4510' });
    await form.getByRole('button', { name: 'Get Finance Now' }).click();
    await expectLeadSuccess(page);
    const { hook } = await receivers.delivered(HARBOUR, email);
    expect(hook.body).toMatchObject({ kind: 'finance', category: 'Finance Enquiry' });
  });
});

test.describe('the personalised finance page', () => {
  // harbour-toyota gates personalised finance behind sign-in (tests/e2e/accounts.spec.ts tests the gate itself).
  test.beforeEach(({ page }) => signIn(page, HARBOUR, freshMobile(), '/'));
  const request = youxQuoteRequest({ priceCents: hilux.priceCents, year: hilux.year, vin: hilux.vin ?? null, nvic: hilux.nvic ?? null });
  const answer = embeddedYouxQuote(request, {
    defaultInterestRatePct: 7.99,
    fees: [...AGENCY_DEALER_FEES],
    youx: { provider: 'embedded', endpoint: null, advertisedRatePct: null, quotesPerMinute: 120 },
  });
  const weeklyCents = Math.round(answer.weeklyRepaymentAmount * 100);
  const expected = youxQuoteDisplay({
    weeklyCents,
    monthlyCents: youxMonthlyCents(weeklyCents),
    advertisedRatePct: answer.advertisedRate,
    comparisonRatePct: answer.comparisonRate,
  });

  test("shows the car and its quote, starts the calculator at its price, and the form's lead carries it", async ({ page }) => {
    await page.goto(siteUrl(HARBOUR, `/personalised/finance?car_id=${hilux.id}`));
    const car = page.getByRole('region', { name: 'The car' });
    await expect(car.getByRole('heading', { level: 2 })).toContainText(`${hilux.year} ${hilux.make} ${hilux.model}`);
    await expect(car.getByText(`$${dollars(hilux.priceCents)}`)).toBeVisible();
    await expect(car.getByRole('link', { name: 'View this car' })).toHaveAttribute('href', `/cars/${hilux.slug}`);
    await expect(car.getByRole('img')).toBeVisible();

    const quote = page.locator('section[data-youx-quote]');
    await expect(quote.getByTestId('youx-weekly')).toHaveText(expected.weeklyText);
    await expect(quote.getByTestId('youx-comparison')).toHaveText(expected.comparisonText);
    await expect(quote.getByRole('link', { name: 'Get a Personalised Estimate' })).toHaveCount(0);

    const form = page.getByRole('form', { name: 'Finance Enquiry' });
    await expect(form.getByLabel('Amount to finance', { exact: true })).toHaveValue(dollars(hilux.priceCents));
    await expect(form.locator('input[type=hidden][name=car_id]')).toHaveValue(hilux.id);
    const calculator = await calculatorOf(page);
    await expect(calculator.getByLabel('Purchase price', { exact: true })).toHaveValue(dollars(hilux.priceCents));
    await expectNoAxeViolations(page);

    const email = shopperEmail('personalised');
    await fillContact(form, email, { postcode: '4510' });
    await form.getByRole('button', { name: 'Get Finance Now' }).click();
    await expectLeadSuccess(page);
    const { hook } = await receivers.delivered(HARBOUR, email);
    expect(hook.body).toMatchObject({ kind: 'finance', car: { id: hilux.id } });
  });

  test("an unknown, another site's or a missing car id says it could not find the car; the form still works", async ({ page }) => {
    for (const query of ['?car_id=999999999', `?car_id=${bike.id}`, '']) {
      await page.goto(siteUrl(HARBOUR, `/personalised/finance${query}`));
      await expect(page.getByText("We couldn't find that car.")).toBeVisible();
      await expect(page.getByRole('link', { name: 'Search our stock' })).toHaveAttribute('href', '/search/new-used-and-demo-cars');
      await expect(page.locator('section[data-youx-quote]')).toBeHidden();
      await expect(page.getByRole('form', { name: 'Finance Enquiry' }).getByRole('button', { name: 'Get Finance Now' })).toBeEnabled();
    }
    await expectNoAxeViolations(page);
  });

  test('shows that it is loading, and an error with Try again when the car cannot be loaded', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route('**/api/finance/car?*', async (route) => {
      calls += 1;
      if (calls === 1) {
        await held;
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' });
      }
      return route.continue();
    });
    await page.goto(siteUrl(HARBOUR, `/personalised/finance?car_id=${hilux.id}`));
    const car = page.getByRole('region', { name: 'The car' });
    await expect(car.getByRole('status')).toHaveText('Loading the car…');
    release();
    await expect(car.getByText("We couldn't load the car just now.")).toBeVisible();
    await car.getByRole('button', { name: 'Try again' }).click();
    await expect(car.getByRole('link', { name: 'View this car' })).toBeVisible();
    expect(calls).toBe(2);
  });
});
