import type { MenuItem } from './tenant/schema/content.ts';
import { CAR_TYPE_ORDER, carTypeLabel } from './vehicle/availability.ts';
import { DEFAULT_SEARCH_PATH, emptySearchState, searchUrl, type SearchPathOptions } from './search/url-state.ts';
import { slugify } from './vehicle/slug.ts';
import type { Vehicle } from './vehicle/vehicle.ts';

/** The brands directory and the models list (spec 1 section 2, spec 2 section 2). */
export const BRANDS_PATH = '/brands';
export const MODELS_PATH = '/models';

/** A menu link; `group` heads the links under it in a dropdown (the Vehicles menu's bodies). */
export type NavLink = { label: string; href: string; group?: string };
export type NavItem = NavLink | { label: string; children: NavLink[] };

/** The search path of one car type, in the tenant's style (`/search/used-cars`, or `/used-car/used/`). */
export const typePath = (type: Vehicle['carType'], options: SearchPathOptions) =>
  searchUrl({ ...emptySearchState('relevance'), refinements: { car_type: [type] } }, 'relevance', options);

/** Stock links by car type that has cars, in display order new, demo, used. */
export function stockLinks(vehicles: readonly Pick<Vehicle, 'carType'>[], usedLabel: string, options: SearchPathOptions = {}): NavLink[] {
  const types = new Set(vehicles.map((v) => v.carType));
  const links = CAR_TYPE_ORDER.filter((type) => types.has(type)).map((type) => ({
    label: `${carTypeLabel(type, usedLabel)} Cars`,
    href: typePath(type, options),
  }));
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
 * The Vehicles menu of a franchise dealer: its models grouped by body, in catalogue order, then All Models.
 * @example modelMenuLinks([{ name: 'RAV4', body: 'SUV', href: '/rav4' }], '/models') // [{ label: 'RAV4', href: '/rav4', group: 'SUV' }, { label: 'All Models', href: '/models' }]
 */
export function modelMenuLinks(models: readonly { name: string; body: string; href: string }[], allModelsHref: string): NavLink[] {
  const bodies = [...new Set(models.map((model) => model.body))];
  const grouped = bodies.flatMap((body) =>
    models.filter((model) => model.body === body).map((model) => ({ label: model.name, href: model.href, group: body })),
  );
  return grouped.length ? [...grouped, { label: 'All Models', href: allModelsHref }] : [];
}

/** Options of buildMenu: the tenant's search path style, and which site paths have a page. */
export type MenuOptions = SearchPathOptions & {
  /** False for a link to a page this site does not have: the link is left out (and a dropdown left empty too). */
  hasPage?: (href: string) => boolean;
  /** The Vehicles (`dynamic: 'models'`) links when the site has its own (a franchise's models, a group's brands); else the makes in stock. */
  vehicleLinks?: NavLink[];
  /** A link's target on this site, when it is not the one the menu names (/service to a brand's booking site). */
  rewrite?: (href: string) => string;
  /** The `locations` dropdown's links (src/domain/locations/location-menu.ts); none leaves the entry out. */
  locationLinks?: readonly NavLink[];
};

/**
 * Expands a configured menu: dynamic entries become the stock lists built from the feed and the Vehicles list (the
 * site's models or brands, else the makes in stock); links to pages
 * the site does not have are left out.
 * @example buildMenu([{ label: 'Our Stock', dynamic: 'stock' }], cars, 'Used')
 * @example buildMenu([{ label: 'Fleet', href: '/fleet' }], cars, 'Used', { hasPage: () => false }) // []
 */
export function buildMenu(
  items: readonly MenuItem[],
  vehicles: readonly Pick<Vehicle, 'make' | 'carType'>[],
  usedLabel: string,
  options: MenuOptions = {},
): NavItem[] {
  const { hasPage = () => true, rewrite = (href: string) => href, vehicleLinks, locationLinks = [], ...paths } = options;
  const linked = (href: string | undefined): href is string => Boolean(href) && hasPage(rewrite(href!));
  return items.flatMap((item): NavItem[] => {
    if (item.dynamic === 'stock') return [{ label: item.label, children: stockLinks(vehicles, usedLabel, paths) }];
    if (item.dynamic === 'locations') return locationLinks.length ? [{ label: item.label, children: [...locationLinks] }] : [];
    if (item.dynamic === 'models') {
      const links = vehicleLinks?.length ? vehicleLinks : makeLinks(vehicles);
      return links.length ? [{ label: item.label, children: links }] : [];
    }
    if (item.children) {
      const children = item.children.filter((child) => linked(child.href)).map((child) => ({ label: child.label, href: rewrite(child.href!) }));
      return children.length ? [{ label: item.label, children }] : [];
    }
    return linked(item.href) ? [{ label: item.label, href: rewrite(item.href) }] : [];
  });
}

/**
 * Whether a menu link has a page: links off the site (another host, mailto:, tel:, a fragment) always do; a site
 * path does when it is one of the site's pages or under a path whose pages are generated (cars, searches).
 * @example linkHasPage('/fleet', new Set(['/contact-us']), ['/search/']) // false
 * @example linkHasPage('/search/used-cars?page=2', new Set(), ['/search/']) // true
 */
export function linkHasPage(href: string, pages: ReadonlySet<string>, generatedUnder: readonly string[]): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return true;
  const path = href.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
  return pages.has(path) || generatedUnder.some((prefix) => path.startsWith(prefix));
}
