// GET /api/finance/car through the whole app (Host routing included), on the fake alpha and beta sites with
// stock snapshots of their own. No database: the route reads the stock index only.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { unavailableLeadsRoutes } from '../leads/platform.ts';
import { createRateLimiter } from '../leads/rate-limit.ts';
import { createStockIndexes } from '../leads/stock-index.ts';
import { createSiteRegistry } from '../site-registry.ts';
import { createFixtureDataDir } from '../test-support.ts';
import { createFinanceCarRoutes } from './finance-car-routes.ts';
import { TRUST_NO_PROXY } from '../proxy-trust.ts';

const ALPHA = 'alpha.localhost';
const BETA = 'beta.localhost';
const photo = { url: '/media/ranger.jpg', thumbUrl: '/media/ranger-thumb.jpg', isVideo: false };
const car = (id: string, slug: string, extra: Record<string, unknown> = {}) => ({
  id,
  slug,
  year: 2022,
  make: 'Ford',
  model: 'Ranger',
  badge: 'XLT',
  series: 'PX III',
  carType: 'used',
  status: 'in_stock',
  priceCents: 4_599_000,
  preorder: false,
  priceType: 'Drive Away',
  vin: 'MNAUMFF50HW123456',
  nvic: '0AB12C',
  dealershipSlug: 'alpha-ford',
  showOnDealerWebsite: true,
  images: [{ url: '/media/ranger.mp4', thumbUrl: '/media/ranger.jpg', isVideo: true }, photo],
  youxQuote: null,
  ...extra,
});
const snapshots = {
  alpha: [car('101', '2022-ford-ranger-xlt-101'), car('102', 'hidden-car', { showOnDealerWebsite: false }), car('103', 'no-price', { priceCents: 0 })],
  beta: [car('201', 'beta-car', { dealershipSlug: 'beta-cars' })],
};

let fixture: Awaited<ReturnType<typeof createFixtureDataDir>>;
let get: (host: string, query: string) => Promise<Response>;
beforeAll(async () => {
  fixture = await createFixtureDataDir();
  for (const [tenant, vehicles] of Object.entries(snapshots)) {
    await mkdir(path.join(fixture.dataDir, 'snapshots', tenant), { recursive: true });
    await writeFile(path.join(fixture.dataDir, 'snapshots', tenant, 'snapshot.json'), JSON.stringify({ tenant, vehicles }));
  }
  const routes = createFinanceCarRoutes({
    stock: createStockIndexes({ dataDir: fixture.dataDir, warn: () => {} }),
    perIp: createRateLimiter({ perMinute: 1000 }),
    trustProxy: TRUST_NO_PROXY,
  });
  const app = createApp({
    registry: createSiteRegistry({ dataDir: fixture.dataDir, warn: () => {} }),
    apiRoutes: routes,
    requestRebuild: () => true,
    log: () => {},
  });
  get = async (host, query) => app.request(`/api/finance/car${query}`, { headers: { host } });
});
afterAll(() => fixture?.cleanup());

describe('GET /api/finance/car', () => {
  it("answers the Host's tenant's car: title, page, price, photo and the YouX request for its quote", async () => {
    const res = await get(ALPHA, '?car_id=101');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      car: {
        id: '101',
        slug: '2022-ford-ranger-xlt-101',
        path: '/cars/2022-ford-ranger-xlt-101',
        title: '2022 Ford Ranger XLT PX III',
        carType: 'used',
        available: true,
        priceCents: 4_599_000,
        preorder: false,
        priceType: 'Drive Away',
        imageUrl: '/media/ranger.jpg',
        vin: 'MNAUMFF50HW123456',
        dealershipSlug: 'alpha-ford',
        youx: {
          request: {
            selfAssessedCreditScore: 'GREAT',
            purchasePrice: 45_990,
            loanTerm: 5,
            year: 2022,
            vin: 'MNAUMFF50HW123456',
            nvic: '0AB12C',
            whoIsHelping: '',
          },
          quote: null,
        },
      },
    });
  });

  it("does not find another tenant's car, a car the site does not show, or an unknown id (404)", async () => {
    for (const [host, id] of [
      [ALPHA, '201'],
      [BETA, '101'],
      [ALPHA, '102'],
      [ALPHA, '999'],
    ] as const) {
      const res = await get(host, `?car_id=${id}`);
      expect(res.status, `${host} ${id}`).toBe(404);
      expect(await res.json()).toEqual({ error: "We couldn't find that car" });
    }
    expect((await get(BETA, '?car_id=201')).status).toBe(200);
  });

  it('refuses a missing or malformed id with the field (422)', async () => {
    for (const query of ['', '?car_id=', '?car_id=../etc', '?car_id=a%20b', `?car_id=${'9'.repeat(65)}`, '?car_id=%3Cscript%3E']) {
      const res = await get(ALPHA, query);
      expect(res.status, query).toBe(422);
      expect(await res.json()).toEqual({ error: 'Invalid request', fields: { car_id: 'This car is not in our stock.' } });
    }
  });

  it('gives no YouX request for a car without a price', async () => {
    const body = (await (await get(ALPHA, '?car_id=103')).json()) as { car: { youx: unknown; priceCents: number } };
    expect(body.car).toMatchObject({ priceCents: 0, youx: { request: null, quote: null } });
  });

  it('answers 503, not 404, from a server that could not open the leads database', async () => {
    const app = createApp({
      registry: createSiteRegistry({ dataDir: fixture.dataDir, warn: () => {} }),
      apiRoutes: unavailableLeadsRoutes('busy'),
      requestRebuild: () => true,
      log: () => {},
    });
    expect((await app.request('/api/finance/car?car_id=101', { headers: { host: ALPHA } })).status).toBe(503);
  });
});
