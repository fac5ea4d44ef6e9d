import { youxMonthlyCents, youxQuoteDisplay, type YouxQuoteDisplay } from '#src/domain/finance/youx-display.ts';
import { shouldFetchYouxQuote, youxQuoteRequest, type YouxQuoteRequest } from '#src/domain/finance/youx.ts';
import { youxWording, type YouxWording } from '#src/domain/finance/youx-wording.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { tenant } from './site.ts';

export type VehicleYoux = { request: YouxQuoteRequest | null; existing: YouxQuoteDisplay | null; wording: YouxWording };

/** The block of the personalised finance page, which its script fills: worded for the tenant's provider. */
export const personalisedYoux = (): VehicleYoux => ({ request: null, existing: null, wording: youxWording(tenant.finance.youx.provider) });

/**
 * The YouX quote block of a vehicle page, for tenants with `finance.youxQuotes`: the feed's own quote when the
 * car has one (shown as static HTML), else the request the page posts to /api/youx/quote (spec 2 section 4:
 * only with a price above 0). Null: no block. A car whose VIN or NVIC the endpoint would refuse gets no block.
 */
export function vehicleYoux(vehicle: Vehicle): VehicleYoux | null {
  if (!tenant.finance.youxQuotes) return null;
  if (vehicle.youxQuote) {
    return {
      request: null,
      existing: youxQuoteDisplay({ ...vehicle.youxQuote, monthlyCents: youxMonthlyCents(vehicle.youxQuote.weeklyCents) }),
      wording: youxWording('feed'),
    };
  }
  if (!shouldFetchYouxQuote(true, vehicle.youxQuote, vehicle.priceCents)) return null;
  try {
    return { request: youxQuoteRequest(vehicle), existing: null, wording: youxWording(tenant.finance.youx.provider) };
  } catch {
    return null;
  }
}
