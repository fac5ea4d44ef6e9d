import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { parseFeedRecords } from '../feed/parse-feed.ts';
import { searchIndex } from './engine.ts';
import { buildSearchIndex } from './index/build.ts';
import { toSearchRecord } from './record.ts';

const now = '2026-11-20T00:00:00Z';
const feed = [
  { id: 1, year: 2022, make: 'Kia', model: 'Picanto', car_type: 'new', price: 18_990, subscription_price: '$189' },
  { id: 2, year: 2023, make: 'MG', model: 'ZS', car_type: 'new', price: 26_990 },
  { id: 3, year: 2021, make: 'Mazda', model: 'CX-3', car_type: 'used', price: 24_990, subscription_price: 149.5 },
  { id: 4, year: 2020, make: 'Toyota', model: 'Yaris', car_type: 'used', price: 19_990, subscription_price: '' },
  { id: 5, year: 2024, make: 'Tesla', model: 'Model 3', car_type: 'demo', price: 59_990, subscription_price: '1,099' },
];

describe("the subscription sort reads the feed's subscription_price (spec 1 section 3)", () => {
  const { vehicles, rejected } = parseFeedRecords(feed, now);
  const index = buildSearchIndex(
    vehicles.map((vehicle) => toSearchRecord(vehicle)),
    { name: 'cars' },
  );

  it('parses it as money, blanks as none', () => {
    expect(rejected).toEqual([]);
    expect(vehicles.map((vehicle) => vehicle.subscriptionPriceCents)).toEqual([18_900, null, 14_950, null, 109_900]);
    expect(toSearchRecord(vehicles[0]!).subscription_price).toBe(189);
  });

  it('refuses a negative subscription price, naming the field', () => {
    expect(parseFeedRecords([{ ...feed[0], subscription_price: -5 }], now).rejected[0]!.reasons).toEqual(['subscription_price: expected a price of 0 or more']);
  });

  it('orders the subscription replica lowest first, cars without one last', () => {
    const hits = searchIndex(index, { indexName: 'cars_subscription_asc', facets: ['subscription_price'] });
    expect(hits.hits.map((hit) => hit.objectID).slice(0, 3)).toEqual(['3', '1', '5']);
    expect(hits.hits.slice(3).every((hit) => hit.subscription_price === null)).toBe(true);
    // Records carry whole dollars, as every price in them.
    expect(hits.facets_stats!.subscription_price).toMatchObject({ min: 150, max: 1_099 });
  });

  it('is off by default, as the kilometre sort (spec 2 section 2)', () => {
    expect(DEFAULT_TENANT.search.sortOptions).not.toContain('subscription_asc');
    expect(DEFAULT_TENANT.search.sortOptions).not.toContain('km_asc');
  });
});
