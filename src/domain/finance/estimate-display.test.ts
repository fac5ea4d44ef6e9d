import { describe, expect, it } from 'vitest';
import { estimateBasisText, estimateDisplay, roundAgainstFeedPayment } from './estimate-display.ts';
import type { FinanceEstimate } from './estimate-visibility.ts';

/** The spec's one-site example: no deposit, 5 years, 6.29% p.a., comparison 8.19% p.a. */
const noDepositFiveYearEstimate: FinanceEstimate = {
  provider: 'Manual',
  weeklyCents: 13_455,
  monthlyCents: 58_404,
  interestRatePct: 6.29,
  comparisonRatePct: 8.19,
  termMonths: 60,
  depositCents: 0,
  balloonCents: 0,
  preApprovalLink: false,
  zeroFinalPaymentLine: false,
  disclaimer: '',
};

describe('estimateDisplay (spec 2 sections 2, 4, 9)', () => {
  it('shows the spec example', () => {
    expect(estimateDisplay(noDepositFiveYearEstimate)).toEqual({
      weeklyText: 'Only $135 /wk*',
      monthlyText: 'Only $584 /mth*',
      interestText: '6.29% p.a. interest rate*',
      comparisonText: '8.19% p.a. comparison rate*',
      basisText: 'Estimate based on a no-deposit, 5-year loan at 6.29% p.a. (comparison 8.19% p.a.).',
      finalPaymentText: null,
      preApprovalText: null,
    });
  });

  it.each([
    [12_349, 'Only $123 /wk*'],
    [12_350, 'Only $124 /wk*'],
    [12_300, 'Only $123 /wk*'],
    [123_456, 'Only $1,235 /wk*'],
  ])('rounds %i cents a week to whole dollars: %s', (weeklyCents, text) =>
    expect(estimateDisplay({ ...noDepositFiveYearEstimate, weeklyCents }).weeklyText).toBe(text),
  );

  it.each([
    [8.185, '8.19% p.a. comparison rate*'],
    [8.1849, '8.18% p.a. comparison rate*'],
    [10, '10.00% p.a. comparison rate*'],
  ])('rounds a comparison rate of %d to 2 decimals', (comparisonRatePct, text) =>
    expect(estimateDisplay({ ...noDepositFiveYearEstimate, comparisonRatePct }).comparisonText).toBe(text),
  );

  it('hides every finance line without a weekly amount but keeps the pre-approval link', () => {
    expect(estimateDisplay({ ...noDepositFiveYearEstimate, provider: 'Taurus', weeklyCents: null, preApprovalLink: true })).toEqual({
      weeklyText: null,
      monthlyText: null,
      interestText: null,
      comparisonText: null,
      basisText: null,
      finalPaymentText: null,
      preApprovalText: 'Get Pre-Approved',
    });
  });

  it("adds '$0 final payment' for Angle and 'Get Pre-Approved' for Taurus and 360 Finance", () => {
    expect(estimateDisplay({ ...noDepositFiveYearEstimate, provider: 'Angle', zeroFinalPaymentLine: true }).finalPaymentText).toBe('$0 final payment');
    expect(estimateDisplay({ ...noDepositFiveYearEstimate, provider: '360 Finance', preApprovalLink: true }).preApprovalText).toBe('Get Pre-Approved');
  });

  it('omits the monthly line when the lender gives no monthly figure', () => {
    expect(estimateDisplay({ ...noDepositFiveYearEstimate, monthlyCents: null }).monthlyText).toBeNull();
  });
});

describe('estimateBasisText', () => {
  it.each([
    [
      { depositCents: 300_000, balloonCents: 900_000, termMonths: 60, interestRatePct: 10, comparisonRatePct: 12.5 },
      'Estimate based on a $3,000-deposit, 5-year loan with a $9,000 final payment at 10.00% p.a. (comparison 12.50% p.a.).',
    ],
    [
      { depositCents: 0, balloonCents: 0, termMonths: 30, interestRatePct: 12.94, comparisonRatePct: 15.36 },
      'Estimate based on a no-deposit, 30-month loan at 12.94% p.a. (comparison 15.36% p.a.).',
    ],
    [
      { depositCents: 0, balloonCents: 0, termMonths: 12, interestRatePct: 6.29, comparisonRatePct: 8.19 },
      'Estimate based on a no-deposit, 1-year loan at 6.29% p.a. (comparison 8.19% p.a.).',
    ],
  ])('%o', (estimate, text) => expect(estimateBasisText(estimate)).toBe(text));
});

describe('roundAgainstFeedPayment: the lender that rounds toward the car’s own payment', () => {
  it.each([
    [12_340, 12_400, 12_400], // feed higher: up
    [12_301, 12_400, 12_400],
    [12_360, 12_300, 12_300], // feed lower: down
    [12_399, 12_300, 12_300],
    [12_350, 12_350, 12_300], // equal: not higher, so down
    [12_300, 12_500, 12_300], // already whole dollars: unchanged either way
    [12_350, null, 12_400], // no feed payment: normal rounding, half up
    [12_349, null, 12_300],
  ])('computed %i, feed %s -> %i', (computed, feed, shown) => expect(roundAgainstFeedPayment(computed, feed)).toBe(shown));
});
