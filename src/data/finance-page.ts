// The finance pages (spec 2 section 2): the tenant's finance page at its finance link, for tenants with a finance
// provider, and /personalised/finance for tenants with YouX quotes. Both are one static page each: the car, the
// amount and the dealership come from the browser (the finance link's query, or GET /api/finance/car).
import {
  calculatorLimits,
  comparisonRateRange,
  defaultCalculatorInputs,
  establishmentFeeCents,
  FINANCE_FORM_FRAGMENT,
  financeContact,
  PERSONALISED_FINANCE_PATH,
} from '#src/domain/finance/index.ts';
import { financePagePath } from '#src/domain/finance/finance-page.ts';
import { KIND_DEFAULTS } from '#src/domain/leads/categories.ts';
import { pageFormMeta } from '#src/domain/leads/form-fields.ts';
import type { LeadFormProps } from '#src/domain/leads/form-setup.ts';
import { tenant } from './site.ts';
import { personalisedYoux } from './vehicle-youx.ts';

/** `[...financePage].astro`: the one path of the finance page, or none when the tenant has no finance page. */
export function financePagePaths() {
  const path = financePagePath(tenant.finance);
  return path ? [{ params: { financePage: path.slice(1) } }] : [];
}

/** `personalised/[page].astro`: /personalised/finance, for tenants with YouX quotes only. */
export function personalisedFinancePaths() {
  return tenant.finance.youxQuotes ? [{ params: { page: PERSONALISED_FINANCE_PATH.split('/').pop()! } }] : [];
}

/** The calculator without a car: $30,000 to start (spec 2 section 9), the tenant's rate, term and fees (also the buy-online journey's). */
export function calculator() {
  const { finance } = tenant;
  if (!finance.provider) return null;
  return {
    defaults: defaultCalculatorInputs(null, finance),
    limits: calculatorLimits(finance),
    hideInterestRate: finance.hideInterestRateInput,
    hideResidual: finance.hideResidualInput,
    disclaimer: finance.disclaimer,
    fees: finance.fees,
    comparisonRangeText: comparisonRateRange(null, finance)?.text ?? null,
    establishmentFeeCents: establishmentFeeCents(finance.provider, null),
    enquiryHref: FINANCE_FORM_FRAGMENT,
    enquiryLabel: 'Request a Quote',
    contact: financeContact(finance.provider, finance.disclaimerPhone),
    carId: null,
  };
}

/** The Finance Enquiry form: its island props and the hidden fields the page renders into it. */
function financeForm(pagePath: string): { form: LeadFormProps; hidden: [string, string][] } {
  return {
    form: { form: 'finance-form' },
    hidden: [['kind', 'finance'], ['category', KIND_DEFAULTS.finance.category], ...pageFormMeta(pagePath)],
  };
}

export type FinancePageData = ReturnType<typeof financePageData>;

export function financePageData(pagePath: string) {
  return {
    title: `Car Finance | ${tenant.name}`,
    description: `Work out your repayments and ask ${tenant.name} for finance on your next car.`,
    calculator: calculator(),
    ...financeForm(pagePath),
  };
}

export function personalisedFinanceData() {
  const youx = personalisedYoux();
  return {
    youx,
    title: `${youx.wording.pageHeading} | ${tenant.name}`,
    description: `A personalised finance ${youx.wording.noun} for a car from ${tenant.name}.`,
    path: PERSONALISED_FINANCE_PATH,
    noPriceText: tenant.texts.noPrice,
    calculator: calculator(),
    ...financeForm(PERSONALISED_FINANCE_PATH),
  };
}
