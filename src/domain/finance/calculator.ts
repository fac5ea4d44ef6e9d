import { formatMoney } from '../money.ts';
import { normaliseCalculatorInputs, type CalculatorInputs, type CalculatorLimits } from './calculator-inputs.ts';
import { roundAgainstFeedPayment } from './estimate-display.ts';
import { amountFinancedCents, repayment, type Repayment } from './repayment.ts';

/** A repayment of $25 or less shows 'Enquire for Finance' and a blank total (spec 2 sections 4, 5, 8). */
export const ENQUIRE_FOR_FINANCE_MAX_CENTS = 2_500;
export const ENQUIRE_FOR_FINANCE_TEXT = 'Enquire for Finance';
/** Analytics event fired once, on the first calculator interaction (stock-search spec section 7). */
export const FINANCE_CALCULATOR_EVENT_ID = 26;

export type CalculateOptions = {
  limits: CalculatorLimits;
  /** Added to the amount financed; see establishmentFeeCents(). Default 0. */
  establishmentFeeCents?: number;
  /**
   * The car's own payment at the selected frequency, for the lender whose figure is rounded toward it
   * (see roundAgainstFeedPayment). Omit for normal rounding.
   */
  feedPaymentCents?: number | null;
};

export type CalculatorResult = {
  /** The inputs after clamping; show these back in the fields. */
  inputs: CalculatorInputs;
  /** 'Cannot be less than $1,000 or more than $250,000' when the price is out of range; no figures then. */
  priceError: string | null;
  /** The full computation; null only when the price is out of range. */
  repayment: Repayment | null;
  enquireForFinance: boolean;
  /** Payment per period as shown: 'Enquire for Finance', '$123', or '' with a price error. */
  repaymentText: string;
  /** Total payable as shown; blank with 'Enquire for Finance' or a price error. */
  totalText: string;
};

/**
 * The calculator's answer. The residual is capped at the amount financed (a residual above the loan
 * would mean a negative payment).
 * @example calculate({ priceCents: 3_000_000, termYears: 5, interestRatePct: 8.5, depositCents: 0, residualCents: 0, frequency: 'weekly' }, { limits }).repaymentText // '$142'
 */
export function calculate(raw: CalculatorInputs, options: CalculateOptions): CalculatorResult {
  const { inputs, priceError } = normaliseCalculatorInputs(raw, options.limits);
  if (priceError !== null) return { inputs, priceError, repayment: null, enquireForFinance: false, repaymentText: '', totalText: '' };
  const financed = amountFinancedCents({
    priceCents: inputs.priceCents,
    depositCents: inputs.depositCents,
    establishmentFeeCents: options.establishmentFeeCents ?? 0,
  });
  const result = repayment({
    amountFinancedCents: financed,
    annualRatePct: inputs.interestRatePct,
    termMonths: Math.round(inputs.termYears * 12),
    frequency: inputs.frequency,
    balloonCents: Math.min(inputs.residualCents, financed),
  });
  const enquireForFinance = isEnquireForFinance(result.paymentCents);
  const shownCents = options.feedPaymentCents === undefined ? result.paymentCents : roundAgainstFeedPayment(result.paymentCents, options.feedPaymentCents);
  return {
    inputs,
    priceError,
    repayment: result,
    enquireForFinance,
    repaymentText: enquireForFinance ? ENQUIRE_FOR_FINANCE_TEXT : formatMoney(shownCents),
    totalText: enquireForFinance ? '' : formatMoney(result.totalPayableCents),
  };
}

/**
 * True at or below $25 a period.
 * @example isEnquireForFinance(2_500) // true
 * @example isEnquireForFinance(2_501) // false
 */
export function isEnquireForFinance(paymentCents: number): boolean {
  return paymentCents <= ENQUIRE_FOR_FINANCE_MAX_CENTS;
}

/**
 * The analytics event to send for an interaction: event 26 the first time only.
 * @example calculatorInteractionEvent(false) // 26
 * @example calculatorInteractionEvent(true) // null
 */
export function calculatorInteractionEvent(alreadySent: boolean): typeof FINANCE_CALCULATOR_EVENT_ID | null {
  return alreadySent ? null : FINANCE_CALCULATOR_EVENT_ID;
}
