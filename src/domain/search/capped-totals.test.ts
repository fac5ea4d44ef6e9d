import { describe, expect, it } from 'vitest';
import { displayCount, facetTotal, isCappedCount, searchTotal, totalText } from './capped-totals.ts';

describe('capped facet counts (spec 1 section 9: above 1999 is capped)', () => {
  it.each([
    [1998, false],
    [1999, false],
    [2000, true],
    [5000, true],
  ])('%i capped: %s', (count, capped) => expect(isCappedCount(count)).toBe(capped));

  it.each([
    ['sums counts while none is capped', { new: 120, demo: 30, used: 1999 }, undefined, { total: 2149, capped: false }],
    ['uses the in-stock count once one is capped', { new: 2400, used: 300 }, 5012, { total: 5012, capped: true }],
    ['falls back to the sum, flagged, without an in-stock count', { new: 2400, used: 300 }, null, { total: 2700, capped: true }],
    ['no counts: zero', {}, 40, { total: 0, capped: false }],
  ])('%s', (_name, counts, inStock, expected) => expect(facetTotal(counts, inStock)).toEqual(expected));

  it('shows capped counts as 1999+', () => {
    expect([displayCount(1999), displayCount(2000)]).toEqual(['1999', '1999+']);
  });

  it.each([
    ['no car-type counts: the hit count', { nbHits: 40 }, { total: 40, capped: false }],
    ['counts under the cap: the hit count', { nbHits: 2100, facets: { car_type: { new: 1500, used: 600 } } }, { total: 2100, capped: false }],
    ['a capped car-type count: summed, a lower bound', { nbHits: 4812, facets: { car_type: { new: 900, used: 3912 } } }, { total: 4812, capped: true }],
    ['a hit count is not a facet count: never capped', { nbHits: 2500 }, { total: 2500, capped: false }],
  ])('searchTotal: %s', (_name, response, expected) => expect(searchTotal(response)).toEqual(expected));

  it('with car types chosen, sums only their (disjunctive) counts', () => {
    const response = { nbHits: 3912, facets: { car_type: { new: 900, used: 3912 } } };
    expect(searchTotal(response, { carTypes: ['used'] })).toEqual({ total: 3912, capped: true });
    expect(searchTotal({ ...response, nbHits: 900 }, { carTypes: ['new'] })).toEqual({ total: 900, capped: false });
    expect(searchTotal(response, { carTypes: ['used'], inStockCount: 3900 })).toEqual({ total: 3900, capped: true });
  });

  it.each([
    [{ total: 4812, capped: true }, '4,812+ cars'],
    [{ total: 1, capped: false }, '1 car'],
    [{ total: 0, capped: false }, '0 cars'],
  ])('totalText %j: %s', (total, text) => expect(totalText(total, 'car', (n) => n.toLocaleString('en-AU'))).toBe(text));
});
