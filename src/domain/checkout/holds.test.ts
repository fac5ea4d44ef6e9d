import { describe, expect, it } from 'vitest';
import { applyHolds, sameHolds } from './holds.ts';

const car = (id: string, status: 'in_stock' | 'sold' = 'in_stock', reserved = false) => ({ id, status, reserved });

describe('held cars over the stock', () => {
  it('marks in-stock held cars reserved and leaves the rest as the feed says', () => {
    const stock = [car('1'), car('2'), car('3', 'sold'), car('4', 'in_stock', true)];
    expect(applyHolds(stock, new Set(['1', '3', '4', 'gone'])).map((c) => c.reserved)).toEqual([true, false, false, true]);
    expect(applyHolds(stock, new Set())).toBe(stock);
  });

  it('compares held lists whatever their order', () => {
    expect(sameHolds(['2', '1'], ['1', '2'])).toBe(true);
    expect(sameHolds(['1'], ['1', '2'])).toBe(false);
    expect(sameHolds([], [])).toBe(true);
  });
});
