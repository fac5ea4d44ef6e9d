import type { Rng } from './random.ts';

// Lender estimates for the feed's `finance_lenders`. The figures are a true amortisation, so the
// site's calculator and the feed agree: the monthly payment repays the full price at the quoted
// rate over the term, and the comparison rate folds in the establishment fee.

export type LenderEstimate = {
  paymentWeek: number;
  paymentMonth: number;
  deposit: number;
  totalPayable: number;
  interestRate: number;
  comparisonRate: number | null;
  termYears: number;
  establishmentFees: number;
  disclaimer: string;
};

export const TERM_MONTHS = 60;

const cents = (value: number) => Math.round(value * 100) / 100;

/** Standard annuity repayment: principal * r / (1 - (1 + r)^-n), r monthly. */
export function monthlyRepayment(principal: number, annualRatePct: number, months: number): number {
  const r = annualRatePct / 1200;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

function presentValue(payment: number, annualRatePct: number, months: number): number {
  const r = annualRatePct / 1200;
  return r === 0 ? payment * months : (payment * (1 - (1 + r) ** -months)) / r;
}

/** The annual rate at which the payments are worth what the borrower nets after an upfront fee (bisection). */
export function comparisonRate(principal: number, payment: number, upfrontFee: number, months: number): number {
  let low = 0;
  let high = 60;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (presentValue(payment, mid, months) > principal - upfrontFee) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 100) / 100;
}

/**
 * One provider's estimate for a car: no deposit, 60 months, rate picked from the provider's usual band.
 * @example lenderEstimate(rng, 'Taurus', 38990) // { paymentMonth: 800.12, paymentWeek: 184.64, ... }
 */
export function lenderEstimate(rng: Rng, provider: string, price: number): LenderEstimate {
  const interestRate = cents(rng.pick([6.49, 6.99, 7.49, 7.99, 8.49, 8.99, 9.49, 9.99, 10.49]));
  const establishmentFees = rng.pick([0, 395, 495, 595]);
  const paymentMonth = cents(monthlyRepayment(price, interestRate, TERM_MONTHS));
  const paymentWeek = cents((paymentMonth * 12) / 52);
  const comparison = rng.chance(0.8) ? comparisonRate(price, paymentMonth, establishmentFees, TERM_MONTHS) : null;
  const comparisonText = comparison === null ? '' : ` Comparison rate ${comparison.toFixed(2)}% p.a. includes the establishment fee.`;
  return {
    paymentWeek,
    paymentMonth,
    deposit: 0,
    totalPayable: cents(paymentMonth * TERM_MONTHS + establishmentFees),
    interestRate,
    comparisonRate: comparison,
    termYears: TERM_MONTHS / 12,
    establishmentFees,
    disclaimer:
      `Estimated repayments of $${paymentWeek.toFixed(2)} per week ($${paymentMonth.toFixed(2)} per month) are based on a secured fixed rate of ` +
      `${interestRate.toFixed(2)}% p.a. over 60 months with no deposit and no balloon, for approved applicants through ${provider}.` +
      `${comparisonText} Total payable $${cents(paymentMonth * TERM_MONTHS + establishmentFees).toFixed(2)} including a $${establishmentFees} establishment fee. ` +
      'WARNING: This comparison rate is true only for the example given and may not include all fees and charges. ' +
      'Different terms, fees or other loan amounts might result in a different comparison rate.',
  };
}
