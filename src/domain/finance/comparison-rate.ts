import { formatMoney } from '../money.ts';
import { comparisonRateFees, type ComparisonFee, type FeeTiming, type FinanceFee } from './comparison-fees.ts';
import { PERIODS_PER_YEAR, repaymentCount, type Frequency } from './frequency.ts';
import { repayment } from './repayment.ts';
import { roundToDecimals } from './rounding.ts';
import { solvePeriodicRate, type CashFlow } from './solve-rate.ts';

/**
 * Comparison rate per regulation 100 of the National Consumer Credit Protection Regulations 2010
 * (for section 166 of the National Credit Code): comparison rate = n x r x 100%, where
 * - n is the repayments per year, except 52.18 for weekly and 26.09 for fortnightly repayments;
 * - r solves  sum A_j / (1+r)^j = sum (R_j + C_j) / (1+r)^j : credit provided (A, all at j = 0 here)
 *   equals the present value of the repayments R and the credit fees and charges C, excluding
 *   government fees and fees not ascertainable upfront (see comparison-fees.ts).
 * j counts repayment intervals. A monthly fee with weekly or fortnightly repayments falls at
 * j = month x periodsPerYear / 12 (52 or 26, the schedule's own year), so the last month's fee lands
 * on the last repayment. r is solved to 1e-12 and the rate rounded half away from zero to 2 decimals.
 *
 * Note: with weekly repayments at nominal rate / 52, the regulation's n = 52.18 makes a fee-free
 * comparison rate 52.18/52 times the interest rate (8.00% -> 8.03%). That is the regulation, not a bug.
 */
export const COMPARISON_RATE_PERIODS_PER_YEAR = { weekly: 52.18, fortnightly: 26.09, monthly: 12 } as const satisfies Record<Frequency, number>;

/** The regulated example amounts and terms; the $30,000 over 5 years one is the default. */
export const COMPARISON_RATE_EXAMPLES = {
  standard: { creditCents: 3_000_000, termMonths: 60 },
  small: { creditCents: 1_000_000, termMonths: 36 },
  large: { creditCents: 15_000_000, termMonths: 300 },
} as const;

export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

export type ComparisonRateInput = {
  annualRatePct: number;
  /** The tenant's fees; each fee's kind decides whether it counts (comparison-fees.ts). */
  fees?: readonly FinanceFee[];
  /** Credit provided; default $30,000. */
  creditCents?: number;
  /** Default 60 (5 years). */
  termMonths?: number;
  /** Repayment frequency of the example; default monthly. */
  frequency?: Frequency;
  /**
   * `financed` (default): upfront fees are added to the loan, as the calculator's amount financed
   * does, and repaid through the instalments. `paid-at-settlement`: the debtor pays them at j = 0.
   */
  upfrontFees?: 'financed' | 'paid-at-settlement';
};

export type ComparisonRate = {
  /** Rounded to 2 decimals, the figure to publish. */
  comparisonRatePct: number;
  exactComparisonRatePct: number;
  periodicRate: number;
  /** The instalment of the example, excluding periodic fees. */
  paymentCents: number;
  includedFees: ComparisonFee[];
  excludedFees: ComparisonFee[];
  exampleText: string;
  warningText: string;
};

/** Recent answers by input: a site's calculators ask for the same rate and fees on every page and keystroke. */
const recentRates = new Map<string, Readonly<ComparisonRate>>();
const RECENT_RATES_KEPT = 64;

/**
 * The comparison rate of a loan with the given interest rate and fees (the same object for the same input:
 * treat it as read-only).
 * @example comparisonRate({ annualRatePct: 8.5 }).comparisonRatePct // 8.5
 * @example comparisonRate({ annualRatePct: 8.5, fees: AGENCY_DEALER_FEES }).comparisonRatePct // 10.87
 */
export function comparisonRate(input: ComparisonRateInput): Readonly<ComparisonRate> {
  const key = JSON.stringify(input);
  let rate = recentRates.get(key);
  if (!rate) {
    if (recentRates.size >= RECENT_RATES_KEPT) recentRates.clear();
    rate = Object.freeze(solveComparisonRate(input));
    recentRates.set(key, rate);
  }
  return rate;
}

function solveComparisonRate(input: ComparisonRateInput): ComparisonRate {
  const { annualRatePct, fees = [], frequency = 'monthly', upfrontFees = 'financed' } = input;
  const creditCents = input.creditCents ?? COMPARISON_RATE_EXAMPLES.standard.creditCents;
  const termMonths = input.termMonths ?? COMPARISON_RATE_EXAMPLES.standard.termMonths;
  const { included, excluded } = comparisonRateFees(fees);
  const sumOf = (when: FeeTiming) => included.filter((fee) => fee.when === when).reduce((sum, fee) => sum + fee.amountCents, 0);
  const upfrontCents = sumOf('upfront');
  const { paymentCents } = repayment({
    amountFinancedCents: upfrontFees === 'financed' ? creditCents + upfrontCents : creditCents,
    annualRatePct,
    termMonths,
    frequency,
  });
  const count = repaymentCount(termMonths, frequency);
  const flows: CashFlow[] = Array.from({ length: count }, (_, index) => ({ atPeriod: index + 1, amountCents: paymentCents }));
  const monthlyCents = sumOf('monthly');
  for (let month = 1; monthlyCents > 0 && month <= termMonths; month += 1) {
    flows.push({ atPeriod: (month * PERIODS_PER_YEAR[frequency]) / 12, amountCents: monthlyCents });
  }
  if (sumOf('at-end') > 0) flows.push({ atPeriod: count, amountCents: sumOf('at-end') });
  if (upfrontFees === 'paid-at-settlement' && upfrontCents > 0) flows.push({ atPeriod: 0, amountCents: upfrontCents });
  const periodicRate = solvePeriodicRate(creditCents, flows);
  const exactComparisonRatePct = COMPARISON_RATE_PERIODS_PER_YEAR[frequency] * periodicRate * 100;
  return {
    comparisonRatePct: roundToDecimals(exactComparisonRatePct, 2),
    exactComparisonRatePct,
    periodicRate,
    paymentCents,
    includedFees: included,
    excludedFees: excluded,
    exampleText: comparisonRateExampleText(creditCents, termMonths),
    warningText: COMPARISON_RATE_WARNING,
  };
}

/**
 * The sentence naming the example a comparison rate is true for.
 * @example comparisonRateExampleText(3_000_000, 60) // 'Comparison rate calculated on a $30,000 secured loan over a term of 5 years.'
 */
export function comparisonRateExampleText(creditCents = 3_000_000, termMonths = 60): string {
  return `Comparison rate calculated on a ${formatMoney(creditCents)} secured loan over a term of ${termText(termMonths)}.`;
}

/**
 * A term in words: whole years, else months.
 * @example termText(60) // '5 years'
 * @example termText(30) // '30 months'
 */
export function termText(termMonths: number): string {
  if (termMonths % 12 !== 0) return `${termMonths} month${termMonths === 1 ? '' : 's'}`;
  return `${termMonths / 12} year${termMonths === 12 ? '' : 's'}`;
}
