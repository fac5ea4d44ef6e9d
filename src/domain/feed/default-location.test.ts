import { describe, expect, it } from 'vitest';
import { defaultLocationId, withDefaultLocations } from './default-location.ts';
import type { Vehicle } from '../vehicle/vehicle.ts';

const group = {
  dealerships: [
    { id: 1, slug: 'bayside-toyota' },
    { id: 2, slug: 'bayside-kia' },
    { id: 3, slug: 'bayside-service' },
  ],
  locations: [
    { id: 10, primary: true, location_type: 'sales' as const, dealership_id: 1 },
    { id: 20, primary: false, location_type: 'service' as const, dealership_id: 2 },
    { id: 21, primary: false, location_type: 'sales' as const, dealership_id: 2 },
    { id: 30, primary: false, location_type: 'service' as const, dealership_id: 3 },
  ],
};

describe('defaultLocationId', () => {
  it.each([
    ["the group's primary location when it is the dealership's", { dealershipId: 1, dealershipSlug: null }, 10],
    ["the dealership's first sales yard", { dealershipId: 2, dealershipSlug: null }, 21],
    ['the dealership found by its slug', { dealershipId: null, dealershipSlug: 'bayside-kia' }, 21],
    ["the dealership's only location", { dealershipId: 3, dealershipSlug: null }, 30],
    ["the group's primary location for a car of no known dealership", { dealershipId: 99, dealershipSlug: 'elsewhere' }, 10],
    ["the group's primary location for a car that names no dealership", { dealershipId: null, dealershipSlug: null }, 10],
  ])('is %s', (_case, car, expected) => {
    expect(defaultLocationId(car, group)).toBe(expected);
  });

  it('places only the cars without a location', () => {
    const cars = [
      { id: 'a', locationId: 20, dealershipId: 2, dealershipSlug: null },
      { id: 'b', locationId: null, dealershipId: 2, dealershipSlug: null },
    ] as Vehicle[];
    expect(withDefaultLocations(cars, group).map((car) => car.locationId)).toEqual([20, 21]);
  });
});
