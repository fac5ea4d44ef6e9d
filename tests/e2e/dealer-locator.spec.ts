import { expect, test, type Page } from './fixtures.ts';
import { loadTenant } from '../../src/files/load-tenant.ts';
import { locatorTypes } from '../../src/domain/locations/locator.ts';
import { expectNoAxeViolations, findCar, siteUrl } from './support.ts';

// Finding a location: the dealer locator (filters, nearest to a postcode, the plain list without JavaScript), the
// home page's 'Our Locations' carousel by keyboard and by swipe, the Locations menu and footer links, the contact
// page's location cards and the vehicle page's location block.

const BAYSIDE = 'bayside-auto-group';
const LOCATOR = siteUrl(BAYSIDE, '/dealer-locator');
const cardsIn = (page: Page, name: string) => page.getByRole('region', { name }).getByRole('article');
/** How many of Bayside's visible locations a filter keeps, from its tenant file. */
async function baysideCount(type: 'sales' | 'service' | 'parts' | '', state = ''): Promise<number> {
  const result = await loadTenant(BAYSIDE);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config.locations.filter(
    (location) => location.visible && (type === '' || locatorTypes(location).includes(type)) && (state === '' || location.address.state === state),
  ).length;
}
const kmOf = async (page: Page) =>
  (
    await page
      .getByRole('region', { name: /^Nearest to / })
      .locator('[data-distance]:visible')
      .allInnerTexts()
  ).map((text) => Number(text.replace(/\D/g, '')));

test('the locator orders every location by distance from a postcode, says what is wrong with a bad one, and passes axe', async ({ page }) => {
  await page.goto(LOCATOR);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dealer Locator');
  await expect(page.locator('[data-locator-item]')).toHaveCount(50);
  await expectNoAxeViolations(page);

  const postcode = page.getByLabel('Your postcode');
  await postcode.fill('40');
  await page.getByRole('button', { name: 'Find Nearest' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid postcode. Please enter a 4-digit number.');
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await postcode.fill('0001');
  await page.getByRole('button', { name: 'Find Nearest' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid postcode');

  await postcode.fill('4000');
  await page.getByRole('button', { name: 'Find Nearest' }).click();
  const nearest = page.getByRole('region', { name: /^Nearest to 4000/ });
  await expect(nearest.getByRole('heading', { level: 2 })).toHaveText('Nearest to 4000 (Brisbane Inner City, QLD)');
  await expect(nearest.getByRole('article')).toHaveCount(50);
  await expect(nearest.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText('Bayside Subaru Windsor Service Centre');
  const km = await kmOf(page);
  expect(km).toEqual([...km].sort((a, b) => a - b));
  expect(km[0]).toBeLessThan(10);
  await expect(page.getByRole('region', { name: 'New South Wales' })).toBeHidden();
});

test('the locator filters by type and state, in distance order and in the list by state', async ({ page }) => {
  await page.goto(LOCATOR);
  const postcode = page.getByLabel('Your postcode');
  // Perth's nearest parts counter.
  await postcode.fill('6000');
  await page.getByRole('button', { name: 'Find Nearest' }).click();
  await page.getByLabel('Location type').selectOption('parts');
  await expect(page.getByRole('status')).toHaveText(`${await baysideCount('parts')} locations, nearest to 6000 first.`);
  await expect(
    page
      .getByRole('region', { name: /^Nearest to 6000/ })
      .getByRole('article')
      .filter({ visible: true })
      .first()
      .getByRole('heading', { level: 3 }),
  ).toHaveText('Bayside Hyundai Osborne Park Parts');

  // An empty postcode goes back to the list by state, still filtered.
  await postcode.fill('');
  await page.getByRole('button', { name: 'Find Nearest' }).click();
  await page.getByLabel('Location type').selectOption('service');
  await page.getByLabel('State', { exact: true }).selectOption('QLD');
  const queenslandService = await baysideCount('service', 'QLD');
  expect(queenslandService).toBeGreaterThan(1);
  await expect(page.getByRole('status')).toHaveText(`Showing ${queenslandService} of 50 locations.`);
  await expect(cardsIn(page, 'Queensland').filter({ visible: true })).toHaveCount(queenslandService);
  await expect(page.getByRole('region', { name: 'Victoria' })).toBeHidden();
});

test.describe('the locator without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('is a plain list of every location in sections by state, with links to each section', async ({ page }) => {
    await page.goto(LOCATOR);
    await expect(page.getByRole('form', { name: 'Find a location' })).toBeHidden();
    await expect(page.getByRole('article')).toHaveCount(50);
    await expect(page.getByRole('navigation', { name: 'Locations by state' }).getByRole('link')).toHaveText([
      'New South Wales',
      'Victoria',
      'Queensland',
      'Western Australia',
      'South Australia',
      'Tasmania',
      'Australian Capital Territory',
      'Northern Territory',
    ]);
    await expect(cardsIn(page, 'Western Australia')).toHaveCount(await baysideCount('', 'WA'));
    await page.getByRole('link', { name: 'Western Australia' }).click();
    await expect(page).toHaveURL(/#wa$/);
  });
});

test.describe('the Our Locations carousel on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('shows a swipe hint, moves by arrow keys from card to card, and scrolls by a swipe', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota'));
    const carousel = page.getByRole('region', { name: 'Our Locations' });
    const track = carousel.locator('[data-carousel-track]');
    await expect(carousel.getByText('Swipe to see more locations')).toBeVisible();
    await expect(carousel.getByRole('article')).toHaveCount(3);
    const headings = carousel.getByRole('article').getByRole('heading', { level: 3 }).getByRole('link');
    await headings.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(headings.nth(1)).toBeFocused();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    await page.keyboard.press('ArrowLeft');
    await expect(headings.first()).toBeFocused();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeLessThan(5);

    await track.scrollIntoViewIfNeeded();
    const box = (await track.boundingBox())!; // in the viewport, where the gesture's coordinates are
    // A finger drawn right to left across the row, as Chromium's touch input receives it.
    const session = await page.context().newCDPSession(page);
    const [x, y] = [box.x + box.width * 0.8, box.y + 60];
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 10; step++) await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - step * 25, y }] });
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    await expect(carousel.getByRole('button', { name: 'Previous locations' })).toBeEnabled();
    await expectNoAxeViolations(page);
  });
});

test('on a large screen with more than 3 locations the carousel drops the swipe hint and pages with its arrows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl(BAYSIDE));
  const carousel = page.getByRole('region', { name: 'Our Locations' });
  await expect(carousel.getByText('Swipe to see more locations')).toBeHidden();
  await expect(carousel.getByRole('button', { name: 'Previous locations' })).toBeDisabled();
  await carousel.getByRole('button', { name: 'Next locations' }).click();
  await expect(carousel.getByRole('button', { name: 'Previous locations' })).toBeEnabled();
});

test("a group's Locations menu lists each location's page and the locator; a parts counter's card links its enquiry", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const menu = page.getByRole('navigation', { name: 'Main', exact: true });
  await page.goto(siteUrl('harbour-toyota'));
  await menu.locator('summary', { hasText: 'Locations' }).click();
  await expect(menu.getByRole('link', { name: /Harbour Toyota|Dealer Locator/ })).toHaveText([
    'Harbour Toyota Newcastle West',
    'Harbour Toyota Service Centre',
    'Harbour Toyota Parts',
    'Dealer Locator',
  ]);
  await menu.getByRole('link', { name: 'Harbour Toyota Parts' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour Toyota Parts');
  await expect(page.getByRole('article', { name: 'Contact details and hours' }).getByRole('link', { name: 'Parts Enquiry' })).toHaveAttribute(
    'href',
    '/vehicle-parts-and-accessories',
  ); // the site's parts page, where the parts enquiry form is
});

test("a big group's Locations menu goes to the locator's states; a one-location dealer's footer to its page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const menu = page.getByRole('navigation', { name: 'Main', exact: true });
  await page.goto(siteUrl(BAYSIDE));
  await menu.locator('summary', { hasText: 'Locations' }).click();
  await menu.getByRole('link', { name: 'Tasmania' }).click();
  await expect(page).toHaveURL(/\/dealer-locator#tas$/);

  await page.goto(siteUrl('corner-car-yard'));
  await expect(menu.locator('summary', { hasText: 'Locations' })).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Opening Hours and Directions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corner Car Yard Sunshine');
});

test("the contact page shows the tenant's locations as cards; a car's page shows its yard's card at #vehicle-map", async ({ page }) => {
  await page.goto(siteUrl('outback-caravans-and-motorcycles', '/contact'));
  const cards = page.getByRole('region', { name: 'Our Locations' }).getByRole('article');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Outback Caravans Caboolture', 'Outback Motorcycles Morayfield']);
  await expect(cards.first().getByRole('link', { name: 'Outback Caravans Caboolture', exact: true })).toHaveAttribute(
    'href',
    '/our-location/outback-caravans-caboolture',
  );
  await expect(cards.first().getByRole('link', { name: /^Get Directions/ })).not.toHaveAttribute('target', '_blank');

  const car = findCar('harbour-toyota', (candidate) => candidate.status === 'in_stock');
  await page.setViewportSize({ width: 390, height: 844 }); // on a large screen the block is in the sticky side panel
  await page.goto(siteUrl('harbour-toyota', `/cars/${car.slug}`));
  const block = page.locator('#vehicle-map').getByRole('article');
  await expect(block.getByRole('heading', { level: 2 })).toHaveText('Harbour Toyota Newcastle West');
  await expect(block.getByRole('heading', { name: 'Service Hours' })).toBeVisible();
  // Its 'open now' script loads only when the block comes near the screen.
  await expect(block.locator('.open-now').first()).toHaveText('');
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator('.open-now').first()).toHaveText(/^(Open now, closes|Closed, opens) /);
});
