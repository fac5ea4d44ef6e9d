// The slot a test-drive or service lead asks for: its date field ('Test Drive Booking Date', 'Service Booking
// Date') read as the location's wall clock, checked against the location's slots now. A lead without a date is a
// request to be called back and books nothing (spec 1 section 5: the date is not required).
import type { LeadSubmission } from '../leads/schemas.ts';
import type { BookingsConfig } from '../tenant/schema/bookings.ts';
import type { Location } from '../tenant/schema/location.ts';
import { timeZoneOfState, zonedParts } from '../time/zoned-time.ts';
import type { BookingStatus } from './booking-holds.ts';
import { BOOKING_DATE_FIELD, BOOKING_TEXT, type BookingKind } from './booking-fields.ts';
import { checkSlot, SLOT_TEXT, type Slot } from './slots.ts';

export { BOOKING_DATE_FIELD, BOOKING_TEXT };

/**
 * What the lead records of its booking (payload.booking) and the dealer's e-mail shows. A stored booking adds its
 * id, its status (unconfirmed until `holdExpiresAt`, confirmed, cancelled, released) and the site origin its
 * shopper's links point to.
 */
export type LeadBooking = {
  kind: BookingKind;
  locationId: number;
  locationName: string;
  start: string;
  date: string;
  time: string;
  label: string;
  id?: string;
  status?: BookingStatus;
  holdExpiresAt?: string | null;
  origin?: string;
};

export type BookingRequest =
  { kind: 'none' } | { kind: 'refused'; field: string; message: string } | { kind: 'slot'; booking: LeadBooking; capacity: number; slot: Slot };

const LOCAL = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/;

/** The location's date and time of a date field's value; null when it names no time. */
function wallTime(value: string, timeZone: string): { date: string; time: string } | null {
  const local = LOCAL.exec(value.trim());
  if (local) return { date: local[1]!, time: local[2]! };
  if (!/[T ]\d{2}:\d{2}/.test(value)) return null;
  const instant = new Date(value.replace(' ', 'T'));
  if (Number.isNaN(instant.getTime())) return null;
  const parts = zonedParts(instant, timeZone);
  return { date: parts.date, time: `${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}` };
}

/**
 * The booking a lead asks for, at the location it names (or its car's), as of `now`.
 * @example bookingRequest({ kind: 'test-drive', 'Test Drive Booking Date': '2026-11-25T09:00', ... }, yard, rules, now)
 *   // { kind: 'slot', booking: { kind: 'test-drive', locationId: 10, start: '2026-11-24T22:00:00.000Z', date: '2026-11-25', time: '09:00', ... }, capacity: 1, ... }
 */
export function bookingRequest(lead: LeadSubmission, location: Location | undefined, bookings: BookingsConfig, now: Date): BookingRequest {
  if (lead.kind !== 'test-drive' && lead.kind !== 'service') return { kind: 'none' };
  const kind: BookingKind = lead.kind;
  const field = BOOKING_DATE_FIELD[kind];
  const value = (lead as Record<string, unknown>)[field];
  if (typeof value !== 'string' || value.trim() === '') return { kind: 'none' };
  if (!location) return { kind: 'refused', field: 'location', message: SLOT_TEXT.noLocation };
  const wall = wallTime(value, timeZoneOfState(location.address.state));
  if (!wall) return { kind: 'refused', field, message: BOOKING_TEXT.timeRequired };
  const rules = kind === 'test-drive' ? bookings.testDrive : bookings.service;
  const checked = checkSlot({ location, kind, date: wall.date, rules, now }, wall.time);
  if (!checked.ok) return { kind: 'refused', field, message: checked.reason };
  const { slot } = checked;
  return {
    kind: 'slot',
    capacity: rules.capacityPerSlot,
    slot,
    booking: { kind, locationId: location.id, locationName: location.name, start: slot.start, date: slot.date, time: slot.time, label: slot.label },
  };
}
