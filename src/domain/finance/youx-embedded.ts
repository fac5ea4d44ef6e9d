import type { FinanceConfig } from '../tenant/schema/finance.ts';
import { comparisonRateFees } from './comparison-fees.ts';
import { comparisonRate } from './comparison-rate.ts';
import { repayment } from './repayment.ts';
import { centsFromDollars } from './rounding.ts';
import { youxMonthlyCents, type YouxQuoteAnswer, type YouxQuoteRequest } from './youx.ts';

export type EmbeddedYouxFinance = Pick<FinanceConfig, 'defaultInterestRatePct' | 'fees' | 'youx'>;

/**
 * The platform's own answer to a YouX quote request, for tenants whose quotes are not answered by YouX
 * itself (no YouX service is reachable from the platform; see src/domain/finance/README.md). It is the calculator's
 * maths with the tenant's figures:
 * - advertised rate: `youx.advertisedRatePct`, else the tenant's default interest rate;
 * - weekly repayment: true weekly amortisation (52 a year, in arrears, nominal rate / 52) over
 *   loanTerm years of the purchase price with no deposit and no balloon, plus the tenant's upfront fees
 *   that count as credit fees (financed, as in the comparison-rate example), rounded to the cent;
 *   ongoing monthly fees are not in the repayment (the comparison rate carries them);
 * - comparison rate: regulation 100 on the $30,000 / 5-year example with the tenant's fees, monthly
 *   repayments, the same figure the calculator shows for that rate;
 * - monthly: weekly x 4.33 (spec 2 section 9), rounded to the cent.
 * @example embeddedYouxQuote({ purchasePrice: 30_000, loanTerm: 5, ... }, { defaultInterestRatePct: 6.29, fees: [], youx: { provider: 'embedded', advertisedRatePct: null } })
 * // { weeklyRepaymentAmount: 134.55, advertisedRate: 6.29, comparisonRate: 6.29, monthlyRepaymentAmount: 582.6 }
 */
export function embeddedYouxQuote(request: YouxQuoteRequest, finance: EmbeddedYouxFinance): YouxQuoteAnswer {
  const annualRatePct = finance.youx.advertisedRatePct ?? finance.defaultInterestRatePct;
  const financedFeesCents = comparisonRateFees(finance.fees)
    .included.filter((fee) => fee.when === 'upfront')
    .reduce((sum, fee) => sum + fee.amountCents, 0);
  const weekly = repayment({
    amountFinancedCents: centsFromDollars(request.purchasePrice) + financedFeesCents,
    annualRatePct,
    termMonths: request.loanTerm * 12,
    frequency: 'weekly',
  });
  return {
    weeklyRepaymentAmount: weekly.paymentCents / 100,
    advertisedRate: annualRatePct,
    comparisonRate: comparisonRate({ annualRatePct, fees: finance.fees }).comparisonRatePct,
    monthlyRepaymentAmount: youxMonthlyCents(weekly.paymentCents) / 100,
  };
}
