import { z } from 'zod';
import type { Vehicle } from '../vehicle/vehicle.ts';
import { centsFromDollars, roundHalfAwayFromZero } from './rounding.ts';

/** YouX converts weekly to monthly by x 4.33 (spec 2 section 9). */
export const YOUX_WEEKS_PER_MONTH = 4.33;
/** The quote is always asked for a 5-year term with a 'GREAT' self-assessed credit score (spec 2 section 7). */
export const YOUX_LOAN_TERM_YEARS = 5;
export const YOUX_QUOTE_PATH = '/api/youx/quote';

/** Body of POST /api/youx/quote. purchasePrice is in dollars, as the endpoint expects. */
export const youxQuoteRequestSchema = z.strictObject({
  selfAssessedCreditScore: z.literal('GREAT'),
  purchasePrice: z.number().positive(),
  loanTerm: z.literal(YOUX_LOAN_TERM_YEARS),
  year: z.number().int(),
  vin: z.string(),
  nvic: z.string(),
  whoIsHelping: z.literal(''),
});
export type YouxQuoteRequest = z.infer<typeof youxQuoteRequestSchema>;

/** The fields read from the response (dollars and percent); other fields are ignored. */
export const youxQuoteResponseSchema = z.object({
  weeklyRepaymentAmount: z.number().nonnegative(),
  advertisedRate: z.number().nonnegative(),
  comparisonRate: z.number().nonnegative(),
});
export type YouxQuoteResponse = z.infer<typeof youxQuoteResponseSchema>;

/** A YouX quote in our units. */
export type YouxQuote = { weeklyCents: number; monthlyCents: number; advertisedRatePct: number; comparisonRatePct: number };

/**
 * Ask for a quote only when the tenant flag is on, the car has no quote yet and a price above 0
 * (spec 2 section 4, YouX quote).
 * @example shouldFetchYouxQuote(true, null, 2_899_000) // true
 * @example shouldFetchYouxQuote(true, existingQuote, 2_899_000) // false
 */
export function shouldFetchYouxQuote(flag: boolean, existingQuote: unknown, priceCents: number): boolean {
  return flag && existingQuote == null && priceCents > 0;
}

/**
 * The request body for a car. A missing VIN or NVIC is sent as ''.
 * @example youxQuoteRequest({ priceCents: 2_899_000, year: 2022, vin: 'ABC', nvic: null })
 * // { selfAssessedCreditScore: 'GREAT', purchasePrice: 28990, loanTerm: 5, year: 2022, vin: 'ABC', nvic: '', whoIsHelping: '' }
 */
export function youxQuoteRequest(vehicle: Pick<Vehicle, 'priceCents' | 'year' | 'vin' | 'nvic'>): YouxQuoteRequest {
  return youxQuoteRequestSchema.parse({
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: vehicle.priceCents / 100,
    loanTerm: YOUX_LOAN_TERM_YEARS,
    year: vehicle.year,
    vin: vehicle.vin ?? '',
    nvic: vehicle.nvic ?? '',
    whoIsHelping: '',
  });
}

/**
 * Monthly from weekly, x 4.33, rounded half away from zero to the cent.
 * @example youxMonthlyCents(12_300) // 53_259
 */
export function youxMonthlyCents(weeklyCents: number): number {
  return roundHalfAwayFromZero(weeklyCents * YOUX_WEEKS_PER_MONTH);
}

/**
 * The quote from a response body, or null when it does not parse: a failed quote is silent (spec 2 section 8).
 * @example parseYouxQuote({ weeklyRepaymentAmount: 123, advertisedRate: 6.29, comparisonRate: 8.19 })
 * // { weeklyCents: 12300, monthlyCents: 53259, advertisedRatePct: 6.29, comparisonRatePct: 8.19 }
 */
export function parseYouxQuote(body: unknown): YouxQuote | null {
  const parsed = youxQuoteResponseSchema.safeParse(body);
  if (!parsed.success) return null;
  const weeklyCents = centsFromDollars(parsed.data.weeklyRepaymentAmount);
  return {
    weeklyCents,
    monthlyCents: youxMonthlyCents(weeklyCents),
    advertisedRatePct: parsed.data.advertisedRate,
    comparisonRatePct: parsed.data.comparisonRate,
  };
}
