import type { MenuItem } from './tenant/schema/content.ts';
import { CAR_TYPE_ORDER, carTypeLabel } from './vehicle/availability.ts';
import { DEFAULT_SEARCH_PATH, emptySearchState, searchUrl, type SearchPathOptions } from './search/url-state.ts';
import { slugify } from './vehicle/slug.ts';
import type { Vehicle } from './vehicle/vehicle.ts';

export type NavLink = { label: string; href: string };
export type NavItem = NavLink | { label: string; children: NavLink[] };

/** The search path of one car type, in the tenant's style (`/search/used-cars`, or `/used-car/used/`). */
const typePath = (type: Vehicle['carType'], options: SearchPathOptions) => searchUrl({ ...emptySearchState('relevance'), refinements: { car_type: [type] } }, 'relevance', options);

/** Stock links by car type that has cars, in display order new, demo, used. */
export function stockLinks(vehicles: readonly Pick<Vehicle, 'carType'>[], usedLabel: string, options: SearchPathOptions = {}): NavLink[] {
  const types = new Set(vehicles.map((v) => v.carType));
  const links = CAR_TYPE_ORDER.filter((type) => types.has(type)).map((type) => ({ label: `${carTypeLabel(type, usedLabel)} Cars`, href: typePath(type, options) }));
  return [{ label: 'All Stock', href: DEFAULT_SEARCH_PATH }, ...links];
}

/** The makes with the most cars, for the Vehicles dropdown, linking to `/search/{make}`. */
export function makeLinks(vehicles: readonly Pick<Vehicle, 'make'>[], limit = 12): NavLink[] {
  const counts = new Map<string, number>();
  for (const vehicle of vehicles) counts.set(vehicle.make, (counts.get(vehicle.make) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([make]) => ({ label: make, href: `/search/${slugify(make)}` }));
}

/**
 * Expands a configured menu: dynamic entries become the stock or model lists built from the feed.
 * @example buildMenu([{ label: 'Our Stock', dynamic: 'stock' }], cars, 'Used')
 */
export function buildMenu(items: readonly MenuItem[], vehicles: readonly Pick<Vehicle, 'make' | 'carType'>[], usedLabel: string, options: SearchPathOptions = {}): NavItem[] {
  return items.flatMap((item): NavItem[] => {
    if (item.dynamic === 'stock') return [{ label: item.label, children: stockLinks(vehicles, usedLabel, options) }];
    if (item.dynamic === 'models') {
      const links = makeLinks(vehicles);
      return links.length ? [{ label: item.label, children: links }] : [];
    }
    if (item.children) return [{ label: item.label, children: item.children.filter((c) => c.href).map((c) => ({ label: c.label, href: c.href! })) }];
    return item.href ? [{ label: item.label, href: item.href }] : [];
  });
}
