import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { formatMoney } from '../../src/domain/money.ts';
import {
  marketPriceValuation,
  marketRetailCents,
  modelKey,
  tradeInValuation,
  type MarketListing,
  type TradeInValuation,
} from '../../src/domain/trade-in/valuation.ts';
import { demoMarketPrice } from '../../scripts/lib/demo/market-figures.ts';
import { expectLeadSuccess, fillContact, receiversForThisFile, shopperEmails } from './lead-receivers.ts';
import { E2E_DATA_DIR, expectNoAxeViolations, findCar, siteUrl, HYDRATED_ISLAND } from './support.ts';

// The three-step Trade-In Valuation: on a vehicle page's #trade-in dialog and on /trade-in, a shopper describes the
// car, answers the condition questions, sees the server's valuation and accepts it; the dealer gets one lead, as
// '3. Offer Accepted'. Cars over 7 years old or 100,000 km get no online estimate. Harbour Toyota takes its market
// from market data and looks plates up (the demo's stand-in service): a rego alone finds the car, and each valuation
// is saved (POST /api/miscellaneous). The receivers live in this worker, so the file runs in order in one worker.
test.describe.configure({ mode: 'default' });

const HARBOUR = 'harbour-toyota';
const BAYSIDE = 'bayside-auto-group';
type Car = { id: string; slug: string; status: string; priceCents: number };
const inStock = (tenant: string) => findCar(tenant, (c) => c.status === 'in_stock' && c.priceCents > 100_000) as unknown as Car;
const harbourCar = inStock(HARBOUR);
const thisYear = new Date(Date.now() + 10 * 3_600_000).getUTCFullYear(); // Brisbane's, as the server counts

const receivers = receiversForThisFile();
const shopperEmail = shopperEmails('trader');

/** The tenant's own used cars for sale, as the server's market reads them (the demo tenants are in no pool). */
const market = (tenant: string, make: string, model: string): MarketListing[] =>
  (
    JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'snapshots', tenant, 'snapshot.json'), 'utf8')).vehicles as Array<
      MarketListing & { make: string; model: string; carType: string }
    >
  ).filter((car) => car.carType === 'used' && car.priceCents > 0 && modelKey(car.make, car.model) === modelKey(make, model));

type ShopperCar = { make: string; model: string; year: number; km: number };

function expected(valuation: TradeInValuation, basis: string) {
  if (valuation.kind !== 'estimate') throw new Error(`no estimate: ${valuation.reason}`);
  return {
    low: valuation.lowCents / 100,
    offer: valuation.offerCents / 100,
    high: valuation.highCents / 100,
    range: `${formatMoney(valuation.lowCents)} to ${formatMoney(valuation.highCents)}`,
    offerText: formatMoney(valuation.offerCents),
    basis: `${basis} Indicative only.`,
  };
}

/** What the server should offer from the tenant's own stock: the valuation rules over the e2e stock. */
function expectedValuation(tenant: string, car: ShopperCar, answers: Record<string, string>) {
  const valuation = tradeInValuation(car, market(tenant, car.make, car.model), answers, new Date());
  return expected(
    valuation,
    `Based on ${valuation.kind === 'estimate' ? valuation.comparables : 0} similar used cars in our own stock, not national market data.`,
  );
}

/** What the server should offer from market data: the rules over the demo stand-in's average price in the rego's state. */
function expectedMarketValuation(car: ShopperCar, state: string, answers: Record<string, string>) {
  const retail = marketRetailCents(demoMarketPrice(car, state));
  return expected(marketPriceValuation(car, retail, answers, new Date()), 'Based on national market data (AutoGrab).');
}

const goodCondition = {
  'Has the car been in an accident?': 'No',
  'Service history': 'Full',
  'Number of keys': '2 or more',
  'Is there finance owing on the car?': 'No',
  'Overall condition': 'Good',
};

async function describeCar(scope: Locator, car: { make: string; model: string; year: number; km: number }): Promise<void> {
  await scope.getByLabel('Make of your car').fill(car.make);
  await scope.getByLabel('Model of your car').fill(car.model);
  await scope.getByLabel('Year').fill(String(car.year));
  await scope.getByLabel('Kilometres').fill(String(car.km));
}

async function answerCondition(scope: Locator, answers: Record<string, string>): Promise<void> {
  for (const [question, answer] of Object.entries(answers))
    await scope.getByRole('group', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
}

const stepHeading = (scope: Locator, name: string) => scope.getByRole('heading', { name, exact: true });

async function hydratedForm(page: Page, url: string, scopeOf: (page: Page) => Locator): Promise<Locator> {
  await page.goto(url);
  const scope = scopeOf(page);
  await expect(scope).toBeVisible();
  await expect(scope.locator(HYDRATED_ISLAND)).toHaveCount(1);
  return scope;
}

const tradeInDialog = (page: Page) => page.getByRole('dialog', { name: 'Trade-In Valuation' });
const tradeInPage = (page: Page) => page.getByRole('main');

/**
 * What leaves the page as the shopper goes: every request (URL and body), the answers of POST /api/leads, and what
 * the dealer's tags are handed (a Tag Manager data layer and a Meta pixel, stubbed as the dealer's snippets define them).
 */
async function watchTraffic(page: Page) {
  const seen = { requests: [] as Array<{ url: string; body: string }>, answers: [] as Array<Record<string, unknown>>, tags: [] as string[] };
  await page.exposeFunction('__dealerTag', (entry: string) => void seen.tags.push(entry));
  await page.addInitScript(() => {
    const tag = (entry: string) => void (window as unknown as { __dealerTag: (entry: string) => Promise<void> }).__dealerTag(entry);
    const layer: unknown[] = [];
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) tag(JSON.stringify(entry));
      return Array.prototype.push.apply(layer, entries);
    };
    Object.assign(window, { dataLayer: layer, fbq: (...args: unknown[]) => tag(JSON.stringify(args)) });
  });
  page.on('request', (request) => seen.requests.push({ url: request.url(), body: request.postData() ?? '' }));
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/leads') && response.request().method() === 'POST')
      seen.answers.push((await response.json().catch(() => ({}))) as Record<string, unknown>);
  });
  return seen;
}

test('on a vehicle page: the three steps, the valuation, accepted with the keyboard; one lead delivered as 3. Offer Accepted', async ({ page }) => {
  // Three steps, a valuation and a delivered lead: past 30 s when the whole suite runs on two cores.
  test.setTimeout(60_000);
  const traffic = await watchTraffic(page);
  const dialog = await hydratedForm(page, siteUrl(HARBOUR, `/cars/${harbourCar.slug}#trade-in`), tradeInDialog);
  const shopperCar = { make: 'Toyota', model: 'RAV4', year: thisYear - 3, km: 40_000 };
  const expected = expectedMarketValuation(shopperCar, 'QLD', goodCondition);
  const email = shopperEmail('vehicle');
  await expect(dialog.getByText('Step 1 of 3: Your car')).toBeVisible();
  await describeCar(dialog, shopperCar);
  await expect(dialog.getByLabel('Kilometres')).toHaveValue('40,000');
  await expect(dialog.getByLabel('Rego state')).toHaveValue('QLD');
  await fillContact(dialog, email, { postcode: '4000' });
  await dialog.getByRole('button', { name: 'Get Your Valuation' }).click();

  await expect(stepHeading(dialog, 'Condition')).toBeFocused();
  await expect(dialog.getByText('Step 2 of 3: Condition')).toBeVisible();
  await answerCondition(dialog, { 'Service history': 'Partial' });
  // Back keeps what was entered on both steps.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(dialog, 'Your car')).toBeFocused();
  await expect(dialog.getByLabel('Make of your car')).toHaveValue('Toyota');
  await expect(dialog.getByLabel('Kilometres')).toHaveValue('40,000');
  await dialog.getByRole('button', { name: 'Get Your Valuation' }).click();
  await expect(dialog.getByRole('group', { name: 'Service history' }).getByRole('radio', { name: 'Partial' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Show My Valuation' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please answer: Has the car been in an accident?');
  await answerCondition(dialog, goodCondition);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Show My Valuation' }).click();

  await expect(stepHeading(dialog, 'Your valuation')).toBeFocused();
  await expect(dialog.getByText('Step 3 of 3: Your valuation')).toBeVisible();
  await expect(dialog).toContainText(`Estimated trade-in value ${expected.range}`);
  await expect(dialog.getByTestId('valuation-basis')).toHaveText(expected.basis);
  await expect(dialog).toContainText('subject to an inspection');
  await expectNoAxeViolations(page);
  const accept = dialog.getByRole('button', { name: `Accept Offer of ${expected.offerText}` });
  await accept.focus();
  await page.keyboard.press('Enter');
  await expectLeadSuccess(page);

  const { mail, hook } = await receivers.delivered(HARBOUR, email);
  expect(hook.body).toMatchObject({
    kind: 'trade-in',
    category: 'Trade-In Valuation',
    subcategory: '3. Offer Accepted',
    status: 'complete',
    event_id: 18,
    car: { id: harbourCar.id },
    fields: {
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'RAV4',
      kms: 40_000,
      regoState: 'QLD',
      adjustmentAnswers: goodCondition,
      offer_accepted: true,
      offer_amount: expected.offer,
    },
    valuation: { estimate: { low: expected.low, offer: expected.offer, high: expected.high } },
  });
  expect(mail.text).toContain(`Online valuation: ${expected.range}, offer ${expected.offerText}`);
  for (const answer of ['Has the car been in an accident?: No', 'Overall condition: Good']) expect(mail.text).toContain(answer);
  await receivers.deliveredOnce(email);
  const success = await page.evaluate((slug) => localStorage.getItem(`${slug}:lead-success`), HARBOUR);
  expect(JSON.parse(success!)).toMatchObject({ kind: 'trade-in', category: 'Trade-In Valuation', lead_id: hook.body.lead_id, car_id: harbourCar.id });

  // The lead's token went back with each later step, and nowhere else: not to the tags, the analytics events or a URL.
  const token = traffic.answers.find((answer) => answer.lead_id === hook.body.lead_id)?.lead_token as string;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const leadPosts = traffic.requests.filter((request) => request.url.endsWith('/api/leads') && request.body !== '');
  expect(leadPosts.map((request) => JSON.parse(request.body).lead_token ?? null)).toEqual([null, token, token, token]); // car, car again, condition, accept
  expect(traffic.tags.some((entry) => entry.includes(String(hook.body.lead_id)))).toBe(true); // the tags did hear of the lead (event 18)
  expect(traffic.tags.filter((entry) => entry.includes(token))).toEqual([]);
  expect(traffic.requests.filter((request) => !request.url.endsWith('/api/leads') && (request.url.includes(token) || request.body.includes(token)))).toEqual(
    [],
  );
  expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(token);
});

test('on /trade-in: intro, FAQ, the three steps and the accepted offer; the menus lead here', async ({ page }) => {
  test.setTimeout(60_000);
  const main = await hydratedForm(page, siteUrl(BAYSIDE, '/trade-in'), tradeInPage);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sell or trade in your car');
  await expect(main).toContainText('Get an instant offer in 2 minutes.');
  await main.getByText('Can every car be valued online?').click();
  await expect(main.getByText('Cars over 7 years old or with over 100,000 km')).toBeVisible();
  await expectNoAxeViolations(page);

  const shopperCar = { make: 'Mazda', model: 'CX-5', year: thisYear - 4, km: 45_000 };
  const expected = expectedValuation(BAYSIDE, shopperCar, goodCondition);
  const email = shopperEmail('page');
  await main.getByLabel('Trade-in rego').fill('ABC123');
  await main.getByLabel('Rego state').selectOption('NSW');
  await describeCar(main, shopperCar);
  await fillContact(main, email, { postcode: '4000' });
  await main.getByRole('button', { name: 'Get Your Valuation' }).click();
  await answerCondition(main, goodCondition);
  await main.getByRole('button', { name: 'Show My Valuation' }).click();
  await expect(main).toContainText(expected.range);
  await main.getByRole('button', { name: `Accept Offer of ${expected.offerText}` }).click();
  await expectLeadSuccess(page);

  const { hook } = await receivers.delivered(BAYSIDE, email);
  expect(hook.body).toMatchObject({
    kind: 'trade-in',
    subcategory: '3. Offer Accepted',
    url: '/trade-in',
    fields: { rego: 'ABC123', regoState: 'NSW', offer_amount: expected.offer },
  });
  expect(hook.body.car).toBeNull();
  await receivers.deliveredOnce(email);

  // The menus' Sell My Car (header) and Trade In (footer) both reach the form.
  await page.goto(siteUrl(BAYSIDE, '/'));
  await expect(page.locator('header a[href="/sell-my-car"]').first()).toHaveText('Sell My Car');
  await expect(page.locator('footer a[href="/trade-in"]').first()).toHaveText('Trade In');
  for (const pagePath of ['/sell-my-car', '/trade-in']) {
    await page.goto(siteUrl(BAYSIDE, pagePath));
    await expect(page.getByRole('button', { name: 'Get Your Valuation' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/trade-in$/);
  }
});

test('a car over 7 years old gets no online estimate and a valuer to call; /cars/trade-in files it for the car in its query', async ({ page }) => {
  const main = await hydratedForm(page, siteUrl(HARBOUR, `/cars/trade-in?car_id=${harbourCar.id}`), tradeInPage);
  const email = shopperEmail('old');
  await describeCar(main, { make: 'Toyota', model: 'Corolla', year: thisYear - 9, km: 60_000 });
  await fillContact(main, email, { postcode: '4000' });
  await main.getByRole('button', { name: 'Get Your Valuation' }).click();
  await answerCondition(main, goodCondition);
  await main.getByRole('button', { name: 'Show My Valuation' }).click();
  await expect(main).toContainText("We can't give an online estimate for this car. Cars over 7 years old are valued in person. A valuer will contact you");
  await expect(main.getByRole('button', { name: /Accept Offer/ })).toHaveCount(0);
  await main.getByRole('button', { name: 'Ask a valuer to call me' }).click();
  await expectLeadSuccess(page);

  const { hook, mail } = await receivers.delivered(HARBOUR, email);
  expect(hook.body).toMatchObject({
    kind: 'trade-in',
    subcategory: '2. Vehicle Details',
    status: 'complete',
    car: { id: harbourCar.id },
    valuation: { estimate: null, reason: 'too-old' },
    fields: { message: 'Please ask a valuer to call me.' },
  });
  expect(hook.body.fields.offer_amount).toBeUndefined();
  expect(mail.text).toContain('Online valuation: No online estimate: Cars over 7 years old are valued in person.');
  await receivers.deliveredOnce(email);
});

test('a car with over 100,000 km gets no online estimate', async ({ page }) => {
  const main = await hydratedForm(page, siteUrl(HARBOUR, '/trade-in'), tradeInPage);
  await describeCar(main, { make: 'Toyota', model: 'RAV4', year: thisYear - 3, km: 140_000 });
  await fillContact(main, shopperEmail('km'), { postcode: '4000' });
  await main.getByRole('button', { name: 'Get Your Valuation' }).click();
  await answerCondition(main, goodCondition);
  await main.getByRole('button', { name: 'Show My Valuation' }).click();
  await expect(main).toContainText('Cars with over 100,000 km are valued in person. A valuer will contact you');
});

test("refusals show the server's error, else 'An unexpected error occured'; the step can be sent again", async ({ page }) => {
  const main = await hydratedForm(page, siteUrl(HARBOUR, '/trade-in'), tradeInPage);
  await main.getByRole('button', { name: 'Get Your Valuation' }).click();
  await expect(main.getByRole('alert')).toContainText('Please enter the kilometres.');
  await expect(main.getByRole('alert')).toContainText("Please enter your car's rego, or its make, model and year.");
  await describeCar(main, { make: 'Toyota', model: 'RAV4', year: thisYear - 3, km: 40_000 });
  await fillContact(main, shopperEmail('refused'), { postcode: '4000' });
  await main.getByLabel('Postcode').fill('0999'); // 4 digits, but not an Australian postcode: the server refuses it
  await main.getByRole('button', { name: 'Get Your Valuation' }).click();
  await expect(main.getByRole('alert')).toHaveText(/^Please fix the following errors:Invalid postcode$/);
  await main.getByLabel('Postcode').fill('4000');
  await main.getByRole('button', { name: 'Get Your Valuation' }).click();
  await answerCondition(main, goodCondition);

  const answers = [
    { status: 404, contentType: 'application/json', body: JSON.stringify({ error: 'No such lead for this site', fields: { lead_id: 'Unknown lead_id' } }) },
    { status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' },
  ];
  await page.route('**/api/leads', (route) => route.fulfill(answers.shift()!));
  await main.getByRole('button', { name: 'Show My Valuation' }).click();
  await expect(main.getByRole('alert')).toHaveText('No such lead for this site');
  await main.getByRole('button', { name: 'Show My Valuation' }).click();
  await expect(main.getByRole('alert')).toHaveText('An unexpected error occured');
  await expect(main.getByRole('button', { name: 'Show My Valuation' })).toBeEnabled();
  await page.unroute('**/api/leads');
  await main.getByRole('button', { name: 'Show My Valuation' }).click();
  await expect(stepHeading(main, 'Your valuation')).toBeFocused();
});

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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/trade-in posts the first step as a complete lead and reaches /success', async ({ page }) => {
    await page.goto(siteUrl(HARBOUR, '/trade-in'));
    const form = page.locator('form[method="post"][action="/api/leads"]');
    const email = shopperEmail('nojs');
    await describeCar(form, { make: 'Toyota', model: 'HiLux', year: thisYear - 5, km: 80_000 });
    await fillContact(form, email, { postcode: '4000' });
    await form.getByRole('button', { name: 'Get Your Valuation' }).click();
    await expectLeadSuccess(page);
    const { hook } = await receivers.delivered(HARBOUR, email);
    expect(hook.body).toMatchObject({
      kind: 'trade-in',
      subcategory: '1. Valuation Requested',
      status: 'complete',
      fields: { 'Vehicle Make': 'Toyota', kms: 80_000, regoState: 'QLD' },
    });
  });
});
