// Locations shaped as the tenant schema gives them, for the location rules' tests: Harbour Toyota's three sites
// (a sales yard with its own service hours, a service centre and a parts counter) and a small group in two states.
import type { WeeklyHoursEntry } from './day-hours.ts';

const week = (open: string, close: string, saturday: [string, string] | null): WeeklyHoursEntry[] => [
  { weekday: 0, status: 'Closed' },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open, close })),
  saturday ? { weekday: 6, status: 'Open', open: saturday[0], close: saturday[1] } : { weekday: 6, status: 'Closed' },
];
export const SALES_WEEK = week('08:30', '17:30', ['08:30', '16:00']);
export const SERVICE_WEEK = week('07:30', '16:30', null);
export const PARTS_WEEK = week('08:00', '16:00', null);

const base = { primary: false, visible: true, dealership_id: 1, special_hours: [] };
export const harbourSales = {
  ...base,
  id: 11,
  name: 'Harbour Toyota Newcastle West',
  slug: 'harbour-toyota-newcastle-west',
  primary: true,
  location_type: 'sales' as const,
  phone: '(02) 5550 4180',
  average_rating: 4.7,
  review_count: 1284,
  dealer_license_number: 'MD058213',
  address: { street: '846 Hunter Street', city: 'Newcastle West', state: 'NSW' as const, postcode: '2302', lat: -32.9262, long: 151.7593 },
  opening_hours: SALES_WEEK,
  service_hours: SERVICE_WEEK,
};
export const harbourService = {
  ...base,
  id: 12,
  name: 'Harbour Toyota Service Centre',
  slug: 'harbour-toyota-service-centre',
  location_type: 'service' as const,
  phone: '(02) 5550 4181',
  address: { street: '31 Lambton Road', city: 'Broadmeadow', state: 'NSW' as const, postcode: '2292', lat: -32.923, long: 151.734 },
  opening_hours: SERVICE_WEEK,
  service_hours: undefined,
};
export const harbourParts = {
  ...base,
  id: 13,
  name: 'Harbour Toyota Parts',
  slug: 'harbour-toyota-parts',
  location_type: 'parts' as const,
  phone: '(02) 5550 4182',
  address: { street: '25 Railway Street', city: 'Wickham', state: 'NSW' as const, postcode: '2293', lat: -32.92, long: 151.757 },
  opening_hours: PARTS_WEEK,
  service_hours: undefined,
};
export const HARBOUR = [harbourParts, harbourService, harbourSales];

/** A two-state group: Brisbane and Gold Coast yards of one dealership, a Sydney yard of another, and hidden one. */
export const GROUP = [
  {
    ...harbourSales,
    id: 21,
    dealership_id: 2,
    primary: true,
    name: 'Group Brisbane',
    slug: 'group-brisbane',
    service_hours: undefined,
    address: { ...harbourSales.address, state: 'QLD' as const, city: 'Windsor', postcode: '4030', lat: -27.433, long: 153.03 },
  },
  {
    ...harbourService,
    id: 22,
    dealership_id: 2,
    name: 'Group Gold Coast Service',
    slug: 'group-gold-coast-service',
    address: { ...harbourService.address, state: 'QLD' as const, city: 'Southport', postcode: '4215', lat: -27.967, long: 153.4 },
  },
  {
    ...harbourSales,
    id: 23,
    dealership_id: 3,
    primary: false,
    name: 'Group Parramatta',
    slug: 'group-parramatta',
    service_hours: undefined,
    address: { ...harbourSales.address, city: 'Parramatta', postcode: '2150', lat: -33.815, long: 151.0011 },
  },
  { ...harbourParts, id: 24, dealership_id: 3, visible: false, name: 'Group Hidden Parts', slug: 'group-hidden-parts' },
];
