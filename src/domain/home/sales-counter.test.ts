import { describe, expect, it } from 'vitest';
import { salesMonthName, salesThisMonth } from './sales-counter.ts';

const BRISBANE = 'Australia/Brisbane';
const sold = (soldAt: string | null) => ({ status: 'sold', soldAt });

describe("'Sales this Month': the dealer's cars sold in the current month (spec 2 section 9, counted from the feed)", () => {
  const now = new Date('2026-11-20T00:00:00Z');

  it('counts the cars sold since the 1st of the month, in the dealer time zone', () => {
    const cars = [
      sold('2026-11-01T00:00:00+10:00'), // the first second of November in Brisbane
      sold('2026-11-19T10:00:00Z'),
      sold('2026-10-31T13:59:59Z'), // 23:59:59 on 31 October in Brisbane
      sold('2026-10-05T00:00:00Z'),
      sold(null), // sold, with no date: not counted
      { status: 'in_stock', soldAt: null },
      { status: 'in_stock', soldAt: '2026-11-10T00:00:00Z' }, // back in stock: not a sale
    ];
    expect(salesThisMonth(cars, now, BRISBANE)).toBe(2);
  });

  it('counts by the dealer clock: 2 pm UTC on 31 October is already November in Brisbane, still October in Perth', () => {
    const cars = [sold('2026-10-31T14:00:00Z')];
    expect(salesThisMonth(cars, now, BRISBANE)).toBe(1);
    expect(salesThisMonth(cars, now, 'Australia/Perth')).toBe(0);
  });

  it('never counts a sale dated after the stock it is built from', () => {
    expect(salesThisMonth([sold('2026-11-21T00:00:00Z')], now, BRISBANE)).toBe(0);
  });

  it('is 0 for a dealer with no sales this month, and names the month', () => {
    expect(salesThisMonth([], now, BRISBANE)).toBe(0);
    expect(salesMonthName(now, BRISBANE)).toBe('November 2026');
  });
});
