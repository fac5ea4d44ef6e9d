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
