import { expect, test, type Page, type Request } from './fixtures.ts';
import { expectNoAxeViolations, findCar, siteUrl, stockOf, HYDRATED_ISLAND } from './support.ts';

// The vehicle page's actions: phone reveal, share row, Fave, print, history report, lead dialogs, recently viewed.

const TENANT = 'harbour-toyota';
const carPage = (slug: string, suffix = '') => siteUrl(TENANT, `/cars/${slug}${suffix}`);
type Car = ReturnType<typeof stockOf>[number] & {
  id: string;
  carType: string;
  dealershipId: number | null;
  historyReportUrl: string | null;
  year: number;
  model: string;
};
const car = (slug: string, predicate: (c: Car) => boolean) => findCar(slug, (c) => predicate(c as Car)) as Car;
const inStock = car(TENANT, (c) => c.status === 'in_stock' && c.images.length > 0);

/**
 * The analytics events the page sends, parsed. A beacon's body is not visible to the test, so the page is made to
 * use its fallback (a keepalive fetch with the same body).
 */
async function collectEvents(page: Page): Promise<Array<{ event_id: number; car_id?: string; data?: Record<string, unknown> }>> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: undefined }));
  const events: Array<{ event_id: number; car_id?: string }> = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/events') && request.method() === 'POST') events.push(JSON.parse(request.postData() ?? '{}'));
  });
  return events;
}

test('the dealer number is masked after 5 characters until clicked; the click reveals every copy, records one reveal and sends event 25', async ({ page }) => {
  const reveals: unknown[] = [];
  await page.route('**/api/phone-reveal', async (route) => {
    reveals.push(route.request().postDataJSON());
    await route.fulfill({ status: 204 });
  });
  const events = await collectEvents(page);
  await page.goto(carPage(inStock.slug));
  const box = page.getByRole('region', { name: 'Call the dealer' });
  const masked = box.getByRole('link', { name: /Show number$/ });
  const maskedText = (await masked.locator('[data-phone-number]').innerText()).trim();
  expect(maskedText).toMatch(/^\d\d \d\dXX XXXX$/);

  await masked.click();
  const revealed = box.getByRole('link', { name: /^\d\d \d{4} \d{4}$/ });
  await expect(revealed).toBeVisible();
  const full = await revealed.innerText();
  expect(full.slice(0, 5)).toBe(maskedText.slice(0, 5));
  await expect(revealed).toHaveAttribute('href', `tel:+61${full.replace(/\D/g, '').slice(1)}`);
  await expect(page.locator('#vehicle-map').getByRole('link', { name: full })).toBeVisible();
  await expect(page.getByText(/Show number/)).toHaveCount(0);
  await expect.poll(() => reveals).toEqual([{ car_id: inStock.id, dealership_id: inStock.dealershipId, website_id: TENANT }]);
  await expect.poll(() => events.filter((event) => event.event_id === 25 && event.car_id === inStock.id).length).toBeGreaterThan(0);
});

test('a reveal the server cannot record is only logged: the number still shows and dials (spec 1 section 8)', async ({ page }) => {
  await page.route('**/api/phone-reveal', (route) => route.fulfill({ status: 503, body: 'busy' }));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(carPage(inStock.slug));
  const box = page.getByRole('region', { name: 'Call the dealer' });
  await box.getByRole('link', { name: /Show number$/ }).click();
  const revealed = box.getByRole('link', { name: /^\d\d \d{4} \d{4}$/ });
  await expect(revealed).toBeVisible();
  await expect.poll(() => warnings).toContain('phone reveal not recorded: HTTP 503');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The next press dials: the number is a plain tel: link now.
  await expect(revealed).toHaveAttribute('href', /^tel:\+61\d{9}$/);
});

test('copy link copies the page address, reads Copied for 1.5 s and shows one toast for 3 s', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await page.goto(carPage(inStock.slug));
  await page.bringToFront(); // the Clipboard API needs a focused page
  await page.clock.pauseAt(Date.now() + 10_000); // from here the page's timers run only when the test says
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const copy = page.getByRole('button', { name: 'Copy link' });
  await copy.click();
  const toast = page.getByRole('status').filter({ hasText: `Copied ${title} to your clipboard!` });
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(toast).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`https://www.harbourtoyota.com.au/cars/${inStock.slug}`);

  await page.clock.runFor(1400);
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  await page.clock.runFor(100);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  // A second copy replaces the toast (one at a time) and its 3 s start again.
  await page.clock.runFor(500);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast).toHaveCount(1);
  await page.clock.runFor(2900);
  await expect(toast).toBeVisible();
  await page.clock.runFor(100);
  await expect(toast).toBeHidden();
});

test('share links open a 550 x 400 window; e-mail and SMS are plain links', async ({ page }) => {
  await page.goto(carPage(inStock.slug));
  await page.evaluate(() => {
    (window as unknown as { opened: unknown[] }).opened = [];
    window.open = (...args: unknown[]) => {
      (window as unknown as { opened: unknown[] }).opened.push(args);
      return {} as Window;
    };
  });
  const share = page.getByRole('group', { name: 'Share this car' });
  await share.getByRole('link', { name: /Share by Facebook/ }).click();
  const [url, , features] = (await page.evaluate(() => (window as unknown as { opened: string[][] }).opened[0]))!;
  expect(url).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`https://www.harbourtoyota.com.au/cars/${inStock.slug}`)}`);
  expect(features).toContain('width=550,height=400');
  await expect(share.getByRole('link', { name: /Share by Twitter/ })).toHaveAttribute('href', /^https:\/\/twitter\.com\/intent\/tweet\?/);
  await expect(share.getByRole('link', { name: /Share by WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expect(share.getByRole('link', { name: 'Share by E-mail' })).toHaveAttribute('href', /^mailto:\?subject=/);
  await expect(share.getByRole('link', { name: 'Share by SMS' })).toHaveAttribute('href', /^sms:/);
});

test('Fave saves the car (local storage under the site key, then the account), survives a reload and toggles back', async ({ page }) => {
  const events = await collectEvents(page);
  // A signed-in shopper's account answers (tests/e2e/accounts.spec.ts runs the real one, signed out and in).
  const calls: string[] = [];
  await page.route('**/api/watchlist/*', (route) => {
    calls.push(new URL(route.request().url()).pathname);
    return route.fulfill({ json: { success: true } });
  });
  await page.goto(carPage(inStock.slug));
  const fave = page.getByRole('button', { name: /SAVE/ });
  await expect(fave).toHaveText(/SAVE$/);
  await expect(fave).toHaveAttribute('aria-pressed', 'false');
  await fave.click();
  await expect(fave).toHaveText(/SAVED$/);
  await expect(fave).toHaveAttribute('aria-pressed', 'true');
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), `${TENANT}:favourites`);
  expect(stored).toEqual([
    expect.objectContaining({ id: inStock.id, slug: inStock.slug, make: inStock.make, model: inStock.model, primary_image_url: expect.any(String) }),
  ]);
  await expect.poll(() => events.some((event) => event.event_id === 39 && event.car_id === inStock.id)).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'to your watchlist' }).getByRole('link', { name: 'View List' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: /SAVED/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /SAVED/ }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: /SAVE$/ })).toHaveAttribute('aria-pressed', 'false');
  expect(calls).toEqual(['/api/watchlist/save-car', '/api/watchlist/remove-car']);
});

test('Fave undoes the save and shows the error in an alert when the watchlist call fails', async ({ page }) => {
  await page.route('**/api/watchlist/save-car', (route) =>
    route.fulfill({ status: 503, json: { error: 'Sign-in is not available on this server right now.' } }),
  );
  await page.goto(carPage(inStock.slug));
  const alerted = page.waitForEvent('dialog').then(async (dialog) => {
    const message = dialog.message();
    await dialog.accept();
    return message;
  });
  await page.getByRole('button', { name: /SAVE$/ }).click();
  expect(await alerted).toBe('Sign-in is not available on this server right now.');
  await expect(page.getByRole('button', { name: /SAVE$/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('status').filter({ hasText: 'to your watchlist' })).toHaveCount(0);
});

test('a sold car shows the sold message, similar cars only, and Fave only when it is already saved', async ({ page }) => {
  const sold = car('bayside-auto-group', (c) => c.status === 'sold' && c.priceCents > 1_000_000);
  await page.goto(siteUrl('bayside-auto-group', `/cars/${sold.slug}`));
  await expect(page.getByText("Unfortunately this car recently sold. But don't worry, we can help you find a similar car!")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Key information' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { includeHidden: true })).toHaveCount(0);
  const similar = page.getByRole('region', { name: /^Similar \w+s In-Stock$/ });
  await expect(similar.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /SAVE/ })).toHaveCount(0);

  await page.evaluate(({ key, entry }) => localStorage.setItem(key, JSON.stringify([entry])), {
    key: 'bayside-auto-group:favourites',
    entry: { id: sold.id, name: 'Saved car', slug: sold.slug, make: sold.make, model: sold.model, primary_image_url: null },
  });
  await page.reload();
  await expect(page.getByRole('button', { name: /SAVED/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('similar cars: up to 6 others in stock in the price window, same model first; previous and next stop at the ends', async ({ page }) => {
  const stock = stockOf('bayside-auto-group') as Car[];
  const target = car(
    'bayside-auto-group',
    (c) =>
      c.status === 'in_stock' &&
      c.priceCents > 2_000_000 &&
      c.priceCents < 4_000_000 &&
      stock.filter((o) => o.model === c.model && o.status === 'in_stock').length > 3,
  );
  await page.setViewportSize({ width: 412, height: 900 });
  await page.goto(siteUrl('bayside-auto-group', `/cars/${target.slug}`));
  const section = page.getByRole('region', { name: 'Similar Cars In-Stock' });
  const links = await section
    .getByRole('article')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).pathname.split('/').pop()!));
  expect(links.length).toBeGreaterThan(0);
  expect(links.length).toBeLessThanOrEqual(6);
  expect(new Set(links).size).toBe(links.length);
  const found = links.map((slug) => stock.find((c) => c.slug === slug)!);
  const window = target.priceCents < 5_000_000 ? 1_000_000 : 2_500_000;
  for (const other of found) {
    expect(other.slug).not.toBe(target.slug);
    expect(other.status).toBe('in_stock');
    expect(Math.abs(other.priceCents - target.priceCents)).toBeLessThanOrEqual(window + 100);
  }
  const isSameModel = (other: Car) => other.model === target.model && other.make === target.make;
  const sameModel = found.map(isSameModel);
  expect(sameModel).toEqual([...sameModel].sort((a, b) => Number(b) - Number(a)));
  const sameModelInWindow = stock.some(
    (o) => o.slug !== target.slug && o.status === 'in_stock' && isSameModel(o) && Math.abs(o.priceCents - target.priceCents) <= window,
  );
  expect(sameModel[0]).toBe(sameModelInWindow);

  const previous = section.getByRole('button', { name: 'Previous cars' });
  const next = section.getByRole('button', { name: 'Next cars' });
  await expect(previous).toBeDisabled();
  if (links.length > 1) {
    await next.click();
    await expect(previous).toBeEnabled();
    await section.locator('[data-carousel-track]').evaluate((track) => track.scrollTo({ left: track.scrollWidth }));
    await expect(next).toBeDisabled();
    await previous.click();
    await expect(next).toBeEnabled();
  }
});

test('Print opens /print?car_id= in a new tab, which prints the car page; event 61 is sent', async ({ page, context }) => {
  await context.addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'true');
  });
  const events = await collectEvents(page);
  await page.goto(carPage(inStock.slug));
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: /^Print/ }).click()]);
  await popup.waitForURL(`**/cars/${inStock.slug}?print=1`);
  await expect(popup.locator('html')).toHaveAttribute('data-printed', 'true');
  await expect.poll(() => events.some((event) => event.event_id === 61 && event.car_id === inStock.id)).toBe(true);
  await popup.emulateMedia({ media: 'print' });
  await expect(popup.getByRole('group', { name: 'Share this car' })).toBeHidden();
  await expect(popup.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the history report button sends event 60', async ({ page }) => {
  const withFile = car(TENANT, (c) => c.status === 'in_stock' && c.historyReportUrl !== null);
  const events = await collectEvents(page);
  await page.goto(carPage(withFile.slug));
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: /Vehicle History Report/ }).click()]);
  await popup.close();
  await expect.poll(() => events.some((event) => event.event_id === 60 && event.car_id === withFile.id)).toBe(true);
});

test('Enquire opens a modal dialog from the keyboard; Escape closes it and focus goes back', async ({ page }) => {
  await page.goto(carPage(inStock.slug));
  const enquire = page.getByRole('group', { name: 'Actions for this car' }).getByRole('link', { name: 'Enquire Now' });
  await enquire.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Enquire about this car' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('First name')).toBeVisible();
  await expect(dialog.getByLabel('Comments')).toHaveValue(/^I'm interested in the /);
  await expect(dialog.getByRole('checkbox', { name: 'Yes, I would like to subscribe to receive latest offers & product updates.' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(enquire).toBeFocused();

  await page.getByRole('link', { name: 'Book a Test Drive' }).click();
  const testDrive = page.getByRole('dialog', { name: 'Book a test drive' });
  // The slot picker, live once the dialog opens: the car's yard, a date and its free times (the date is not required).
  await expect(testDrive.getByLabel('Test Drive Booking Date')).toHaveAttribute('type', 'date');
  await expect(testDrive.getByLabel('Test Drive Booking Date')).not.toHaveAttribute('required', '');
  await expect(testDrive.getByText(/^At .+, where the car is\.$/)).toBeVisible();
  await expect(testDrive.getByLabel('Time')).toBeDisabled();
  await testDrive.getByRole('button', { name: 'Close' }).click();
  await expect(testDrive).toBeHidden();
});

test('the lead forms post the car fields to /api/leads: JSON from the form island, once', async ({ page }) => {
  const posts: Array<{ body: Record<string, unknown>; key: string | undefined }> = [];
  await page.route('**/api/leads', async (route) => {
    posts.push({ body: route.request().postDataJSON(), key: route.request().headers()['idempotency-key'] });
    await route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: JSON.stringify({ lead_id: '0b3f8f0e-7c7e-4d44-9a55-7a4f2a4b8c11', event_id: 15 }),
    });
  });
  await page.route('**/success', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Posted</title><h1>Posted</h1>' }),
  );
  await page.goto(carPage(inStock.slug, '#request-photos'));
  const dialog = page.getByRole('dialog', { name: 'Request photos' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(HYDRATED_ISLAND)).toHaveCount(1);
  await dialog.getByLabel('First name').fill('Jane');
  await dialog.getByLabel('Email').fill('jane@example.com');
  await dialog.getByLabel('Phone').fill('0412 345 678');
  await dialog.getByRole('button', { name: 'Request Photos' }).click();
  await expect(page.getByRole('heading', { name: 'Posted' })).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(posts[0]!.key).toMatch(/^lead-[0-9a-f-]{36}$/);
  expect(posts[0]!.body).toMatchObject({
    kind: 'request-photos',
    photos_request: 'Please send photos for this car',
    car_id: inStock.id,
    'Vehicle Make': inStock.make,
    'Vehicle Model': inStock.model,
    car_type: inStock.carType,
    vehicle_status: 'in_stock',
    dealership_slug: TENANT,
    name: 'Jane',
    email: 'jane@example.com',
    opt_in: true,
    website: '',
  });
});

test('viewing a used car records it as recently viewed and sends event 4; a new car sends no event 4', async ({ page }) => {
  const used = car(TENANT, (c) => c.status === 'in_stock' && c.carType === 'used');
  const fresh = car(TENANT, (c) => c.status === 'in_stock' && c.carType === 'new');
  const events = await collectEvents(page);
  await page.goto(carPage(fresh.slug));
  await page.goto(carPage(used.slug));
  await expect.poll(() => events.filter((event) => event.event_id === 4).map((event) => event.car_id)).toEqual([used.id]);
  const viewed = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), `${TENANT}:recently-viewed`);
  expect(viewed.map((entry: { id: string }) => entry.id)).toEqual([used.id, fresh.id]);
  expect(viewed[0]).toEqual({
    id: used.id,
    stocknum: expect.any(String),
    make: used.make,
    model: used.model,
    body: expect.any(String),
    simple_body: expect.any(String),
  });
});

test('the form checks the answers on submit with the API rules and shows the errors in its dialog', async ({ page }) => {
  await page.goto(carPage(inStock.slug));
  await page.getByRole('group', { name: 'Actions for this car' }).getByRole('link', { name: 'Enquire Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enquire about this car' });
  await expect(dialog.locator(HYDRATED_ISLAND)).toHaveCount(1);
  await dialog.getByLabel('First name').fill('Jane');
  await dialog.getByLabel('Email').fill('jane@example.com');
  await dialog.getByLabel('Phone').fill('12345'); // not an Australian number
  await dialog.getByRole('button', { name: 'Enquire Now' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('Please fix the following errors:');
  await expect(dialog.getByRole('alert')).toContainText('Please enter a valid Australian phone number');
  await expect(dialog.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Enquire link still shows the form, and the phone number is a plain link', async ({ page }) => {
    await page.goto(carPage(inStock.slug));
    await page.getByRole('group', { name: 'Actions for this car' }).getByRole('link', { name: 'Enquire Now' }).click();
    await expect(page.locator('#enquire form[method="post"][action="/api/leads"]')).toBeVisible();
    await expect(page.locator('#enquire form').getByLabel('Comments')).toHaveValue(/^I'm interested in the /);
    await expect(page.getByRole('region', { name: 'Call the dealer' }).getByRole('link')).toHaveAttribute('href', /^tel:\+61\d{9}$/);
  });
});
