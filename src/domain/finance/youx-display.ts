// The YouX quote as the vehicle page shows it. No zod here: the quote island imports this module.
import { formatMoney } from '../money.ts';
import { formatPct, roundHalfAwayFromZero } from './rounding.ts';

/** Where the vehicle page asks for a quote (the platform's own API). */
export const YOUX_QUOTE_PATH = '/api/youx/quote';

/** YouX converts weekly to monthly by x 4.33 (spec 2 section 9). */
export const YOUX_WEEKS_PER_MONTH = 4.33;

/** A YouX quote in our units. */
export type YouxQuote = { weeklyCents: number; monthlyCents: number; advertisedRatePct: number; comparisonRatePct: number };

/**
 * Monthly from weekly, x 4.33, rounded half away from zero to the cent.
 * @example youxMonthlyCents(12_300) // 53_259
 */
export function youxMonthlyCents(weeklyCents: number): number {
  return roundHalfAwayFromZero(weeklyCents * YOUX_WEEKS_PER_MONTH);
}

const figure = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The quote from a response body (the three YouX fields, dollars and percent), or null when they are not all
 * there: a failed quote is silent (spec 2 section 8). The monthly figure is always weekly x 4.33.
 * @example readYouxQuote({ weeklyRepaymentAmount: 123, advertisedRate: 6.29, comparisonRate: 8.19 })
 * // { weeklyCents: 12300, monthlyCents: 53259, advertisedRatePct: 6.29, comparisonRatePct: 8.19 }
 */
export function readYouxQuote(body: unknown): YouxQuote | null {
  if (!body || typeof body !== 'object') return null;
  const { weeklyRepaymentAmount, advertisedRate, comparisonRate } = body as Record<string, unknown>;
  if (!figure(weeklyRepaymentAmount) || !figure(advertisedRate) || !figure(comparisonRate)) return null;
  const weeklyCents = roundHalfAwayFromZero(weeklyRepaymentAmount * 100);
  return { weeklyCents, monthlyCents: youxMonthlyCents(weeklyCents), advertisedRatePct: advertisedRate, comparisonRatePct: comparisonRate };
}

export type YouxQuoteDisplay = { weeklyText: string; monthlyText: string; advertisedText: string; comparisonText: string };

/**
 * Texts of a quote: weekly and monthly in whole dollars (the weekly amount to 0 decimals, spec 2 section 9),
 * rates to 2 decimals; the comparison rate beside the advertised rate, never smaller.
 * @example youxQuoteDisplay({ weeklyCents: 14_615, monthlyCents: 63_283, advertisedRatePct: 7.99, comparisonRatePct: 10.35 })
 * // { weeklyText: '$146 /wk*', monthlyText: '$633 /mth*', advertisedText: '7.99% p.a. advertised rate*', comparisonText: '10.35% p.a. comparison rate*' }
 */
export function youxQuoteDisplay(quote: YouxQuote): YouxQuoteDisplay {
  return {
    weeklyText: `${formatMoney(quote.weeklyCents)} /wk*`,
    monthlyText: `${formatMoney(quote.monthlyCents)} /mth*`,
    advertisedText: `${formatPct(quote.advertisedRatePct)} p.a. advertised rate*`,
    comparisonText: `${formatPct(quote.comparisonRatePct)} p.a. comparison rate*`,
  };
}
