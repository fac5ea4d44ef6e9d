import { formatMoney } from '../money.ts';
import type { FinanceEstimate } from './estimate-visibility.ts';
import { termText } from './comparison-rate.ts';
import { formatPct, roundHalfAwayFromZero } from './rounding.ts';

export const GET_PRE_APPROVED_TEXT = 'Get Pre-Approved';
export const ZERO_FINAL_PAYMENT_TEXT = '$0 final payment';

/** The text of the finance block and the 'Only $X /wk*' button. Null lines are not rendered. */
export type EstimateDisplay = {
  /** 'Only $123 /wk*': weekly amount rounded to whole dollars (spec 2 section 9). */
  weeklyText: string | null;
  monthlyText: string | null;
  /** '6.29% p.a. interest rate*' */
  interestText: string | null;
  /** '8.19% p.a. comparison rate*': rounded to 2 decimals. */
  comparisonText: string | null;
  /** 'Estimate based on a no-deposit, 5-year loan at 6.29% p.a. (comparison 8.19% p.a.).' */
  basisText: string | null;
  finalPaymentText: typeof ZERO_FINAL_PAYMENT_TEXT | null;
  /** Label of the link to the finance page, shown even when the lines are hidden. */
  preApprovalText: typeof GET_PRE_APPROVED_TEXT | null;
};

/**
 * Display text for an estimate. "Finance lines are hidden if the weekly amount is unavailable"
 * (spec 2 section 4): with no weekly amount every line is null and only the pre-approval link remains.
 * @example estimateDisplay(estimate).weeklyText // 'Only $123 /wk*'
 * @example estimateDisplay(estimate).comparisonText // '8.19% p.a. comparison rate*'
 */
export function estimateDisplay(estimate: FinanceEstimate): EstimateDisplay {
  const preApprovalText = estimate.preApprovalLink ? GET_PRE_APPROVED_TEXT : null;
  if (estimate.weeklyCents === null) {
    return { weeklyText: null, monthlyText: null, interestText: null, comparisonText: null, basisText: null, finalPaymentText: null, preApprovalText };
  }
  return {
    weeklyText: `Only ${formatMoney(estimate.weeklyCents)} /wk*`,
    monthlyText: estimate.monthlyCents === null ? null : `Only ${formatMoney(estimate.monthlyCents)} /mth*`,
    interestText: `${formatPct(estimate.interestRatePct)} p.a. interest rate*`,
    comparisonText: `${formatPct(estimate.comparisonRatePct)} p.a. comparison rate*`,
    basisText: estimateBasisText(estimate),
    finalPaymentText: estimate.zeroFinalPaymentLine ? ZERO_FINAL_PAYMENT_TEXT : null,
    preApprovalText,
  };
}

/**
 * The loan an estimate assumes, in the spec's words (spec 2 section 9).
 * @example estimateBasisText({ depositCents: 0, balloonCents: 0, termMonths: 60, interestRatePct: 6.29, comparisonRatePct: 8.19 })
 * // 'Estimate based on a no-deposit, 5-year loan at 6.29% p.a. (comparison 8.19% p.a.).'
 */
export function estimateBasisText(
  estimate: Pick<FinanceEstimate, 'depositCents' | 'balloonCents' | 'termMonths' | 'interestRatePct' | 'comparisonRatePct'>,
): string {
  const deposit = estimate.depositCents > 0 ? `${formatMoney(estimate.depositCents)}-deposit` : 'no-deposit';
  const term = termText(estimate.termMonths).replace(/ (year|month)s?$/, '-$1');
  const balloon = estimate.balloonCents > 0 ? ` with a ${formatMoney(estimate.balloonCents)} final payment` : '';
  return `Estimate based on a ${deposit}, ${term} loan${balloon} at ${formatPct(estimate.interestRatePct)} p.a. (comparison ${formatPct(estimate.comparisonRatePct)} p.a.).`;
}

/**
 * Spec 2 section 9: "One lender rounds up or down depending on comparison with the car's own payment."
 * Reading: the calculator's payment, shown in whole dollars, is rounded UP when the car's own (feed)
 * payment is higher and DOWN otherwise, so the calculator never contradicts the advertised
 * 'Only $X /wk' by a dollar in the shopper's disfavour or favour through rounding alone. Without a feed
 * payment it rounds normally. Returns whole-dollar cents. The spec does not name the lender, so the
 * caller chooses when to apply it (a tenant flag is proposed in the report).
 * @example roundAgainstFeedPayment(12_340, 12_400) // 12_400 (feed higher: up)
 * @example roundAgainstFeedPayment(12_360, 12_300) // 12_300 (feed lower: down)
 * @example roundAgainstFeedPayment(12_350, null) // 12_400
 */
export function roundAgainstFeedPayment(computedCents: number, feedCents: number | null): number {
  const dollars = computedCents / 100;
  if (feedCents === null) return roundHalfAwayFromZero(dollars) * 100;
  return (feedCents > computedCents ? Math.ceil(dollars) : Math.floor(dollars)) * 100;
}
