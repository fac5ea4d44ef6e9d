import { roundHalfAwayFromZero } from './rounding.ts';

/** The budget finder's period: weekly or monthly repayments (spec 2 section 2, Budget finder). */
export type BudgetPeriod = 'weekly' | 'monthly';

/** Spec 2 section 9, Budget finder. */
export const BUDGET_TERM_YEARS = 5;
export const BUDGET_PERIODS_PER_YEAR = { weekly: 52, monthly: 12 } as const satisfies Record<BudgetPeriod, number>;
export const DEFAULT_BUDGET_REPAYMENT_CENTS = { weekly: 20_000, monthly: 60_000 } as const satisfies Record<BudgetPeriod, number>;
export const DEFAULT_BUDGET_DEPOSIT_CENTS = 200_000;
export const DEFAULT_BUDGET_PERIOD: BudgetPeriod = 'weekly';
/** Entries are clamped to $0 .. $1,000,000. */
export const MAX_BUDGET_INPUT_CENTS = 100_000_000;
export const BUDGET_DISCLAIMER_TEXT = `Estimated budget assumes a ${BUDGET_TERM_YEARS}-year term and does not include interest, fees or charges.`;

export type BudgetInputs = { repaymentCents: number; depositCents: number; period: BudgetPeriod };

/**
 * The budget finder's starting values: $200 a week (or $600 a month), $2,000 deposit, weekly.
 * @example defaultBudgetInputs() // { repaymentCents: 20_000, depositCents: 200_000, period: 'weekly' }
 */
export function defaultBudgetInputs(period: BudgetPeriod = DEFAULT_BUDGET_PERIOD): BudgetInputs {
  return { repaymentCents: DEFAULT_BUDGET_REPAYMENT_CENTS[period], depositCents: DEFAULT_BUDGET_DEPOSIT_CENTS, period };
}

/**
 * A repayment or deposit entry in dollars (text or number) to cents: anything that is not a number
 * becomes 0, then clamped to $0 .. $1,000,000 (spec 2 section 5). Commas and a '$' are accepted.
 * @example budgetEntryCents('1,250.50') // 125_050
 * @example budgetEntryCents('abc') // 0
 * @example budgetEntryCents(5_000_000) // 100_000_000
 */
export function budgetEntryCents(entry: unknown): number {
  const text = typeof entry === 'string' ? entry.replace(/[$,\s]/g, '') : entry;
  const dollars = typeof text === 'number' ? text : typeof text === 'string' && text !== '' ? Number(text) : Number.NaN;
  if (!Number.isFinite(dollars)) return 0;
  return Math.min(MAX_BUDGET_INPUT_CENTS, Math.max(0, roundHalfAwayFromZero(dollars * 100)));
}

/**
 * Budget = round(repayment x periods x 5 + deposit), rounded to whole dollars; periods is 52 weekly
 * or 12 monthly. No interest is deducted: this is the spec's rule.
 * @example budgetCents({ repaymentCents: 20_000, depositCents: 200_000, period: 'weekly' }) // 5_400_000 ($54,000)
 * @example budgetCents({ repaymentCents: 60_000, depositCents: 200_000, period: 'monthly' }) // 3_800_000 ($38,000)
 */
export function budgetCents(inputs: BudgetInputs): number {
  const raw = inputs.repaymentCents * BUDGET_PERIODS_PER_YEAR[inputs.period] * BUDGET_TERM_YEARS + inputs.depositCents;
  return roundHalfAwayFromZero(raw / 100) * 100;
}

/**
 * The budget button and message. When the budget is below the cheapest car in the results the button
 * is disabled (spec 2 section 4); `carType` is the singular noun shown, e.g. 'Car' or 'Caravan'.
 * @example budgetCallToAction(5_400_000, 1_000_000, 'Car') // { disabled: false, label: 'View Cars In This Range', message: null }
 * @example budgetCallToAction(500_000, 1_000_000, 'Car') // { disabled: true, label: '0 Cars Found', message: 'No Cars found for this budget' }
 */
export function budgetCallToAction(
  budget: number,
  minPriceInResultsCents: number | null,
  carType: string,
): { disabled: boolean; label: string; message: string | null } {
  if (minPriceInResultsCents !== null && budget < minPriceInResultsCents) {
    return { disabled: true, label: noneFoundLabel(carType), message: noneFoundMessage(carType) };
  }
  return { disabled: false, label: viewInRangeLabel(carType), message: null };
}

/** @example viewInRangeLabel('Car') // 'View Cars In This Range' */
export function viewInRangeLabel(carType: string): string {
  return `View ${carType}s In This Range`;
}

/** @example noneFoundLabel('Caravan') // '0 Caravans Found' */
export function noneFoundLabel(carType: string): string {
  return `0 ${carType}s Found`;
}

/** @example noneFoundMessage('Car') // 'No Cars found for this budget' */
export function noneFoundMessage(carType: string): string {
  return `No ${carType}s found for this budget`;
}

/**
 * The price filter the budget button applies: up to the budget, capped at the results' maximum price.
 * @example budgetPriceFilter(5_400_000, 4_000_000) // { minCents: 0, maxCents: 4_000_000 }
 */
export function budgetPriceFilter(budget: number, maxPriceInResultsCents: number | null): { minCents: number; maxCents: number } {
  return { minCents: 0, maxCents: maxPriceInResultsCents === null ? budget : Math.min(budget, maxPriceInResultsCents) };
}
