import { expect, test } from './fixtures.ts';
import { showsNewArrival } from '../../src/domain/vehicle/card-tag.ts';
import corner from '../../tenants/corner-car-yard/tenant.ts';
import harbour from '../../tenants/harbour-toyota/tenant.ts';
import { fetchedAtOf, findCar, siteUrl, HYDRATED_ISLAND } from './support.ts';

const TENANT = 'harbour-toyota';
const carPage = (slug: string) => siteUrl(TENANT, `/cars/${slug}`);

test('key information shows 4 rows, then the rest with Show More, and hides them with Show Less', async ({ page }) => {
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && c.simpleFuel !== 'Electric');
  await page.goto(carPage(car.slug));
  const section = page.getByRole('region', { name: 'Key information' });
  const visibleRows = section.locator('dt:visible');
  await expect(visibleRows).toHaveCount(4);
  await section.getByText('Show More').click();
  expect(await visibleRows.count()).toBeGreaterThan(4);
  await section.getByText('Show Less').click();
  await expect(visibleRows).toHaveCount(4);
});

test('the feature list shows 8 features, then the rest with Show All, and hides them with Hide (spec 2 section 9)', async ({ page }) => {
  const car = findCar('harbour-toyota', (c) => c.status === 'in_stock' && c.features.length > 8);
  await page.goto(siteUrl('harbour-toyota', `/cars/${car.slug}`));
  const section = page.locator('section[aria-labelledby="features"]');
  const items = section.getByRole('listitem');
  const shown = async () => (await items.filter({ visible: true }).allInnerTexts()).map((text) => text.replace('\u2713', '').trim());
  expect(await shown()).toEqual(car.features.slice(0, 8));
  const toggle = section.locator('summary');
  await expect(toggle).toHaveText('Show All', { useInnerText: true });
  await toggle.click();
  await expect(items.filter({ visible: true })).toHaveCount(car.features.length);
  expect(await shown()).toEqual(car.features);
  await expect(toggle).toHaveText('Hide', { useInnerText: true });
  await toggle.click();
  await expect(items.filter({ visible: true })).toHaveCount(8);
});

test('long dealer comments are cut at 400 characters with Show More / Show Less', async ({ page }) => {
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && c.dealerComments.replaceAll('|', '').length > 450);
  await page.goto(carPage(car.slug));
  const section = page.getByRole('region', { name: 'Dealer Comments' });
  const shownText = async () => (await section.locator('p:visible').allInnerTexts()).join('').replace('…', '');
  expect((await shownText()).length).toBeLessThanOrEqual(400);
  await section.getByText('Show More').click();
  expect((await shownText()).length).toBeGreaterThan(400);
  await section.getByText('Show Less').click();
  expect((await shownText()).length).toBeLessThanOrEqual(400);
});

test('a car listed in the last 8 days says New Arrival by its title; an older car does not', async ({ page }) => {
  const now = new Date(fetchedAtOf(TENANT));
  const fresh = findCar(TENANT, (c) => showsNewArrival(c, 8, now));
  await page.goto(carPage(fresh.slug));
  await expect(page.getByRole('complementary', { name: 'Price and actions' }).getByText('New Arrival', { exact: true })).toBeVisible();
  const older = findCar(TENANT, (c) => c.status === 'in_stock' && !c.reserved && !showsNewArrival(c, 8, now));
  await page.goto(carPage(older.slug));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('New Arrival', { exact: true })).toHaveCount(0);
});

test('empty dealer comments say they are pending', async ({ page }) => {
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && c.dealerComments.replaceAll('|', '').trim() === '');
  await page.goto(carPage(car.slug));
  await expect(page.getByText('Dealer comments are pending. Please check back here later.')).toBeVisible();
});

test('a caravan lists its caravan specifications with units; a motorcycle has none', async ({ page }) => {
  const OUTBACK = 'outback-caravans-and-motorcycles';
  const caravan = findCar(OUTBACK, (c) => c.status === 'in_stock' && c.itemType === 'caravan' && typeof c.caravanSpecifications?.tare_weight === 'number');
  await page.goto(siteUrl(OUTBACK, `/cars/${caravan.slug}`));
  const section = page.getByRole('region', { name: 'Caravan Specifications' });
  const tare = (caravan.caravanSpecifications!.tare_weight as number).toLocaleString('en-AU');
  await expect(section.getByRole('definition').filter({ hasText: `${tare} kg` })).toBeVisible();
  await expect(section.getByRole('term')).toContainText(['Body length', 'Body width', 'Tare weight', 'Aggregate trailer mass (ATM)']);
  const bike = findCar(OUTBACK, (c) => c.status === 'in_stock' && c.itemType !== 'caravan');
  await page.goto(siteUrl(OUTBACK, `/cars/${bike.slug}`));
  await expect(page.getByRole('heading', { name: 'All Specifications' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Caravan Specifications' })).toHaveCount(0);
});

test('the fuel calculator estimates weekly cost from the car consumption and what the shopper types', async ({ page }) => {
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && c.simpleFuel !== 'Electric' && (c.variant?.fuelConsumptionCombinedLPer100Km ?? 0) > 0);
  const consumption = car.variant!.fuelConsumptionCombinedLPer100Km!;
  await page.goto(carPage(car.slug));
  const calculator = page.getByRole('region', { name: 'Fuel Calculator' });
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.getByTestId('fuel-cost')).toHaveText(`About $${((250 / 100) * consumption * 1.7).toFixed(2)} a week`);
  await expect(calculator.locator(HYDRATED_ISLAND)).toHaveCount(1); // hydrated: typing before would be reset
  await calculator.getByLabel('Fuel price per litre').fill('$2.10');
  await calculator.getByLabel('Distance per week').fill('1,000 kms');
  await expect(calculator.getByTestId('fuel-cost')).toHaveText(`About $${(Math.round(10 * consumption * 2.1 * 100) / 100).toFixed(2)} a week`);
  await calculator.getByLabel('Distance per week').fill('lots');
  await expect(calculator.getByTestId('fuel-cost')).toHaveText('Enter a fuel price and distance');
});

test('electric cars have no fuel calculator', async ({ page }) => {
  const car = findCar('bayside-auto-group', (c) => c.status === 'in_stock' && c.simpleFuel === 'Electric');
  await page.goto(siteUrl('bayside-auto-group', `/cars/${car.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fuel Calculator' })).toHaveCount(0);
});

test('a sold car shows the sold message and Find Me Something Similar instead of actions', async ({ page }) => {
  const car = findCar('bayside-auto-group', (c) => c.status === 'sold');
  await page.goto(siteUrl('bayside-auto-group', `/cars/${car.slug}`));
  await expect(page.getByText("Unfortunately this car recently sold. But don't worry, we can help you find a similar car!")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Actions for this car' })).toHaveCount(0);
  await expect(page.getByTestId('availability')).toHaveText('This car has been sold');
});

test('search engines get a Car offer and breadcrumbs as JSON-LD', async ({ page }) => {
  const car = findCar(TENANT, (c) => c.status === 'in_stock' && c.priceCents > 100_000);
  await page.goto(carPage(car.slug));
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const [offer, crumbs] = blocks.map((text) => JSON.parse(text));
  expect(offer).toMatchObject({
    '@type': 'Car',
    offers: { '@type': 'Offer', priceCurrency: 'AUD', price: (car.priceCents / 100).toFixed(2), availability: 'https://schema.org/InStock' },
  });
  expect(crumbs['@type']).toBe('BreadcrumbList');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://www.harbourtoyota.com.au/cars/${car.slug}`);
});

test('the location announcement can be dismissed', async ({ page }) => {
  // Bayside's primary location is in one city; most of its cars are elsewhere.
  await page.goto(siteUrl('bayside-auto-group', '/search/new-used-and-demo-cars'));
  const slugs = await page.locator('article h2 a').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  for (const path of slugs) {
    await page.goto(siteUrl('bayside-auto-group', path));
    if (await page.getByRole('button', { name: 'Dismiss announcement' }).count()) break;
  }
  const dismiss = page.getByRole('button', { name: 'Dismiss announcement' });
  await expect(page.getByText(/^This car is at /)).toBeVisible();
  await dismiss.click();
  await expect(page.getByText(/^This car is at /)).toHaveCount(0);
});

test('the page ends with a disclaimer that says where its details come from and links the terms, before similar cars', async ({ page }) => {
  const car = findCar(TENANT, (c) => c.status === 'in_stock');
  await page.goto(carPage(car.slug));
  const disclaimer = page.locator('[data-vehicle-disclaimer]');
  await expect(disclaimer).toContainText("Prices, features and availability come from Harbour Toyota's stock system and can change without notice");
  await disclaimer.getByRole('link', { name: 'terms and conditions' }).click();
  await expect(page).toHaveURL(siteUrl(TENANT, '/terms-and-conditions'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/terms/i);
});

test("What's Included, Why Buy From Us? and Protect Your Car are the dealer's own words; a section it sets no copy for is not there", async ({ page }) => {
  const car = findCar(TENANT, (c) => c.status === 'in_stock');
  await page.goto(carPage(car.slug));
  const sections = {
    "What's Included": harbour.vehiclePage!.whatsIncluded!,
    'Why Buy From Us?': harbour.home!.whyBuyFromUs!,
    'Protect Your Car': harbour.vehiclePage!.protectYourCar!,
  };
  for (const [name, items] of Object.entries(sections)) {
    const listed = page.getByRole('region', { name }).getByRole('listitem');
    await expect(listed).toHaveCount(items.length);
    await expect(listed).toContainText(items as string[]);
  }
  await expect(page.getByRole('region', { name: 'Delivery Calculator' })).toBeVisible();

  // Corner Car Yard sets no delivery prices: its car pages have no delivery calculator, and nothing stands in for it.
  expect(corner.delivery).toBeUndefined();
  const yardCar = findCar('corner-car-yard', (c) => c.status === 'in_stock');
  await page.goto(siteUrl('corner-car-yard', `/cars/${yardCar.slug}`));
  await expect(page.getByRole('region', { name: "What's Included" })).toContainText(corner.vehiclePage!.whatsIncluded![0]!);
  await expect(page.getByRole('heading', { name: 'Delivery Calculator' })).toHaveCount(0);
});

test('the page counts its view and says how often the car has been viewed once someone else has (spec 2 section 7)', async ({ page }) => {
  const car = findCar(TENANT, (c) => c.status === 'in_stock');
  const summary = page.getByRole('complementary', { name: 'Price and actions' });
  const viewed = summary.getByText(/^This car has been viewed [\d,]+ times$/);
  const counted = () => page.waitForResponse((response) => new URL(response.url()).pathname === `/api/cars/${car.slug}/view.json`);
  const first = counted();
  await page.goto(carPage(car.slug));
  const answer = await first;
  expect(answer.status()).toBe(200);
  expect(Object.fromEntries(new URL(answer.url()).searchParams)).toMatchObject({ photos_count: expect.stringMatching(/^\d+$/), website_id: TENANT });
  const { views } = (await answer.json()) as { views: number };
  if (views < 2) await expect(viewed).toHaveCount(0); // only the shopper's own view

  // The next view is counted too, and the line says so.
  const second = counted();
  await page.reload();
  const { views: next } = (await (await second).json()) as { views: number };
  expect(next).toBeGreaterThan(views);
  await expect(viewed).toHaveText(`This car has been viewed ${next.toLocaleString('en-AU')} times`);

  // A refused call (past the per-client limit) shows nothing.
  await page.route(
    (url) => url.pathname.endsWith('/view.json'),
    (route) => route.fulfill({ status: 429, json: { error: 'Too many requests' } }),
  );
  const refused = counted();
  await page.reload();
  await refused;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(viewed).toHaveCount(0);
});
