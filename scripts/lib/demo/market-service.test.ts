import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketDataClient } from '#src/server/market/market-data-client.ts';
import { plateLookupClient } from '#src/server/market/plate-lookup-client.ts';
import { createSiteBudget } from '#src/server/providers/site-budget.ts';
import { demoMarketSettings, demoServiceKey } from '#tenants/_demo-market.ts';
import { demoGauge, demoMarketPrice, demoPlateVehicle } from './market-figures.ts';
import { startMarketService, type MarketService } from './market-service.ts';

// The demo's stand-in market-data and plate-lookup service as the platform's own clients meet it: the demo tenant's
// key, the answers the clients read, the same answers every time, and the listing's gauge from the tenant's snapshot.

let dir: string;
let service: MarketService;
const dataDirBefore = process.env.DATA_DIR;
const listing = { slug: '2023-toyota-rav4-gxl-u1', make: 'Toyota', model: 'RAV4', year: 2023, km: 45_000, priceCents: 3_299_000, state: 'NSW' };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'market-service-'));
  await mkdir(path.join(dir, 'snapshots', 'harbour-toyota'), { recursive: true });
  await writeFile(path.join(dir, 'snapshots', 'harbour-toyota', 'snapshot.json'), JSON.stringify({ vehicles: [listing] }));
  process.env.DATA_DIR = dir;
  service = await startMarketService(0);
});
afterAll(async () => {
  await service?.close();
  if (dataDirBefore === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = dataDirBefore;
  await rm(dir, { recursive: true, force: true });
});

const endpoints = () => demoMarketSettings({ DEMO_MARKET_PORT: String(service.port) });
const budget = () => createSiteBudget({ perMinute: () => 1000 });
const clients = (key = demoServiceKey('harbour-toyota')) => ({
  market: marketDataClient({ site: 'harbour-toyota', endpoint: endpoints().market.endpoint, apiKey: key, budget: budget(), log: () => {} }),
  plates: plateLookupClient({ site: 'harbour-toyota', endpoint: endpoints().plateLookup.endpoint, apiKey: key, budget: budget(), log: () => {} }),
});

describe("the demo's market-data and plate-lookup stand-in", () => {
  it('prices a car from the demo pricing: its new price 35% up the band, 13% off a year, and its kilometres', () => {
    // The RAV4's band is $41,990 to $61,990: $48,990 x 0.87^3 = $32,260.10 nationally, 2% more in NSW.
    expect(demoMarketPrice({ make: 'Toyota', model: 'RAV4', year: 2023, km: 45_000 }, 'NSW')).toEqual({
      state_average_market_price: 32_900,
      average_market_price: 32_300,
    });
    // 40,000 km more than three years' 45,000: 10% off.
    expect(demoMarketPrice({ make: 'Toyota', model: 'RAV4', year: 2023, km: 85_000 }, null)).toEqual({
      state_average_market_price: null,
      average_market_price: 29_000,
    });
    const unknown = { make: 'Zastava', model: 'Koral', year: 2020, km: 60_000 };
    expect(demoMarketPrice(unknown, 'QLD')).toEqual(demoMarketPrice(unknown, 'QLD'));
  });

  it("answers the platform's market-data client with the demo key", async () => {
    const { market } = clients();
    expect(await market.marketPrice({ make: 'Toyota', model: 'RAV4', year: 2023, km: 45_000, state: 'NSW' })).toEqual({
      state_average_market_price: 32_900,
      average_market_price: 32_300,
    });
    const gauge = await market.gauge(`/cars/${listing.slug}`);
    expect(gauge).toEqual(demoGauge(listing));
    expect(gauge).toMatchObject({
      market_range_min: 28_000,
      market_range_max: 37_800,
      listing_price: 32_990,
      fill: 0.51,
      description: 'Priced in line with the market for this car.',
    });
    expect(await market.gauge('/cars/no-such-car')).toBeNull();
  });

  it('finds the demo plates and no others', async () => {
    const { plates } = clients();
    expect(await plates.lookup('HTY123', 'NSW')).toEqual({ make: 'Toyota', model: 'RAV4', year: 2023, badge: 'GXL' });
    expect(await plates.lookup('HTY123', 'VIC')).toBeNull();
    expect(await plates.lookup('NOPE99', 'NSW')).toBeNull();
    expect(demoPlateVehicle('hty-123', 'nsw')).toEqual({ make: 'Toyota', model: 'RAV4', year: 2023, badge: 'GXL' });
  });

  it('answers nothing without a demo key', async () => {
    const response = await fetch(`${service.origin}/plates/v1/vehicles?rego=HTY123&state=NSW`);
    expect(response.status).toBe(401);
    expect(await clients('someone-else').plates.lookup('HTY123', 'NSW')).toBeNull();
  });
});
