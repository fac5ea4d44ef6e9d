// The Trade-In Valuation's refusals: the form's own checks on step 1, the server's refusal of a field, and a step
// the server fails (its error, else 'An unexpected error occured'), each sent again once fixed.
import { expect, test } from './fixtures.ts';
import { fillContact } from './lead-receivers.ts';
import { siteUrl } from './support.ts';
import { answerCondition, describeCar, goodCondition, HARBOUR, hydratedForm, shopperEmail, stepHeading, thisYear, tradeInPage } from './trade-in-support.ts';

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
