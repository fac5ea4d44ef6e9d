// The vehicle page's sticky header and sticky bottom bar (spec 1 section 9, spec 2 sections 2 and 4).
import type { TenantConfig } from '../tenant/schema/index.ts';
import { checkoutEnabled, reserveShown } from './checkout.ts';
import { INSTANT_MESSAGE_LABEL, instantMessageReplacesEnquire } from './instant-message.ts';
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

export type StickyBarButton = { id: 'reserve' | 'enquire' | 'instantMessage' | 'call'; label: string; href: string };

/**
 * The bottom bar's buttons: Reserve Car Now when checkout is enabled for the car; Enquire Now, or Instant
 * Message where it replaces Enquire (chat assistant on, the car's dealership not excluded, checkout enabled:
 * spec 2 section 4; Enquire Now opens the Quick Enquiry dialog); Call Now when there is a number.
 * @example stickyBarButtons(car, tenant, { phoneHref: 'tel:+61255504180', reserveHref: null }).map((b) => b.label) // ['Enquire Now', 'Call Now']
 */
export function stickyBarButtons(
  vehicle: Pick<Vehicle, 'status' | 'reserved' | 'priceCents' | 'dealershipSlug'>,
  tenant: Pick<TenantConfig, 'features' | 'texts'>,
  links: { phoneHref: string | null; reserveHref: string | null },
): StickyBarButton[] {
  const checkout = checkoutEnabled(vehicle, tenant) && links.reserveHref !== null;
  const instantMessage = checkout && instantMessageReplacesEnquire(vehicle, tenant);
  return [
    ...(checkout && reserveShown(vehicle, tenant) ? [{ id: 'reserve', label: 'Reserve Car Now', href: links.reserveHref! } as const] : []),
    instantMessage
      ? ({ id: 'instantMessage', label: INSTANT_MESSAGE_LABEL, href: '#enquire' } as const)
      : ({ id: 'enquire', label: tenant.texts.submitButton, href: '#quick-enquiry' } as const),
    ...(links.phoneHref ? [{ id: 'call', label: 'Call Now', href: links.phoneHref } as const] : []),
  ];
}
