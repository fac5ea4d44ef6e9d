import { expect, test, type Page } from './fixtures.ts';
import { findCar, siteUrl } from './support.ts';

// The chat and Click to Deal buttons open the dealer's providers (issue 35). Bayside Auto Group's demo configures the
// custom adapter for both, pointing at a stand-in script the site serves itself (tenants/bayside-auto-group/assets/
// widgets/demo-widgets.js); the other demo tenants configure none and show no such buttons.

// Bayside's car pages are its biggest (a group of 40 yards): 60 s each, as the slow journeys have, on a busy machine.
test.describe.configure({ timeout: 60_000 });

const TENANT = 'bayside-auto-group';
const SCRIPT_PATH = '/brand/widgets/demo-widgets.js';
const UNAVAILABLE = 'Chat is unavailable just now; send us an enquiry instead.';

/** A car that can be bought online: Instant Message takes Enquire's place in its side panel. */
const checkoutCar = () => findCar(TENANT, (car) => car.status === 'in_stock' && !car.reserved && car.priceCents > 1000);

/** Counts the requests for the provider's script and collects the page's CSP violations from the first byte. */
async function watch(page: Page): Promise<{ scriptRequests: string[] }> {
  const scriptRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === SCRIPT_PATH) scriptRequests.push(request.url());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return { scriptRequests };
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test("Instant Message and Click to Deal: nothing of the provider's loads before the click; the click loads its script once and opens it", async ({ page }) => {
  const car = checkoutCar();
  const { scriptRequests } = await watch(page);
  await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
  await page.waitForLoadState('networkidle');
  const actions = page.getByRole('group', { name: 'Actions for this car' });
  const chat = actions.getByRole('button', { name: 'Instant Message' });
  await expect(chat).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Enquire Now' })).toHaveCount(0); // Instant Message has its place
  expect(scriptRequests).toEqual([]);
  expect(await page.evaluate(() => 'BaysideDemoWidgets' in window)).toBe(false);

  await chat.click();
  const chatDialog = page.getByRole('dialog', { name: /^Chat with Bayside / });
  await expect(chatDialog).toBeVisible();
  await expect(chatDialog).toContainText(`${car.year} ${car.make} ${car.model}`);
  await expect(chat).not.toHaveAttribute('aria-busy', 'true');
  await chatDialog.getByRole('button', { name: 'Close' }).click();
  await expect(chatDialog).toBeHidden();
  await expect(chat).toBeFocused();

  // The deal tool's script is the same file here: loaded once for both.
  await actions.getByRole('button', { name: 'Click to Deal' }).click();
  await expect(page.getByRole('dialog', { name: 'Click to Deal' })).toBeVisible();
  await page.keyboard.press('Escape');
  await chat.click();
  await expect(chatDialog).toBeVisible();
  expect(scriptRequests).toHaveLength(1);
  expect(await violations(page)).toEqual([]);
});

test('the phone bar: Instant Message opens the chat too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl(TENANT, `/cars/${checkoutCar().slug}`));
  const bar = page.getByRole('group', { name: 'Quick actions' });
  await bar.getByRole('button', { name: 'Instant Message' }).click();
  await expect(page.getByRole('dialog', { name: /^Chat with Bayside / })).toBeVisible();
});

test('while the script loads the button is busy; when it fails, the enquiry form opens and says why', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${SCRIPT_PATH}`, async (route) => {
    await held;
    await route.abort();
  });
  await page.goto(siteUrl(TENANT, `/cars/${checkoutCar().slug}`));
  const chat = page.getByRole('group', { name: 'Actions for this car' }).getByRole('button', { name: 'Instant Message' });
  await chat.click();
  await expect(chat).toHaveAttribute('aria-busy', 'true');
  release();
  const enquiry = page.getByRole('dialog', { name: 'Enquire about this car' });
  await expect(enquiry).toBeVisible();
  await expect(enquiry.getByRole('status')).toHaveText(UNAVAILABLE);
  const focused = enquiry.locator(':focus');
  await expect(focused).toBeVisible(); // a field of the form, not its spam trap
  await expect(focused).toHaveAttribute('name', /^(?!website$)/);
  await expect(chat).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('dialog', { name: /^Chat with / })).toHaveCount(0);
});

test('a script that has not loaded in 10 s: the enquiry form instead', async ({ page }) => {
  await page.clock.install();
  await page.route(`**${SCRIPT_PATH}`, () => undefined); // never answered
  await page.goto(siteUrl(TENANT, `/cars/${checkoutCar().slug}`));
  const chat = page.getByRole('group', { name: 'Actions for this car' }).getByRole('button', { name: 'Instant Message' });
  await chat.click();
  await expect(chat).toHaveAttribute('aria-busy', 'true');
  await page.clock.runFor(9_000);
  await expect(page.getByRole('dialog', { name: 'Enquire about this car' })).toBeHidden();
  await page.clock.runFor(1_500);
  const enquiry = page.getByRole('dialog', { name: 'Enquire about this car' });
  await expect(enquiry).toBeVisible();
  await expect(enquiry.getByRole('status')).toHaveText(UNAVAILABLE);
});

test('a tenant without a chat or deal provider shows no chat or Click to Deal button, and Enquire keeps its place', async ({ page }) => {
  const car = findCar('harbour-toyota', (c) => c.status === 'in_stock' && !c.reserved && c.priceCents > 1000);
  await page.goto(siteUrl('harbour-toyota', `/cars/${car.slug}`));
  const actions = page.getByRole('group', { name: 'Actions for this car' });
  await expect(actions.getByRole('link', { name: 'Enquire Now' })).toBeVisible();
  for (const name of ['Instant Message', 'Chat With Us', 'Click to Deal']) await expect(page.getByText(name, { exact: true })).toHaveCount(0);
  await expect(page.locator('[data-widget]')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Instant Message and Click to Deal are links to the enquiry form, which opens in place and posts', async ({ page }) => {
    const car = checkoutCar();
    await page.goto(siteUrl(TENANT, `/cars/${car.slug}`));
    const actions = page.getByRole('group', { name: 'Actions for this car' });
    await expect(actions.getByRole('link', { name: 'Click to Deal' })).toHaveAttribute('href', '#enquire');
    await actions.getByRole('link', { name: 'Instant Message' }).click();
    await expect(page).toHaveURL(/#enquire$/);
    await expect(page.locator('#enquire form[method="post"][action="/api/leads"]')).toBeVisible();
  });
});
