import { describe, expect, it } from 'vitest';
import {
  bookedMessage,
  bookingCapMessage,
  bookingContacts,
  countsAgainstCap,
  holdsSlot,
  holdUntil,
  mayCancel,
  mayConfirm,
  type BookingState,
} from './booking-holds.ts';

const NOW = new Date('2026-11-28T10:00:00Z');
const LATER = new Date('2026-12-01T00:00:00Z');
const EARLIER = new Date('2026-11-27T00:00:00Z');
const booking = (status: BookingState['status'], holdExpiresAt: Date | null, startsAt = LATER): BookingState => ({ status, startsAt, holdExpiresAt });

describe('bookingContacts', () => {
  it.each([
    [{ email: ' Jane@Example.COM ', phone: '+61 412 345 678' }, null, { email: 'jane@example.com', phone: '0412345678' }],
    [{ email: 'jane@example.com', phone: '(03) 5550 4180' }, null, { email: 'jane@example.com', phone: '0355504180' }],
    [{ email: 'jane@example.com', phone: '0499 111 222' }, '0412345678', { email: 'jane@example.com', phone: '0412345678' }],
    [{ email: 'jane@example.com' }, null, { email: 'jane@example.com', phone: null }],
  ])('counts %o (session %s) as %o', (typed, session, expected) => {
    expect(bookingContacts(typed, session)).toEqual(expected);
  });
});

describe('holds', () => {
  it('confirms a proven contact at once and holds an unproven one for the set minutes', () => {
    expect(holdUntil(NOW, true, 30)).toBeNull();
    expect(holdUntil(NOW, false, 30)).toEqual(new Date('2026-11-28T10:30:00Z'));
  });

  it.each([
    ['confirmed', null, LATER, true, true, false],
    ['unconfirmed', new Date('2026-11-28T10:30:00Z'), LATER, true, true, true],
    ['unconfirmed', new Date('2026-11-28T10:00:00Z'), LATER, false, false, false], // the hold ends at this very moment
    ['cancelled', null, LATER, false, false, false],
    ['released', null, LATER, false, false, false],
    ['confirmed', null, EARLIER, true, false, false], // a past booking keeps its slot but counts against nobody
  ] as const)('a %s booking held until %s starting %s: slot %s, cap and cancel %s, confirm %s', (status, hold, starts, slot, cap, confirm) => {
    const state = booking(status, hold, starts);
    expect(holdsSlot(state, NOW)).toBe(slot);
    expect(countsAgainstCap(state, NOW)).toBe(cap);
    expect(mayCancel(state, NOW)).toBe(cap);
    expect(mayConfirm(state, NOW)).toBe(confirm);
  });
});

describe('messages', () => {
  it('tells the shopper the cap, and what to do after booking', () => {
    expect(bookingCapMessage(1)).toBe('You already have a booking coming up with us. Cancel one with the link in its e-mail, or call us, to book another.');
    expect(bookingCapMessage(3)).toContain('3 bookings coming up');
    expect(bookedMessage('jane@example.com', new Date(), 30)).toBe(
      'We have held this time for 30 minutes: confirm it with the link we e-mailed to jane@example.com.',
    );
    expect(bookedMessage('jane@example.com', null, 30)).toBe('Your booking is confirmed.');
  });
});
