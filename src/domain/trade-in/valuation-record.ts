// The valuation as the leads API answers it and a trade-in lead keeps it (whole dollars, like `offer_amount`),
// and how the dealer's e-mail and CRM read it. Worked out by the server only: the offer a shopper accepts is
// the one stored on the lead, never an amount the browser sends.
import { formatMoney, formatNumber } from '../money.ts';
import { basisLine, type MarketBasis } from '../vehicle/market-basis.ts';
import { VALUATION_RULES, type NoEstimateReason, type TradeInCar, type TradeInValuation } from './valuation.ts';

/**
 * Whole dollars; `comparables`: the cars for sale it was worked out from (null from market data); `basis`: what the
 * estimate is based on and how many cars (`basisLine`).
 */
export type ValuationEstimate = { low: number; offer: number; high: number; comparables: number | null; basis?: string };
export type ValuationRecord = { estimate: ValuationEstimate | null; reason: NoEstimateReason | null };

/**
 * @example valuationRecord({ kind: 'none', reason: 'too-old' }) // { estimate: null, reason: 'too-old' }
 */
export function valuationRecord(valuation: TradeInValuation, basis?: MarketBasis): ValuationRecord {
  if (valuation.kind === 'none') return { estimate: null, reason: valuation.reason };
  const dollars = (cents: number) => Math.round(cents / 100);
  return {
    estimate: {
      low: dollars(valuation.lowCents),
      offer: dollars(valuation.offerCents),
      high: dollars(valuation.highCents),
      comparables: valuation.comparables,
      ...(basis ? { basis: basisLine(basis, valuation.comparables) } : {}),
    },
    reason: null,
  };
}

/** Why there is no online estimate, as the shopper and the dealer read it. */
export const NO_ESTIMATE_TEXT: Readonly<Record<NoEstimateReason, string>> = {
  'unknown-car': 'An online estimate needs the make, model, year and kilometres of the car.',
  'too-old': `Cars over ${VALUATION_RULES.maxAgeYears} years old are valued in person.`,
  'too-many-km': `Cars with over ${formatNumber(VALUATION_RULES.maxKm)} km are valued in person.`,
  'too-few-comparables': 'We have too few similar cars on sale to estimate this one online.',
  'too-low': 'This car is best valued in person.',
  'no-market-price': 'We have no market price for this car online.',
};

/**
 * One line for the dealer's e-mail and CRM.
 * @example describeValuation({ estimate: { low: 19300, offer: 19800, high: 20400, comparables: 4 }, reason: null })
 *   // '$19,300 to $20,400, offer $19,800 (from 4 comparable cars)'
 */
export function describeValuation(record: ValuationRecord): string {
  const { estimate, reason } = record;
  if (!estimate) return `No online estimate: ${NO_ESTIMATE_TEXT[reason ?? 'unknown-car']}`;
  const money = (dollars: number) => formatMoney(dollars * 100);
  const from = estimate.comparables === null ? 'from market data' : `from ${estimate.comparables} comparable cars`;
  return `${money(estimate.low)} to ${money(estimate.high)}, offer ${money(estimate.offer)} (${from})`;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const whole = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/**
 * The shopper's car from a trade-in lead's answers ('Vehicle Make', 'Vehicle Model', year, kms).
 * @example tradeInCarOf({ 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5', year: 2021, kms: 60000 }) // { make: 'Mazda', model: 'CX-5', year: 2021, km: 60000 }
 */
export const tradeInCarOf = (fields: Readonly<Record<string, unknown>>): TradeInCar => ({
  make: text(fields['Vehicle Make']),
  model: text(fields['Vehicle Model']),
  year: whole(fields.year),
  km: whole(fields.kms),
});
