import { describe, expect, it } from 'vitest';
import { SPEC_COMPARISON_RATE_RANGE_PCT, comparisonRateRange, comparisonRateRangeText } from './comparison-rate-range.ts';

const tenantRange = { comparisonRateRangePct: [8.38, 19.42] as [number, number] };
const noTenantRange = { comparisonRateRangePct: null };

describe('comparisonRateRange (spec 2 section 9: 8.38% to 19.42% for one provider)', () => {
  it("shows the tenant's provider range", () => {
    expect(SPEC_COMPARISON_RATE_RANGE_PCT).toEqual([8.38, 19.42]);
    expect(comparisonRateRange(null, tenantRange)).toEqual({ minPct: 8.38, maxPct: 19.42, text: 'Comparison rates from 8.38% p.a. to 19.42% p.a.*' });
  });

  it("prefers the car's own lender range from the feed", () => {
    expect(comparisonRateRange({ comparisonRateRangePct: [7.5, 12] }, tenantRange)?.text).toBe('Comparison rates from 7.50% p.a. to 12.00% p.a.*');
    expect(comparisonRateRange({ comparisonRateRangePct: null }, tenantRange)?.minPct).toBe(8.38);
    expect(comparisonRateRange({}, tenantRange)?.maxPct).toBe(19.42);
  });

  it.each([
    [null, noTenantRange],
    [{ comparisonRateRangePct: [12, 7.5] as [number, number] }, noTenantRange],
    [{ comparisonRateRangePct: [-1, 7.5] as [number, number] }, noTenantRange],
    [{ comparisonRateRangePct: [Number.NaN, 7.5] as [number, number] }, noTenantRange],
  ])('shows nothing for %o with %o', (lender, finance) => expect(comparisonRateRange(lender, finance)).toBeNull());

  it.each([
    [8.38, 19.42, 'Comparison rates from 8.38% p.a. to 19.42% p.a.*'],
    [8.375, 19.4249, 'Comparison rates from 8.38% p.a. to 19.42% p.a.*'], // rounded to 2 decimals, half away from zero
    [9, 9, '9.00% p.a. comparison rate*'],
  ])('%d to %d reads %s', (min, max, text) => expect(comparisonRateRangeText(min, max)).toBe(text));
});
