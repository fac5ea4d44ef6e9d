import { describe, expect, it } from 'vitest';
import { displayCount, facetTotal, isCappedCount } from './capped-totals.ts';

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
});
