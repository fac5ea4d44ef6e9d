// Build-time data for the location pages, cards, carousel, contact block and dealer locator: the tenant's visible
// locations through the location rules (src/domain/locations/), each card worked out once per build (a vehicle
// page shows its yard's card, so 5,000 pages share a few dozen cards).
import { locationCardView, type LocationCardView } from '#src/domain/locations/location-card.ts';
import { locationBlock } from '#src/domain/locations/location-list.ts';
import { DEALER_LOCATOR_PATH, locationRedirects } from '#src/domain/locations/location-routes.ts';
import type { LocationBlockFilter } from '#src/domain/tenant/schema/location-pages.ts';
import type { Location } from '#src/domain/tenant/schema/location.ts';
import { zonedDate } from '#src/domain/time/zoned-time.ts';
import { stockTime, tenant } from './site.ts';

/** The parts page the 'Parts Enquiry' links go to when the site builds one. */
const PARTS_PAGE_ID = 'vehicle-parts-and-accessories';
export const PARTS_PAGE_PATH = `/${PARTS_PAGE_ID}`;

/** The locations shoppers see (a hidden one gets no page, card or menu entry). */
export const shownLocations = (): Location[] => tenant.locations.filter((location) => location.visible);

/** The build's day in eastern Australia: special hours before it are left off the pages. */
export const buildDay = (): string => zonedDate(stockTime());

let partsPage: string | null | undefined;
const cards = new Map<number, LocationCardView>();

/** A location's card, made once per build. */
export function locationCard(location: Location): LocationCardView {
  let card = cards.get(location.id);
  if (!card) {
    // A platform default content page (tenants/_content/pages), built unless the tenant switched it off.
    partsPage ??= tenant.pages.off.includes(PARTS_PAGE_ID) ? null : PARTS_PAGE_PATH;
    const { routePrefix, directionsTarget } = tenant.locationPages;
    card = locationCardView(location, { routePrefix, directionsTarget, partsPagePath: partsPage, today: buildDay() });
    cards.set(location.id, card);
  }
  return card;
}

/** The cards of a contact block (the contact page's, the home page's carousel), sales then service then parts. */
export const locationBlockCards = (filter: LocationBlockFilter): LocationCardView[] => locationBlock(tenant.locations, filter).map(locationCard);

/** Whether the site has a dealer locator (more than one location to choose from). */
export const hasDealerLocator = (): boolean => shownLocations().length > 1;
export { DEALER_LOCATOR_PATH };

/** The redirects (301) the server answers for this site: older location links to the pages (src/server/redirects.ts). */
export function locationRedirectTable() {
  return {
    version: 1 as const,
    redirects: locationRedirects(shownLocations(), tenant.locationPages.routePrefix).map((redirect) => ({ ...redirect, status: 301 as const })),
  };
}
