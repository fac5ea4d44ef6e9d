import type { Dealership, Location } from '../tenant/schema/location.ts';
import type { Vehicle } from '../vehicle/vehicle.ts';

type Places = {
  dealerships: readonly Pick<Dealership, 'id' | 'slug'>[];
  locations: readonly Pick<Location, 'id' | 'primary' | 'location_type' | 'dealership_id'>[];
};

/**
 * Where a car the feed gives no `location_id` is: its dealership's primary location (the group's primary location
 * when that is the dealership's, else the dealership's first sales yard, else its first location), or the group's
 * primary location for a car that names no dealership the tenant has. Its page then shows that yard's phone and
 * address instead of none.
 * @example defaultLocationId({ dealershipId: 2, dealershipSlug: null }, tenant) // the id of dealership 2's first sales location
 */
export function defaultLocationId(vehicle: Pick<Vehicle, 'dealershipId' | 'dealershipSlug'>, places: Places): number | null {
  const dealership = places.dealerships.find(
    (item) => item.id === vehicle.dealershipId || (vehicle.dealershipSlug !== null && item.slug === vehicle.dealershipSlug),
  );
  const own = dealership ? places.locations.filter((location) => location.dealership_id === dealership.id) : [];
  const pick =
    own.find((location) => location.primary) ??
    own.find((location) => location.location_type === 'sales') ??
    own[0] ??
    places.locations.find((location) => location.primary);
  return pick?.id ?? null;
}

/** The stock with every car placed: a car with a `location_id` keeps it; the others get `defaultLocationId`. */
export function withDefaultLocations(vehicles: readonly Vehicle[], places: Places): Vehicle[] {
  return vehicles.map((vehicle) => (vehicle.locationId !== null ? vehicle : { ...vehicle, locationId: defaultLocationId(vehicle, places) }));
}
