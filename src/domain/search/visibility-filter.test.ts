import { describe, expect, it } from 'vitest';
import { parseFeedRecords } from '../feed/parse-feed.ts';
import { searchIndex } from './engine.ts';
import { buildSearchIndex } from './index/build.ts';
import { toSearchRecord } from './record.ts';
import { stockRecord } from './test-stock.ts';
import { isSearchVisible } from './visibility.ts';
import { visibilityFilter, withVisibility } from './visibility-filter.ts';

const now = new Date('2026-11-20T00:00:00Z');
const config = { soldVisibleDays: 3, defaultFilter: '', priceAscendingRequiresPrice: false };

describe('visibility filter (spec 2 section 4) agrees with isSearchVisible for a fixed now', () => {
  const cases = [
    ['in stock', { status: 'in_stock' }],
    ['coming soon', { status: 'coming_soon' }],
    ['hidden from the website', { status: 'in_stock', show_on_dealer_website: false }],
    ['sold exactly 3 days ago', { status: 'sold', sold_at: '2026-11-17T00:00:00Z' }],
    ['sold 3 days and 1 second ago', { status: 'sold', sold_at: '2026-11-16T23:59:59Z' }],
    ['sold yesterday, no sale date: last update', { status: 'sold', updated_at: '2026-11-19T00:00:00Z' }],
    ['sold with no date at all', { status: 'sold' }],
    ['sold yesterday but hidden', { status: 'sold', sold_at: '2026-11-19T00:00:00Z', show_on_dealer_website: false }],
    ['any other status', { status: 'On Hold' }],
  ] as const;
  const vehicles = cases.map(
    ([, raw], i) => parseFeedRecords([{ id: i + 1, year: 2020, make: 'Kia', model: 'Rio', car_type: 'used', ...raw }], now.toISOString()).vehicles[0]!,
  );
  const index = buildSearchIndex(
    vehicles.map((vehicle) => toSearchRecord(vehicle)),
    { name: 'cars' },
  );
  const visible = new Set(searchIndex(index, { filters: visibilityFilter(config, now), hitsPerPage: 100 }).hits.map((hit) => hit.objectID));

  it.each(cases.map(([name], i) => [name, i] as const))('%s', (_name, i) => {
    expect(visible.has(vehicles[i]!.id)).toBe(isSearchVisible(vehicles[i]!, now, 3));
  });

  it('moves the sold window with soldVisibleDays', () => {
    const longer = searchIndex(index, { filters: visibilityFilter({ ...config, soldVisibleDays: 10 }, now), hitsPerPage: 100 }).nbHits;
    expect(longer).toBe(visible.size + 1);
  });
});

describe('visibilityFilter', () => {
  it.each([
    ['visibility only', config, {}, 'show_on_dealer_website:true AND delisted_at_timestamp >= 1794873600'],
    [
      'plus the default filter',
      { ...config, defaultFilter: ' price > 1000 ' },
      {},
      'show_on_dealer_website:true AND delisted_at_timestamp >= 1794873600 AND price > 1000',
    ],
    [
      'price > 0 for price ascending when the tenant asks',
      { ...config, priceAscendingRequiresPrice: true },
      { priceAscending: true },
      'show_on_dealer_website:true AND delisted_at_timestamp >= 1794873600 AND price > 0',
    ],
    [
      'not for other sorts',
      { ...config, priceAscendingRequiresPrice: true },
      { priceAscending: false },
      'show_on_dealer_website:true AND delisted_at_timestamp >= 1794873600',
    ],
    ['not when the tenant does not ask', config, { priceAscending: true }, 'show_on_dealer_website:true AND delisted_at_timestamp >= 1794873600'],
  ])('%s', (_name, tenant, options, expected) => expect(visibilityFilter(tenant, now, options)).toBe(expected));

  it('a default filter with OR stays one group when ANDed (OR binds tighter)', () => {
    const index = buildSearchIndex(
      [stockRecord({ objectID: '1', car_type: 'new' }), stockRecord({ objectID: '2', car_type: 'demo' }), stockRecord({ objectID: '3', car_type: 'used' })],
      { name: 'cars' },
    );
    const filters = visibilityFilter({ ...config, defaultFilter: 'car_type:new OR car_type:demo' }, now);
    expect(searchIndex(index, { filters }).nbHits).toBe(2);
  });
});

describe('withVisibility', () => {
  it('ANDs the base filter to the request and adds the price rule on the price-ascending replica only', () => {
    const tenant = { ...config, priceAscendingRequiresPrice: true };
    expect(withVisibility({ indexName: 'cars_price_asc', filters: 'make:Kia OR make:Ford' }, 'cars', tenant, now).filters).toBe(
      'show_on_dealer_website:true AND delisted_at_timestamp >= 1794873600 AND price > 0 AND make:Kia OR make:Ford',
    );
    expect(withVisibility<{ indexName: string; filters?: string }>({ indexName: 'cars' }, 'cars', tenant, now).filters).toBe(
      'show_on_dealer_website:true AND delisted_at_timestamp >= 1794873600',
    );
  });

  it("reports a syntax error at its position in the request's own filter", () => {
    expect(() => withVisibility({ indexName: 'cars', filters: 'make:Kia OR OR' }, 'cars', config, now)).toThrow(
      expect.objectContaining({ status: 400, message: 'filters: Unexpected token "OR" at position 12: expected a filter' }),
    );
  });
});
