import type { FinanceConfig, FinanceProvider } from '../tenant/schema/finance.ts';
import { isAvailable } from '../vehicle/availability.ts';
import { zonedYear } from '../time/zoned-time.ts';
import type { LenderInfo, Vehicle } from '../vehicle/vehicle.ts';

/** Finance needs a price above $500 (spec 2 section 9). */
export const MIN_FINANCE_PRICE_CENTS = 50_000;
/** Taurus finances only cars newer than this many years (spec 2 section 4). */
export const TAURUS_MAX_AGE_YEARS = 12;

export type EstimateVehicle = Pick<Vehicle, 'financeLenders' | 'make' | 'dealershipSlug' | 'year' | 'priceCents' | 'status'>;
export type EstimateFinanceConfig = Pick<FinanceConfig, 'provider' | 'excludedMakes' | 'excludedDealershipSlugs' | 'defaultTermMonths' | 'disclaimer'>;

/** The finance estimate on a vehicle page or card, from the car's own lender figures. */
export type FinanceEstimate = {
  provider: FinanceProvider;
  /** Null when the lender gave none: the finance lines are then hidden (see estimateDisplay). */
  weeklyCents: number | null;
  monthlyCents: number | null;
  interestRatePct: number;
  comparisonRatePct: number;
  termMonths: number;
  depositCents: number;
  balloonCents: number;
  /** 'Get Pre-Approved' link to the finance page: Taurus and 360 Finance. */
  preApprovalLink: boolean;
  /** '$0 final payment' line: Angle. */
  zeroFinalPaymentLine: boolean;
  /** The lender's disclaimer for this car, else the tenant's. */
  disclaimer: string;
};

/**
 * The estimate to show, or null (spec 2 section 4, Finance estimate visibility): the tenant's provider
 * has lender data for the car with both rates, the make and dealership are not excluded, and the
 * provider's own test passes.
 * @example financeEstimate(car, tenant.finance, new Date('2026-06-01')) // { provider: 'Taurus', weeklyCents: 12_300, ... } or null
 */
export function financeEstimate(vehicle: EstimateVehicle, finance: EstimateFinanceConfig, now: Date): FinanceEstimate | null {
  const { provider } = finance;
  if (provider === null) return null;
  const lender = lenderFor(vehicle, provider);
  if (lender === null || lender.interestRatePct == null || lender.comparisonRatePct == null) return null;
  const make = vehicle.make.trim().toLowerCase();
  if (finance.excludedMakes.some((excluded) => excluded.trim().toLowerCase() === make)) return null;
  if (vehicle.dealershipSlug !== null && finance.excludedDealershipSlugs.includes(vehicle.dealershipSlug)) return null;
  if (!passesProviderTest(provider, vehicle, lender, now)) return null;
  return {
    provider,
    weeklyCents: lender.paymentWeekCents,
    monthlyCents: lender.paymentMonthCents,
    interestRatePct: lender.interestRatePct,
    comparisonRatePct: lender.comparisonRatePct,
    termMonths: lender.termMonths ?? finance.defaultTermMonths,
    depositCents: lender.depositCents ?? 0,
    balloonCents: lender.balloonCents ?? 0,
    preApprovalLink: provider === 'Taurus' || provider === '360 Finance',
    zeroFinalPaymentLine: provider === 'Angle',
    disclaimer: lender.disclaimer ?? finance.disclaimer,
  };
}

/**
 * The provider-specific test of spec 2 section 4. Car Clarity's test is not in the spec: it is treated
 * like Manual (price above $500, available, weekly payment given), the most conservative test for a
 * provider whose figures arrive in the feed.
 * @example passesProviderTest('360 Finance', { status: 'in_stock', priceCents: 0, year: 2001 }, lender, now) // true
 */
export function passesProviderTest(
  provider: FinanceProvider,
  vehicle: Pick<Vehicle, 'year' | 'priceCents' | 'status'>,
  lender: Pick<LenderInfo, 'comparisonRatePct' | 'paymentWeekCents' | 'paymentMonthCents'>,
  now: Date,
): boolean {
  const priced = vehicle.priceCents > MIN_FINANCE_PRICE_CENTS;
  const available = isAvailable(vehicle);
  switch (provider) {
    case 'Taurus':
      return vehicle.year > australianYear(now) - TAURUS_MAX_AGE_YEARS && priced && available && lender.comparisonRatePct != null;
    case '360 Finance':
    case 'AusLoans':
      return available;
    case 'Manual':
    case 'Angle':
    case 'Powertorque':
    case 'Car Clarity':
      return priced && available && lender.paymentWeekCents != null;
    case 'Nissan Finance':
      return priced && available && lender.paymentMonthCents != null;
  }
}

/**
 * The car's lender data for a provider; feed keys are matched ignoring case and spaces.
 * @example lenderFor({ financeLenders: { taurus: lender } }, 'Taurus') // lender
 */
export function lenderFor(vehicle: Pick<Vehicle, 'financeLenders'>, provider: FinanceProvider): LenderInfo | null {
  const exact = vehicle.financeLenders[provider];
  if (exact) return exact;
  const key = (name: string) => name.replace(/\s+/g, '').toLowerCase();
  const match = Object.entries(vehicle.financeLenders).find(([name]) => key(name) === key(provider));
  return match?.[1] ?? null;
}

/**
 * The calendar year in eastern Australia (UTC+10, no daylight saving: the Brisbane clock the spec uses
 * elsewhere), so that a build late on 31 December UTC already counts as the new year.
 * @example australianYear(new Date('2025-12-31T15:00:00Z')) // 2026
 */
export function australianYear(now: Date): number {
  return zonedYear(now);
}

/**
 * The vehicle page shows the finance calculator when the tenant has a provider and the car a price
 * (stock-search spec section 5: "a positive finance-related amount").
 * @example showsFinanceCalculator({ priceCents: 2_899_000 }, { provider: 'Manual' }) // true
 */
export function showsFinanceCalculator(vehicle: Pick<Vehicle, 'priceCents'>, finance: Pick<FinanceConfig, 'provider'>): boolean {
  return finance.provider !== null && vehicle.priceCents > 0;
}
