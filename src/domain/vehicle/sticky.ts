// The vehicle page's sticky header and sticky bottom bar (spec 1 section 9, spec 2 sections 2 and 4).
import type { TenantConfig } from '../tenant/schema/index.ts';
import { checkoutEnabled, reserveShown } from './checkout.ts';
import { chatWidget, INSTANT_MESSAGE_LABEL, instantMessageReplacesEnquire } from './instant-message.ts';
import type { ProviderWidget } from './provider-widgets.ts';
import type { Vehicle } from './vehicle.ts';

/** The sticky header shows from this scroll position. */
export const STICKY_HEADER_SCROLL_PX = 500;
/** The sticky bar takes its 'opened' look past this scroll position. */
export const STICKY_BAR_OPEN_SCROLL_PX = 900;

/**
 * Which sticky parts are on at a scroll position: the header at 500 px and beyond, the bar opened past 900 px.
 * @example stickyState(500) // { headerVisible: true, barOpened: false }
 * @example stickyState(901) // { headerVisible: true, barOpened: true }
 */
export function stickyState(scrollY: number): { headerVisible: boolean; barOpened: boolean } {
  return { headerVisible: scrollY >= STICKY_HEADER_SCROLL_PX, barOpened: scrollY > STICKY_BAR_OPEN_SCROLL_PX };
}

/** A bar button: a link, or Instant Message, which opens the dealer's chat (src/client/provider-widgets.ts). */
export type StickyBarButton =
  { id: 'reserve' | 'enquire' | 'call'; label: string; href: string } | { id: 'instantMessage'; label: string; widget: ProviderWidget };

/**
 * The bottom bar's buttons: Reserve Car Now when checkout is enabled for the car; Enquire Now, or Instant
 * Message where it replaces Enquire (a chat provider, chat assistant on, the car's dealership not excluded, checkout
 * enabled: spec 2 section 4; Enquire Now opens the Quick Enquiry dialog); Call Now when there is a number.
 * @example stickyBarButtons(car, tenant, { phoneHref: 'tel:+61255504180', reserveHref: null }).map((b) => b.label) // ['Enquire Now', 'Call Now']
 */
export function stickyBarButtons(
  vehicle: Pick<Vehicle, 'id' | 'name' | 'stockNumber' | 'vin' | 'status' | 'reserved' | 'priceCents' | 'dealershipSlug' | 'dealershipName'>,
  tenant: Pick<TenantConfig, 'name' | 'chat' | 'features' | 'texts'>,
  links: { phoneHref: string | null; reserveHref: string | null },
): StickyBarButton[] {
  const checkout = checkoutEnabled(vehicle, tenant) && links.reserveHref !== null;
  const chat = checkout && instantMessageReplacesEnquire(vehicle, tenant) ? chatWidget(vehicle, tenant) : null;
  return [
    ...(checkout && reserveShown(vehicle, tenant) ? [{ id: 'reserve', label: 'Reserve Car Now', href: links.reserveHref! } as const] : []),
    chat
      ? ({ id: 'instantMessage', label: INSTANT_MESSAGE_LABEL, widget: chat } as const)
      : ({ id: 'enquire', label: tenant.texts.submitButton, href: '#quick-enquiry' } as const),
    ...(links.phoneHref ? [{ id: 'call', label: 'Call Now', href: links.phoneHref } as const] : []),
  ];
}
