// The finance page (spec 2 section 2): a finance link's query (preferredDealership, vehiclePriceBudget, car_id,
// car_type, vin) starts the Finance Enquiry form and, when it names a car, the calculator's price. Each value is
// checked first and a bad one is left out; the server checks the car and the dealership again when the form is sent.
import { publicTenant } from 'virtual:public-tenant';
import { financeQueryPrefill, hasPrefill, prefillCalculatorCents } from '#src/domain/finance/finance-page.ts';
import { presetCalculatorPrice } from '#src/stores/finance-calculator.ts';
import { prefillFinanceEnquiry } from '#src/stores/finance-enquiry.ts';

const prefill = financeQueryPrefill(
  location.search,
  publicTenant.dealerships.map((dealership) => dealership.slug),
);
if (hasPrefill(prefill)) prefillFinanceEnquiry(prefill);
const priceCents = prefillCalculatorCents(prefill);
if (priceCents !== null) presetCalculatorPrice(priceCents);
