import { expect, test, type Page } from './fixtures.ts';
import { freshMobile, signIn } from './accounts-support.ts';
import { receiversForThisFile, shopperEmails } from './lead-receivers.ts';
import { expectNoAxeViolations, findCar, siteUrl, stockOf } from './support.ts';

// Reserve and buy online on Bayside (checkout on, deposits paid at the dealership: the embedded provider): the reserve
// page from a car's Reserve button, the code e-mailed to prove the shopper's address (with and without JavaScript),
// the shopper's confirmation e-mail with its signed cancel link, the one-hold answer to a second shopper, a sold car's
// reserve page, and the buy-online journey through every step. The e2e
// server keeps its database between runs, so each test takes a car no earlier run holds.
test.describe.configure({ mode: 'default' });

const BAYSIDE = 'bayside-auto-group';
const receivers = receiversForThisFile();
const shopperEmail = shopperEmails('reserve');

/** An in-stock car with a Reserve button that nobody holds now (asked of the checkout API itself). */
/** A JSON answer of the site's API, asked from the page (the browser resolves *.localhost; Node does not). */
async function apiGet(page: Page, apiPath: string): Promise<Record<string, unknown>> {
  if (!page.url().startsWith('http')) await page.goto(siteUrl(BAYSIDE, '/success'));
  return page.evaluate(async (target) => (await fetch(target, { cache: 'no-store' })).json(), apiPath);
}

/** The car's built reserve page still has its form (a car held when the site was last built has none). */
async function builtReservable(page: Page, slug: string): Promise<boolean> {
  return page.evaluate(async (target) => (await (await fetch(target)).text()).includes('data-reserve-form'), `/cars/${slug}/checkout`);
}

async function freeCar(page: Page, skip: string[] = []): Promise<{ id: string; slug: string }> {
  const candidates = stockOf(BAYSIDE).filter(
    (car) => car.status === 'in_stock' && !car.reserved && car.priceCents > 100_000 && car.dealershipSlug !== 'bayside-suzuki' && !skip.includes(car.id),
  );
  // From the end of the stock: other specs take the first cars, and a car this file holds stays RESERVED.
  for (const car of candidates.slice(-60).reverse()) {
    const answer = await apiGet(page, `/api/reservations/car?car_id=${car.id}`);
    if (answer.reservable && (await builtReservable(page, car.slug))) return car;
  }
  throw new Error('no free car to reserve');
}

/** A fresh mobile per shopper: the e2e database outlives a run, and a contact holds 2 cars at most. */
async function fillDetails(page: Page, email: string) {
  await page.getByLabel('First name').fill('Jane');
  await page.getByLabel('Last name').fill('Citizen');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(freshMobile());
}

/** The code the site e-mailed to prove the shopper's address (the message's body as sent: quoted-printable joined). */
async function mailedCode(email: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const mail = receivers.mails.filter((one) => one.to.includes(email) && /your reservation code/.test(one.headers.subject ?? '')).at(-1);
        code = /reserve a car is (\d{6})/.exec((mail?.text ?? '').replace(/=\r?\n/g, ''))?.[1] ?? '';
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

test('a shopper reserves a car from its page, gets the e-mail with the cancel link, and cancels', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const car = await freeCar(page);
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`));
  await page
    .getByRole('complementary')
    .getByRole('link', { name: /^Reserve This Car/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/checkout$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Reserve the / })).toBeVisible();
  await expect(page.getByText('We hold the car for you for 48 hours')).toBeVisible();
  await expect(page.getByText(/is paid at the dealership: we hold the car now/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing filled in: the form says what to fix and sends nothing.
  await page.getByRole('button', { name: /^Reserve with/ }).click();
  await expect(page.getByRole('status').getByText(/Please fix the following errors:/)).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

  const email = shopperEmail('embedded');
  await fillDetails(page, email);
  await page.getByRole('checkbox', { name: 'I agree to the reservation terms above' }).check();
  await page.getByRole('button', { name: /^Reserve with/ }).click();
  // Nothing is held until the shopper proves the address: the site e-mails a code and the form asks for it.
  await expect(page.getByRole('status').getByText(/^We e-mailed a 6-digit code to r\*\*\*@example\.com\. Enter it to reserve the car/)).toBeVisible();
  expect((await apiGet(page, `/api/reservations/car?car_id=${car.id}`)).reservable).toBe(true);
  await expectNoAxeViolations(page);
  await page.getByLabel('6-digit code').fill(await mailedCode(email));
  await page.getByRole('button', { name: /^Reserve with/ }).click();
  await expect(page).toHaveURL(/\/reservation\?r=/);
  await expect(page.getByRole('heading', { name: /^Reserved: the .* is held for you$/ })).toBeVisible();
  await expect(page.getByText(/^Deposit: \$[\d,]+, to pay at the dealership\.$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // A second shopper, at the same moment on another device: told at once the car was just reserved.
  const other = await browser.newPage();
  await other.goto(siteUrl(BAYSIDE, `/cars/${car.slug}/checkout`));
  await expect(other.getByText('Sorry, someone has just reserved this car. We can help you find a similar one.')).toBeVisible();
  await expect(other.getByRole('link', { name: 'See similar cars' })).toHaveAttribute('href', /^\/search\//);
  await other.close();

  // The shopper's confirmation e-mail, with the signed link to view or cancel; the dealer gets the lead with the hold.
  const confirmation = () => receivers.mails.find((mail) => mail.to.includes(email) && /^Reserved: /.test(mail.headers.subject ?? ''));
  await expect.poll(confirmation, { timeout: 20_000 }).toBeTruthy();
  const mail = confirmation()!;
  expect(mail.headers.subject).toMatch(/^Reserved: .* is held for you until /);
  const link = /(http:\/\/bayside-auto-group\.localhost:\d+\/reservation\?r=[^\s"&]+&(?:amp;)?t=[^\s"]+)/.exec(mail.text)?.[1]?.replace(/&amp;/g, '&');
  expect(link).toBeTruthy();
  await expect
    .poll(() => receivers.hooks.find((hook) => hook.body.kind === 'reservation' && hook.body.fields.email === email)?.body.reservation, { timeout: 20_000 })
    .toMatchObject({ status: 'held', payment: 'dealership' });

  await page.goto(link!);
  await page.getByRole('button', { name: 'Cancel my reservation' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is cancelled' })).toBeVisible();
  expect((await apiGet(page, `/api/reservations/car?car_id=${car.id}`)).reservable).toBe(true);
});

test('without JavaScript, the reserve form asks for the code on a page that keeps the answers, and reserves with it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const probe = await browser.newPage();
  const car = await freeCar(probe);
  await probe.close();
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}/checkout`));
  const email = shopperEmail('no-js');
  await fillDetails(page, email);
  await page.getByRole('checkbox', { name: 'I agree to the reservation terms above' }).check();
  await page.getByRole('button', { name: /^Reserve with/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail for your code' })).toBeVisible();
  await page.getByLabel('6-digit code').fill(await mailedCode(email));
  await page.getByRole('button', { name: 'Confirm and reserve' }).click();
  await expect(page).toHaveURL(/\/reservation\?r=[\w-]+&t=/);
  await context.close();
});

test("a sold car's reserve page says so and points to similar cars; a car not in stock is not found, with similar cars", async ({ page }) => {
  test.setTimeout(90_000); // three pages with axe, a free car found through the API, and a sign-in, like the tests around it
  const sold = findCar(BAYSIDE, (car) => car.status === 'sold');
  await page.goto(siteUrl(BAYSIDE, `/cars/${sold.slug}/checkout`));
  await expect(page.getByText('Sorry, this car has been sold. We can help you find a similar one.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See similar cars' })).toHaveAttribute('href', /^\/search\//);
  await expect(page.getByRole('button', { name: /^Reserve/ })).toHaveCount(0);

  // A reserve link to a car the stock never had, named like a car in stock: 404, with that make and model in stock.
  const like = findCar(BAYSIDE, (car) => car.status === 'in_stock' && /^[A-Za-z0-9 -]+$/.test(`${car.make} ${car.model}`));
  const slug = `2009-${like.make}-${like.model}-gone-e2e`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const answer = await page.goto(siteUrl(BAYSIDE, `/cars/${slug}/checkout`));
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that car" })).toBeVisible();
  const similar = page.getByRole('list', { name: 'Similar cars in stock' }).getByRole('link');
  await expect(similar.first()).toHaveAttribute('href', /^\/cars\//);
  await expect(similar.first()).toContainText(like.make);
  await expectNoAxeViolations(page);
  const journey = await page.goto(siteUrl(BAYSIDE, '/checkout-journey?car_id=no-such-car-anywhere'));
  expect(journey?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that car" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all stock' }).first()).toBeVisible();

  // A signed-in shopper's reserve form comes with their mobile filled in, from the session.
  const car = await freeCar(page);
  const mobile = freshMobile();
  await signIn(page, BAYSIDE, mobile, `/cars/${car.slug}/checkout`);
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue(mobile);
  await expect(page.getByLabel('First name')).toHaveValue('');
});

test('the buy-online journey through every step, keeping each step on reload and Back', async ({ page }) => {
  test.setTimeout(90_000);
  const car = await freeCar(page);
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`));
  await page.getByRole('complementary').getByRole('link', { name: 'Buy Online' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/checkout-journey\\?car_id=${car.slug}`));

  // 1. The car and the shopper.
  await expect(page.getByRole('heading', { name: '1. Your car and your details' })).toBeVisible();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  const email = shopperEmail('journey');
  await fillDetails(page, email);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // 2. Trade-in, valued by the existing valuation.
  await expect(page.getByRole('heading', { name: '2. Trade-in' })).toBeVisible();
  await page.getByRole('radio', { name: 'Yes, value it for me' }).check();
  await page.getByLabel('Make').fill('Toyota');
  await page.getByLabel('Model').fill('Corolla');
  await page.getByLabel('Year').fill('2019');
  await page.getByLabel('Kilometres').fill('60000');
  for (const group of await page
    .getByRole('group')
    .filter({ has: page.locator('input[data-question]') })
    .all())
    await group.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 3. Payment: finance through the dealer, with the calculator.
  await expect(page.getByRole('heading', { name: '3. Payment' })).toBeVisible();
  await page.getByRole('radio', { name: 'Finance through us' }).check();
  await expect(page.getByRole('heading', { name: 'Finance Calculator' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The dealer also gets the existing finance enquiry, with the server's repayment.
  await expect
    .poll(() => receivers.hooks.find((hook) => hook.body.kind === 'finance' && hook.body.fields.email === email)?.body.fields.message, { timeout: 20_000 })
    .toMatch(/^Finance for an online order of the .*\. Payment: Finance through the dealer: about \$/);

  // 4. Delivery: a postcode the dealer cannot deliver to is refused by the server with what to fix.
  await expect(page.getByRole('heading', { name: '4. Delivery or pickup' })).toBeVisible();
  await page.getByRole('radio', { name: 'Deliver it to me' }).check();
  await page.getByLabel('Street address').fill('1 Collins Street');
  await page.getByLabel('Suburb').fill('Nowhere');
  await page.getByLabel('Postcode', { exact: true }).fill('0000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Postcode', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Suburb').fill('Melbourne');
  await page.getByLabel('Postcode', { exact: true }).fill('3000');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 5. The deposit step survives a reload, and Back returns to the delivery step with its answers.
  await expect(page.getByRole('heading', { name: '5. Deposit' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '5. Deposit' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: '4. Delivery or pickup' })).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveValue('1 Collins Street');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: '5. Deposit' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I agree to the reservation terms above' }).check();
  await page.getByRole('button', { name: 'Reserve the car' }).click();
  // The deposit holds the car for a proven contact only: the code e-mailed to the address of step 1.
  await expect(page.getByText(/^We e-mailed a 6-digit code to r\*\*\*@example\.com\./)).toBeVisible();
  await page.getByLabel('6-digit code').fill(await mailedCode(email));
  await page.getByRole('button', { name: 'Reserve the car' }).click();

  // 6. The summary the dealer receives, then the order.
  await expect(page.getByRole('heading', { name: '6. Summary' })).toBeVisible();
  const summary = page.locator('[data-journey-summary]');
  await expect(summary).toContainText('Trade-in: 2019 Toyota Corolla');
  await expect(summary).toContainText('Payment: Finance through the dealer: about $');
  await expect(summary).toContainText('Delivery to 1 Collins Street, Melbourne 3000');
  await page.getByRole('button', { name: 'Place my order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you: your order is in' })).toBeVisible();
  await expect
    .poll(
      () => receivers.hooks.find((hook) => hook.body.kind === 'order' && hook.body.fields.email === email && hook.body.status === 'complete')?.body.subcategory,
      { timeout: 20_000 },
    )
    .toBe('Order Placed');
});
