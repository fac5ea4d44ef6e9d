/**
 * Finance domain: repayments, comparison rates, estimate visibility and display, the calculator,
 * the budget finder, YouX quotes, finance links and disclaimers. Pure: money in integer cents,
 * rates in percent, time passed in.
 */
export { centsFromDollars, dollarsFromCents, formatPct, roundHalfAwayFromZero, roundToDecimals } from './rounding.ts';
export { FREQUENCIES, FREQUENCY_LABEL, FREQUENCY_SUFFIX, PERIODS_PER_YEAR, repaymentCount, type Frequency } from './frequency.ts';
export { frequencySchema } from './frequency-schema.ts';
export { ESTABLISHMENT_FEE_CENTS, establishmentFeeCents } from './establishment-fee.ts';
export { REPAYMENT_CONVENTION_TEXT, amountFinancedCents, exactPaymentCents, repayment, type Repayment, type RepaymentInput } from './repayment.ts';
export { RATE_TOLERANCE, presentValue, solvePeriodicRate, type CashFlow } from './solve-rate.ts';
export {
  AGENCY_DEALER_FEES,
  FEE_KIND_COUNTS,
  comparisonRateFees,
  feeTiming,
  type ComparisonFee,
  type FeeKind,
  type FeeTiming,
  type FinanceFee,
} from './comparison-fees.ts';
export { financeContact, type FinanceContact } from './provider-contact.ts';
export { SPEC_COMPARISON_RATE_RANGE_PCT, comparisonRateRange, comparisonRateRangeText, type ComparisonRateRange } from './comparison-rate-range.ts';
export {
  COMPARISON_RATE_EXAMPLES,
  COMPARISON_RATE_PERIODS_PER_YEAR,
  COMPARISON_RATE_WARNING,
  comparisonRate,
  comparisonRateExampleText,
  termText,
  type ComparisonRate,
  type ComparisonRateInput,
} from './comparison-rate.ts';
export {
  MIN_FINANCE_PRICE_CENTS,
  TAURUS_MAX_AGE_YEARS,
  australianYear,
  financeEstimate,
  lenderFor,
  passesProviderTest,
  showsFinanceCalculator,
  type EstimateFinanceConfig,
  type EstimateVehicle,
  type FinanceEstimate,
} from './estimate-visibility.ts';
export {
  GET_PRE_APPROVED_TEXT,
  ZERO_FINAL_PAYMENT_TEXT,
  estimateBasisText,
  estimateDisplay,
  roundAgainstFeedPayment,
  type EstimateDisplay,
} from './estimate-display.ts';
export {
  YOUX_LOAN_TERM_YEARS,
  YOUX_QUOTE_PATH,
  YOUX_MAX_PURCHASE_PRICE_DOLLARS,
  YOUX_WEEKS_PER_MONTH,
  parseYouxQuote,
  shouldFetchYouxQuote,
  youxMonthlyCents,
  youxQuoteRequest,
  youxQuoteRequestSchema,
  youxQuoteResponseSchema,
  type YouxQuote,
  type YouxQuoteAnswer,
  type YouxQuoteRequest,
  type YouxQuoteResponse,
} from './youx.ts';
export { embeddedYouxQuote, type EmbeddedYouxFinance } from './youx-embedded.ts';
export { readYouxQuote, youxQuoteDisplay, type YouxQuoteDisplay } from './youx-display.ts';
export {
  DEFAULT_AMOUNT_CENTS,
  DEFAULT_INTEREST_RATE_RANGE_PCT,
  DEFAULT_TERM_YEARS,
  INTEREST_RATE_STEP_PCT,
  MAX_PURCHASE_PRICE_CENTS,
  OPTIONAL_AMOUNT_RANGE_CENTS,
  TERM_YEARS_RANGE,
  calculatorLimits,
  clamp,
  defaultCalculatorInputs,
  normaliseCalculatorInputs,
  priceRangeMessage,
  type CalculatorInputs,
  type CalculatorLimits,
  type LimitsFinanceConfig,
} from './calculator-inputs.ts';
export {
  ENQUIRE_FOR_FINANCE_MAX_CENTS,
  ENQUIRE_FOR_FINANCE_TEXT,
  FINANCE_CALCULATOR_EVENT_ID,
  calculate,
  calculatorInteractionEvent,
  isEnquireForFinance,
  type CalculateOptions,
  type CalculatorResult,
} from './calculator.ts';
export {
  BUDGET_DISCLAIMER_TEXT,
  BUDGET_PERIODS_PER_YEAR,
  BUDGET_TERM_YEARS,
  DEFAULT_BUDGET_DEPOSIT_CENTS,
  DEFAULT_BUDGET_PERIOD,
  DEFAULT_BUDGET_REPAYMENT_CENTS,
  MAX_BUDGET_INPUT_CENTS,
  budgetCallToAction,
  budgetCents,
  budgetEntryCents,
  budgetPriceFilter,
  defaultBudgetInputs,
  noneFoundLabel,
  noneFoundMessage,
  viewInRangeLabel,
  type BudgetInputs,
  type BudgetPeriod,
} from './budget.ts';
export {
  BODY_PICKER_CUSTOM_LIMIT,
  BODY_PICKER_LIMIT,
  PRICE_SLIDER_DEFAULT_MAX_CENTS,
  PRICE_SLIDER_DEFAULT_MIN_CENTS,
  PRICE_SLIDER_FALLBACK_MAX_CENTS,
  PRICE_SLIDER_MIN_GAP_CENTS,
  PRICE_SLIDER_STEP_CENTS,
  moveHandles,
  pickBodies,
  priceSlider,
  type BodyFacet,
  type PriceSlider,
} from './budget-range.ts';
export {
  DEFAULT_FINANCE_LINK,
  FINANCE_CALCULATOR_ANCHOR,
  FINANCE_DISCLAIMER_ANCHOR,
  FINANCE_FORM_FRAGMENT,
  PERSONALISED_FINANCE_PATH,
  financeLink,
  personalisedFinanceLink,
  vehicleFinanceLink,
  type FinanceLinkParams,
} from './finance-link.ts';
export {
  DISCLAIMER_ELLIPSIS,
  DISCLAIMER_PREVIEW_CHARS,
  comparisonRateDisclaimer,
  disclaimerView,
  truncateDisclaimer,
  type ComparisonDisclaimerInput,
  type DisclaimerView,
} from './disclaimer.ts';
export { FINANCE_TEXTS } from './texts.ts';
