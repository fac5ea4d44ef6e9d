import { describe, expect, it } from 'vitest';
import { byRelevance } from './rank.ts';
import { isSearchVisible } from './visibility.ts';

const now = new Date('2026-11-20T00:00:00Z');

describe('isSearchVisible (spec 2 section 4)', () => {
  it.each([
    [{ status: 'in_stock', soldAt: null, updatedAt: null, showOnDealerWebsite: true }, true],
    [{ status: 'coming_soon', soldAt: null, updatedAt: null, showOnDealerWebsite: true }, true],
    [{ status: 'in_stock', soldAt: null, updatedAt: null, showOnDealerWebsite: false }, false],
    [{ status: 'sold', soldAt: '2026-11-17T00:00:00Z', updatedAt: null, showOnDealerWebsite: true }, true],
    [{ status: 'sold', soldAt: '2026-11-16T23:59:59Z', updatedAt: null, showOnDealerWebsite: true }, false],
    [{ status: 'sold', soldAt: null, updatedAt: '2026-11-19T00:00:00Z', showOnDealerWebsite: true }, true],
    [{ status: 'sold', soldAt: null, updatedAt: null, showOnDealerWebsite: true }, false],
    [{ status: 'unavailable', soldAt: null, updatedAt: null, showOnDealerWebsite: true }, false],
  ] as const)('%o -> %s', (vehicle, visible) => expect(isSearchVisible(vehicle, now, 3)).toBe(visible));
});

describe('byRelevance', () => {
  it('puts in-stock cars with photos first, newest first, sold last', () => {
    const car = (id: string, status: 'in_stock' | 'sold' | 'coming_soon', photos: number, createdAt: string) => ({
      id,
      status,
      images: Array(photos).fill({}),
      createdAt,
    });
    const order = byRelevance([
      car('sold', 'sold', 3, '2026-11-19T00:00:00Z'),
      car('old', 'in_stock', 3, '2026-01-01T00:00:00Z'),
      car('new', 'in_stock', 3, '2026-11-01T00:00:00Z'),
      car('no-photos', 'in_stock', 0, '2026-11-10T00:00:00Z'),
      car('soon', 'coming_soon', 3, '2026-11-15T00:00:00Z'),
    ]).map((c) => c.id);
    expect(order).toEqual(['new', 'old', 'no-photos', 'soon', 'sold']);
  });
});
