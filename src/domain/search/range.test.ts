import { describe, expect, it } from 'vitest';
import { orderFacetValues, splitPopularMakes } from './facet-order.ts';
import { rangeBounds, rangeStep, refineRange, roundRangeValue } from './range.ts';

describe('range slider rules (spec 1 sections 4, 5, 8, 9)', () => {
  it.each([
    ['price', 12_499, 12_000],
    ['price', 12_500, 13_000],
    ['km', 49_400, 49_000],
    ['year', 2019.6, 2020],
  ] as const)('rounds %s %d to %d', (attribute, value, rounded) => expect(roundRangeValue(attribute, value)).toBe(rounded));

  it('defaults to 0..100,000 without stats and widens to whole thousands', () => {
    expect(rangeBounds('price', undefined)).toEqual({ min: 0, max: 100_000 });
    expect(rangeBounds('price', { min: 4_990, max: 89_990 })).toEqual({ min: 4_000, max: 90_000 });
    expect(rangeBounds('year', { min: 2009, max: 2026 })).toEqual({ min: 2009, max: 2026 });
  });

  it('steps about a hundredth of the range', () => {
    expect(rangeStep('year', { min: 2000, max: 2026 })).toBe(1);
    expect(rangeStep('price', { min: 0, max: 250_000 })).toBe(1000);
  });

  it.each([
    [
      { min: 12_400, max: 30_000 },
      { ok: true, range: { min: 12_000, max: 30_000 } },
    ],
    [
      { min: 40_000, max: 30_000 },
      { ok: true, range: { min: 30_000, max: 40_000 } },
    ],
    [
      { min: 4_000, max: 90_000 },
      { ok: true, range: { min: null, max: null } },
    ],
    [
      { min: 3_000, max: null },
      { ok: false, reason: 'Cannot refine below the range minimum' },
    ],
    [
      { min: null, max: 91_000 },
      { ok: false, reason: 'Cannot refine above the range maximum' },
    ],
  ])('refines %o', (wanted, result) => expect(refineRange('price', wanted, { min: 4_000, max: 90_000 })).toEqual(result));
});

describe('facet ordering (spec 1 section 5)', () => {
  it('lists make and model alphabetically', () => {
    expect(orderFacetValues('make', { Toyota: 50, audi: 2, Ford: 30 }).map((v) => v.value)).toEqual(['audi', 'Ford', 'Toyota']);
  });
  it('lists other facets by count then label', () => {
    expect(orderFacetValues('colour', { White: 3, Black: 5, Blue: 3 }).map((v) => v.value)).toEqual(['Black', 'Blue', 'White']);
  });
  it('orders price labels by their number', () => {
    expect(orderFacetValues('price_range', { '$20,000 - $30,000': 9, 'Under $10,000': 1, '$10,000 - $20,000': 4 }).map((v) => v.value)).toEqual([
      'Under $10,000',
      '$10,000 - $20,000',
      '$20,000 - $30,000',
    ]);
  });
  it("hides certified 'false' for certified-only dealers", () => {
    expect(orderFacetValues('certified', { true: 3, false: 9 }, { certifiedOnly: true })).toEqual([{ value: 'true', count: 3 }]);
    expect(orderFacetValues('certified', { true: 3, false: 9 })).toHaveLength(2);
  });
  it('splits makes into popular and all after 20', () => {
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`Make ${String(i).padStart(2, '0')}`, i]));
    const split = splitPopularMakes(orderFacetValues('make', many));
    expect(split.popular.map((v) => v.count)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11]);
    expect(split.all).toHaveLength(21);
    expect(splitPopularMakes(orderFacetValues('make', { A: 1 })).popular).toEqual([]);
  });
});
