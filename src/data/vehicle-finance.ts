import {
  calculatorLimits,
  comparisonRateRange,
  defaultCalculatorInputs,
  establishmentFeeCents,
  estimateDisplay,
  financeContact,
  financeEstimate,
  lenderFor,
  showsFinanceCalculator,
  vehicleFinanceLink,
} from '#src/domain/finance/index.ts';
import { isAvailable } from '#src/domain/vehicle/availability.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { stockTime, tenant } from './site.ts';
import { vehicleYoux } from './vehicle-youx.ts';

/** The finance parts of a vehicle page or card: the estimate lines (static HTML) and the calculator's props. */
export function vehicleFinance(vehicle: Vehicle) {
  const finance = tenant.finance;
  const estimate = financeEstimate(vehicle, finance, stockTime());
  const display = estimate ? estimateDisplay(estimate) : null;
  const financeHref = vehicleFinanceLink(finance.link, vehicle);
  // Tenants with finance.enquiryModal open the page's 'Finance Enquiry' dialog (there for cars that can be bought).
  const enquiryHref = finance.enquiryModal && finance.provider && isAvailable(vehicle) ? '#finance-enquiry' : financeHref;
  const lender = finance.provider ? lenderFor(vehicle, finance.provider) : null;
  const comparisonRangeText = comparisonRateRange(lender, finance)?.text ?? null;
  return {
    estimate,
    display,
    financeHref,
    enquiryHref,
    comparisonRangeText,
    youx: vehicleYoux(vehicle),
    calculator: showsFinanceCalculator(vehicle, finance)
      ? {
          defaults: defaultCalculatorInputs(vehicle, finance),
          limits: calculatorLimits(finance),
          hideInterestRate: finance.hideInterestRateInput,
          hideResidual: finance.hideResidualInput,
          disclaimer: estimate?.disclaimer ?? finance.disclaimer,
          fees: finance.fees,
          comparisonRangeText,
          establishmentFeeCents: establishmentFeeCents(finance.provider, lender),
          enquiryHref,
          enquiryLabel: finance.enquiryModal ? 'Get Finance Now' : 'Request a Quote',
          contact: financeContact(finance.provider, finance.disclaimerPhone),
          carId: vehicle.id,
        }
      : null,
  };
}

/** Just the 'Only $X /wk*' text for search cards; null when the estimate is not shown. */
export function cardFinanceText(vehicle: Vehicle): string | null {
  const estimate = financeEstimate(vehicle, tenant.finance, stockTime());
  return estimate ? estimateDisplay(estimate).weeklyText : null;
}
