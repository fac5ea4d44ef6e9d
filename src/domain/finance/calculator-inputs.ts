import { formatMoney } from '../money.ts';
import type { FinanceConfig } from '../tenant/schema/finance.ts';
import type { Vehicle } from '../vehicle/vehicle.ts';
import type { Frequency } from './frequency.ts';

/** The calculator's inputs (spec 2 section 3): amount, term, interest, trade-in/deposit, residual, frequency. */
export type CalculatorInputs = {
  priceCents: number;
  termYears: number;
  interestRatePct: number;
  depositCents: number;
  residualCents: number;
  frequency: Frequency;
};

type Range = { min: number; max: number; step: number };
export type CalculatorLimits = {
  priceCents: Range;
  termYears: Range;
  interestRatePct: Range;
  depositCents: Range;
  residualCents: Range;
};

/** Spec 2 section 5, Finance calculator inputs. */
export const MAX_PURCHASE_PRICE_CENTS = 25_000_000;
export const TERM_YEARS_RANGE = { min: 1, max: 7, step: 0.5 } as const;
export const DEFAULT_TERM_YEARS = 5;
export const DEFAULT_INTEREST_RATE_RANGE_PCT = [0.5, 15] as const;
export const INTEREST_RATE_STEP_PCT = 0.5;
/** Deposit and residual: $0 to $250,000, step $0.50. */
export const OPTIONAL_AMOUNT_RANGE_CENTS = { min: 0, max: 25_000_000, step: 50 } as const;
/** Amount when the car has no price (spec 2 section 9). */
export const DEFAULT_AMOUNT_CENTS = 3_000_000;

export type LimitsFinanceConfig = Pick<FinanceConfig, 'purchasePriceMin' | 'interestRateRangePct'>;

/**
 * Input limits for a tenant. `purchasePriceMin` is in whole dollars in the tenant schema (1000 by
 * default, 5000 for the one provider and dealer); `interestRateRangePct` is [0.5, 15] by default,
 * [7.5, 14.5] for the one provider, [4, 20] for the one dealer.
 * @example calculatorLimits({ purchasePriceMin: 1000, interestRateRangePct: [0.5, 15] }).priceCents // { min: 100_000, max: 25_000_000, step: 100 }
 */
export function calculatorLimits(finance: LimitsFinanceConfig): CalculatorLimits {
  const [minRatePct, maxRatePct] = finance.interestRateRangePct;
  return {
    priceCents: { min: finance.purchasePriceMin * 100, max: MAX_PURCHASE_PRICE_CENTS, step: 100 },
    termYears: { ...TERM_YEARS_RANGE },
    interestRatePct: { min: minRatePct, max: maxRatePct, step: INTEREST_RATE_STEP_PCT },
    depositCents: { ...OPTIONAL_AMOUNT_RANGE_CENTS },
    residualCents: { ...OPTIONAL_AMOUNT_RANGE_CENTS },
  };
}

/**
 * The message for a price outside the limits, amounts as whole dollars with commas.
 * @example priceRangeMessage(limits) // 'Cannot be less than $1,000 or more than $250,000'
 */
export function priceRangeMessage(limits: Pick<CalculatorLimits, 'priceCents'>): string {
  return `Cannot be less than ${formatMoney(limits.priceCents.min)} or more than ${formatMoney(limits.priceCents.max)}`;
}

/**
 * Starting values: the car's price (or $30,000 without one), the tenant's term and interest rate
 * (each brought inside its limits), no deposit, no residual, weekly.
 * @example defaultCalculatorInputs({ priceCents: 2_899_000 }, tenant.finance) // { priceCents: 2_899_000, termYears: 5, interestRatePct: 8.5, depositCents: 0, residualCents: 0, frequency: 'weekly' }
 */
export function defaultCalculatorInputs(
  vehicle: Pick<Vehicle, 'priceCents'> | null,
  finance: LimitsFinanceConfig & Pick<FinanceConfig, 'defaultInterestRatePct' | 'defaultTermMonths'>,
): CalculatorInputs {
  const limits = calculatorLimits(finance);
  return normaliseCalculatorInputs(
    {
      priceCents: vehicle && vehicle.priceCents > 0 ? vehicle.priceCents : DEFAULT_AMOUNT_CENTS,
      termYears: finance.defaultTermMonths / 12,
      interestRatePct: finance.defaultInterestRatePct,
      depositCents: 0,
      residualCents: 0,
      frequency: 'weekly',
    },
    limits,
  ).inputs;
}

/**
 * Inputs as the calculator uses them, and the price message when the price is out of range.
 * - Price: at or below 0 (or not a number) becomes 0; never clamped, only flagged.
 * - Everything else: not a number counts as 0, then clamped to its limits. The term is also snapped
 *   to its half-year step, so it is a whole number of weeks, fortnights and months. Money is rounded
 *   to whole cents; rates are not snapped (a tenant rate such as 8.49% stays as it is).
 * @example normaliseCalculatorInputs({ ...inputs, termYears: 9 }, limits).inputs.termYears // 7
 * @example normaliseCalculatorInputs({ ...inputs, priceCents: -5 }, limits) // { inputs: { ...inputs, priceCents: 0 }, priceError: 'Cannot be less than $1,000 or more than $250,000' }
 */
export function normaliseCalculatorInputs(raw: CalculatorInputs, limits: CalculatorLimits): { inputs: CalculatorInputs; priceError: string | null } {
  const priceCents = Number.isFinite(raw.priceCents) && raw.priceCents > 0 ? Math.round(raw.priceCents) : 0;
  const inRange = priceCents >= limits.priceCents.min && priceCents <= limits.priceCents.max;
  const term = clamp(raw.termYears, limits.termYears);
  return {
    inputs: {
      priceCents,
      termYears: clamp(Math.round(term / limits.termYears.step) * limits.termYears.step, limits.termYears),
      interestRatePct: clamp(raw.interestRatePct, limits.interestRatePct),
      depositCents: Math.round(clamp(raw.depositCents, limits.depositCents)),
      residualCents: Math.round(clamp(raw.residualCents, limits.residualCents)),
      frequency: raw.frequency,
    },
    priceError: inRange ? null : priceRangeMessage(limits),
  };
}

/**
 * A value inside [min, max]; not-a-number counts as 0 first.
 * @example clamp(20, { min: 0.5, max: 15 }) // 15
 */
export function clamp(value: number, range: Pick<Range, 'min' | 'max'>): number {
  const number = Number.isFinite(value) ? value : 0;
  return Math.min(range.max, Math.max(range.min, number));
}
