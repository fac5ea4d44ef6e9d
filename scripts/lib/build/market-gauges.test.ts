import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FeedSnapshot } from '#src/files/snapshots.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { alphaConfig } from '#src/server/leads/test-fixtures.ts';
import { answerJson, startJsonDouble } from '#src/server/providers/json-double.test-support.ts';
import { prepareMarketGauges } from './market-gauges.ts';

// The build's price gauges from market data against a local double of the service: asked for the used cars on sale,
// kept a day for the same price and odometer, and a service that is down or hangs neither fails nor holds up the build.

const gauge = {
  fill: 0.4,
  listing_price: 24_990,
  market_range_min: 22_000,
  market_range_max: 29_000,
  confidence: 0.8,
  description: 'Priced in line with the market.',
};
const KEY = { MARKET_DATA_API_KEY_ALPHA: 'market-key-0123456789abcdef' };
const car = (slug: string, more: Record<string, unknown> = {}) => ({
  slug,
  carType: 'used',
  status: 'in_stock',
  reserved: false,
  priceCents: 2_499_000,
  km: 40_000,
  showOnDealerWebsite: true,
  ...more,
});
const snapshot = (vehicles: unknown[]) => ({ vehicles }) as unknown as FeedSnapshot;
const stock = [
  car('used-a'),
  car('used-b'),
  car('new-c', { carType: 'new' }),
  car('sold-d', { status: 'sold' }),
  car('held-e', { reserved: true }),
  car('free-f', { priceCents: 0 }),
];

let dir: string;
let service: Awaited<ReturnType<typeof startJsonDouble>>;
const dataDirBefore = process.env.DATA_DIR;
const logged: string[] = [];
const tenant = (endpoint: string): TenantConfig => {
  const config = alphaConfig();
  return {
    ...config,
    plugins: { ...config.plugins, autogauge: true },
    market: { provider: 'autograb', endpoint, label: 'national market data (AutoGrab)', pool: null, callsPerMinute: 120 },
  };
};
const written = async () =>
  JSON.parse(await readFile(path.join(dir, 'snapshots', 'alpha', 'market-gauges.json'), 'utf8')) as { gauges: Record<string, unknown> };
const options = (now = Date.now()) => ({ env: KEY, now: () => now, log: (message: string) => logged.push(message), limits: { callTimeoutMs: 300 } });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'market-gauges-'));
  process.env.DATA_DIR = dir;
  service = await startJsonDouble(answerJson(gauge));
});
afterAll(async () => {
  await service?.close();
  if (dataDirBefore === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = dataDirBefore;
  await rm(dir, { recursive: true, force: true });
});
afterEach(async () => {
  service.calls.length = 0;
  logged.length = 0;
  service.answer(answerJson(gauge));
  await rm(path.join(dir, 'snapshots'), { recursive: true, force: true });
});

describe('the build asks market data for the price gauges', () => {
  it("asks for the used cars on sale with the tenant's key, writes the answers beside the snapshot, and keeps them a day", async () => {
    const at = Date.now();
    expect(await prepareMarketGauges(tenant(service.url('/v2')), snapshot(stock), options(at))).toEqual({ asked: 2, answered: 2, kept: 0, skipped: 0 });
    expect(service.calls.map((call) => [call.path, call.authorization]).sort()).toEqual([
      ['/v2/cars/used-a/autogauge', `Bearer ${KEY.MARKET_DATA_API_KEY_ALPHA}`],
      ['/v2/cars/used-b/autogauge', `Bearer ${KEY.MARKET_DATA_API_KEY_ALPHA}`],
    ]);
    expect(Object.keys((await written()).gauges).sort()).toEqual(['used-a', 'used-b']);

    // The next build: used-b's price changed, so only it is asked again; a day later both are.
    service.calls.length = 0;
    const changed = [car('used-a'), car('used-b', { priceCents: 2_399_000 })];
    expect(await prepareMarketGauges(tenant(service.url('/v2')), snapshot(changed), options(at + 60_000))).toEqual({
      asked: 1,
      answered: 1,
      kept: 1,
      skipped: 0,
    });
    expect(service.calls.map((call) => call.path)).toEqual(['/v2/cars/used-b/autogauge']);
    expect(await prepareMarketGauges(tenant(service.url('/v2')), snapshot(changed), options(at + 25 * 3_600_000))).toMatchObject({ asked: 2 });
  });

  it('stops asking a service that is down after 3 failures in a row, and the build goes on without gauges', async () => {
    const closed = await startJsonDouble(answerJson(gauge));
    const endpoint = closed.url('/v2');
    await closed.close();
    const many = Array.from({ length: 40 }, (_, i) => car(`used-${i}`));
    const started = performance.now();
    const report = await prepareMarketGauges(tenant(endpoint), snapshot(many), options());
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(report).toMatchObject({ asked: 40, answered: 0, skipped: 40 });
    expect(logged.filter((line) => line.includes('price gauge failed')).length).toBeLessThanOrEqual(6); // at most the calls already under way
    expect(logged.at(-1)).toBe('[market] alpha: 40 of 40 cars asked get no price gauge this build (the service failed 3 calls in a row)');
    expect((await written()).gauges).toEqual({});
  });

  it('gives up on a service that never answers within the per-call deadline', async () => {
    const hanging: Server = createServer(() => {}); // takes the call, never answers
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/v2`;
    try {
      const started = performance.now();
      const report = await prepareMarketGauges(tenant(endpoint), snapshot(Array.from({ length: 40 }, (_, i) => car(`used-${i}`))), options());
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(report).toMatchObject({ answered: 0, skipped: 40 });
      expect(logged.join('\n')).toMatch(/price gauge failed: timed out after 0.3 s/);
    } finally {
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });

  it("asks nothing without the tenant's key, or for a tenant whose market is its own stock", async () => {
    expect(await prepareMarketGauges(tenant(service.url('/v2')), snapshot(stock), { ...options(), env: {} })).toMatchObject({ answered: 0, skipped: 2 });
    expect(logged).toEqual(['[market] alpha: MARKET_DATA_API_KEY_ALPHA is not set: no new price gauges']);
    expect(await prepareMarketGauges(alphaConfig(), snapshot(stock), options())).toBeNull();
    expect(service.calls).toEqual([]);
  });
});
