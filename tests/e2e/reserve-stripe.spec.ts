import { mkdir, mkdtemp, realpath, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './fixtures.ts';
import { loadPaymentProviders } from '../../src/server/checkout/payments/payment-config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { loadLeadsSettings } from '../../src/server/leads/config.ts';
import { openLeadsPlatform, type LeadsPlatform } from '../../src/server/leads/platform.ts';
import { startServer, type RunningServer } from '../../src/server/main.ts';
import { startStripeDouble, type StripeDouble } from '../doubles/stripe-api.ts';
import { E2E_DATA_DIR, E2E_PORT, expectNoAxeViolations, stockOf } from './support.ts';

// Reserving with Stripe against the local double of its API, and a hold running out under a fixed clock. This file
// runs its own server in this worker: Bayside's built site from the e2e build, its own in-memory database, Stripe
// keys for Bayside pointed at the double (STRIPE_API_URL), a clock the test moves, and a rebuild queue that only
// records what it is asked (the held-cars file is checked instead of rebuilding a 5,000-car site).
test.describe.configure({ mode: 'serial' });

const BAYSIDE = 'bayside-auto-group';
const PORT = E2E_PORT + 5;
const HOUR = 3_600_000;
let clock = Date.now();
let double: StripeDouble;
let server: RunningServer;
let platform: LeadsPlatform;
let dataDir: string;
const rebuilds: string[] = [];
const url = (pagePath: string) => `http://${BAYSIDE}.localhost:${PORT}${pagePath}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  double = await startStripeDouble({ secretKey: 'sk_test_e2e_bayside', webhookSecret: 'whsec_e2e_bayside_secret' });
  dataDir = await mkdtemp(path.join(tmpdir(), 'reserve-stripe-'));
  await mkdir(path.join(dataDir, 'sites'), { recursive: true });
  await mkdir(path.join(dataDir, 'snapshots', BAYSIDE), { recursive: true });
  await symlink(await realpath(path.join(E2E_DATA_DIR, 'sites', BAYSIDE)), path.join(dataDir, 'sites', BAYSIDE));
  await symlink(path.join(E2E_DATA_DIR, 'snapshots', BAYSIDE, 'snapshot.json'), path.join(dataDir, 'snapshots', BAYSIDE, 'snapshot.json'));
  const database = await openDatabase({ pgliteDir: null });
  platform = await openLeadsPlatform({
    dataDir,
    database,
    settings: loadLeadsSettings({ SMTP_URL: 'smtp://127.0.0.1:9' }),
    startWorker: false,
    adminSocket: false,
    log: () => {},
    now: () => clock,
    payments: loadPaymentProviders({
      STRIPE_SECRET_KEY_BAYSIDE_AUTO_GROUP: 'sk_test_e2e_bayside',
      STRIPE_WEBHOOK_SECRET_BAYSIDE_AUTO_GROUP: 'whsec_e2e_bayside_secret',
      STRIPE_API_URL: double.url,
    }),
    requestRebuild: (slug) => rebuilds.push(slug) > 0,
  });
  server = await startServer({ port: PORT, dataDir, apiRoutes: platform.routes, runBuild: async () => {}, log: () => {} });
});

test.afterAll(async () => {
  await server?.close();
  await platform?.close();
  await platform?.database.close();
  await double?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A JSON answer of the site's API, asked from the page (the browser resolves *.localhost; Node does not). */
async function apiGet(page: Page, apiPath: string): Promise<Record<string, unknown>> {
  if (!page.url().startsWith('http')) await page.goto(url('/success'));
  return page.evaluate(async (target) => (await fetch(target, { cache: 'no-store' })).json(), apiPath);
}

/** The car's built reserve page still has its form (a car held when the site was last built has none). */
async function builtReservable(page: Page, slug: string): Promise<boolean> {
  return page.evaluate(async (target) => (await (await fetch(target)).text()).includes('data-reserve-form'), `/cars/${slug}/checkout`);
}

async function freeCar(page: Page, skip: string[]): Promise<{ id: string; slug: string }> {
  const cars = stockOf(BAYSIDE).filter(
    (car) => car.status === 'in_stock' && !car.reserved && car.priceCents > 100_000 && car.dealershipSlug !== 'bayside-suzuki' && !skip.includes(car.id),
  );
  for (const car of cars.slice(-40).reverse())
    if ((await apiGet(page, `/api/reservations/car?car_id=${car.id}`)).reservable && (await builtReservable(page, car.slug))) return car;
  throw new Error('no free car');
}

async function reserveOnPage(page: Page, slug: string) {
  await page.goto(url(`/cars/${slug}/checkout`));
  await expect(page.getByText(/You pay the deposit by card on the next, secure payment page/)).toBeVisible();
  await page.getByLabel('First name').fill('Sam');
  await page.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678');
  await page.getByRole('checkbox', { name: 'I agree to the reservation terms above' }).check();
  await page.getByRole('button', { name: /^Reserve with/ }).click();
  await expect(page.getByRole('heading', { name: 'Test payment page' })).toBeVisible();
}

const used: string[] = [];

test('a card deposit through Stripe holds the car once; the shopper cancels and is refunded', async ({ page }) => {
  test.setTimeout(60_000); // a free car found through the API, the payment page, axe and a cancellation
  const car = await freeCar(page, used);
  used.push(car.id);
  await reserveOnPage(page, car.slug);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  // The webhook arrived before the browser came back: the return confirms the same hold, once.
  await expect(page.getByRole('heading', { name: /^Reserved: the .* is held for you$/ })).toBeVisible();
  await expect(page.getByText(/^Deposit: \$[\d,]+, paid by card\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(double.webhooks.map((hook) => hook.status)).toEqual([200]);
  const leads = await platform.database.db.selectFrom('leads').select('id').where('kind', '=', 'reservation').execute();
  expect(leads).toHaveLength(1);

  await page.getByRole('button', { name: 'Cancel my reservation' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is cancelled' })).toBeVisible();
  await expect(page.getByText(/deposit is refunded to your card/)).toBeVisible();
  expect(double.refunds).toHaveLength(1);
});

test('an abandoned payment holds nothing and keeps what the shopper typed', async ({ page }) => {
  const car = await freeCar(page, used);
  used.push(car.id);
  await reserveOnPage(page, car.slug);
  await page.getByRole('button', { name: 'Cancel and go back' }).click();
  await expect(page.getByText('Your payment did not go through, so the car is not held. Your details are still here: please try again.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Sam');
  expect((await apiGet(page, `/api/reservations/car?car_id=${car.id}`)).reservable).toBe(true);
});

test('a hold runs out after 48 hours under a fixed clock, and the site is told', async ({ page }) => {
  const car = await freeCar(page, used);
  used.push(car.id);
  await reserveOnPage(page, car.slug);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: /is held for you$/ })).toBeVisible();
  await platform.reservations.holds.settled();
  expect(rebuilds).toContain(BAYSIDE);

  clock += 48 * HOUR;
  await platform.reservations.job.runNow();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your hold has ended' })).toBeVisible();
  await expect(page.getByText('Your deposit is still fully refundable: call us and we will refund it or put it towards a car.')).toBeVisible();
  expect((await apiGet(page, `/api/reservations/car?car_id=${car.id}`)).reservable).toBe(true);
});
