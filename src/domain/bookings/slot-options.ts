// The slot picker's choices in the browser: which locations it offers for a booking, and how it asks for a day's
// free slots (GET /api/appointments).
import type { PublicBookings, PublicTenant } from '../tenant/public-tenant.ts';
import type { BookingKind } from './booking-fields.ts';

export type SlotLocation = { id: number; slug: string; name: string };

/**
 * The locations a booking form offers, by name: those that take the kind; for a make, the ones that sell it when
 * any does; for a car's dealership, that dealership's first.
 * @example slotLocations(publicTenant, 'test-drive', { make: 'Kia', dealershipSlug: null }).map((l) => l.slug) // ['bayside-kia-...', ...]
 */
export function slotLocations(
  tenant: Pick<PublicTenant, 'locations' | 'bookings'>,
  kind: BookingKind,
  choice: { make: string | null; dealershipSlug: string | null },
): SlotLocation[] {
  const bookings: PublicBookings = tenant.bookings[kind];
  const makes = new Map(bookings.locations.map((entry) => [entry.id, entry.makes]));
  let offered = tenant.locations.filter((location) => makes.has(location.id));
  const make = choice.make?.toLowerCase();
  if (make) {
    const selling = offered.filter((location) => makes.get(location.id)!.some((m) => m.toLowerCase() === make));
    if (selling.length) offered = selling;
  }
  const own = (location: (typeof offered)[number]) => (choice.dealershipSlug && location.dealership_slug === choice.dealershipSlug ? 0 : 1);
  return [...offered].sort((a, b) => own(a) - own(b) || a.name.localeCompare(b.name)).map(({ id, slug, name }) => ({ id, slug, name }));
}

/**
 * The appointment request for a location and date.
 * @example appointmentsUrl('service', 12, '2026-11-25') // '/api/appointments?location_id=12&date=2026-11-25&kind=service'
 */
export function appointmentsUrl(kind: BookingKind, locationId: number, date: string): string {
  return `/api/appointments?${new URLSearchParams({ location_id: String(locationId), date, kind })}`;
}

/**
 * The date field's value: the date and time when both are chosen, the date alone when only it is (the form then
 * asks for a time), nothing before a date.
 * @example bookingValue('2026-11-25', '09:30') // '2026-11-25T09:30'
 */
export function bookingValue(date: string, time: string): string {
  return date && time ? `${date}T${time}` : date;
}
