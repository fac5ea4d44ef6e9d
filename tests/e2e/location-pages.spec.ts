import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { loadTenant } from '../../src/files/load-tenant.ts';
import { E2E_PORT, expectNoAxeViolations, siteUrl } from './support.ts';

// A location's page: its card (address, phone, hours per department, licence, rating, directions), the type
// selector, 'open now' and holiday hours at view time under a fixed clock, the map on request, the enquiry form for
// the location, the cars there, JSON-LD, the 301s from older links, and every demo tenant's locations.

const HARBOUR = 'harbour-toyota';
const SALES = siteUrl(HARBOUR, '/contact-us/harbour-toyota-newcastle-west');
/** A request to a tenant's host (Node does not resolve *.localhost as browsers do). */
const fetchSite = (request: APIRequestContext, slug: string, path: string) =>
  request.get(`http://127.0.0.1:${E2E_PORT}${path}`, { headers: { Host: `${slug}.localhost:${E2E_PORT}` }, maxRedirects: 0 });
const card = (page: Page) => page.getByRole('article', { name: 'Contact details and hours' });
const hoursOf = (page: Page, title: string) =>
  card(page)
    .locator('.location-hours')
    .filter({ has: page.getByRole('heading', { name: title }) });

test('a location page: card, hours per department, type selector, enquiry form, stock, JSON-LD; passes axe', async ({ page }) => {
  // Wednesday 25 November 2026, 1:00 pm in Newcastle (daylight saving: UTC+11).
  await page.clock.setFixedTime(new Date('2026-11-25T02:00:00Z'));
  await page.goto(SALES);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour Toyota Newcastle West');
  const details = card(page);
  await expect(details.locator('address')).toHaveText('846 Hunter StreetNewcastle West NSW 2302');
  await expect(details.getByRole('link', { name: '02 5550 4180' })).toHaveAttribute('href', 'tel:+61255504180');
  await expect(details).toContainText('DL: MD058213');
  await expect(details).toContainText('4.7 (1,284 reviews)');
  await expect(details.getByRole('img', { name: 'Rated 4.7 out of 5 from 1,284 reviews' })).toBeVisible(); // the stars, read out as one image
  await expect(details.getByRole('img', { name: '', exact: true })).toHaveCount(0); // the header image is decorative
  await expect(details.locator('img.location-card-image')).toHaveAttribute('height', '150');
  const directions = details.getByRole('link', { name: /^Get Directions/ });
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=-32.9262%2C151.7593');

  const sales = hoursOf(page, 'Sales Hours');
  await expect(sales.locator('dl > div')).toHaveText(['Mon-Fri8:30 am - 5:30 pm', 'Sat8:30 am - 4:00 pm', 'SunClosed']);
  await expect(sales.locator('.open-now')).toHaveText('Open now, closes 5:30 pm');
  await expect(hoursOf(page, 'Service Hours').locator('.open-now')).toHaveText('Open now, closes 4:30 pm');

  const selector = page.getByRole('navigation', { name: 'Location type' });
  await expect(selector.getByRole('link')).toHaveText(['Sales', 'Service', 'Parts']);
  await expect(selector.getByRole('link', { name: 'Sales' })).toHaveAttribute('aria-current', 'page');

  const form = page.getByRole('form', { name: 'Contact Us' });
  await expect(page.getByRole('heading', { name: 'Enquire at Harbour Toyota Newcastle West' })).toBeVisible();
  await expect(form.getByLabel('Enquiry type')).toHaveValue('Sales Enquiry');
  await expect(form.getByLabel('Location')).toHaveValue('harbour-toyota-newcastle-west');

  const stock = page.getByRole('region', { name: 'Cars in stock at Harbour Toyota Newcastle West' });
  await expect(stock.getByRole('article')).toHaveCount(4);
  await expect(stock.getByRole('link', { name: /^View all \d+ cars at this location$/ })).toHaveAttribute(
    'href',
    '/search/new-used-and-demo-cars?location_id=11',
  );

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({
    '@type': 'AutoDealer',
    name: 'Harbour Toyota Newcastle West',
    telephone: '+61255504180',
    geo: { latitude: -32.9262, longitude: 151.7593 },
    aggregateRating: { ratingValue: 4.7, reviewCount: 1284 },
    specialOpeningHoursSpecification: expect.arrayContaining([expect.objectContaining({ validFrom: '2026-12-25', opens: '00:00', closes: '00:00' })]),
  });
  expect(jsonLd.department.map((department: { '@type': string }) => department['@type'])).toEqual(['AutoRepair', 'AutoRepair', 'AutoPartsStore']);
  await expectNoAxeViolations(page);

  // The type selector goes to the dealership's service centre, whose own department is then marked.
  await selector.getByRole('link', { name: 'Service' }).click();
  await expect(page).toHaveURL(/\/contact-us\/harbour-toyota-service-centre$/);
  await expect(page.getByRole('navigation', { name: 'Location type' }).getByRole('link', { name: 'Service' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('form', { name: 'Contact Us' }).getByLabel('Enquiry type')).toHaveValue('Service Enquiry');
  expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)['@type']).toBe('AutoRepair');
});

test("'open now' in each location's own zone: at one instant Newcastle (daylight saving) is open and Queensland is not yet", async ({ page }) => {
  // 2026-11-24T21:45Z: 8:45 am in Newcastle, 7:45 am in Caboolture (Queensland keeps UTC+10).
  await page.clock.setFixedTime(new Date('2026-11-24T21:45:00Z'));
  await page.goto(SALES);
  await expect(hoursOf(page, 'Sales Hours').locator('.open-now')).toHaveText('Open now, closes 5:30 pm');
  await expect(hoursOf(page, 'Service Hours').locator('.open-now')).toHaveText('Open now, closes 4:30 pm');
  await page.goto(siteUrl('outback-caravans-and-motorcycles', '/our-location/outback-caravans-caboolture'));
  await expect(hoursOf(page, 'Opening Hours').locator('.open-now')).toHaveText('Closed, opens 8:30 am');
});

test('holiday hours: no button outside the window; within it the dialog lists the special hours, which also decide open now', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-20T01:00:00Z'));
  await page.goto(SALES);
  await expect(hoursOf(page, 'Sales Hours').locator('.open-now')).toHaveText('Open now, closes 5:30 pm');
  await expect(page.getByRole('link', { name: 'Holiday Hours' })).toBeHidden(); // Christmas is 35 days away

  // Christmas Day, a Friday, 10:00 am in Newcastle: closed, and Boxing Day and Sunday too.
  await page.clock.setFixedTime(new Date('2026-12-24T23:00:00Z'));
  await page.goto(SALES);
  await expect(hoursOf(page, 'Sales Hours').locator('.open-now')).toHaveText('Closed (Christmas Day), opens 8:30 am Monday');
  await page.getByRole('link', { name: 'Holiday Hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Holiday Hours' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('dl > div:visible')).toHaveText([
    /^\s*Friday 25 December\s*Christmas Day\s*Closed\s*$/,
    /^\s*Saturday 26 December\s*Boxing Day\s*Closed\s*$/,
    /^\s*Thursday 31 December\s*New Year's Eve\s*8:30 am - 1:00 pm\s*$/,
    /^\s*Friday 1 January\s*New Year's Day\s*Closed\s*$/,
  ]);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Holiday Hours' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the map loads only when asked for, with the tiles from the tenant config (served here by the test)', async ({ page }) => {
  const tiles: string[] = [];
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    tiles.push(new URL(route.request().url()).pathname);
    return route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#cde"/></svg>',
    });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) scripts.push(request.url());
  });
  await page.goto(SALES);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /leaflet/i.test(url))).toEqual([]);
  expect(tiles).toEqual([]);
  await page.getByRole('button', { name: 'Show map' }).click();
  const map = page.locator('[data-location-map][data-map-ready]');
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(map.getByRole('link', { name: /OpenStreetMap contributors/ })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  expect(tiles[0]).toMatch(/^\/16\/\d+\/\d+\.png$/);
  expect(scripts.some((url) => /leaflet/i.test(url))).toBe(true);
});

test('older links answer 301: a name without its department suffix, and /contact-us/ on a site with another prefix', async ({ request }) => {
  for (const [host, from, to] of [
    [HARBOUR, '/contact-us/harbour-toyota', '/contact-us/harbour-toyota-service-centre'],
    ['outback-caravans-and-motorcycles', '/contact-us/outback-caravans-caboolture', '/our-location/outback-caravans-caboolture'],
    ['bayside-auto-group', '/contact-us/bayside-toyota-capalaba', '/contact-us/bayside-toyota-capalaba-service-centre'],
  ] as const) {
    const response = await fetchSite(request, host, from);
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  expect((await fetchSite(request, HARBOUR, '/contact-us/nowhere')).status()).toBe(404);
});

test("every demo tenant's visible locations have a page under the tenant's prefix", async ({ request }) => {
  for (const slug of ['bayside-auto-group', 'harbour-toyota', 'outback-caravans-and-motorcycles', 'corner-car-yard']) {
    const result = await loadTenant(slug);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    const { locations, locationPages } = result.config;
    for (const location of locations.filter((item) => item.visible)) {
      const response = await fetchSite(request, slug, `${locationPages.routePrefix}/${location.slug}`);
      expect(response.status(), location.slug).toBe(200);
      expect(await response.text(), location.slug).toContain(`<h1 class="text-2xl font-bold sm:text-3xl">${location.name}</h1>`);
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the weekly hours show; no open-now line, no map button, holiday hours only in the window the build saw', async ({ page }) => {
    await page.goto(siteUrl('corner-car-yard', '/contact-us/corner-car-yard-sunshine'));
    const details = card(page);
    await expect(hoursOf(page, 'Opening Hours').locator('dl > div')).toHaveText(['Mon-Fri9:00 am - 5:30 pm', 'Sat9:00 am - 2:00 pm', 'SunBy appointment only']);
    await expect(details.locator('.open-now')).toHaveText('');
    await expect(details).toContainText('Landline: 03 7010 7731');
    await expect(details.getByRole('link', { name: /^Get Directions/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Location type' })).toHaveCount(0);
    await page.goto(SALES);
    await expect(page.getByRole('button', { name: 'Show map' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Holiday Hours' })).toBeHidden();
  });
});

test("a service centre's card shows its repairer licence (MRB:); a location without one shows none", async ({ page }) => {
  await page.goto(siteUrl(HARBOUR, '/contact-us/harbour-toyota-service-centre'));
  await expect(card(page).locator('.location-numbers')).toHaveText('MRB: MVRL47215');
  await page.goto(SALES);
  await expect(card(page)).not.toContainText('MRB:');
  await expect(card(page).locator('.location-numbers')).toHaveText('DL: MD058213');
});

test("a location's own reviews give its rating and are listed; its place ID names the place for directions and the map", async ({ page }) => {
  await page.goto(siteUrl(HARBOUR, '/contact-us/harbour-toyota-service-centre'));
  const details = card(page);
  await expect(details).toContainText('4.6 (932 reviews)');
  await expect(details.getByRole('img', { name: 'Rated 4.6 out of 5 from 932 reviews' })).toBeVisible();
  await expect(details.getByRole('link', { name: /^Get Directions/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=-32.923%2C151.734&destination_place_id=ChIJu7HarbourToyotaSvc01',
  );
  // Its reviews of 4 stars or more, newest first, dated from the build's day (20 November 2026).
  const reviews = page.getByRole('region', { name: 'Reviews of Harbour Toyota Service Centre' });
  await expect(reviews).toContainText('932 reviews');
  await expect(reviews.getByRole('listitem')).toHaveCount(2);
  await expect(reviews.getByRole('listitem').first()).toContainText(/Megan T\.\s*3 days ago/);
  await expect(reviews.getByRole('listitem').last()).toContainText(/Graham P\.\s*11 days ago/);
  await expect(reviews).not.toContainText('Sam K.'); // 3 stars
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({
    '@type': 'AutoRepair',
    hasMap: 'https://www.google.com/maps/place/?q=place_id:ChIJu7HarbourToyotaSvc01',
    aggregateRating: { ratingValue: 4.6, reviewCount: 932 },
  });
  await expectNoAxeViolations(page);

  // A yard that also buys cars says so on its card; a location without its own reviews lists none.
  await page.goto(SALES);
  await expect(card(page).locator('.location-type')).toHaveText('Sales and Car Buying');
  await expect(page.getByRole('region', { name: /^Reviews of/ })).toHaveCount(0);
});
