import type { FinanceConfig } from '../tenant/schema/finance.ts';
import type { LenderInfo } from '../vehicle/vehicle.ts';
import { formatPct } from './rounding.ts';

/** Spec 2 section 9: "Comparison rate range default 8.38% to 19.42% for one provider" (the provider is not named). */
export const SPEC_COMPARISON_RATE_RANGE_PCT = [8.38, 19.42] as const;

export type ComparisonRateRange = {
  minPct: number;
  maxPct: number;
  /** 'Comparison rates from 8.38% p.a. to 19.42% p.a.*', each end rounded to 2 decimals like every comparison rate. */
  text: string;
};

/**
 * The comparison-rate range to show beside an estimate or the calculator: the car's lender range from the
 * feed when it has one, else the tenant's configured provider range, else none. A provider that quotes by
 * credit profile publishes a range rather than one rate; it is shown as a comparison rate (with the same
 * asterisk, example and warning), never less prominently than an interest rate.
 * @example comparisonRateRange(null, { comparisonRateRangePct: [8.38, 19.42] })?.text // 'Comparison rates from 8.38% p.a. to 19.42% p.a.*'
 * @example comparisonRateRange({ comparisonRateRangePct: [7.5, 12] }, { comparisonRateRangePct: null })?.minPct // 7.5
 * @example comparisonRateRange(null, { comparisonRateRangePct: null }) // null
 */
export function comparisonRateRange(
  lender: Pick<LenderInfo, 'comparisonRateRangePct'> | null,
  finance: Pick<FinanceConfig, 'comparisonRateRangePct'>,
): ComparisonRateRange | null {
  const range = lender?.comparisonRateRangePct ?? finance.comparisonRateRangePct;
  if (!range) return null;
  const [minPct, maxPct] = range;
  if (!(Number.isFinite(minPct) && Number.isFinite(maxPct)) || minPct > maxPct || minPct < 0) return null;
  return { minPct, maxPct, text: comparisonRateRangeText(minPct, maxPct) };
}

/**
 * @example comparisonRateRangeText(8.38, 19.42) // 'Comparison rates from 8.38% p.a. to 19.42% p.a.*'
 * @example comparisonRateRangeText(9, 9) // '9.00% p.a. comparison rate*'
 */
export function comparisonRateRangeText(minPct: number, maxPct: number): string {
  if (formatPct(minPct) === formatPct(maxPct)) return `${formatPct(minPct)} p.a. comparison rate*`;
  return `Comparison rates from ${formatPct(minPct)} p.a. to ${formatPct(maxPct)} p.a.*`;
}
