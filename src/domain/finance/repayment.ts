import { PERIODS_PER_YEAR, repaymentCount, type Frequency } from './frequency.ts';
import { roundHalfAwayFromZero } from './rounding.ts';

/**
 * Repayments of a fixed-rate loan (spec 2 section 9: "standard amortisation with balloon").
 *
 * Conventions, chosen once and stated to shoppers through REPAYMENT_CONVENTION_TEXT:
 * - Payments in arrears; the periodic rate is the nominal annual rate / periods per year
 *   (52 weekly, 26 fortnightly, 12 monthly): true weekly or fortnightly amortisation, not a monthly
 *   figure converted.
 * - A balloon (residual) is due with, and in addition to, the last payment.
 * - The payment is rounded half away from zero to the cent; every payment is that amount.
 *   Total payable = payment x number of payments + balloon, so it carries the rounding (at most
 *   half a cent per payment); total interest = total payable - amount financed.
 */
export const REPAYMENT_CONVENTION_TEXT =
  'Repayments are calculated at the nominal annual interest rate divided by the number of repayments in a year (52 weekly, 26 fortnightly or 12 monthly), in arrears, rounded to the nearest cent, with any balloon or residual payable with the final repayment.';

export type RepaymentInput = {
  /** Principal: price less deposit or trade-in, plus any establishment fee (see amountFinancedCents). */
  amountFinancedCents: number;
  annualRatePct: number;
  termMonths: number;
  frequency: Frequency;
  /** Balloon or residual due with the last payment; at most the amount financed. Default 0. */
  balloonCents?: number;
};

export type Repayment = {
  frequency: Frequency;
  periodsPerYear: number;
  /** How many payments over the term. */
  paymentCount: number;
  paymentCents: number;
  balloonCents: number;
  amountFinancedCents: number;
  totalPayableCents: number;
  totalInterestCents: number;
};

/**
 * What is borrowed: price less deposit/trade-in, plus the establishment fee. Nothing is borrowed (and
 * no fee is charged) when the deposit covers the price.
 * @example amountFinancedCents({ priceCents: 3_000_000, depositCents: 500_000, establishmentFeeCents: 136_050 }) // 2_636_050
 * @example amountFinancedCents({ priceCents: 1_000_000, depositCents: 1_200_000 }) // 0
 */
export function amountFinancedCents(input: { priceCents: number; depositCents?: number; establishmentFeeCents?: number }): number {
  const { priceCents, depositCents = 0, establishmentFeeCents = 0 } = input;
  for (const [name, value] of [
    ['priceCents', priceCents],
    ['depositCents', depositCents],
    ['establishmentFeeCents', establishmentFeeCents],
  ] as const) {
    assertCents(name, value);
  }
  const borrowed = priceCents - depositCents;
  return borrowed > 0 ? borrowed + establishmentFeeCents : 0;
}

/**
 * The exact (unrounded) payment in cents. Written as PV*r + (PV - B)*r / ((1+r)^n - 1), using
 * expm1/log1p so that very small rates stay accurate; a zero rate is exactly (PV - B) / n.
 * @example exactPaymentCents(3_000_000, 0, 60, 'monthly', 0) // 50000
 */
export function exactPaymentCents(amountFinancedCents: number, annualRatePct: number, termMonths: number, frequency: Frequency, balloonCents = 0): number {
  const n = repaymentCount(termMonths, frequency);
  const r = annualRatePct / 100 / PERIODS_PER_YEAR[frequency];
  if (r === 0) return (amountFinancedCents - balloonCents) / n;
  return amountFinancedCents * r + ((amountFinancedCents - balloonCents) * r) / Math.expm1(n * Math.log1p(r));
}

/**
 * Payment, totals and interest for a loan, all in integer cents.
 * @example repayment({ amountFinancedCents: 3_000_000, annualRatePct: 0, termMonths: 60, frequency: 'monthly' }).paymentCents // 50000
 * @example repayment({ amountFinancedCents: 3_000_000, annualRatePct: 6.29, termMonths: 60, frequency: 'monthly' }).paymentCents // 58404
 */
export function repayment(input: RepaymentInput): Repayment {
  const { amountFinancedCents, annualRatePct, termMonths, frequency, balloonCents = 0 } = input;
  assertCents('amountFinancedCents', amountFinancedCents);
  assertCents('balloonCents', balloonCents);
  if (balloonCents > amountFinancedCents) throw new RangeError('balloonCents cannot exceed amountFinancedCents');
  if (!Number.isFinite(annualRatePct) || annualRatePct < 0) throw new RangeError(`annualRatePct must be 0 or more, got ${annualRatePct}`);
  const paymentCount = repaymentCount(termMonths, frequency);
  const paymentCents = roundHalfAwayFromZero(exactPaymentCents(amountFinancedCents, annualRatePct, termMonths, frequency, balloonCents));
  const totalPayableCents = paymentCents * paymentCount + balloonCents;
  return {
    frequency,
    periodsPerYear: PERIODS_PER_YEAR[frequency],
    paymentCount,
    paymentCents,
    balloonCents,
    amountFinancedCents,
    totalPayableCents,
    totalInterestCents: totalPayableCents - amountFinancedCents,
  };
}

function assertCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of cents, 0 or more; got ${value}`);
}
