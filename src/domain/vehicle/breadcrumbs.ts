import { carTypeLabel } from './availability.ts';
import { slugify } from './slug.ts';
import type { Vehicle } from './vehicle.ts';

export type Crumb = { label: string; href: string };

/**
 * Home, car type, make, model, body, then the car (spec 2 section 2 "Other screens").
 * @example breadcrumbs(usedRanger, 'Used').map((c) => c.label) // ['Home', 'Used', 'Ford', 'Ranger', 'Ute', '2020 Ford Ranger XLT']
 */
export function breadcrumbs(vehicle: Pick<Vehicle, 'carType' | 'make' | 'model' | 'simpleBody' | 'slug' | 'year' | 'badge'>, usedLabel: string): Crumb[] {
  const typePath = `/search/${vehicle.carType}-cars`;
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: carTypeLabel(vehicle.carType, usedLabel), href: typePath },
    { label: vehicle.make, href: `/search/${slugify(vehicle.make)}` },
    { label: vehicle.model, href: `${typePath}/${slugify(vehicle.make)}/${slugify(vehicle.model)}` },
  ];
  if (vehicle.simpleBody) crumbs.push({ label: vehicle.simpleBody, href: `/search/${slugify(vehicle.simpleBody)}` });
  crumbs.push({ label: [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' '), href: `/cars/${vehicle.slug}` });
  return crumbs;
}
