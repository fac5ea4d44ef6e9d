// The Trade-In Valuation by number plate (Harbour Toyota looks plates up with the demo's stand-in service and
// saves each valuation): a rego alone finds the car and market data values it; a plate not found makes the form ask
// for the car, keeping the lead. The receivers live in this worker, so the file runs in order.
import { expect, test } from './fixtures.ts';
import { expectLeadSuccess, fillContact, receiversForThisFile } from './lead-receivers.ts';
import { expectNoAxeViolations, siteUrl } from './support.ts';
import {
  answerCondition,
  describeCar,
  expectedMarketValuation,
  goodCondition,
  HARBOUR,
  hydratedForm,
  shopperEmail,
  stepHeading,
  thisYear,
  tradeInPage,
  watchTraffic,
} from './trade-in-support.ts';

test.describe.configure({ mode: 'default' });

const receivers = receiversForThisFile();

test('by number plate on /trade-in: the rego finds the car, market data values it, the valuation is saved, and the dealer gets both', async ({ page }) => {
  test.setTimeout(60_000);
  const main = await hydratedForm(page, siteUrl(HARBOUR, '/trade-in'), tradeInPage);
  // The demo lookup's NSW HTY123: a 2023 Toyota RAV4 GXL (tenants/README.md lists the demo plates).
  const found = { make: 'Toyota', model: 'RAV4', year: 2023, km: 30_000 };
  const expected = expectedMarketValuation(found, 'NSW', goodCondition);
  const email = shopperEmail('plate');
  await expect(main).toContainText('Tell us the rego and state and we will look the car up');
  await main.getByLabel('Trade-in rego').fill('HTY123');
  await main.getByLabel('Rego state').selectOption('NSW');
  await main.getByLabel('Kilometres').fill('30000');
  await fillContact(main, email, { postcode: '2300' });
  await main.getByRole('button', { name: 'Get Your Valuation' }).click();

  await expect(stepHeading(main, 'Condition')).toBeFocused();
  await expect(main.getByTestId('plate-vehicle')).toHaveText(
    'Your car: 2023 Toyota RAV4 GXL, from its rego. Not your car? Go Back and tell us its make, model and year.',
  );
  await answerCondition(main, goodCondition);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/miscellaneous'));
  await main.getByRole('button', { name: 'Show My Valuation' }).click();
  await expect(main).toContainText(`Estimated trade-in value ${expected.range}`);
  await expect(main).toContainText('worked out from the average market price of cars like it');
  await expect(main.getByTestId('valuation-basis')).toHaveText(expected.basis);
  // The valuation is saved as spec 2's miscellaneous record, for its lead.
  const save = await saved;
  expect(save.status()).toBe(201);
  const record = save.request().postDataJSON() as Record<string, unknown>;
  expect(record).toMatchObject({
    column_name: 'valuation',
    estimate: { low: expected.low, offer: expected.offer, high: expected.high, comparables: null },
    reason: null,
  });
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: `Accept Offer of ${expected.offerText}` }).click();
  await expectLeadSuccess(page);

  const { hook, mail } = await receivers.delivered(HARBOUR, email);
  expect(record.lead_id).toBe(hook.body.lead_id);
  expect(hook.body).toMatchObject({
    subcategory: '3. Offer Accepted',
    fields: { rego: 'HTY123', regoState: 'NSW', 'Vehicle Make': 'Toyota', 'Vehicle Model': 'RAV4', year: 2023, kms: 30_000, offer_amount: expected.offer },
    plateLookup: { rego: 'HTY123', state: 'NSW', vehicle: { make: 'Toyota', model: 'RAV4', year: 2023, badge: 'GXL' } },
    valuation: { estimate: { offer: expected.offer, comparables: null } },
  });
  expect(mail.text).toContain('Rego lookup: NSW HTY123: 2023 Toyota RAV4 GXL');
  expect(mail.text).toContain(`Online valuation: ${expected.range}, offer ${expected.offerText} (from market data)`);
  await receivers.deliveredOnce(email);
});

test('a plate the lookup does not find: the form asks for the car, keeps the lead, and a failed save of the valuation is only logged', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(60_000);
  const traffic = await watchTraffic(page);
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  await page.route('**/api/miscellaneous', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }));
  const main = await hydratedForm(page, siteUrl(HARBOUR, '/trade-in'), tradeInPage);
  const car = { make: 'Toyota', model: 'Corolla', year: thisYear - 4, km: 60_000 };
  const expected = expectedMarketValuation(car, 'NSW', goodCondition);
  const email = shopperEmail('noplate');
  await main.getByLabel('Trade-in rego').fill('NOPE99');
  await main.getByLabel('Rego state').selectOption('NSW');
  await main.getByLabel('Kilometres').fill(String(car.km));
  await fillContact(main, email, { postcode: '2300' });
  await main.getByRole('button', { name: 'Get Your Valuation' }).click();

  // Nothing is said of the lookup: the form asks for the car, on the same step, with the make to type first.
  await expect(main.getByRole('status')).toHaveText('Please tell us the make, model and year of your car.');
  await expect(main.getByLabel('Make of your car')).toBeFocused();
  await expect(main.getByText('Step 1 of 3: Your car')).toBeVisible();
  await main.getByRole('button', { name: 'Get Your Valuation' }).click();
  await expect(main.getByRole('alert')).toContainText('Please enter the make of your car.');
  await describeCar(main, car);
  await main.getByRole('button', { name: 'Get Your Valuation' }).click();
  await expect(stepHeading(main, 'Condition')).toBeFocused();
  await expect(main.getByTestId('plate-vehicle')).toHaveCount(0);
  await answerCondition(main, goodCondition);
  await main.getByRole('button', { name: 'Show My Valuation' }).click();
  await expect(main).toContainText(`Estimated trade-in value ${expected.range}`);
  await expect.poll(() => warnings).toContain('valuation not saved: HTTP 503');
  await main.getByRole('button', { name: 'Ask a valuer to call me' }).click();
  await expectLeadSuccess(page);

  // One lead: made by the first post, given the car by the second (the rego step), valued, then completed.
  const { hook } = await receivers.delivered(HARBOUR, email);
  const posts = traffic.requests.filter((request) => request.url.endsWith('/api/leads') && request.body !== '').map((request) => JSON.parse(request.body));
  expect(posts.map((post) => post.step)).toEqual(['create', 'rego', 'adjustments', 'adjustments']); // car, the car named, condition, call
  expect(posts.slice(1).map((post) => post.lead_id)).toEqual([hook.body.lead_id, hook.body.lead_id, hook.body.lead_id]);
  expect(traffic.answers[0]?.lead_id).toBe(hook.body.lead_id);
  expect(hook.body).toMatchObject({
    status: 'complete',
    fields: { rego: 'NOPE99', 'Vehicle Make': 'Toyota', 'Vehicle Model': 'Corolla', message: 'Please ask a valuer to call me.' },
    plateLookup: { rego: 'NOPE99', state: 'NSW', vehicle: null },
    valuation: { estimate: { offer: expected.offer } },
  });
  expect(pageErrors.seen()).toEqual([]);
  await receivers.deliveredOnce(email);
});
