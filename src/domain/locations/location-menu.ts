// The menus' Locations dropdown (issue 17: every location and department page reachable from the menus): for a
// group of a few locations, each location's page and the dealer locator; for a bigger group, the locator and its
// sections by state; nothing for a one-location dealer (its page is linked from the footer and the contact page).
import type { NavLink } from '../navigation.ts';
import type { LocationRoutePrefix } from '../tenant/schema/location-pages.ts';
import type { AustralianState } from '../time/zoned-time.ts';
import { sortLocations, type ListedLocation } from './location-list.ts';
import { DEALER_LOCATOR_PATH, locationPath } from './location-routes.ts';
import { locatorStates, STATE_NAMES } from './locator.ts';

/** Up to this many locations, the dropdown names each one. */
export const MENU_LOCATIONS_LISTED = 8;

/**
 * The anchor of a state's section on the dealer locator.
 * @example locatorStateAnchor('NSW') // 'nsw'
 */
export const locatorStateAnchor = (state: AustralianState): string => state.toLowerCase();

/**
 * The Locations dropdown's links.
 * @example locationMenuLinks(harbour.locations, '/contact-us').map((link) => link.label) // ['Harbour Toyota Newcastle West', 'Harbour Toyota Service Centre', 'Harbour Toyota Parts', 'Dealer Locator']
 */
export function locationMenuLinks(
  locations: readonly (ListedLocation & { slug: string; address: { state: AustralianState } })[],
  prefix: LocationRoutePrefix,
): NavLink[] {
  const shown = locations.filter((location) => location.visible !== false);
  if (shown.length <= 1) return [];
  const locator = { label: 'Dealer Locator', href: DEALER_LOCATOR_PATH };
  if (shown.length <= MENU_LOCATIONS_LISTED) {
    return [...sortLocations(shown).map((location) => ({ label: location.name, href: locationPath(prefix, location.slug) })), locator];
  }
  return [locator, ...locatorStates(shown).map((state) => ({ label: STATE_NAMES[state], href: `${DEALER_LOCATOR_PATH}#${locatorStateAnchor(state)}` }))];
}
