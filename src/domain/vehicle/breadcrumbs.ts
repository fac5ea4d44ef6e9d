import { similarSearchPath, typeSearchPath, type SearchPathOptions } from '../search/url-state.ts';
import { carTypeLabel } from './availability.ts';
import { slugify } from './slug.ts';
import type { Vehicle } from './vehicle.ts';

export type Crumb = { label: string; href: string };

/**
 * Home, car type, make, model, body, then the car (spec 2 section 2 "Other screens"); search links in the tenant's
 * path style (`paths.usedCarVariant`: `/used-car/used/`).
 * `built` says which search pages the site has: a crumb whose search has no page (a sold car's model) is left out.
 * @example breadcrumbs(usedRanger, 'Used').map((c) => c.label) // ['Home', 'Used', 'Ford', 'Ranger', 'Ute', '2020 Ford Ranger XLT']
 */
export function breadcrumbs(
  vehicle: Pick<Vehicle, 'carType' | 'make' | 'model' | 'simpleBody' | 'slug' | 'year' | 'badge'>,
  usedLabel: string,
  paths: SearchPathOptions = {},
  built: (path: string) => boolean = () => true,
): Crumb[] {
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: carTypeLabel(vehicle.carType, usedLabel), href: typeSearchPath(vehicle.carType, paths) },
    { label: vehicle.make, href: `/search/${slugify(vehicle.make)}` },
    { label: vehicle.model, href: similarSearchPath({ car_type: vehicle.carType, make: vehicle.make, model: vehicle.model }, paths) },
  ];
  if (vehicle.simpleBody) crumbs.push({ label: vehicle.simpleBody, href: `/search/${slugify(vehicle.simpleBody)}` });
  const linked = crumbs.filter((crumb, index) => index === 0 || built(crumb.href));
  linked.push({ label: [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' '), href: `/cars/${vehicle.slug}` });
  return linked;
}
