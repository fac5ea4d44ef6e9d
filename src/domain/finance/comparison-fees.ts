import type { FinanceConfig } from '../tenant/schema/finance.ts';

/** A tenant finance fee (amount in cents; upfront, monthly or at the end of the loan). */
export type FinanceFee = FinanceConfig['fees'][number];

/**
 * Why a fee is or is not in a comparison rate. Regulation 100 counts a "credit fee or charge (other
 * than a government fee, charge or duty) that is ascertainable when the comparison rate is disclosed":
 * - `credit`: counted (establishment, account keeping, agency fees payable on every loan);
 * - `government`: a government fee, charge or duty, excluded by the words of regulation 100;
 * - `event-dependent`: payable only if something happens (late payment, early payout), not
 *   ascertainable upfront, so excluded.
 */
export type FeeKind = 'credit' | 'government' | 'event-dependent';
export type ComparisonFee = FinanceFee & { kind?: FeeKind };

/**
 * Splits fees into those counted in the comparison rate and those left out. A fee without a kind is a
 * credit fee (the tenant schema has no kind yet; a tenant listing a government fee must mark it).
 * @example comparisonRateFees(AGENCY_DEALER_FEES).excluded.map((fee) => fee.label) // ['Vehicle security registration']
 */
export function comparisonRateFees(fees: readonly ComparisonFee[]): { included: ComparisonFee[]; excluded: ComparisonFee[] } {
  const included = fees.filter((fee) => (fee.kind ?? 'credit') === 'credit');
  const excluded = fees.filter((fee) => (fee.kind ?? 'credit') !== 'credit');
  return { included, excluded };
}

/**
 * The one dealer's fee list (spec 2 section 9), classified:
 * - Establishment fee $395, upfront: a credit fee, included.
 * - Vehicle security registration $6: the fee for registering the lender's security interest in the
 *   car on the Personal Property Securities Register. The amount is set by the Commonwealth and passed
 *   on, so it is a government fee: excluded by regulation 100.
 * - Account administration $8 a month: a credit fee, ascertainable, included for every month.
 * - Dealer agency fee $912.25: charged on every loan the dealer arranges, paid to the dealer as the
 *   credit provider's agent, known before disclosure and not dependent on any event. It is a fee
 *   payable in connection with the credit, not a government charge, so it is included. (Excluding it
 *   would understate the cost and the comparison rate exists to stop exactly that.)
 * Upfront fees are financed by default; see comparisonRate's `upfrontFees` option.
 */
export const AGENCY_DEALER_FEES = [
  { label: 'Establishment fee', amountCents: 39_500, when: 'upfront', kind: 'credit' },
  { label: 'Vehicle security registration', amountCents: 600, when: 'upfront', kind: 'government' },
  { label: 'Account administration fee', amountCents: 800, when: 'monthly', kind: 'credit' },
  { label: 'Dealer agency fee', amountCents: 91_225, when: 'upfront', kind: 'credit' },
] as const satisfies readonly ComparisonFee[];
