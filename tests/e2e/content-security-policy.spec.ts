import { expect, test, type Page } from './fixtures.ts';
import { freshMobile, signIn } from './accounts-support.ts';
import { findCar, hydratedIsland, siteUrl } from './support.ts';

// Every page type carries a Content-Security-Policy (Astro's hashes of its scripts and styles, plus the dealer's
// tags) and a Permissions-Policy; each loads, hydrates and runs its scripts without one CSP violation.

type Violation = { directive: string; blocked: string; source: string };

/** Collects the page's CSP violation reports (the `securitypolicyviolation` events) from the first byte. */
async function watchViolations(page: Page): Promise<Violation[]> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` }),
    );
  });
  return [];
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);

/** Loads a page, lets its islands hydrate (scrolled through, idle), and fails on any violation. */
async function expectNoViolations(page: Page, url: string, interact?: (page: Page) => Promise<void>): Promise<void> {
  const response = await page.goto(url);
  expect(response!.headers()['permissions-policy']).toContain('camera=()');
  expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  const meta = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(meta, url).toMatch(/script-src 'self'[^;]* 'sha256-/);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 700) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
  if (interact) await interact(page);
  expect(await violations(page), url).toEqual([]);
}

test('every page type runs without a CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  await watchViolations(page);
  const harbour = (path: string) => siteUrl('harbour-toyota', path);
  const car = findCar('harbour-toyota', (c) => c.status === 'in_stock' && c.images.length > 3);
  const sold = findCar('bayside-auto-group', (c) => c.status === 'sold');
  const caravan = findCar('outback-caravans-and-motorcycles', (c) => c.status === 'in_stock');
  await expectNoViolations(page, harbour('/'));
  await expectNoViolations(page, harbour('/search/new-used-and-demo-cars'), async () => {
    await expect(page.locator(hydratedIsland('SearchApp'))).toBeAttached();
  });
  await expectNoViolations(page, harbour(`/cars/${car.slug}`), async () => {
    await page.getByRole('link', { name: 'Enquire Now' }).first().click();
    await expect(page.getByRole('dialog').first()).toBeVisible();
    await page.keyboard.press('Escape');
  });
  await expectNoViolations(page, siteUrl('bayside-auto-group', `/cars/${sold.slug}`));
  await expectNoViolations(page, siteUrl('outback-caravans-and-motorcycles', `/cars/${caravan.slug}`));
  await expectNoViolations(page, siteUrl('corner-car-yard', '/used-car/used/'));
  for (const path of [
    '/finance',
    '/budget-finder',
    '/budget-finder/price-range',
    '/trade-in',
    '/contact',
    '/special-offers',
    '/sign-in?type=watchlist&redirect=%2F',
    '/no-such-page',
  ]) {
    await expectNoViolations(page, harbour(path));
  }
  await signIn(page, 'harbour-toyota', freshMobile());
  await expectNoViolations(page, harbour('/my-garage'));
  await expectNoViolations(page, harbour(`/personalised/finance?car_id=${car.id}`));
});
