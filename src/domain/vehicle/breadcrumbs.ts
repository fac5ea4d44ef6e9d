import { similarSearchPath, typeSearchPath, type SearchPathOptions } from '../search/url-state.ts';
import { carTypeLabel } from './availability.ts';
import { slugify } from './slug.ts';
import type { Vehicle } from './vehicle.ts';

export type Crumb = { label: string; href: string };

/**
 * Home, car type, make, model, body, then the car (spec 2 section 2 "Other screens"); search links in the tenant's
 * path style (`paths.usedCarVariant`: `/used-car/used/`). With `paths.hasPage`, a crumb whose search page the site
 * does not build is left out (a sold car's model may have no stock left); the model falls back to the make and
 * model search first.
 * @example breadcrumbs(usedRanger, 'Used').map((c) => c.label) // ['Home', 'Used', 'Ford', 'Ranger', 'Ute', '2020 Ford Ranger XLT']
 */
export function breadcrumbs(
  vehicle: Pick<Vehicle, 'carType' | 'make' | 'model' | 'simpleBody' | 'slug' | 'year' | 'badge'>,
  usedLabel: string,
  paths: SearchPathOptions & { hasPage?: (path: string) => boolean } = {},
): Crumb[] {
  const { hasPage = () => true, ...style } = paths;
  const make = slugify(vehicle.make);
  const modelHref = [
    similarSearchPath({ car_type: vehicle.carType, make: vehicle.make, model: vehicle.model }, style),
    `/search/${make}/${slugify(vehicle.model)}`,
  ].find(hasPage);
  const searches: Array<{ label: string; href: string | undefined }> = [
    { label: carTypeLabel(vehicle.carType, usedLabel), href: typeSearchPath(vehicle.carType, style) },
    { label: vehicle.make, href: `/search/${make}` },
    { label: vehicle.model, href: modelHref },
    ...(vehicle.simpleBody ? [{ label: vehicle.simpleBody, href: `/search/${slugify(vehicle.simpleBody)}` }] : []),
  ];
  return [
    { label: 'Home', href: '/' },
    ...searches.filter((crumb): crumb is Crumb => crumb.href !== undefined && hasPage(crumb.href)),
    { label: [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' '), href: `/cars/${vehicle.slug}` },
  ];
}
