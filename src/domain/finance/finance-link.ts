import { isPlainPath } from '../absolute-url.ts';
import type { Vehicle } from '../vehicle/vehicle.ts';

export const DEFAULT_FINANCE_LINK = '/finance';
export const FINANCE_FORM_FRAGMENT = '#finance-form';
export const FINANCE_CALCULATOR_ANCHOR = '#finance-calculator';
export const FINANCE_DISCLAIMER_ANCHOR = '#financeDisclaimer';
/** The personalised finance page (tenants with `finance.youxQuotes`). */
export const PERSONALISED_FINANCE_PATH = '/personalised/finance';

export type FinanceLinkParams = {
  preferredDealership?: string | null;
  /** Sent as whole dollars. */
  vehiclePriceCents?: number | null;
  carId?: string | null;
  carType?: string | null;
  vin?: string | null;
};

/**
 * The finance page link with the car's parameters and the #finance-form fragment (spec 2 section 2).
 * `base` is the tenant's configured link (`/finance` by default; a path or an absolute URL, whose own
 * query is kept). Missing parameters are left out; any fragment of `base` is replaced.
 * @example financeLink('/finance', { preferredDealership: 'bayside-auto', vehiclePriceCents: 2_899_000, carId: '42', carType: 'used', vin: 'ABC' })
 * // '/finance?preferredDealership=bayside-auto&vehiclePriceBudget=28990&car_id=42&car_type=used&vin=ABC#finance-form'
 */
export function financeLink(base: string = DEFAULT_FINANCE_LINK, params: FinanceLinkParams = {}): string {
  const entries: [string, string | null | undefined][] = [
    ['preferredDealership', params.preferredDealership],
    ['vehiclePriceBudget', params.vehiclePriceCents == null ? null : String(Math.round(params.vehiclePriceCents / 100))],
    ['car_id', params.carId],
    ['car_type', params.carType],
    ['vin', params.vin],
  ];
  // A plain path has no query or fragment to keep: no URL parser needed (this runs on every vehicle page).
  if (isPlainPath(base)) {
    const query = new URLSearchParams();
    for (const [name, value] of entries) if (value != null && value !== '') query.set(name, value);
    const search = query.size > 0 ? `?${query}` : '';
    return `${base}${search}${FINANCE_FORM_FRAGMENT}`;
  }
  const relative = base.startsWith('/');
  const url = new URL(base, 'https://relative.invalid');
  for (const [name, value] of entries) if (value != null && value !== '') url.searchParams.set(name, value);
  url.hash = FINANCE_FORM_FRAGMENT;
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * The finance link for a car.
 * @example vehicleFinanceLink('/finance', car) // '/finance?preferredDealership=...&vehiclePriceBudget=...&car_id=...&car_type=used&vin=...#finance-form'
 */
export function vehicleFinanceLink(base: string, vehicle: Pick<Vehicle, 'dealershipSlug' | 'priceCents' | 'id' | 'carType' | 'vin'>): string {
  return financeLink(base, {
    preferredDealership: vehicle.dealershipSlug,
    vehiclePriceCents: vehicle.priceCents > 0 ? vehicle.priceCents : null,
    carId: vehicle.id,
    carType: vehicle.carType,
    vin: vehicle.vin,
  });
}

/**
 * The personalised finance page for a car.
 * @example personalisedFinanceLink('42') // '/personalised/finance?car_id=42'
 */
export function personalisedFinanceLink(carId: string): string {
  return `${PERSONALISED_FINANCE_PATH}?${new URLSearchParams({ car_id: carId })}`;
}
