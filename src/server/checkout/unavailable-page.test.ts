// A reserve or buy-online link to a car the site no longer has: 410 with similar cars for a car the stock had, 404 for
// one it never had (similar cars from the make and model its slug names), and the usual page for a car in stock.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutCarOf } from '#src/domain/checkout/checkout-car.ts';
import type { SimilarCarsSource } from '#src/domain/search/similar-cars.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import type { ApiEnv } from '../api-env.ts';
import type { StockIndexes } from '../leads/stock-index.ts';
import type { TenantLeadsCache } from '../leads/tenant-context.ts';
import type { TenantSite } from '../site-registry.ts';
import { alphaConfig } from '../leads/test-fixtures.ts';
import { createUnavailableCarPage, firstGuard } from './unavailable-page.ts';

const PAGE =
  '<!doctype html><html><head><title>This car is no longer available | Alpha</title></head><body><main><div data-unavailable-car class="space-y-3"><h1>This car is no longer available</h1><p>built text</p></div><a href="/search/new-used-and-demo-cars">Browse all stock</a></main></body></html>';
const base = alphaConfig();
const config = { ...base, features: { ...base.features, checkout: { ...base.features.checkout, enabled: true } } };
const vehicle = (id: string, slug: string, make: string, model: string, changes: Partial<Vehicle> = {}) =>
  ({
    id,
    slug,
    year: 2021,
    make,
    model,
    badge: null,
    status: 'in_stock',
    reserved: false,
    priceCents: 3_000_000,
    preorder: false,
    priceType: null,
    reserveDepositCents: null,
    carType: 'used',
    dealershipSlug: null,
    locationId: null,
    showOnDealerWebsite: true,
    images: [{ url: `https://cdn.example/${id}.jpg`, isVideo: false }],
    ...changes,
  }) as unknown as Vehicle;
const inStock = [
  vehicle('1', '2021-ford-ranger-xl-s1', 'Ford', 'Ranger'),
  vehicle('2', '2020-ford-ranger-xls-s2', 'Ford', 'Ranger'),
  vehicle('3', '2022-kia-rio-s-s3', 'Kia', 'Rio'),
  vehicle('4', '2022-kia-rio-hidden-s4', 'Kia', 'Rio', { showOnDealerWebsite: false }),
];
const departed = {
  id: '9',
  slug: '2019-ford-ranger-wildtrak-s9',
  year: 2019,
  make: 'Ford',
  model: 'Ranger',
  badge: 'Wildtrak',
  vin: null,
  stockNumber: 's9',
  priceCents: 4_500_000,
  carType: 'used',
  status: 'in_stock',
  dealershipSlug: null,
  locationId: null,
};

const asked: SimilarCarsSource[] = [];
const checkoutCars = new Map(
  inStock.flatMap(
    (car) =>
      [
        [car.id, checkoutCarOf(car)],
        [car.slug, checkoutCarOf(car)],
      ] as const,
  ),
);
const index = {
  checkoutCar: (id: string) => checkoutCars.get(id),
  bySlug: (slug: string) => (slug === departed.slug ? departed : undefined),
  byId: (id: string) => (id === departed.id ? departed : undefined),
  watchCars: () => new Map(inStock.map((car) => [car.id, { make: car.make, model: car.model, simpleBody: 'Ute' }])),
};
let siteDir: string;
let app: Hono<ApiEnv>;

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), 'unavailable-page-'));
  await writeFile(path.join(siteDir, 'checkout-unavailable.html'), PAGE);
  const page = createUnavailableCarPage({
    stock: { get: async () => index } as unknown as StockIndexes,
    tenants: { get: async () => ({ config }) } as unknown as TenantLeadsCache,
    search: { similar: async (_config, _site, car) => (asked.push(car), car.make === 'Ford' ? ['1', '2'] : []) },
    log: () => {},
  });
  app = new Hono<ApiEnv>();
  app.use(async (c, next) => {
    c.set('tenantSlug', 'alpha');
    c.set('site', { slug: 'alpha', dir: siteDir, manifest: { buildId: 'b1' } } as unknown as TenantSite);
    await next();
  });
  const guard = firstGuard(page, async () => null);
  app.get('*', async (c) => ((await guard(c)) as Response | null) ?? c.text('static page', 200));
});
afterAll(() => rm(siteDir, { recursive: true, force: true }));

describe('the checkout of a car the site no longer has', () => {
  it('is 410 Gone for a car that left the stock, with similar cars in stock and their search', async () => {
    const response = await app.request(`/cars/${departed.slug}/checkout`);
    expect(response.status).toBe(410);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<h1 class="text-3xl font-bold">This car is no longer available</h1>');
    expect(html).not.toContain('built text');
    expect(html).toContain('Similar cars in stock');
    expect(html).toContain('href="/cars/2021-ford-ranger-xl-s1"');
    expect(html).toContain('href="/cars/2020-ford-ranger-xls-s2"');
    expect(html).toContain('href="/search/used-cars/ford/ranger"');
    expect(asked.at(-1)).toEqual({ objectID: '9', make: 'Ford', model: 'Ranger', price: 45_000, simple_body: null });
  });

  it('is 404 for a car never known, with similar cars of the make and model its slug names', async () => {
    const response = await app.request('/checkout-journey?car_id=2018-ford-ranger-raptor-zz1');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>We couldn&#39;t find that car | Alpha</title>');
    expect(html).toContain('href="/cars/2021-ford-ranger-xl-s1"');
    expect(html).toContain('href="/search/ford/ranger"');
    expect(asked.at(-1)).toMatchObject({ make: 'Ford', model: 'Ranger', price: 0 });
  });

  it('says so, with the way back into the stock, when nothing in stock is like it', async () => {
    const response = await app.request('/cars/1999-holden-astra-x/checkout');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('Similar cars in stock');
    expect(html).toContain('Browse all stock');
    const hidden = await app.request('/cars/2022-kia-rio-hidden-s4/checkout');
    expect(hidden.status).toBe(410); // the dealer took it off the website
    expect(await hidden.text()).toContain('We have no similar cars in stock right now.');
  });

  it("is still 410 after a restart: a car this process never saw leave is found in the live build's gone list", async () => {
    // A server started after the car left: its stock index knows only the current stock.
    const restartedDir = await mkdtemp(path.join(tmpdir(), 'unavailable-page-restart-'));
    await writeFile(path.join(restartedDir, 'checkout-unavailable.html'), PAGE);
    await mkdir(path.join(restartedDir, '.seo'));
    const gone = { ...departed, id: '12', slug: '2018-ford-ranger-xlt-s12', title: '2018 Ford Ranger XLT', simpleBody: 'Ute', itemType: 'car' };
    await writeFile(path.join(restartedDir, '.seo', 'gone.json'), JSON.stringify([{ ...gone, reason: 'removed', goneAt: '2026-11-01T00:00:00Z' }]));
    const page = createUnavailableCarPage({
      stock: { get: async () => ({ ...index, bySlug: () => undefined, byId: () => undefined }) } as unknown as StockIndexes,
      tenants: { get: async () => ({ config }) } as unknown as TenantLeadsCache,
      search: { similar: async (_config, _site, car) => (asked.push(car), ['1']) },
      log: () => {},
    });
    const restarted = new Hono<ApiEnv>();
    restarted.use(async (c, next) => {
      c.set('site', { slug: 'alpha', dir: restartedDir, manifest: { buildId: 'b2' } } as unknown as TenantSite);
      await next();
    });
    restarted.get('*', async (c) => ((await page(c)) as Response | null) ?? c.text('static page', 200));
    try {
      for (const target of [`/cars/${gone.slug}/checkout`, '/checkout-journey?car_id=12']) {
        const response = await restarted.request(target);
        expect([target, response.status]).toEqual([target, 410]);
        expect(await response.text()).toContain('href="/cars/2021-ford-ranger-xl-s1"');
      }
      expect(asked.at(-1)).toEqual({ objectID: '12', make: 'Ford', model: 'Ranger', price: 45_000, simple_body: null });
      // A car neither the stock nor the gone list has is still 404.
      expect((await restarted.request('/cars/2017-ford-ranger-px-zz9/checkout')).status).toBe(404);
    } finally {
      await rm(restartedDir, { recursive: true, force: true });
    }
  });

  it('leaves a car in stock, another page, or another checkout path to the static site', async () => {
    for (const target of [
      '/cars/2021-ford-ranger-xl-s1/checkout',
      '/checkout-journey?car_id=3',
      '/cars/2019-ford-ranger-wildtrak-s9',
      '/cars/2019-ford-ranger-wildtrak-s9/buy-online',
      '/checkout-journey',
    ]) {
      const response = await app.request(target);
      expect([target, response.status]).toEqual([target, 200]);
    }
  });
});
