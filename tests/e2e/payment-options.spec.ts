// Payment Options (spec 2's paymentMethods button and its gated /online-payment route): the side panel's button leads
// to sign-in, then to the ways to pay for that car at this dealer, each with its own link.
import { expect, test } from './fixtures.ts';
import { freshMobile, signInOnPage } from './accounts-support.ts';
import { expectNoAxeViolations, findCar, siteUrl } from './support.ts';

const TENANT = 'bayside-auto-group';

test("the side panel's Payment Options asks the shopper to sign in, then lists the ways to pay for that car", async ({ page }) => {
  test.setTimeout(60_000);
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && !c.reserved && c.priceCents > 1000 && c.dealershipSlug !== 'bayside-suzuki');
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  const button = page.getByRole('complementary').getByRole('link', { name: 'Payment Options' }).first();
  await expect(button).toHaveAttribute('href', `/online-payment?car_id=${car.slug}`);
  await button.click();

  await expect(page).toHaveURL(/\/sign-in\?type=payment&redirect=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to see your payment options');
  await signInOnPage(page, TENANT, freshMobile());
  await page.waitForURL((url) => url.pathname === '/online-payment' && url.searchParams.get('car_id') === car.slug);

  await expect(page.getByRole('heading', { level: 1, name: 'Payment options' })).toBeVisible();
  await expect(page.getByRole('status').getByRole('link', { name: new RegExp(`${car.year} ${car.make} ${car.model}`) })).toHaveAttribute(
    'href',
    `/cars/${car.slug}`,
  );
  const option = (id: string) => page.locator(`[data-payment-option="${id}"]`);
  await expect(option('reserve')).toContainText(/Pay a \$[\d,]+ deposit by card online|pay the \$[\d,]+ deposit at the dealership|No deposit is taken online/);
  await expect(option('reserve').getByRole('link', { name: 'Reserve this car' })).toHaveAttribute('href', `/cars/${car.slug}/checkout`);
  await expect(option('buyOnline').getByRole('link', { name: 'Buy this car online' })).toHaveAttribute('href', `/checkout-journey?car_id=${car.slug}`);
  await expect(option('finance').getByRole('link', { name: 'Apply for finance' })).toHaveAttribute('href', new RegExp(`car_id=${car.id}`));
  await expect(option('tradeIn').getByRole('link', { name: 'Value my trade-in' })).toHaveAttribute('href', '/trade-in');
  await expect(option('dealership').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(page);

  // Its reserve link is the car's reserve page.
  await option('reserve').getByRole('link', { name: 'Reserve this car' }).click();
  await expect(page).toHaveURL(siteUrl(TENANT, `/cars/${car.slug}/checkout`));
});

test('without a car, or for a car it cannot find, the page lists the ways to pay for any car, without car links', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(siteUrl(TENANT, '/sign-in?type=payment&redirect=%2Fonline-payment%3Fcar_id%3Dno-such-car'));
  await signInOnPage(page, TENANT, freshMobile());
  await page.waitForURL((url) => url.pathname === '/online-payment');
  await expect(page.getByRole('status')).toHaveText('We could not find that car: these are the ways to pay for any of our cars.');
  await expect(page.locator('[data-payment-option]')).toHaveCount(5);
  await expect(page.locator('[data-payment-option="reserve"]')).toContainText("Each car's reserve page shows its deposit and how it is paid.");
  await expect(page.locator('[data-payment-option="reserve"] a')).toHaveCount(0);
});
