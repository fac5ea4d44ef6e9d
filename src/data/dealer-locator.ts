// The dealer locator (/dealer-locator, spec 1 section 2): every visible location's card in sections by state (the
// plain list without JavaScript), the type and state filters, and the postcode table's address for 'nearest to my
// postcode' (src/client/dealer-locator.ts).
import { locatorStateAnchor } from '#src/domain/locations/location-menu.ts';
import { DEALER_LOCATOR_PATH } from '#src/domain/locations/location-routes.ts';
import { locatorStates, locatorTypes, STATE_NAMES } from '#src/domain/locations/locator.ts';
import { locationBlock } from '#src/domain/locations/location-list.ts';
import { hasDealerLocator, locationCard, shownLocations } from './locations.ts';
import { tenant } from './site.ts';

/** The postcode points the locator fetches when a shopper asks for the nearest location (the delivery calculator's). */
export const POSTCODE_TABLE_PATH = '/delivery/postcodes.json';

/** `dealer-locator/[...locator]`: the locator's one path (`/dealer-locator`) for a tenant with more than one location; none else. */
export const dealerLocatorPaths = () => (hasDealerLocator() ? [{ params: { locator: undefined } }] : []);

/** Everything the locator shows. */
export function dealerLocatorData() {
  const locations = locationBlock(shownLocations(), 'all');
  const types = (['sales', 'service', 'parts'] as const).filter((type) => locations.some((location) => locatorTypes(location).includes(type)));
  return {
    path: DEALER_LOCATOR_PATH,
    title: `Dealer Locator | ${tenant.name}`,
    description: `Find your nearest ${tenant.name} location: ${locations.length} sales, service and parts locations with opening hours, phone numbers and directions.`,
    count: locations.length,
    types,
    states: locatorStates(locations).map((state) => ({
      state,
      name: STATE_NAMES[state],
      anchor: locatorStateAnchor(state),
      locations: locations
        .filter((location) => location.address.state === state)
        .map((location) => ({
          card: locationCard(location),
          lat: location.address.lat,
          long: location.address.long,
          types: locatorTypes(location),
        })),
    })),
  };
}
