// What a location card shows (spec 2 section 2, Location card): heading, the optional header image, address,
// phone, 'Parts Enquiry' for parts locations, opening hours (Sales and Service apart where a yard has both), the
// dealer licence (DL:) and repairer (MRB:) numbers, the star rating to one decimal with the review count in
// thousands, and 'Get Directions'. One model for every place the card is used.
import { formatNumber } from '../money.ts';
import type { LocationPagesConfig } from '../tenant/schema/location-pages.ts';
import type { Location } from '../tenant/schema/location.ts';
import { timeZoneOfState } from '../time/zoned-time.ts';
import type { SpecialHoursEntry, WeeklyHoursEntry } from './day-hours.ts';
import { specialHoursFrom } from './holiday-hours.ts';
import { locationPath } from './location-routes.ts';
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
  typeLabel: string;
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

const TYPE_LABELS: Readonly<Record<Location['location_type'], string>> = {
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
  'service-and-parts': 'Service and Parts',
  'car-buying': 'Car Buying',
};

/**
 * Where 'Get Directions' goes: the dealer's own map link (its place page) when it has one, else directions to the
 * location's point.
 * @example directionsUrl({ lat: -32.9262, long: 151.7593 }) // 'https://www.google.com/maps/dir/?api=1&destination=-32.9262%2C151.7593'
 */
export function directionsUrl(address: { lat: number; long: number; place_url?: string | undefined }): string {
  return address.place_url ?? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${address.lat},${address.long}`)}`;
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
  const own = TYPE_LABELS[location.location_type];
  const hours: Omit<CardHours, 'code'>[] = location.service_hours
    ? [
        { key: location.location_type, title: `${own} Hours`, rows: weeklyHoursRows(location.opening_hours), schedule: schedule(location.opening_hours) },
        { key: 'service', title: 'Service Hours', rows: weeklyHoursRows(location.service_hours), schedule: schedule(location.service_hours) },
      ]
    : [{ key: location.location_type, title: 'Opening Hours', rows: weeklyHoursRows(location.opening_hours), schedule: schedule(location.opening_hours) }];
  const { street, city, state, postcode } = location.address;
  const href = locationPath(options.routePrefix, location.slug);
  const sellsParts = location.location_type === 'parts' || location.location_type === 'service-and-parts';
  const rated = location.average_rating !== undefined && location.review_count !== undefined && location.review_count > 0;
  const ratingValue = rated ? location.average_rating!.toFixed(1) : '';
  return {
    id: location.id,
    name: location.name,
    href,
    typeLabel: own,
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
          count: formatNumber(location.review_count!),
          stars: location.average_rating!,
          label: `Rated ${ratingValue} out of 5 from ${formatNumber(location.review_count!)} ${location.review_count === 1 ? 'review' : 'reviews'}`,
        }
      : null,
    directions: { href: directionsUrl(location.address), newTab: options.directionsTarget === 'new-tab' },
  };
}
