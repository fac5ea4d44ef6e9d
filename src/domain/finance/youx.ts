import { z } from 'zod';
import type { Vehicle } from '../vehicle/vehicle.ts';
import { centsFromDollars } from './rounding.ts';
import { youxMonthlyCents, type YouxQuote } from './youx-display.ts';

export { YOUX_QUOTE_PATH, YOUX_WEEKS_PER_MONTH, youxMonthlyCents, type YouxQuote } from './youx-display.ts';
/** The quote is always asked for a 5-year term with a 'GREAT' self-assessed credit score (spec 2 section 7). */
export const YOUX_LOAN_TERM_YEARS = 5;

/** The dearest car a quote is given for, in dollars (prestige cars and motorhomes included). */
export const YOUX_MAX_PURCHASE_PRICE_DOLLARS = 5_000_000;
const vehicleCode = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .max(32, `${name} is at most 32 characters`)
    .regex(/^[A-Za-z0-9 -]*$/, `${name} may hold only letters, digits, spaces and hyphens`);

/** Body of POST /api/youx/quote (spec 2 section 7). purchasePrice is in dollars, as the endpoint expects. */
export const youxQuoteRequestSchema = z.strictObject({
  selfAssessedCreditScore: z.literal('GREAT', { error: "selfAssessedCreditScore must be 'GREAT'" }),
  purchasePrice: z
    .number({ error: 'purchasePrice must be a number of dollars' })
    .positive('purchasePrice must be more than 0')
    .max(YOUX_MAX_PURCHASE_PRICE_DOLLARS, `purchasePrice must be at most ${YOUX_MAX_PURCHASE_PRICE_DOLLARS}`),
  loanTerm: z.literal(YOUX_LOAN_TERM_YEARS, { error: `loanTerm must be ${YOUX_LOAN_TERM_YEARS}` }),
  year: z
    .number({ error: 'year must be a number' })
    .int('year must be a whole number')
    .min(1900, 'year must be 1900 or later')
    .max(2100, 'year must be 2100 or earlier'),
  vin: vehicleCode('vin'),
  nvic: vehicleCode('nvic'),
  whoIsHelping: z.literal('', { error: "whoIsHelping must be ''" }),
});
export type YouxQuoteRequest = z.infer<typeof youxQuoteRequestSchema>;

/** The fields read from the response (dollars and percent); other fields are ignored. */
export const youxQuoteResponseSchema = z.object({
  weeklyRepaymentAmount: z.number().nonnegative(),
  advertisedRate: z.number().nonnegative(),
  comparisonRate: z.number().nonnegative(),
});
/** What POST /api/youx/quote answers: the three fields YouX gives, plus the monthly figure (weekly x 4.33). */
export type YouxQuoteAnswer = YouxQuoteResponse & { monthlyRepaymentAmount: number };
export type YouxQuoteResponse = z.infer<typeof youxQuoteResponseSchema>;

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
