// The chat assistant's Instant Message button (spec 2 section 4, "Other"): it replaces Enquire when the chat
// assistant is available, checkout is enabled and the dealer is not one of the excluded ones. Used by the side
// panel and the sticky bottom bar, so both always agree.
import type { TenantConfig } from '../tenant/schema/index.ts';
import { checkoutEnabled } from './checkout.ts';
import type { Vehicle } from './vehicle.ts';

type ChatRules = { features: Pick<TenantConfig['features'], 'instantMessage' | 'instantMessageExcludedDealershipSlugs'> };

/** The button's label, as the spec writes it. */
export const INSTANT_MESSAGE_LABEL = 'Instant Message';

/**
 * Whether the chat assistant is available for the car: on for the site and the car's dealership not excluded.
 * A car with no dealership is never excluded.
 * @example chatAvailable({ dealershipSlug: 'bayside-kia' }, { features: { instantMessage: true, instantMessageExcludedDealershipSlugs: ['bayside-kia'] } }) // false
 */
export function chatAvailable(vehicle: Pick<Vehicle, 'dealershipSlug'>, tenant: ChatRules): boolean {
  const excluded = vehicle.dealershipSlug !== null && tenant.features.instantMessageExcludedDealershipSlugs.includes(vehicle.dealershipSlug);
  return tenant.features.instantMessage && !excluded;
}

/**
 * Whether Instant Message takes Enquire's place for the car: the chat assistant is available for its dealership
 * and checkout is enabled for it (tenant checkout on, in stock, not reserved, priced).
 * @example instantMessageReplacesEnquire(inStockKia, { features: { instantMessage: true, instantMessageExcludedDealershipSlugs: [], checkout: { enabled: true, ... } } }) // true
 */
export function instantMessageReplacesEnquire(
  vehicle: Pick<Vehicle, 'dealershipSlug' | 'status' | 'reserved' | 'priceCents'>,
  tenant: ChatRules & Pick<TenantConfig, 'features'>,
): boolean {
  return chatAvailable(vehicle, tenant) && checkoutEnabled(vehicle, tenant);
}
