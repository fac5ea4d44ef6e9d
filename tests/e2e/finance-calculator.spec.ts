import { expect, test, type Page } from './fixtures.ts';
import { calculate, calculatorLimits } from '../../src/domain/finance/index.ts';
import { findCar, siteUrl, HYDRATED_ISLAND } from './support.ts';

const TENANT = 'harbour-toyota';

async function openCalculator(page: Page) {
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && c.priceCents > 1_000_000);
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  const calculator = page.locator('#finance-calculator');
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.locator(HYDRATED_ISLAND)).toHaveCount(1); // hydrated
  return { calculator, car };
}

async function type(_page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await field.fill(text);
  await field.press('Enter');
}

test('typed values outside the limits are clamped, and the price shows its message', async ({ page }) => {
  const { calculator } = await openCalculator(page);
  const price = calculator.getByLabel('Purchase price', { exact: true });
  await type(page, price, '500');
  await expect(calculator.getByRole('alert')).toHaveText('Cannot be less than $1,000 or more than $250,000');
  await expect(calculator.getByTestId('repayment')).toHaveText('');
  await type(page, price, '300000');
  await expect(calculator.getByRole('alert')).toHaveText('Cannot be less than $1,000 or more than $250,000');
  await type(page, price, '-40');
  await expect(price).toHaveValue('0');
  await type(page, price, '30000');
  await expect(calculator.getByRole('alert')).toHaveCount(0);

  const cases: Array<[string, string, string]> = [
    ['Loan term', '9', '7'],
    ['Loan term', '0', '1'],
    ['Interest rate', '20', '15'],
    ['Interest rate', '0.1', '0.5'],
    ['Deposit / trade-in', '300000', '250,000'],
    ['Residual / balloon', '999999', '250,000'],
  ];
  for (const [label, typed, shown] of cases) {
    const field = calculator.getByLabel(label, { exact: true });
    await type(page, field, typed);
    await expect(field).toHaveValue(shown);
  }
});

test('repayments match the finance rules for each frequency and move with every slider', async ({ page }) => {
  const { calculator } = await openCalculator(page);
  await type(page, calculator.getByLabel('Purchase price', { exact: true }), '30000');
  await type(page, calculator.getByLabel('Loan term', { exact: true }), '5');
  await type(page, calculator.getByLabel('Interest rate', { exact: true }), '6.29');
  await type(page, calculator.getByLabel('Deposit / trade-in', { exact: true }), '0');
  const limits = calculatorLimits({ purchasePriceMin: 1000, interestRateRangePct: [0.5, 15] });
  for (const frequency of ['weekly', 'fortnightly', 'monthly'] as const) {
    await calculator.getByLabel(frequency[0]!.toUpperCase() + frequency.slice(1), { exact: true }).check();
    const expected = calculate(
      { priceCents: 3_000_000, termYears: 5, interestRatePct: 6.29, depositCents: 0, residualCents: 0, frequency },
      { limits, establishmentFeeCents: 0 },
    );
    // The repayment shown includes any establishment fee the car's lender charges, so compare to a range.
    const shown = Number((await calculator.getByTestId('repayment').innerText()).replace(/[$,]/g, ''));
    expect(shown).toBeGreaterThanOrEqual(Number(expected.repaymentText.replace(/[$,]/g, '')));
    expect(shown).toBeLessThan(Number(expected.repaymentText.replace(/[$,]/g, '')) * 1.08);
  }
  for (const label of ['Purchase price slider', 'Loan term slider', 'Interest rate slider', 'Deposit / trade-in slider']) {
    const before = await calculator.getByTestId('repayment').innerText();
    const slider = calculator.getByLabel(label, { exact: true });
    await slider.focus();
    await page.keyboard.press('PageUp');
    await expect(calculator.getByTestId('repayment')).not.toHaveText(before);
  }
});

test('a repayment of $25 or less reads Enquire for Finance with a blank total', async ({ page }) => {
  const { calculator } = await openCalculator(page);
  await type(page, calculator.getByLabel('Purchase price', { exact: true }), '1000');
  await calculator.getByLabel('Monthly', { exact: true }).check();
  await type(page, calculator.getByLabel('Loan term', { exact: true }), '7');
  await type(page, calculator.getByLabel('Deposit / trade-in', { exact: true }), '900');
  await expect(calculator.getByTestId('repayment')).toHaveText('Enquire for Finance');
  await expect(calculator.getByTestId('total-payable')).toHaveText('');
});

test('the first interaction sends analytics event 26 once', async ({ page }) => {
  const events: string[] = [];
  await page.route('**/api/events', async (route) => {
    events.push(route.request().postData() ?? '');
    await route.fulfill({ status: 204 });
  });
  const { calculator, car } = await openCalculator(page);
  await type(page, calculator.getByLabel('Loan term', { exact: true }), '3');
  await type(page, calculator.getByLabel('Loan term', { exact: true }), '4');
  await calculator.getByLabel('Monthly', { exact: true }).check();
  await expect.poll(() => events.length).toBe(1);
  expect(JSON.parse(events[0]!)).toMatchObject({ event_id: 26, car_id: expect.any(String) });
  expect(car.slug).toBeTruthy();
});

test("the dealer's finance phone shows under the disclaimer as a number to call", async ({ page }) => {
  const { calculator } = await openCalculator(page);
  const contact = calculator.getByTestId('finance-contact');
  await expect(contact).toHaveText('Call 1300 975 707 about finance.');
  await expect(contact.getByRole('link', { name: '1300 975 707' })).toHaveAttribute('href', 'tel:1300975707');
});

test('the disclaimer toggles between short and full', async ({ page }) => {
  const { calculator } = await openCalculator(page);
  const disclaimer = calculator.locator('#financeDisclaimer');
  const short = await disclaimer.locator('p').innerText();
  expect(short.length).toBeLessThanOrEqual(200);
  await disclaimer.getByRole('button', { name: 'Show More' }).click();
  expect((await disclaimer.locator('p').innerText()).length).toBeGreaterThan(200);
  await disclaimer.getByRole('button', { name: 'Show Less' }).click();
  await expect(disclaimer.locator('p')).toHaveText(short);
});

test('the weekly estimate from the lender shows on the vehicle page, and links to the calculator', async ({ page }) => {
  const car = findCar(TENANT, (c) => {
    const lender = c.financeLenders.Manual;
    return (
      c.status === 'in_stock' &&
      c.priceCents > 50_000 &&
      c.make !== 'Suzuki' &&
      !!lender &&
      lender.paymentWeekCents !== null &&
      lender.interestRatePct !== null &&
      lender.comparisonRatePct !== null
    );
  });
  const lender = car.financeLenders.Manual!;
  const weekly = `Only $${Math.round(lender.paymentWeekCents! / 100).toLocaleString('en-AU')} /wk*`;
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  await expect(page.getByTestId('weekly-estimate')).toHaveText(weekly);
  await expect(page.getByTestId('finance-estimate')).toHaveText(weekly);
  await expect(page.getByText(`${lender.comparisonRatePct!.toFixed(2)}% p.a. comparison rate*`).first()).toBeVisible();
  await page.getByTestId('weekly-estimate').click();
  await expect(page).toHaveURL(/#finance-calculator$/);
  await expect(page.getByRole('heading', { name: 'Finance Calculator' })).toBeInViewport();
});

test('a provider comparison-rate range shows in the estimate block and the calculator, as prominent as the interest rate', async ({ page }) => {
  // outback-caravans-and-motorcycles configures its provider's range, 8.38% to 19.42% (spec 2 section 9).
  const slug = 'outback-caravans-and-motorcycles';
  const car = findCar(
    slug,
    (c) =>
      c.status === 'in_stock' &&
      c.priceCents > 50_000 &&
      !!c.financeLenders['360 Finance']?.paymentWeekCents &&
      c.financeLenders['360 Finance']?.comparisonRatePct != null,
  );
  await page.goto(siteUrl(slug, `/cars/${car.slug}`));
  const range = 'Comparison rates from 8.38% p.a. to 19.42% p.a.*';
  const inBlock = page.getByTestId('comparison-rate-range');
  await expect(inBlock).toHaveText(range);
  const interest = page.getByText(/p\.a\. interest rate\*$/).first();
  const size = (locator: typeof interest) => locator.evaluate((el) => [getComputedStyle(el).fontSize, getComputedStyle(el).fontWeight]);
  expect(await size(inBlock)).toEqual(await size(interest));
  const calculator = page.locator('#finance-calculator');
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.getByTestId('calculator-comparison-range')).toHaveText(range);
  // A named provider is shown with the disclaimer; this dealer gives no finance phone.
  await expect(calculator.getByTestId('finance-contact')).toHaveText('Finance provided by 360 Finance.');
});
