import { describe, expect, it } from 'vitest';
import { salesThisMonth, SALES_COUNTER_REFRESH_MS } from './sales-counter.ts';

describe("'Sales this Month' (spec 2 section 9: Brisbane time, (day - 1) x 192 + floor(seconds / 450))", () => {
  it.each([
    ['the first second of a month', '2026-07-01T00:00:00+10:00', 0],
    ['449 seconds in: still none that day', '2026-07-01T00:07:29+10:00', 0],
    ['450 seconds in: one', '2026-07-01T00:07:30+10:00', 1],
    ['the 3rd at 1 am', '2026-07-03T01:00:00+10:00', 2 * 192 + 8],
    ['the last second of a 31-day month', '2026-07-31T23:59:59+10:00', 30 * 192 + 191],
  ])('%s', (_case, instant, expected) => {
    expect(salesThisMonth(new Date(instant))).toBe(expected);
  });

  it('counts by the Brisbane day, not UTC: 2 pm UTC on the 30th is the 1st of the next month in Brisbane', () => {
    expect(salesThisMonth(new Date('2026-06-30T14:00:00Z'))).toBe(0);
    expect(salesThisMonth(new Date('2026-06-30T13:59:59Z'))).toBe(29 * 192 + 191);
  });

  it('has no daylight saving: a Sydney summer evening counts on the Brisbane clock', () => {
    // 2026-12-01 00:30 in Sydney (UTC+11) is 23:30 on 30 November in Brisbane.
    expect(salesThisMonth(new Date('2026-12-01T00:30:00+11:00'))).toBe(29 * 192 + Math.floor((23 * 3600 + 30 * 60) / 450));
  });

  it('is refreshed every 150,000 ms', () => {
    expect(SALES_COUNTER_REFRESH_MS).toBe(150_000);
  });
});
