// The finance pages (spec 2 section 2): the tenant's finance page at its finance link (`/finance` by default) and
// /personalised/finance?car_id={id}. Both hold the calculator and the Finance Enquiry form at #finance-form, which
// start from what the page learns in the browser: the finance link's query (preferredDealership, vehiclePriceBudget,
// car_id, car_type, vin) or the car itself. No zod here: the pages' scripts import this module.
import type { LeadFormProps } from '../leads/form-setup.ts';
import type { FinanceConfig } from '../tenant/schema/finance.ts';
import type { Vehicle } from '../vehicle/vehicle.ts';

/** What a finance page's form and calculator start from; every field is checked, null when absent or not valid. */
export type FinancePrefill = {
  /** One of the tenant's dealerships: the form's dealership select starts on it. */
  dealershipSlug: string | null;
  /** Whole dollars: the form's amount to finance, and the calculator's price when a car is named. */
  amountDollars: number | null;
  carId: string | null;
  carType: Vehicle['carType'] | null;
  vin: string | null;
};

/** The lead API's limits: car ids as `carIdSchema`, `vehiclePriceBudget` a whole number up to $10,000,000. */
const CAR_ID = /^[A-Za-z0-9_-]{1,64}$/;
const VIN = /^[A-Za-z0-9-]{1,32}$/;
const MAX_AMOUNT_DOLLARS = 10_000_000;
const CAR_TYPES: readonly string[] = ['new', 'demo', 'used'];

/**
 * The site path of the tenant's finance page, or null when none is built: the tenant has no finance provider,
 * or its finance link goes to another site (or is not a plain lowercase path).
 * @example financePagePath({ provider: 'Manual', link: '/finance' }) // '/finance'
 * @example financePagePath({ provider: 'Manual', link: 'https://lender.example/apply' }) // null
 */
export function financePagePath(finance: Pick<FinanceConfig, 'provider' | 'link'>): string | null {
  if (!finance.provider) return null;
  const path = finance.link.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  return /^(\/[a-z0-9][a-z0-9-]*)+$/.test(path) ? path : null;
}

/** A car id as the lead API accepts it, else null. @example validCarId('400002') // '400002' */
export const validCarId = (value: string | null | undefined): string | null => (value && CAR_ID.test(value) ? value : null);

/** A VIN the form can post, else null. @example validVin('JTN6919K2TE612343') // 'JTN6919K2TE612343' */
export const validVin = (value: string | null | undefined): string | null => (value && VIN.test(value) ? value : null);

/**
 * What a finance link's query says, each value checked; unknown or malformed values are left out.
 * @example financeQueryPrefill('?preferredDealership=harbour-toyota&vehiclePriceBudget=41990&car_id=400002&car_type=new&vin=JTN1', ['harbour-toyota'])
 * // { dealershipSlug: 'harbour-toyota', amountDollars: 41990, carId: '400002', carType: 'new', vin: 'JTN1' }
 */
export function financeQueryPrefill(search: string, dealershipSlugs: readonly string[]): FinancePrefill {
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name)?.trim() ?? '';
  const dealership = value('preferredDealership');
  const amount = /^\d{1,8}$/.test(value('vehiclePriceBudget')) ? Number(value('vehiclePriceBudget')) : 0;
  return {
    dealershipSlug: dealershipSlugs.includes(dealership) ? dealership : null,
    amountDollars: amount >= 1 && amount <= MAX_AMOUNT_DOLLARS ? amount : null,
    carId: validCarId(value('car_id')),
    carType: CAR_TYPES.includes(value('car_type')) ? (value('car_type') as Vehicle['carType']) : null,
    vin: validVin(value('vin')),
  };
}

/** True when a prefill has anything to put into the page. @example hasPrefill(financeQueryPrefill('', [])) // false */
export const hasPrefill = (prefill: FinancePrefill): boolean => Object.values(prefill).some((value) => value !== null);

/**
 * The calculator's starting price: the amount, when a car is named (without one it keeps $30,000, spec 2 section 9).
 * @example prefillCalculatorCents({ ...prefill, carId: '7', amountDollars: 41_990 }) // 4_199_000
 */
export const prefillCalculatorCents = (prefill: FinancePrefill): number | null => (prefill.carId && prefill.amountDollars ? prefill.amountDollars * 100 : null);

/**
 * The car's hidden fields the form posts (the server checks the car is this tenant's and records it from stock).
 * @example prefillHiddenFields({ ...prefill, carId: '7', carType: 'used', vin: null }) // [['car_id', '7'], ['car_type', 'used']]
 */
export function prefillHiddenFields(prefill: FinancePrefill): [string, string][] {
  const fields: [string, string | null][] = [
    ['car_id', prefill.carId],
    ['car_type', prefill.carType],
    ['vin', prefill.vin],
  ];
  return fields.filter((field): field is [string, string] => field[1] !== null);
}

/**
 * The form island's starting values: the amount to finance and the dealership select's choice.
 * @example prefillFormProps({ ...prefill, amountDollars: 41_990, dealershipSlug: null }) // { amount: 41990 }
 */
export function prefillFormProps(prefill: FinancePrefill): Pick<LeadFormProps, 'amount' | 'dealership'> {
  return {
    ...(prefill.amountDollars !== null ? { amount: prefill.amountDollars } : {}),
    ...(prefill.dealershipSlug !== null ? { dealership: prefill.dealershipSlug } : {}),
  };
}
