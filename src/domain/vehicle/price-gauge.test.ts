import { describe, expect, it } from 'vitest';
import { belowMarketBy } from './market-indicator.ts';
import { comparableGauge, showsPriceGauge, type PriceGauge } from './price-gauge.ts';

const gauge: PriceGauge = { fill: 0.4, listing_price: 20_000, market_range_min: 18_000, market_range_max: 24_000, confidence: 0.6, description: 'Fair' };

describe('showsPriceGauge (spec 1 section 5)', () => {
  it.each([
    ['every field present', gauge, true],
    ['no gauge', null, false],
    ['a missing fill', { ...gauge, fill: null }, false],
    ['a missing confidence', { ...gauge, confidence: null }, false],
    ['confidence exactly 0.2', { ...gauge, confidence: 0.2 }, false],
    ['confidence 0.21', { ...gauge, confidence: 0.21 }, true],
    ['market max below the listing price', { ...gauge, market_range_max: 19_999 }, false],
    ['market max equal to the listing price', { ...gauge, market_range_max: 20_000 }, true],
  ])('%s', (_case, value, shown) => expect(showsPriceGauge(value)).toBe(shown));
});

describe('comparableGauge', () => {
  const comparable = (priceDollars: number, year = 2020, km: number | null = 50_000) => ({ year, km, priceCents: priceDollars * 100 });
  it('says where the comparable cars are, never calling them the market', () => {
    const pool = [19_000, 20_000, 21_000].map((p) => comparable(p));
    expect(comparableGauge(comparable(20_000), pool, 'in the stock of the dealers in the Coastal pool')?.description).toBe(
      'Priced in line with 3 similar used cars in the stock of the dealers in the Coastal pool.',
    );
  });
  it('needs at least 3 comparable cars', () => {
    expect(comparableGauge(comparable(20_000), [comparable(19_000), comparable(21_000)])).toBeNull();
  });
  it('ignores cars of other years and far-off kilometres', () => {
    expect(
      comparableGauge(comparable(20_000), [comparable(19_000, 2015), comparable(21_000, 2020, 150_000), comparable(22_000, 2024), comparable(18_000)]),
    ).toBeNull();
  });
  it('places the price within the 10th-90th percentile market range', () => {
    const result = comparableGauge(
      comparable(20_000),
      [15_000, 18_000, 19_000, 20_000, 21_000, 22_000, 25_000].map((p) => comparable(p)),
    );
    expect(result).toEqual({
      fill: 0.5,
      listing_price: 20_000,
      market_range_min: 18_000,
      market_range_max: 22_000,
      confidence: 0.7,
      description: 'Priced in line with 7 similar used cars in our own stock.',
      cars: 7,
    });
    expect(showsPriceGauge(result)).toBe(true);
  });
});

describe('belowMarketBy (spec 2 section 5)', () => {
  it.each([
    [{ priceCents: 2_000_000, stateAverageMarketPriceCents: 2_100_000, averageMarketPriceCents: null }, 100_000],
    [{ priceCents: 2_000_000, stateAverageMarketPriceCents: 2_049_900, averageMarketPriceCents: null }, null],
    [{ priceCents: 2_000_000, stateAverageMarketPriceCents: 2_050_000, averageMarketPriceCents: null }, 50_000],
    [{ priceCents: 2_000_000, stateAverageMarketPriceCents: null, averageMarketPriceCents: 2_100_000 }, 100_000],
    [{ priceCents: 2_000_000, stateAverageMarketPriceCents: 1_900_000, averageMarketPriceCents: 3_000_000 }, null],
    [{ priceCents: 20_000, stateAverageMarketPriceCents: 2_000_000, averageMarketPriceCents: null }, null],
  ])('%o -> %s', (vehicle, cents) => expect(belowMarketBy({ status: 'in_stock', reserved: false, ...vehicle })).toBe(cents));

  it.each([
    ['sold', false],
    ['in_stock', true],
    ['unavailable', false],
  ])('no badge on a car that is %s (reserved: %s)', (status, reserved) => {
    expect(belowMarketBy({ status, reserved, priceCents: 2_000_000, stateAverageMarketPriceCents: 2_100_000, averageMarketPriceCents: null })).toBeNull();
  });
});
