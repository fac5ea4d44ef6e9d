/** How often repayments are made (spec 2 section 3, Finance calculator input). No zod here: the calculator island imports this. */
export type Frequency = 'weekly' | 'fortnightly' | 'monthly';

/** Repayments per year used to amortise a loan (spec 2 section 9: 52, 26, 12). */
export const PERIODS_PER_YEAR = { weekly: 52, fortnightly: 26, monthly: 12 } as const satisfies Record<Frequency, number>;

/** Frequencies in the order the calculator offers them. */
export const FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const satisfies readonly Frequency[];

export const FREQUENCY_LABEL = { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' } as const satisfies Record<Frequency, string>;

/** Short suffix after an amount, as in 'Only $123 /wk*'. */
export const FREQUENCY_SUFFIX = { weekly: '/wk', fortnightly: '/fn', monthly: '/mth' } as const satisfies Record<Frequency, string>;

/**
 * Number of repayments over a term: termMonths x periodsPerYear / 12, rounded to the nearest whole
 * repayment (at least one). Terms in half-year steps, as the calculator offers, are always exact.
 * @example repaymentCount(60, 'weekly') // 260
 * @example repaymentCount(18, 'fortnightly') // 39
 */
export function repaymentCount(termMonths: number, frequency: Frequency): number {
  if (!Number.isFinite(termMonths) || termMonths <= 0) throw new RangeError(`termMonths must be positive, got ${termMonths}`);
  return Math.max(1, Math.round((termMonths * PERIODS_PER_YEAR[frequency]) / 12));
}
