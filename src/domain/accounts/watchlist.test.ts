import { describe, expect, it } from 'vitest';
import { liveStatus, priceChange } from './watchlist.ts';

describe("a saved car's live status", () => {
  it.each([
    [{ status: 'in_stock', reserved: false, priceCents: 1 }, 'in-stock'],
    [{ status: 'in_stock', reserved: true, priceCents: 1 }, 'reserved'],
    [{ status: 'sold', reserved: true, priceCents: 1 }, 'sold'],
    [{ status: 'coming_soon', reserved: false, priceCents: 1 }, 'coming-soon'],
    [{ status: 'unavailable', reserved: false, priceCents: 1 }, 'unavailable'],
    [undefined, 'gone'],
  ] as const)('%j reads %s', (car, status) => expect(liveStatus(car)).toBe(status));
});

describe('its price now against its price when saved', () => {
  it('is a drop, a rise or the same', () => {
    expect(priceChange(3_199_000, 2_999_000)).toEqual({ kind: 'drop', fromCents: 3_199_000, toCents: 2_999_000, differenceCents: 200_000 });
    expect(priceChange(2_999_000, 3_199_000)).toEqual({ kind: 'rise', fromCents: 2_999_000, toCents: 3_199_000, differenceCents: 200_000 });
    expect(priceChange(2_999_000, 2_999_000)).toEqual({ kind: 'same' });
  });

  it('is unknown when either price is not one the site shows (at most $10, or none)', () => {
    expect(priceChange(null, 2_999_000)).toEqual({ kind: 'unknown' });
    expect(priceChange(3_000_000, 0)).toEqual({ kind: 'unknown' });
    expect(priceChange(1_000, 900)).toEqual({ kind: 'unknown' });
  });
});
