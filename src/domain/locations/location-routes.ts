// Where a location's page lives (spec 2 section 2): `{prefix}/{location slug}` with the tenant's prefix
// (`/contact-us` by default, or `/our-location`, `/locations`), and the older link forms that redirect (301) to it:
// `/contact-us/{name slug}`, the location's name with a trailing sales, service or parts suffix removed, and the
// `/contact-us/{slug}` form when the tenant's prefix is another one.
import { slugify } from '../vehicle/slug.ts';
import type { LocationRoutePrefix } from '../tenant/schema/location-pages.ts';
import { sortLocations, type ListedLocation } from './location-list.ts';

/** The link form the spec names for every site, whatever its prefix. */
export const CONTACT_US_PREFIX = '/contact-us';
/** The dealer locator, built for tenants with more than one visible location (spec 1 section 2). */
export const DEALER_LOCATOR_PATH = '/dealer-locator';

/**
 * A location page's path.
 * @example locationPath('/contact-us', 'harbour-toyota-parts') // '/contact-us/harbour-toyota-parts'
 */
export const locationPath = (prefix: LocationRoutePrefix, slug: string): string => `${prefix}/${slug}`;

// 'Sales', 'Service' or 'Parts' at the end of the name, alone or as 'Service Centre' / 'Parts Department' (the way
// dealers name a department), or 'Service and Parts'; a dash or brackets around it go too.
const DEPARTMENT_SUFFIX = /[\s\-–(]+(?:service\s*(?:and|&)\s*parts|sales|service|parts)(?:\s+(?:centre|center|department|dept\.?))?\)?\s*$/i;

/**
 * The name slug of a location: its name without a trailing department suffix, slugified.
 * @example nameSlug('Harbour Toyota Parts') // 'harbour-toyota'
 * @example nameSlug('Bayside Ford Penrith Service Centre') // 'bayside-ford-penrith'
 * @example nameSlug('Corner Car Yard Sunshine') // 'corner-car-yard-sunshine'
 */
export function nameSlug(name: string): string {
  const stripped = name.replace(DEPARTMENT_SUFFIX, '');
  return slugify(stripped.trim() === '' ? name : stripped);
}

/**
 * Every page the locations add to a site: each visible location's page, and the dealer locator for more than one.
 * @example locationPagePathsOf(harbour.locations, '/contact-us') // ['/contact-us/harbour-toyota-newcastle-west', ..., '/dealer-locator']
 */
export function locationPagePathsOf(locations: readonly { slug: string; visible?: boolean }[], prefix: LocationRoutePrefix): string[] {
  const shown = locations.filter((location) => location.visible !== false);
  return [...shown.map((location) => locationPath(prefix, location.slug)), ...(shown.length > 1 ? [DEALER_LOCATOR_PATH] : [])];
}

export type LocationRedirect = { from: string; to: string };

/**
 * The redirects (301) to the locations' pages. Where several locations share a name slug, the link goes to the
 * first of them in the spec's order (sales, service, parts); a path that is another location's own page never
 * redirects.
 * @example locationRedirects([{ id: 13, name: 'Harbour Toyota Parts', slug: 'harbour-toyota-parts', location_type: 'parts' }], '/contact-us')
 *   // [{ from: '/contact-us/harbour-toyota', to: '/contact-us/harbour-toyota-parts' }]
 */
export function locationRedirects(locations: readonly (ListedLocation & { slug: string })[], prefix: LocationRoutePrefix): LocationRedirect[] {
  const pages = new Set(locations.map((location) => locationPath(prefix, location.slug)));
  const redirects = new Map<string, string>();
  const add = (from: string, to: string) => {
    if (from !== to && !pages.has(from) && !redirects.has(from)) redirects.set(from, to);
  };
  for (const location of sortLocations(locations)) {
    const page = locationPath(prefix, location.slug);
    add(locationPath(CONTACT_US_PREFIX, location.slug), page);
    add(locationPath(CONTACT_US_PREFIX, nameSlug(location.name)), page);
    add(locationPath(prefix, nameSlug(location.name)), page);
  }
  return [...redirects].map(([from, to]) => ({ from, to })).sort((a, b) => a.from.localeCompare(b.from));
}
