import { displayDate } from '../time/display-date.ts';
import { weekdayOf } from '../time/zoned-time.ts';
import type { LeadBooking } from './booking-request.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A booking as the dealer's e-mail and the shopper read it.
 * @example describeBooking({ date: '2026-11-25', label: '9:30 am', locationName: 'Acme Motors Geelong', ... }) // 'Wednesday 25 November 2026, 9:30 am at Acme Motors Geelong'
 */
export function describeBooking(booking: Pick<LeadBooking, 'date' | 'label' | 'locationName'>): string {
  return `${WEEKDAYS[weekdayOf(booking.date)]} ${displayDate(booking.date)}, ${booking.label} at ${booking.locationName}`;
}

const STATUS_WORDS = {
  unconfirmed: 'Held, waiting for the shopper to confirm with the link we e-mailed them (released if not confirmed in time)',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  released: 'Released: the shopper did not confirm in time',
} as const;

/**
 * A stored booking's status as the dealer's e-mail shows it; null for a booking stored before bookings had one.
 * @example bookingStatusText({ status: 'confirmed' }) // 'Confirmed'
 */
export function bookingStatusText(booking: Pick<LeadBooking, 'status'>): string | null {
  return booking.status ? STATUS_WORDS[booking.status] : null;
}
