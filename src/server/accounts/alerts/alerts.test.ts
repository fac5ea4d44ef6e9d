// Price and stock alerts against a real database and the real outbox (leases, retries, the shopper channels), with
// the stock and the site's search as the test says.
import type { SendMailOptions, Transporter } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WatchCar } from '#src/domain/accounts/watch-car.ts';
import { upsertShopper } from '../../db/shoppers-repo.ts';
import { testEngines } from '../../db/test-database.ts';
import { saveCars, saveSearch } from '../../db/watchlist-repo.ts';
import type { StockIndexes } from '../../leads/stock-index.ts';
import type { TenantLeadsCache } from '../../leads/tenant-context.ts';
import { alphaConfig } from '../../leads/test-fixtures.ts';
import type { TenantSite } from '../../site-registry.ts';
import { suppressionList, unsubscribeUrl } from '../../unsubscribe/unsubscribe.ts';
import type { SiteSearch } from '../site-search.ts';
import { ALPHA, createAccountsTestApp, type AccountsTestApp } from '../test-support.ts';
import { createAlerts, type Alerts } from './alerts.ts';

let t: AccountsTestApp;
let alerts: Alerts;
const mails: SendMailOptions[] = [];
const transport = { sendMail: async (mail: SendMailOptions) => void mails.push(mail), close: () => {} } as unknown as Transporter;
const cars = new Map<string, WatchCar>();
let searchIds: string[] = [];
let config = alphaConfig();
const ORIGIN = 'http://alpha.localhost:4321';
const clock = { now: Date.UTC(2026, 10, 24, 23, 0, 0) }; // 9 am in Brisbane
const site = {
  slug: 'alpha',
  dir: '/nowhere',
  manifest: { buildId: 'b1', tenant: { slug: 'alpha', name: 'Alpha Motors', url: 'https://www.alpha-motors.com.au' } },
} as unknown as TenantSite;
const hilux = (priceCents: number, status: WatchCar['status'] = 'in-stock'): WatchCar => ({
  id: '101',
  slug: 'car-101',
  path: '/cars/car-101',
  title: '2021 Toyota HiLux SR5',
  make: 'Toyota',
  model: 'HiLux',
  simpleBody: 'Ute',
  imageUrl: null,
  priceCents,
  status,
});
let phone = 0;

async function shopperWatching(options: { alerts?: 'sms' | 'email' | 'off'; email?: string; search?: string[] } = {}) {
  const shopper = await upsertShopper(t.database.db, 'alpha', `04150000${String(++phone).padStart(2, '0')}`, new Date(clock.now));
  await t.database.db
    .updateTable('shoppers')
    .set({ alert_channel: options.alerts ?? 'sms', email: options.email ?? null })
    .where('id', '=', shopper.id)
    .execute();
  await saveCars(t.database.db, 'alpha', shopper.id, [{ carId: '101', priceCents: 4_799_000, status: 'in-stock' }]);
  if (options.search)
    await saveSearch(t.database.db, 'alpha', shopper.id, { url: '/search/used-cars/toyota/hilux', label: 'Used Toyota HiLux', knownCarIds: options.search });
  return { ...shopper, mobile: `+61${shopper.phone.slice(1)}` };
}

/** The outbox sends what is due. */
const deliver = () => t.platform.worker.runOnce(50);
const alertTexts = () => t.texts.filter((text) => text.purpose === 'alert');
const link = (address: { email: string } | { phone: string }) =>
  unsubscribeUrl({ siteOrigin: ORIGIN, tenant: 'alpha', secret: t.platform.unsubscribeSecret, ...address });

describe.each(testEngines())('price and stock alerts through the outbox (%s)', (engine) => {
  beforeAll(async () => {
    t = await createAccountsTestApp({ engine, transport });
    const index = { watchCar: (id: string) => cars.get(id), watchCars: () => cars };
    const stock = { get: async () => index, fresh: async () => index } as unknown as StockIndexes;
    const tenants = { get: async () => ({ config }) } as unknown as TenantLeadsCache;
    const search: SiteSearch = {
      matches: async (_config, _site, _stock, url) => ({
        ok: true,
        state: { query: '', page: 1, sortBy: 'latest', refinements: {}, ranges: {} },
        ids: url ? searchIds : [],
      }),
      similar: async () => [],
    };
    alerts = createAlerts({
      db: t.database.db,
      stock,
      tenants,
      search,
      suppression: suppressionList(t.database.db),
      mailFrom: undefined,
      linkOrigin: () => ORIGIN,
      log: () => {},
      now: () => clock.now,
    });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await deliver(); // whatever an earlier test left due
    await t.database.db.deleteFrom('shoppers').execute();
    await t.database.db.deleteFrom('suppressions').execute();
    t.texts.length = 0;
    mails.length = 0;
    cars.clear();
    searchIds = [];
    config = alphaConfig();
  });

  it('texts a shopper when a watched car drops in price, with their garage and the site unsubscribe link, as an outbox delivery', async () => {
    const shopper = await shopperWatching();
    cars.set('101', hilux(4_599_000));
    expect(await alerts.scan(site)).toBe(1);
    const row = await t.database.db
      .selectFrom('lead_deliveries')
      .select(['channel', 'status', 'lead_id', 'target'])
      .where('shopper_id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'shopper-sms', status: 'pending', lead_id: null, target: { phone: shopper.mobile } });
    expect(await deliver()).toBe(1);
    expect(alertTexts()).toEqual([
      {
        tenant: 'alpha',
        to: shopper.mobile,
        purpose: 'alert',
        body: `Alpha Motors: 2021 Toyota HiLux SR5 is now $45,990 (was $47,990). See your garage: ${ORIGIN}/my-garage Stop alerts: ${link({ phone: shopper.mobile })}`,
      },
    ]);
    expect(link({ phone: shopper.mobile })).toMatch(/^http:\/\/alpha\.localhost:4321\/pages\/unsubscribe\?phone=%2B61415\d{6}&token=/);
    const sent = await t.database.db.selectFrom('lead_deliveries').select('status').where('shopper_id', '=', shopper.id).executeTakeFirstOrThrow();
    expect(sent.status).toBe('sent');
  });

  it('sends at most one a day: a second change waits for the next day and then says only what is new', async () => {
    await shopperWatching();
    cars.set('101', hilux(4_599_000));
    await alerts.scan(site);
    await deliver();
    cars.set('101', hilux(4_399_000));
    expect(await alerts.scan(site)).toBe(0);
    clock.now += 86_400_000;
    expect(await alerts.scan(site)).toBe(1);
    await deliver();
    expect(alertTexts().map((text) => text.body.split(' See')[0])).toEqual([
      'Alpha Motors: 2021 Toyota HiLux SR5 is now $45,990 (was $47,990).',
      'Alpha Motors: 2021 Toyota HiLux SR5 is now $43,990 (was $45,990).',
    ]);
    clock.now += 86_400_000;
    expect(await alerts.scan(site)).toBe(0); // nothing changed since
  });

  it('retries a text the provider refused for now, with the outbox backoff', async () => {
    await shopperWatching();
    cars.set('101', hilux(4_599_000));
    await alerts.scan(site);
    t.sms.failing = true;
    try {
      await deliver();
    } finally {
      t.sms.failing = false;
    }
    const row = await t.database.db
      .selectFrom('lead_deliveries')
      .select(['status', 'attempts', 'last_error'])
      .where('channel', '=', 'shopper-sms')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', attempts: 1, last_error: 'provider down' });
  });

  it('e-mails a sale and new cars matching a saved search to a shopper who chose e-mail, with one-click unsubscribe', async () => {
    await shopperWatching({ alerts: 'email', email: 'jo@example.com', search: ['201'] });
    cars.set('101', hilux(4_799_000, 'sold'));
    searchIds = ['201', '202', '203'];
    await alerts.scan(site);
    await deliver();
    expect(alertTexts()).toEqual([]);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to: ['jo@example.com'],
      from: '"Alpha Motors website" <leads@localhost>',
      subject: 'Alpha Motors: 2 updates on cars you are watching',
    });
    expect(mail!.text).toContain('- 2021 Toyota HiLux SR5 has sold.\n- 2 new cars match your search "Used Toyota HiLux".');
    expect(mail!.text).toContain(`To stop them: ${link({ email: 'jo@example.com' })}`);
    expect(mail!.headers).toMatchObject({
      'List-Unsubscribe': `<${link({ email: 'jo@example.com' })}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('sends nothing to a shopper who turned alerts off, nor on a site without alerts, nor when nothing changed', async () => {
    await shopperWatching({ alerts: 'off' });
    cars.set('101', hilux(4_599_000));
    expect(await alerts.scan(site)).toBe(0);
    await shopperWatching();
    config = { ...alphaConfig(), accounts: { gatedRoutes: [], alerts: false } };
    expect(await alerts.scan(site)).toBe(0);
    config = alphaConfig();
    cars.set('101', hilux(4_799_000));
    expect(await alerts.scan(site)).toBe(0);
  });

  it("stops with the text's unsubscribe link (the site's suppression list), and SMS alerts chosen again in the garage start again", async () => {
    const shopper = await shopperWatching();
    cars.set('101', hilux(4_599_000));
    await alerts.scan(site);
    await deliver();
    const url = new URL(link({ phone: shopper.mobile }));
    // Another site's page does not take it; this site's does (the page's form posts to its own address without JavaScript).
    expect((await t.postJson('beta.localhost', '/api/unsubscribe', { phone: shopper.mobile, token: url.searchParams.get('token') })).status).toBe(400);
    const page = await t.call(ALPHA, `${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(await page.text()).toContain(`${shopper.mobile} is unsubscribed: Alpha Motors will text it no more alerts.`);
    clock.now += 86_400_000;
    cars.set('101', hilux(4_399_000));
    expect(await alerts.scan(site)).toBe(0); // unsubscribed: nothing queued, and the change stays untold
    const cookie = await t.signIn(ALPHA, `0${shopper.mobile.slice(3)}`);
    const chosen = await t.postJson(ALPHA, '/api/account/preferences', { alerts: 'sms' }, { cookie });
    expect(chosen.status).toBe(200);
    expect(await alerts.scan(site)).toBe(1);
    await deliver();
    expect(alertTexts().at(-1)!.body).toContain('is now $43,990 (was $45,990).');
  });

  it('does not send an alert queued before its address unsubscribed', async () => {
    const shopper = await shopperWatching({ alerts: 'email', email: 'kim@example.com' });
    cars.set('101', hilux(4_599_000));
    await alerts.scan(site);
    const url = new URL(link({ email: 'kim@example.com' }));
    expect((await t.postJson(ALPHA, '/api/unsubscribe', { email: 'kim@example.com', token: url.searchParams.get('token') })).status).toBe(200);
    await deliver();
    expect(mails).toEqual([]);
    const row = await t.database.db
      .selectFrom('lead_deliveries')
      .select(['status', 'last_error'])
      .where('shopper_id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', last_error: 'the address is on the suppression list' });
    // Nor can the shopper choose e-mail alerts to it again from the garage.
    const cookie = await t.signIn(ALPHA, shopper.phone);
    const refused = await t.postJson(ALPHA, '/api/account/preferences', { alerts: 'email', email: 'kim@example.com' }, { cookie });
    expect(refused.status).toBe(422);
  });

  it('deletes the alerts with the account', async () => {
    const shopper = await shopperWatching();
    cars.set('101', hilux(4_599_000));
    await alerts.scan(site);
    const cookie = await t.signIn(ALPHA, shopper.phone);
    expect((await t.deleteAccount(ALPHA, cookie, shopper.phone)).status).toBe(200);
    const left = await t.database.db.selectFrom('lead_deliveries').select('id').where('shopper_id', '=', shopper.id).execute();
    expect(left).toEqual([]);
  });
});
