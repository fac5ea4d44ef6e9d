// The market-data client against a local double of the service: the spec's questions with the tenant's key, the spec's
// answers read, every failure null (no figure), and the site's budget holding under concurrent calls.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { showsPriceGauge } from '#src/domain/vehicle/price-gauge.ts';
import { answerJson, startJsonDouble } from '../providers/json-double.test-support.ts';
import { createSiteBudget } from '../providers/site-budget.ts';
import { marketDataClient } from './market-data-client.ts';

const KEY = 'market-key-0123456789abcdef';
const gaugeAnswer = { fill: 0.42, listing_price: 28_990, market_range_min: 26_500, market_range_max: 32_000, confidence: 0.8, description: 'Good price' };
const priceAnswer = { state_average_market_price: 31_200, average_market_price: 30_800 };
const car = { make: 'Toyota', model: 'RAV4', year: 2022, km: 40_000, state: 'QLD' };

let service: Awaited<ReturnType<typeof startJsonDouble>>;
beforeAll(async () => {
  service = await startJsonDouble(answerJson(priceAnswer));
});
afterAll(() => service?.close());
afterEach(() => {
  service.calls.length = 0;
  service.answer(answerJson(priceAnswer));
});

const client = (perMinute = 120, timeoutMs = 500) =>
  marketDataClient({
    site: 'harbour-toyota',
    endpoint: service.url('/v2/'),
    apiKey: KEY,
    budget: createSiteBudget({ perMinute: () => perMinute }),
    timeoutMs,
    log: () => {},
  });

describe('market-data client (market.provider: autograb)', () => {
  it("asks for a car's state and national average market price with the tenant's key", async () => {
    expect(await client().marketPrice(car)).toEqual(priceAnswer);
    expect(service.calls).toEqual([
      {
        method: 'GET',
        path: '/v2/market-price?make=Toyota&model=RAV4&year=2022&km=40000&state=QLD',
        authorization: `Bearer ${KEY}`,
        contentType: undefined,
        body: undefined,
      },
    ]);
  });

  it("reads spec 1's gauge answer for a car path", async () => {
    service.answer(answerJson(gaugeAnswer));
    const gauge = await client().gauge('/cars/2022-toyota-rav4-gx-s123');
    expect(gauge).toEqual(gaugeAnswer);
    expect(showsPriceGauge(gauge)).toBe(true);
    expect(service.calls[0]?.path).toBe('/v2/cars/2022-toyota-rav4-gx-s123/autogauge');
    expect(await client().gauge('/cars/../admin')).toBeNull();
  });

  it.each<[string, Parameters<typeof service.answer>[0]]>([
    ['an error status', answerJson({ error: 'down' }, 500)],
    ['a body that is not JSON', answerJson('not json')],
    ['a malformed answer', answerJson({ state_average_market_price: 'lots', average_market_price: 1 })],
    ['an oversized answer', answerJson({ ...priceAnswer, padding: 'x'.repeat(70_000) })],
    ['a slow answer', answerJson(priceAnswer, 200, 1_500)],
  ])('gives no market price for %s', async (_name, answer) => {
    service.answer(answer);
    expect(await client().marketPrice(car)).toBeNull();
  });

  it("keeps within the site's budget when 20 calls start at once: 4 a minute reach the service", async () => {
    service.answer(answerJson(priceAnswer, 200, 50));
    const shared = client(4, 10_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => shared.marketPrice(car)));
    expect(answers.filter((answer) => answer !== null)).toHaveLength(4);
    expect(service.calls).toHaveLength(4);
  });
});
