// Trade-ins the form gives no online offer for: a car over 7 years old or with over 100,000 km (valued in person, a
// valuer to call), and the first step posted without JavaScript (a complete lead, valued by the dealer). The
// receivers live in this worker, so the file runs in order.
import { expect, test } from './fixtures.ts';
import { expectLeadSuccess, fillContact, receiversForThisFile } from './lead-receivers.ts';
import { siteUrl } from './support.ts';
import { answerCondition, describeCar, goodCondition, HARBOUR, harbourCar, hydratedForm, shopperEmail, thisYear, tradeInPage } from './trade-in-support.ts';

test.describe.configure({ mode: 'default' });

const receivers = receiversForThisFile();

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
