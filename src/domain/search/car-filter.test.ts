import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { searchConfigSchema } from '../tenant/schema/search.ts';
import { searchIndex } from './engine.ts';
import { carFilterExpression } from './car-filter.ts';
import { buildSearchIndex } from './index/build.ts';
import { stockRecord } from './test-stock.ts';
import { visibilityFilter } from './visibility-filter.ts';

const now = new Date('2026-11-20T00:00:00Z');

describe("the dealer's car filter helper (spec 1 section 9: a number 0 to 14, by age or image count)", () => {
  it.each([
    [{ by: 'age', limit: 0 }, ''],
    [{ by: 'photos', limit: 0 }, ''],
    [{ by: 'age', limit: 1 }, 'year >= 2025'],
    [{ by: 'age', limit: 7 }, 'year >= 2019'],
    [{ by: 'age', limit: 14 }, 'year >= 2012'],
    [{ by: 'photos', limit: 1 }, 'photos_count >= 1'],
    [{ by: 'photos', limit: 14 }, 'photos_count >= 14'],
  ] as const)('%j -> %j', (setting, expected) => expect(carFilterExpression(setting, now)).toBe(expected));

  it('counts the year in Brisbane: 31 December 2026 14:00 UTC is already 2027 there', () => {
    expect(carFilterExpression({ by: 'age', limit: 7 }, new Date('2026-12-31T14:00:00Z'))).toBe('year >= 2020');
  });

  it('is ANDed to every search with the default filter, and limits the hits', () => {
    const cars = [
      stockRecord({ objectID: 'old', year: 2014, photos_count: 12 }),
      stockRecord({ objectID: 'recent-few-photos', year: 2022, photos_count: 2 }),
      stockRecord({ objectID: 'recent', year: 2024, photos_count: 9 }),
    ];
    const index = buildSearchIndex(cars, { name: 'cars' });
    const base = { soldVisibleDays: 3, defaultFilter: 'car_type:used', priceAscendingRequiresPrice: false };
    const shown = (carFilter: { by: 'age' | 'photos'; limit: number }) =>
      searchIndex(index, { filters: visibilityFilter({ ...base, carFilter }, now) })
        .hits.map((hit) => hit.objectID)
        .sort();
    expect(visibilityFilter({ ...base, carFilter: { by: 'age', limit: 7 } }, now)).toBe(
      'show_on_dealer_website:true AND delisted_at_timestamp >= 1794873600 AND car_type:used AND year >= 2019',
    );
    expect(shown({ by: 'age', limit: 0 })).toEqual(['old', 'recent', 'recent-few-photos']);
    expect(shown({ by: 'age', limit: 7 })).toEqual(['recent', 'recent-few-photos']);
    expect(shown({ by: 'photos', limit: 5 })).toEqual(['old', 'recent']);
  });

  it('the tenant setting takes 0 to 14 only, and defaults to no limit', () => {
    const parse = (carFilter: unknown) => searchConfigSchema.shape.carFilter.safeParse(carFilter);
    expect(parse({ by: 'age', limit: 15 }).success).toBe(false);
    expect(parse({ by: 'photos', limit: -1 }).success).toBe(false);
    expect(parse({ by: 'colour', limit: 3 }).success).toBe(false);
    expect(parse({ by: 'photos', limit: 14 }).success).toBe(true);
    expect(DEFAULT_TENANT.search.carFilter).toEqual({ by: 'age', limit: 0 });
  });
});
