// The Trade-In Valuation's three steps to an accepted offer: in a vehicle page's #trade-in dialog (with the
// keyboard, watching everything the page sends) and on /trade-in (its intro, FAQ and the menus that lead there).
// The dealer gets one lead, as '3. Offer Accepted'. The receivers live in this worker, so the file runs in order.
import { expect, test } from './fixtures.ts';
import { expectLeadSuccess, fillContact, receiversForThisFile } from './lead-receivers.ts';
import { expectNoAxeViolations, siteUrl } from './support.ts';
import {
  answerCondition,
  BAYSIDE,
  describeCar,
  expectedMarketValuation,
  expectedValuation,
  goodCondition,
  HARBOUR,
  harbourCar,
  hydratedForm,
  shopperEmail,
  stepHeading,
  thisYear,
  tradeInDialog,
  tradeInPage,
  watchTraffic,
} from './trade-in-support.ts';

test.describe.configure({ mode: 'default' });

const receivers = receiversForThisFile();

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
  // Corner Car Yard's Sell My Car is the alternate /sell-your-car (features.sellMyCarPath): the same form, canonical /trade-in.
  await page.goto(siteUrl('corner-car-yard', '/'));
  await expect(page.locator('header a[href="/sell-my-car"]')).toHaveCount(0);
  await expect(page.locator('header a[href="/sell-your-car"]').first()).toHaveText('Sell My Car');
  await page.goto(siteUrl('corner-car-yard', '/sell-your-car'));
  await expect(page.getByRole('button', { name: 'Get Your Valuation' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/trade-in$/);
});
