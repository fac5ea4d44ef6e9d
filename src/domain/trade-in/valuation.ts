// The online trade-in estimate: what comparable cars sell for at retail, brought to the shopper's year and
// kilometres, less what the dealer spends and needs to resell it, less what the condition answers take off.
// Money in cents; the rules are the constants below (src/server/leads/README.md, "Trade-in valuation", repeats them).
import { zonedYear } from '../time/zoned-time.ts';
import { conditionDeductions } from './condition.ts';

export const VALUATION_RULES = {
  /** Spec 2 section 9: no online estimate for cars over 7 years old or over 100,000 km. */
  maxAgeYears: 7,
  maxKm: 100_000,
  /** Comparables: same make and model, model year within 1, odometer within 50,000 km; at least 3 of them. */
  yearWindow: 1,
  kmWindow: 50_000,
  minComparables: 3,
  /** A comparable one model year newer is worth 7% more than the shopper's car; one older, 7% less. */
  yearAdjustPct: 7,
  /** Every 10,000 km more on a comparable than on the shopper's car makes it worth 1.5% less. */
  kmAdjustPctPer10k: 1.5,
  /** The dealer's resale margin (selling costs, holding, warranty, profit), a share of the retail value. */
  dealerMarginPct: 15,
  /** Reconditioning before resale: service, detail, tyres and roadworthy allowance. */
  reconditioningCents: 150_000,
  /** Offers below $1,000 are left to a valuer. */
  minOfferCents: 100_000,
  /** Figures are shown in whole hundreds of dollars: low end rounded down, high end up, offer to the nearest. */
  roundingCents: 10_000,
  /** From market data (one average market price, no spread of prices): the range is the offer less and plus 5%. */
  marketBandPct: 5,
} as const;

/** The shopper's car as step 1 described it; any part may be missing (a rego alone cannot be valued online). */
export type TradeInCar = { make: string | null; model: string | null; year: number | null; km: number | null };
/** A retail listing of the same make and model, from the platform's stock. */
export type MarketListing = { year: number; km: number | null; priceCents: number };

/** `no-market-price`: the market-data service gave no average for the car (or could not be asked). */
export type NoEstimateReason = 'unknown-car' | 'too-old' | 'too-many-km' | 'too-few-comparables' | 'too-low' | 'no-market-price';
/** `comparables`: how many cars for sale it was worked out from; null from market data (an average, not a count). */
export type TradeInEstimate = { lowCents: number; offerCents: number; highCents: number; retailCents: number; comparables: number | null };
export type TradeInValuation = ({ kind: 'estimate' } & TradeInEstimate) | { kind: 'none'; reason: NoEstimateReason };

/**
 * Whether the car can be valued online at all (spec 2 section 9), before looking at the market.
 * @example onlineEstimateRefusal({ make: 'Mazda', model: 'CX-5', year: 2018, km: 60_000 }, new Date('2026-06-01')) // 'too-old'
 */
export function onlineEstimateRefusal(car: TradeInCar, now: Date): NoEstimateReason | null {
  const year = zonedYear(now);
  if (!car.make || !car.model || car.year === null || car.km === null || car.year < 1900 || car.year > year + 1) return 'unknown-car';
  if (year - car.year > VALUATION_RULES.maxAgeYears) return 'too-old';
  if (car.km > VALUATION_RULES.maxKm) return 'too-many-km';
  return null;
}

/** The value at `share` (0..1) of sorted numbers, interpolated between neighbours. */
function percentile(sorted: readonly number[], share: number): number {
  const at = share * (sorted.length - 1);
  const below = Math.floor(at);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/**
 * The trade-in estimate for the shopper's car.
 * 1. Comparables: listings with a price and an odometer, model year within 1 and odometer within 50,000 km.
 * 2. Each comparable's price brought to the car: x (1 + 7% x (car year - its year)) x (1 + 1.5% x (its km - car km) / 10,000).
 * 3. Retail value: the median of those prices; the range uses the 25th and 75th percentiles.
 * 4. Trade-in value = retail x (1 - 15% dealer margin) - $1,500 reconditioning, then x (1 - condition %) - fixed deductions.
 * @example tradeInValuation({ make: 'Mazda', model: 'CX-5', year: 2021, km: 60_000 }, listings, {}, new Date('2026-06-01'))
 *   // { kind: 'estimate', lowCents: 1_930_000, offerCents: 1_980_000, highCents: 2_040_000, retailCents: 2_511_000, comparables: 4 } (see valuation.test.ts)
 */
export function tradeInValuation(
  car: TradeInCar,
  listings: readonly MarketListing[],
  answers: Readonly<Record<string, unknown>> | undefined,
  now: Date,
): TradeInValuation {
  const refusal = onlineEstimateRefusal(car, now);
  if (refusal) return { kind: 'none', reason: refusal };
  const year = car.year!;
  const km = car.km!;
  const rules = VALUATION_RULES;
  const prices = listings
    .filter((l) => l.priceCents > 0 && l.km !== null && Math.abs(l.year - year) <= rules.yearWindow && Math.abs(l.km - km) <= rules.kmWindow)
    .map((l) => l.priceCents * (1 + (rules.yearAdjustPct / 100) * (year - l.year)) * (1 + (rules.kmAdjustPctPer10k / 100) * ((l.km! - km) / 10_000)))
    .sort((a, b) => a - b);
  if (prices.length < rules.minComparables) return { kind: 'none', reason: 'too-few-comparables' };
  return estimateFrom([percentile(prices, 0.25), percentile(prices, 0.5), percentile(prices, 0.75)], answers, prices.length);
}

/**
 * The trade-in value of retail values (low, middle, high): less the dealer's margin and reconditioning, then the
 * condition answers' deductions, in whole hundreds of dollars; none under $1,000.
 */
function estimateFrom(
  [lowRetail, retailCents, highRetail]: readonly [number, number, number],
  answers: Readonly<Record<string, unknown>> | undefined,
  comparables: number | null,
): TradeInValuation {
  const rules = VALUATION_RULES;
  const condition = conditionDeductions(answers);
  const tradeValue = (retail: number) => (retail * (1 - rules.dealerMarginPct / 100) - rules.reconditioningCents) * (1 - condition.pct / 100) - condition.cents;
  const step = rules.roundingCents;
  const offerCents = Math.round(tradeValue(retailCents) / step) * step;
  if (offerCents < rules.minOfferCents) return { kind: 'none', reason: 'too-low' };
  return {
    kind: 'estimate',
    lowCents: Math.min(offerCents, Math.floor(tradeValue(lowRetail) / step) * step),
    offerCents,
    highCents: Math.max(offerCents, Math.ceil(tradeValue(highRetail) / step) * step),
    retailCents: Math.round(retailCents),
    comparables,
  };
}

/**
 * The trade-in estimate from market data: the car's average market price (spec 2's `autograb_data`: the state
 * average, else the national one, already for the car's year and kilometres) is its retail value; the trade-in value
 * follows the same rules as above, and the range is that value 5% either side (one average gives no spread).
 * @example marketPriceValuation({ make: 'Toyota', model: 'RAV4', year: 2023, km: 40_000 }, 3_120_000, {}, new Date('2026-06-01'))
 *   // { kind: 'estimate', lowCents: 2_370_000, offerCents: 2_500_000, highCents: 2_620_000, retailCents: 3_120_000, comparables: null }
 */
export function marketPriceValuation(
  car: TradeInCar,
  retailCents: number | null,
  answers: Readonly<Record<string, unknown>> | undefined,
  now: Date,
): TradeInValuation {
  const refusal = onlineEstimateRefusal(car, now);
  if (refusal) return { kind: 'none', reason: refusal };
  if (retailCents === null || retailCents <= 0) return { kind: 'none', reason: 'no-market-price' };
  const band = VALUATION_RULES.marketBandPct / 100;
  return estimateFrom([retailCents * (1 - band), retailCents, retailCents * (1 + band)], answers, null);
}

/**
 * The retail value market data gives a car: the state average market price, else the national one (whole dollars in,
 * cents out); null when the service knows neither.
 * @example marketRetailCents({ state_average_market_price: 31_200, average_market_price: 30_800 }) // 3_120_000
 */
export function marketRetailCents(data: { state_average_market_price: number | null; average_market_price: number | null } | null): number | null {
  const dollars = data?.state_average_market_price ?? data?.average_market_price ?? null;
  return dollars === null || dollars <= 0 ? null : Math.round(dollars * 100);
}

/**
 * The key listings are grouped by: make and model, trimmed and in lower case.
 * @example modelKey(' Toyota ', 'HiLux') // 'toyota|hilux'
 */
export const modelKey = (make: string, model: string): string => `${make.trim().toLowerCase()}|${model.trim().toLowerCase()}`;
