import type { FinanceConfig, FinanceFeeKind } from '../tenant/schema/finance.ts';

/** A tenant finance fee as configured (amount in cents; `when` may be left to its kind's default). */
export type FinanceFee = FinanceConfig['fees'][number];
export type FeeKind = FinanceFeeKind;
export type FeeTiming = 'upfront' | 'monthly' | 'at-end';
/** A fee as the comparison rate uses it: its timing resolved. */
export type ComparisonFee = FinanceFee & { when: FeeTiming };

/**
 * Whether each kind of fee counts in a comparison rate, and why. Regulation 100 of the National Consumer
 * Credit Protection Regulations 2010 counts "credit fees and charges (other than a government fee, charge or
 * duty) ... that are ascertainable when the comparison rate is disclosed":
 * - establishment, monthly account administration, dealer agency (a fee in connection with the credit,
 *   charged on every loan the dealer arranges and known upfront) and any other credit fee: counted;
 * - security registration: the fee for registering the lender's security interest on the Personal
 *   Property Securities Register, set by the Commonwealth and passed on: a government fee, left out;
 * - government fees, charges and duties: left out by the words of the regulation;
 * - event-dependent fees (late payment, dishonour, early termination): not ascertainable upfront, left out.
 */
export const FEE_KIND_COUNTS: Readonly<Record<FeeKind, boolean>> = {
  establishment: true,
  'monthly-administration': true,
  'dealer-agency': true,
  'other-credit': true,
  'security-registration': false,
  government: false,
  'event-dependent': false,
};

/**
 * When a fee is paid: as configured, else monthly for account administration and upfront for every other kind.
 * @example feeTiming({ kind: 'monthly-administration' }) // 'monthly'
 * @example feeTiming({ kind: 'dealer-agency' }) // 'upfront'
 */
export function feeTiming(fee: Pick<FinanceFee, 'kind' | 'when'>): FeeTiming {
  return fee.when ?? (fee.kind === 'monthly-administration' ? 'monthly' : 'upfront');
}

/**
 * Splits fees into those counted in the comparison rate and those left out, by kind (see FEE_KIND_COUNTS).
 * @example comparisonRateFees(AGENCY_DEALER_FEES).excluded.map((fee) => fee.label) // ['Vehicle security registration']
 */
export function comparisonRateFees(fees: readonly FinanceFee[]): { included: ComparisonFee[]; excluded: ComparisonFee[] } {
  const resolved = fees.map((fee): ComparisonFee => ({ ...fee, when: feeTiming(fee) }));
  return { included: resolved.filter((fee) => FEE_KIND_COUNTS[fee.kind]), excluded: resolved.filter((fee) => !FEE_KIND_COUNTS[fee.kind]) };
}

/**
 * The one dealer's fee list (spec 2 section 9), classified: establishment $395 (counted), vehicle
 * security registration $6 (PPSR, a government fee: left out), account administration $8 a month
 * (counted every month), dealer agency fee $912.25 (counted: excluding it would understate the cost,
 * which is exactly what the comparison rate exists to stop). Upfront fees are financed by default; see
 * comparisonRate's `upfrontFees` option.
 */
export const AGENCY_DEALER_FEES = [
  { label: 'Establishment fee', kind: 'establishment', amountCents: 39_500 },
  { label: 'Vehicle security registration', kind: 'security-registration', amountCents: 600 },
  { label: 'Account administration fee', kind: 'monthly-administration', amountCents: 800 },
  { label: 'Dealer agency fee', kind: 'dealer-agency', amountCents: 91_225 },
] as const satisfies readonly FinanceFee[];
