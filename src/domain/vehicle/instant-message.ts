// The chat assistant's Instant Message button (spec 2 section 4, "Other"): it replaces Enquire when the chat
// assistant is available, checkout is enabled and the dealer is not one of the excluded ones. Used by the side
// panel and the sticky bottom bar, so both always agree. The chat is the dealer's provider (`chat`, issue 35): a
// button that says chat opens a chat, so without a provider there is no chat assistant and Enquire keeps its place.
import type { TenantConfig } from '../tenant/schema/index.ts';
import { checkoutEnabled } from './checkout.ts';
import { providerWidget, type ProviderWidget, type WidgetContext } from './provider-widgets.ts';
import type { Vehicle } from './vehicle.ts';

type ChatRules = { chat: TenantConfig['chat']; features: Pick<TenantConfig['features'], 'instantMessage' | 'instantMessageExcludedDealershipSlugs'> };

/** The button's label, as the spec writes it. */
export const INSTANT_MESSAGE_LABEL = 'Instant Message';

/**
 * Whether the chat assistant is available for the car: a chat provider configured, on for the site and the car's
 * dealership not excluded. A car with no dealership is never excluded.
 * @example chatAvailable({ dealershipSlug: 'bayside-kia' }, { chat: livechat, features: { instantMessage: true, instantMessageExcludedDealershipSlugs: ['bayside-kia'] } }) // false
 * @example chatAvailable({ dealershipSlug: 'bayside-kia' }, { chat: null, features: { instantMessage: true, instantMessageExcludedDealershipSlugs: [] } }) // false
 */
export function chatAvailable(vehicle: Pick<Vehicle, 'dealershipSlug'>, tenant: ChatRules): boolean {
  const excluded = vehicle.dealershipSlug !== null && tenant.features.instantMessageExcludedDealershipSlugs.includes(vehicle.dealershipSlug);
  return Boolean(tenant.chat) && tenant.features.instantMessage && !excluded;
}

/**
 * Whether Instant Message takes Enquire's place for the car: the chat assistant is available for its dealership
 * and checkout is enabled for it (tenant checkout on, in stock, not reserved, priced).
 * @example instantMessageReplacesEnquire(inStockKia, { chat: livechat, features: { instantMessage: true, instantMessageExcludedDealershipSlugs: [], checkout: { enabled: true, ... } } }) // true
 */
export function instantMessageReplacesEnquire(
  vehicle: Pick<Vehicle, 'dealershipSlug' | 'status' | 'reserved' | 'priceCents'>,
  tenant: ChatRules & Pick<TenantConfig, 'features'>,
): boolean {
  return chatAvailable(vehicle, tenant) && checkoutEnabled(vehicle, tenant);
}

/**
 * The chat widget for the car's buttons, when the chat assistant is available for it (else null: no chat buttons).
 * @example chatWidget(car, tenantWithLiveChat)?.open // { call: 'LiveChatWidget.call', args: ['maximize'] }
 */
export function chatWidget(
  vehicle: Pick<Vehicle, 'id' | 'name' | 'stockNumber' | 'vin' | 'dealershipSlug' | 'dealershipName'>,
  tenant: ChatRules & Pick<TenantConfig, 'name'>,
): ProviderWidget | null {
  return tenant.chat && chatAvailable(vehicle, tenant) ? providerWidget('chat', tenant.chat, widgetContext(vehicle, tenant)) : null;
}

/** The dealer and the car a widget is opened for: the car's dealership, else the group. */
export function widgetContext(
  vehicle: Pick<Vehicle, 'id' | 'name' | 'stockNumber' | 'vin' | 'dealershipName'>,
  tenant: Pick<TenantConfig, 'name'>,
): WidgetContext {
  return { dealer: vehicle.dealershipName ?? tenant.name, car: { id: vehicle.id, title: vehicle.name, stockNumber: vehicle.stockNumber, vin: vehicle.vin } };
}
