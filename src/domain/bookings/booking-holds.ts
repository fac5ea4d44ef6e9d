// Who a booking is for and how long it holds its slot (issue 33): the same rules as a reservation's hold. A booking
// whose contact is proven (a signed-in session, or a contact proof from a code) is confirmed at once; any other
// holds its slot unconfirmed for the tenant's `bookings.unconfirmedHoldMinutes` while the shopper confirms with the
// link e-mailed to the address typed, and is released when that time runs out. One contact (the e-mail, the phone)
// has at most `bookings.maxFutureBookingsPerContact` future bookings on a site. Pure: time comes in as an argument.
import { normalisePhone } from '../locations/phone.ts';

export const BOOKING_STATUSES = ['unconfirmed', 'confirmed', 'cancelled', 'released'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What a booking counts against: the lower-case e-mail and the phone's digits (the signed-in number first). */
export type BookingContacts = { email: string; phone: string | null };

/**
 * The keys a booking counts against.
 * @example bookingContacts({ email: ' Jane@Example.com ', phone: '+61 412 345 678' }, null) // { email: 'jane@example.com', phone: '0412345678' }
 * @example bookingContacts({ email: 'jane@example.com' }, '0412345678') // { email: 'jane@example.com', phone: '0412345678' }
 */
export function bookingContacts(typed: { email: string; phone?: string | undefined }, sessionPhone: string | null): BookingContacts {
  const phone = sessionPhone ?? (typed.phone ? normalisePhone(typed.phone) : '');
  return { email: typed.email.trim().toLowerCase(), phone: phone === '' ? null : phone };
}

/**
 * When an unconfirmed booking lets its slot go (null: confirmed at once).
 * @example holdUntil(new Date('2026-11-28T10:00:00Z'), false, 30) // Date 2026-11-28T10:30:00Z
 */
export function holdUntil(now: Date, proven: boolean, holdMinutes: number): Date | null {
  return proven ? null : new Date(now.getTime() + holdMinutes * 60_000);
}

/** A booking as far as its slot and its contact's cap care. */
export type BookingState = { status: BookingStatus; startsAt: Date; holdExpiresAt: Date | null };

/**
 * Whether a booking still takes its slot: confirmed, or unconfirmed within its hold.
 * @example holdsSlot({ status: 'unconfirmed', startsAt, holdExpiresAt: new Date(0) }, new Date()) // false
 */
export function holdsSlot(booking: BookingState, now: Date): boolean {
  if (booking.status === 'confirmed') return true;
  return booking.status === 'unconfirmed' && booking.holdExpiresAt !== null && booking.holdExpiresAt > now;
}

/** Whether a booking counts against its contact's cap: it holds its slot, and the slot is still to come. */
export const countsAgainstCap = (booking: BookingState, now: Date): boolean => holdsSlot(booking, now) && booking.startsAt > now;

/** Whether the shopper (or the operator) may still cancel: it holds its slot and the slot has not started. */
export const mayCancel = countsAgainstCap;

/** Whether the shopper may still confirm: unconfirmed, within its hold, slot to come. */
export const mayConfirm = (booking: BookingState, now: Date): boolean => booking.status === 'unconfirmed' && countsAgainstCap(booking, now);

export const BOOKING_HOLD_TEXT = {
  confirmed: 'Your booking is confirmed.',
  alreadyConfirmed: 'Your booking was already confirmed.',
  cancelled: 'Your booking is cancelled and the time is free for someone else.',
  notFound: 'We could not find that booking. Please use the link in your e-mail as it is.',
  tooLateToConfirm: 'This booking can no longer be confirmed: its hold has ended or it was cancelled. Please book again.',
  tooLateToCancel: 'This booking can no longer be cancelled online. Please call us.',
} as const;

/**
 * The refusal when a contact already has as many future bookings as the site allows.
 * @example bookingCapMessage(3) // 'You already have 3 bookings coming up with us. Cancel one with the link in its e-mail, or call us, to book another.'
 */
export function bookingCapMessage(max: number): string {
  return `You already have ${max === 1 ? 'a booking' : `${max} bookings`} coming up with us. Cancel one with the link in its e-mail, or call us, to book another.`;
}

/**
 * What the shopper is told after booking.
 * @example bookedMessage('jane@example.com', new Date('2026-11-28T10:30:00Z'), 30) // 'We have held this time for 30 minutes: confirm it with the link we e-mailed to jane@example.com.'
 */
export function bookedMessage(email: string, holdExpiresAt: Date | null, holdMinutes: number): string {
  return holdExpiresAt ? `We have held this time for ${holdMinutes} minutes: confirm it with the link we e-mailed to ${email}.` : BOOKING_HOLD_TEXT.confirmed;
}
