// The dealer locator (spec 1 section 2, issue 17): every location, filtered by type and state, and ordered by
// straight-line distance from a postcode's point (the delivery calculator's postcode table and haversine).
import { haversineKm, type LatLong } from '../delivery/distance.ts';
import { lookupPostcode, type PostcodePlace, type PostcodeTable } from '../delivery/postcode-table.ts';
import type { AustralianState } from '../time/zoned-time.ts';
import { inLocationBlock, sortLocations, type ListedLocation } from './location-list.ts';

/** The spec's postcode errors (spec 2 section 8), and the delivery calculator's text for an empty box. */
export const LOCATOR_TEXT = {
  emptyPostcode: 'Please enter a postcode.',
  notFourDigits: 'Invalid postcode. Please enter a 4-digit number.',
  unknownPostcode: 'Invalid postcode',
} as const;

/** States in the order the locator lists them (largest markets first, as Australians list them), with names. */
export const STATE_NAMES: Readonly<Record<AustralianState, string>> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
};
const STATE_ORDER = Object.keys(STATE_NAMES) as AustralianState[];

type LocatorLocation = Pick<ListedLocation, 'name' | 'location_type'> & { address: LatLong };

/**
 * The point of a typed postcode, or the error to show.
 * @example postcodePoint('abc', table) // { kind: 'invalid', message: 'Invalid postcode. Please enter a 4-digit number.' }
 * @example postcodePoint('0000', table) // { kind: 'invalid', message: 'Invalid postcode' }
 */
export function postcodePoint(input: string, table: PostcodeTable): { kind: 'point'; place: PostcodePlace } | { kind: 'invalid'; message: string } {
  const postcode = input.trim();
  if (postcode === '') return { kind: 'invalid', message: LOCATOR_TEXT.emptyPostcode };
  if (!/^\d{4}$/.test(postcode)) return { kind: 'invalid', message: LOCATOR_TEXT.notFourDigits };
  const place = lookupPostcode(table, postcode);
  return place ? { kind: 'point', place } : { kind: 'invalid', message: LOCATOR_TEXT.unknownPostcode };
}

/**
 * Locations nearest first, with their distance in whole km; equal distances keep the spec's order.
 * @example byDistance(locations, { lat: -27.47, long: 153.02 })[0] // { location: <the Brisbane yard>, distanceKm: 4 }
 */
export function byDistance<L extends LocatorLocation>(locations: readonly L[], from: LatLong): { location: L; distanceKm: number }[] {
  return sortLocations(locations)
    .map((location) => ({ location, exactKm: haversineKm(from, location.address) }))
    .sort((a, b) => a.exactKm - b.exactKm)
    .map(({ location, exactKm }) => ({ location, distanceKm: Math.round(exactKm) }));
}

export type LocatorFilter = { type: LocatorType | ''; state: AustralianState | '' };
export type LocatorType = 'sales' | 'service' | 'parts';

/**
 * The departments a location shows up under in the locator's type filter (a yard with service hours is a Service
 * location too).
 * @example locatorTypes({ id: 1, name: 'A', location_type: 'service-and-parts' }) // ['service', 'parts']
 */
export function locatorTypes(location: ListedLocation): LocatorType[] {
  return (['sales', 'service', 'parts'] as const).filter((type) => inLocationBlock(location, type));
}

/**
 * Whether a locator entry passes the type and state filters ('' is any).
 * @example locatorMatches({ types: ['service'], state: 'NSW' }, { type: 'service', state: 'NSW' }) // true
 */
export function locatorMatches(entry: { types: readonly LocatorType[]; state: string }, filter: LocatorFilter): boolean {
  return (filter.type === '' || entry.types.includes(filter.type)) && (filter.state === '' || entry.state === filter.state);
}

/**
 * The states the locations are in, in the locator's order, for its state filter and the plain list's sections.
 * @example locatorStates([{ address: { state: 'QLD' } }, { address: { state: 'NSW' } }]) // ['NSW', 'QLD']
 */
export function locatorStates(locations: readonly { address: { state: AustralianState } }[]): AustralianState[] {
  const present = new Set(locations.map((location) => location.address.state));
  return STATE_ORDER.filter((state) => present.has(state));
}
