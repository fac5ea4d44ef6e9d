// Price and stock alerts against a real database, with the stock and the site's search as the test says.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WatchCar } from '#src/domain/accounts/watch-car.ts';
import { upsertShopper } from '../../db/shoppers-repo.ts';
import { testEngines } from '../../db/test-database.ts';
import { saveCars, saveSearch } from '../../db/watchlist-repo.ts';
import type { StockIndexes } from '../../leads/stock-index.ts';
import type { TenantLeadsCache } from '../../leads/tenant-context.ts';
import { alphaConfig } from '../../leads/test-fixtures.ts';
import type { TenantSite } from '../../site-registry.ts';
import type { SiteSearch } from '../site-search.ts';
import { ALPHA, createAccountsTestApp, type AccountsTestApp } from '../test-support.ts';
import type { AlertDelivery } from './alert-sender.ts';
import { createAlerts, type Alerts } from './alerts.ts';

let t: AccountsTestApp;
let alerts: Alerts;
const sent: AlertDelivery[] = [];
const cars = new Map<string, WatchCar>();
let searchIds: string[] = [];
let config = alphaConfig();
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
  return shopper;
}

describe.each(testEngines())('price and stock alerts (%s)', (engine) => {
  beforeAll(async () => {
    t = await createAccountsTestApp({ engine });
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
      sender: { send: async (delivery) => void sent.push(delivery) },
      linkOrigin: () => 'http://alpha.localhost:4321',
      log: () => {},
      now: () => clock.now,
    });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('shoppers').execute();
    sent.length = 0;
    cars.clear();
    searchIds = [];
    config = alphaConfig();
  });

  it('tells a shopper by SMS when a watched car drops in price, with their garage and an unsubscribe link', async () => {
    const shopper = await shopperWatching();
    cars.set('101', hilux(4_599_000));
    expect(await alerts.scan(site)).toBe(1);
    expect(await alerts.deliver()).toBe(1);
    expect(sent).toHaveLength(1);
    const [alert] = sent;
    expect(alert).toMatchObject({
      tenant: 'alpha',
      siteName: 'Alpha Motors',
      channel: 'sms',
      phone: `+61${shopper.phone.slice(1)}`,
      unsubscribeUrl: `http://alpha.localhost:4321/api/alerts/unsubscribe?alert=${alert!.alertId}`,
    });
    expect(alert!.message.sms).toBe(
      `Alpha Motors: 2021 Toyota HiLux SR5 is now $45,990 (was $47,990). See your garage: http://alpha.localhost:4321/my-garage Stop alerts: ${alert!.unsubscribeUrl}`,
    );
  });

  it('sends at most one a day: a second change waits for the next day and then says only what is new', async () => {
    await shopperWatching();
    cars.set('101', hilux(4_599_000));
    await alerts.scan(site);
    await alerts.deliver();
    cars.set('101', hilux(4_399_000));
    expect(await alerts.scan(site)).toBe(0);
    clock.now += 86_400_000;
    expect(await alerts.scan(site)).toBe(1);
    await alerts.deliver();
    expect(sent.map((alert) => alert.message.sms.split(' See')[0])).toEqual([
      'Alpha Motors: 2021 Toyota HiLux SR5 is now $45,990 (was $47,990).',
      'Alpha Motors: 2021 Toyota HiLux SR5 is now $43,990 (was $45,990).',
    ]);
    clock.now += 86_400_000;
    expect(await alerts.scan(site)).toBe(0); // nothing changed since
  });

  it('tells of a sale and of new cars matching a saved search, by e-mail for a shopper who chose e-mail', async () => {
    await shopperWatching({ alerts: 'email', email: 'jo@example.com', search: ['201'] });
    cars.set('101', hilux(4_799_000, 'sold'));
    searchIds = ['201', '202', '203'];
    await alerts.scan(site);
    await alerts.deliver();
    expect(sent[0]).toMatchObject({ channel: 'email', email: 'jo@example.com' });
    expect(sent[0]!.message.subject).toBe('Alpha Motors: 2 updates on cars you are watching');
    expect(sent[0]!.message.text).toContain('- 2021 Toyota HiLux SR5 has sold.\n- 2 new cars match your search "Used Toyota HiLux".');
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

  it("stops a shopper's alerts from the link: GET shows a button, POST turns them off", async () => {
    const shopper = await shopperWatching();
    cars.set('101', hilux(4_599_000));
    await alerts.scan(site);
    await alerts.deliver();
    const link = new URL(sent[0]!.unsubscribeUrl);
    const shown = await t.call(ALPHA, `${link.pathname}${link.search}`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('<button type="submit">Stop alerts</button>');
    const row = () => t.database.db.selectFrom('shoppers').select('alert_channel').where('id', '=', shopper.id).executeTakeFirstOrThrow();
    expect((await row()).alert_channel).toBe('sms'); // a GET changes nothing
    const stopped = await t.call(ALPHA, `${link.pathname}${link.search}`, { method: 'POST' });
    expect(await stopped.text()).toContain('You will get no more price and stock alerts from Alpha Motors.');
    expect((await row()).alert_channel).toBe('off');
    expect((await t.call('beta.localhost', `${link.pathname}${link.search}`)).status).toBe(404); // another site's link
    expect((await t.call(ALPHA, `${link.pathname}?alert=not-an-id`)).status).toBe(404);
  });
});
