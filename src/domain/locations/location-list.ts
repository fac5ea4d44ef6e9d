// Which locations a block shows and in what order (spec 2 section 2): sales, then service, then parts; contact
// blocks filtered to the primary location, a department, all of them or one location by id.
import type { LocationBlockFilter } from '../tenant/schema/location-pages.ts';

type LocationType = 'sales' | 'service' | 'parts' | 'service-and-parts' | 'car-buying';
export type ListedLocation = {
  id: number;
  name: string;
  primary?: boolean;
  visible?: boolean;
  location_type?: LocationType | null;
  service_hours?: readonly unknown[] | undefined;
};

/** Sales (and car buying) first, then service (and service-and-parts), then parts, then anything else. */
export const LOCATION_TYPE_RANK: Readonly<Record<string, number>> = { sales: 0, 'car-buying': 0, service: 1, 'service-and-parts': 1, parts: 2 };

/**
 * Locations in the spec's order, by name within a type.
 * @example sortLocations([{ id: 2, name: 'B', location_type: 'parts' }, { id: 1, name: 'A', location_type: 'sales' }]).map((l) => l.id) // [1, 2]
 */
export function sortLocations<L extends Pick<ListedLocation, 'name' | 'location_type'>>(locations: readonly L[]): L[] {
  const rank = (location: L) => LOCATION_TYPE_RANK[location.location_type ?? ''] ?? 3;
  return [...locations].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

const DEPARTMENT_TYPES: Readonly<Record<'sales' | 'service' | 'parts' | 'service-and-parts', readonly LocationType[]>> = {
  sales: ['sales'],
  service: ['service', 'service-and-parts'],
  parts: ['parts', 'service-and-parts'],
  'service-and-parts': ['service', 'parts', 'service-and-parts'],
};

/**
 * Whether a location belongs in a block with this filter. A sales yard with its own service hours counts as a
 * service location too.
 * @example inLocationBlock({ id: 3, name: 'A', location_type: 'sales', service_hours: [] }, 'service') // true
 */
export function inLocationBlock(location: ListedLocation, filter: LocationBlockFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'primary') return location.primary === true;
  if (typeof filter === 'number') return location.id === filter;
  const types = DEPARTMENT_TYPES[filter];
  if (location.location_type && types.includes(location.location_type)) return true;
  return filter !== 'sales' && filter !== 'parts' && location.service_hours !== undefined;
}

/**
 * A contact block's locations: the visible ones the filter takes, sales then service then parts.
 * @example locationBlock(tenant.locations, 'sales') // the sales yards, by name
 */
export function locationBlock<L extends ListedLocation>(locations: readonly L[], filter: LocationBlockFilter): L[] {
  return sortLocations(locations.filter((location) => location.visible !== false && inLocationBlock(location, filter)));
}
