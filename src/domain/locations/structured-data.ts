// schema.org JSON-LD for a location page (issue 17): an AutoDealer, AutoRepair or AutoPartsStore by its type, with
// address, geo, telephone, its weekly hours, its special (holiday) hours, its departments (a sales yard's own
// service hours, and the dealership's service and parts locations as linked pages) and an aggregateRating only
// when the location has a rating and a count of reviews (its `reviews` object first: location-reviews.ts). A
// location without a type is a plain AutomotiveBusiness.
import { minutesOfTime, type SpecialHoursEntry, type WeeklyHoursEntry } from './day-hours.ts';
import { WEEKDAY_NAMES } from './hours-text.ts';
import type { Department } from './departments.ts';
import { locationRating, type LocationRating } from './location-reviews.ts';

type LocationType = 'sales' | 'service' | 'parts' | 'service-and-parts' | 'car-buying';

const SCHEMA_TYPES: Readonly<Record<LocationType, string | string[]>> = {
  sales: 'AutoDealer',
  'car-buying': 'AutoDealer',
  service: 'AutoRepair',
  parts: 'AutoPartsStore',
  'service-and-parts': ['AutoRepair', 'AutoPartsStore'],
};
const DEPARTMENT_TYPES: Readonly<Record<Department, string>> = { sales: 'AutoDealer', service: 'AutoRepair', parts: 'AutoPartsStore' };

export type StructuredLocation = {
  name: string;
  location_type: LocationType | null;
  phone: string;
  image?: string | undefined;
  average_rating?: number | undefined;
  review_count?: number | undefined;
  reviews?: { average_rating: number; count: number; reviews: unknown[] } | undefined;
  address: { street: string; city: string; state: string; postcode: string; lat: number; long: number };
  opening_hours: readonly WeeklyHoursEntry[];
  service_hours?: readonly WeeklyHoursEntry[] | undefined;
};

export type StructuredContext = {
  /** The page's absolute URL; the location's `@id` is `<url>#location`. */
  url: string;
  /** Absolute URLs of the image and the directions link, when there are. */
  imageUrl: string | null;
  /** The dealer's logo (absolute URL), when it has one: the business's `logo`, and its `image` when the location has none. */
  logoUrl?: string | null;
  mapUrl: string;
  /** The dealership's other department pages (the type selector's other options). */
  departments: { department: Department; name: string; url: string }[];
  /** Telephone as written in E.164-ish form for machines (`+61255504180`). */
  telephone: string;
  /** Special entries to publish (today's and later). */
  special: readonly SpecialHoursEntry[];
};

/**
 * Weekly entries as OpeningHoursSpecification, days with the same hours together; closed days are left out.
 * @example openingHoursSpecification([{ weekday: 1, status: 'Open', open: '08:30', close: '17:30' }])
 *   // [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '08:30', closes: '17:30' }]
 */
export function openingHoursSpecification(weekly: readonly WeeklyHoursEntry[]) {
  const groups = new Map<string, number[]>();
  for (const entry of [...weekly].sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7))) {
    if (entry.status !== 'Open' || !entry.open || !entry.close) continue;
    // Open around the clock is 00:00 to 23:59 in schema.org (00:00 to 00:00 would read as closed).
    const key = `${entry.open}-${entry.open === entry.close ? '23:59' : entry.close}`;
    groups.set(key, [...(groups.get(key) ?? []), entry.weekday]);
  }
  return [...groups].map(([key, weekdays]) => {
    const [opens, closes] = key.split('-') as [string, string];
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays.map((weekday) => WEEKDAY_NAMES[weekday]), opens, closes };
  });
}

/**
 * Special entries as dated OpeningHoursSpecification; a closed day opens and closes at 00:00, as schema.org says.
 * @example specialOpeningHoursSpecification([{ date: '2026-12-25', status: 'Closed' }])
 *   // [{ '@type': 'OpeningHoursSpecification', validFrom: '2026-12-25', validThrough: '2026-12-25', opens: '00:00', closes: '00:00' }]
 */
export function specialOpeningHoursSpecification(special: readonly SpecialHoursEntry[]) {
  return special.map((entry) => {
    const open = entry.status === 'Open' && entry.open && entry.close;
    const closes = !open ? '00:00' : minutesOfTime(entry.open!) === minutesOfTime(entry.close!) ? '23:59' : entry.close;
    return { '@type': 'OpeningHoursSpecification', validFrom: entry.date, validThrough: entry.date, opens: open ? entry.open : '00:00', closes };
  });
}

/**
 * The location page's JSON-LD object.
 * @example locationStructuredData(harbourSales, context)['@type'] // 'AutoDealer'
 */
export function locationStructuredData(location: StructuredLocation, context: StructuredContext) {
  const id = `${context.url}#location`;
  const ownService = location.service_hours
    ? [
        {
          '@type': 'AutoRepair',
          name: `${location.name} Service`,
          telephone: context.telephone,
          openingHoursSpecification: openingHoursSpecification(location.service_hours),
        },
      ]
    : [];
  const linked = context.departments.map((department) => ({
    '@type': DEPARTMENT_TYPES[department.department],
    '@id': `${department.url}#location`,
    name: department.name,
    url: department.url,
  }));
  const rated: LocationRating | null = locationRating(location);
  return {
    '@context': 'https://schema.org',
    '@type': location.location_type ? SCHEMA_TYPES[location.location_type] : 'AutomotiveBusiness',
    '@id': id,
    name: location.name,
    url: context.url,
    ...(context.logoUrl ? { logo: context.logoUrl } : {}),
    ...(context.imageUrl || context.logoUrl ? { image: context.imageUrl ?? context.logoUrl } : {}),
    telephone: context.telephone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address.street,
      addressLocality: location.address.city,
      addressRegion: location.address.state,
      postalCode: location.address.postcode,
      addressCountry: 'AU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: location.address.lat, longitude: location.address.long },
    hasMap: context.mapUrl,
    openingHoursSpecification: openingHoursSpecification(location.opening_hours),
    ...(context.special.length ? { specialOpeningHoursSpecification: specialOpeningHoursSpecification(context.special) } : {}),
    ...(ownService.length || linked.length ? { department: [...ownService, ...linked] } : {}),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rated.average,
            reviewCount: rated.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
