// A location's departments and the location type selector (spec 2 section 2): Sales, Service and Parts, each the
// dealership's location for it nearest to this one (this one when it is such a location itself). A sales yard
// with its own service hours serves Service only where the dealership has no service location of its own.
import { haversineKm } from '../delivery/distance.ts';
import type { LocationBlockFilter } from '../tenant/schema/location-pages.ts';
import { inLocationBlock, type ListedLocation } from './location-list.ts';

export const DEPARTMENTS = ['sales', 'service', 'parts'] as const;
export type Department = (typeof DEPARTMENTS)[number];
export const DEPARTMENT_LABELS: Readonly<Record<Department, string>> = { sales: 'Sales', service: 'Service', parts: 'Parts' };

type DepartmentLocation = ListedLocation & { slug: string; dealership_id: number; address: { lat: number; long: number } };
/**
 * One option: the location serving the department, `current` on this location's own department, `inPage` for a
 * department this location serves besides its own (its service hours, shown further down its page).
 */
export type TypeOption = { department: Department; label: string; slug: string; current: boolean; inPage: boolean };

/** Locations whose own type serves the department (a service-and-parts location serves both). */
const ownTypeServes = (location: ListedLocation, department: Department): boolean =>
  inLocationBlock({ ...location, service_hours: undefined }, department as LocationBlockFilter);

/**
 * The type selector's options for `location`: one per department its dealership has, pointing at the location
 * that serves it (nearest first, by straight-line distance). Empty when every option is this location.
 * @example typeOptions(harbourSales, harbour.locations).map((o) => `${o.label}:${o.slug}`) // ['Sales:harbour-toyota-newcastle-west', 'Service:harbour-toyota-service-centre', 'Parts:harbour-toyota-parts']
 */
export function typeOptions<L extends DepartmentLocation>(location: L, locations: readonly L[]): TypeOption[] {
  const siblings = locations.filter((other) => other.visible !== false && other.dealership_id === location.dealership_id);
  const distance = (other: L) => (other.id === location.id ? -1 : haversineKm(location.address, other.address));
  const options = DEPARTMENTS.flatMap((department): TypeOption[] => {
    let serving = siblings.filter((other) => ownTypeServes(other, department));
    if (serving.length === 0 && department === 'service') serving = siblings.filter((other) => other.service_hours !== undefined);
    const target = [...serving].sort((a, b) => distance(a) - distance(b) || a.name.localeCompare(b.name))[0];
    if (!target) return [];
    const here = target.id === location.id;
    const own = here && ownTypeServes(location, department);
    return [{ department, label: DEPARTMENT_LABELS[department], slug: target.slug, current: own, inPage: here && !own }];
  });
  return new Set(options.map((option) => option.slug)).size > 1 ? options : [];
}
