// What a location card shows (spec 2 section 2, Location card): heading, the optional header image, address,
// phone, 'Parts Enquiry' for parts locations, opening hours (Sales and Service apart where a yard has both), the
// dealer licence (DL:) and repairer (MRB:) numbers, the star rating to one decimal with the review count in
// thousands (from location-reviews.ts), and 'Get Directions' (maps-links.ts). One model for every place the card is used.
import { formatNumber } from '../money.ts';
import type { LocationPagesConfig } from '../tenant/schema/location-pages.ts';
import type { Location, LocationType } from '../tenant/schema/location.ts';
import { timeZoneOfState } from '../time/zoned-time.ts';
import type { SpecialHoursEntry, WeeklyHoursEntry } from './day-hours.ts';
import { specialHoursFrom } from './holiday-hours.ts';
import { locationRating } from './location-reviews.ts';
import { locationPath } from './location-routes.ts';
import { directionsUrl } from './maps-links.ts';
import { formatPhone, telHref } from './phone.ts';
import { encodeSchedule } from './schedule-code.ts';
import { weeklyHoursRows, type HoursRow } from './weekly-hours.ts';

/** What the browser needs to say 'open now' for one set of hours (src/client/location-hours.ts). */
export type HoursScheduleData = { zone: string; weekly: WeeklyHoursEntry[]; special: SpecialHoursEntry[] };
/** One department's hours; `code` is the schedule as the page hands it to the browser (schedule-code.ts). */
export type CardHours = { key: string; title: string; rows: HoursRow[]; schedule: HoursScheduleData; code: string };
export type CardPhone = { text: string; href: string | null };

export type LocationCardView = {
  id: number;
  name: string;
  /** The location's own page. */
  href: string;
  /** 'Sales', 'Sales and Car Buying' (a `buying` subtype)...; null for a location without a type. */
  typeLabel: string | null;
  image: string | null;
  address: { street: string; locality: string; oneLine: string };
  phone: CardPhone;
  landline: CardPhone | null;
  partsEnquiryHref: string | null;
  hours: CardHours[];
  dealerLicence: string | null;
  repairer: string | null;
  rating: { value: string; count: string; stars: number; label: string } | null;
  directions: { href: string; newTab: boolean };
};

const TYPE_LABELS: Readonly<Record<LocationType, string>> = {
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
  'service-and-parts': 'Service and Parts',
  'car-buying': 'Car Buying',
};

/**
 * The card's type line: the type's label, with 'and Car Buying' for a yard whose subtype says it buys cars.
 * @example typeLabel({ location_type: 'sales', location_subtype: ['buying'] }) // 'Sales and Car Buying'
 * @example typeLabel({ location_type: null, location_subtype: [] }) // null
 */
export function typeLabel(location: Pick<Location, 'location_type' | 'location_subtype'>): string | null {
  const own = location.location_type ? TYPE_LABELS[location.location_type] : null;
  if (!location.location_subtype.includes('buying') || location.location_type === 'car-buying') return own;
  return own ? `${own} and Car Buying` : TYPE_LABELS['car-buying'];
}

const phoneOf = (raw: string): CardPhone => ({ text: formatPhone(raw), href: telHref(raw) });

export type CardOptions = Pick<LocationPagesConfig, 'routePrefix' | 'directionsTarget'> & {
  /** The site's parts page, when it has one; else 'Parts Enquiry' goes to the location page's enquiry form. */
  partsPagePath: string | null;
  /** The build's day (`YYYY-MM-DD`): special entries before it are left out. */
  today: string;
};

/** The id of the enquiry form on a location's page, the 'Parts Enquiry' link's fallback target. */
export const LOCATION_ENQUIRY_ID = 'location-enquiry';

/**
 * The card for one location.
 * @example locationCardView(harbourSales, options).hours.map((h) => h.title) // ['Sales Hours', 'Service Hours']
 * @example locationCardView(harbourSales, options).rating // { value: '4.7', count: '1,284', stars: 4.7, label: 'Rated 4.7 out of 5 from 1,284 reviews' }
 */
export function locationCardView(location: Location, options: CardOptions): LocationCardView {
  const zone = timeZoneOfState(location.address.state);
  const special = specialHoursFrom(location.special_hours, options.today);
  const schedule = (weekly: readonly WeeklyHoursEntry[]): HoursScheduleData => ({ zone, weekly: [...weekly], special });
  // A location without a type keys its hours as 'general' and titles them 'Opening Hours'.
  const key = location.location_type ?? 'general';
  const own = location.location_type ? TYPE_LABELS[location.location_type] : 'Opening';
  const hours: Omit<CardHours, 'code'>[] = location.service_hours
    ? [
        { key, title: `${own} Hours`, rows: weeklyHoursRows(location.opening_hours), schedule: schedule(location.opening_hours) },
        { key: 'service', title: 'Service Hours', rows: weeklyHoursRows(location.service_hours), schedule: schedule(location.service_hours) },
      ]
    : [{ key, title: 'Opening Hours', rows: weeklyHoursRows(location.opening_hours), schedule: schedule(location.opening_hours) }];
  const { street, city, state, postcode } = location.address;
  const href = locationPath(options.routePrefix, location.slug);
  const sellsParts = location.location_type === 'parts' || location.location_type === 'service-and-parts';
  const rated = locationRating(location);
  const ratingValue = rated ? rated.average.toFixed(1) : '';
  return {
    id: location.id,
    name: location.name,
    href,
    typeLabel: typeLabel(location),
    image: location.image ?? null,
    address: { street, locality: `${city} ${state} ${postcode}`, oneLine: `${street}, ${city} ${state} ${postcode}` },
    phone: phoneOf(location.phone),
    landline: location.landline_phone ? phoneOf(location.landline_phone) : null,
    partsEnquiryHref: sellsParts ? (options.partsPagePath ?? `${href}#${LOCATION_ENQUIRY_ID}`) : null,
    hours: hours.filter((section) => section.rows.length > 0).map((section) => ({ ...section, code: encodeSchedule(section.schedule) })),
    dealerLicence: location.dealer_license_number ?? null,
    repairer: location.motor_vehicle_repairer ?? null,
    rating: rated
      ? {
          value: ratingValue,
          count: formatNumber(rated.count),
          stars: rated.average,
          label: `Rated ${ratingValue} out of 5 from ${formatNumber(rated.count)} ${rated.count === 1 ? 'review' : 'reviews'}`,
        }
      : null,
    directions: { href: directionsUrl(location.address), newTab: options.directionsTarget === 'new-tab' },
  };
}
