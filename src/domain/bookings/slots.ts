// Booking slots for test drives and services (spec 2 section 2: /book-test-drive/, /service; spec 1 section 7:
// the appointment fetch behind the test-drive date field). A location's hours on a date come from `hoursOn`
// (special entries first), cut into slots of the tenant's length in the location's own time zone (from its state),
// less the slots too soon, past the booking window or already full.
import { hoursOn, type DayHours, type HoursSchedule } from '../locations/day-hours.ts';
import type { SlotRules } from '../tenant/schema/bookings.ts';
import type { Location } from '../tenant/schema/location.ts';
import { addDays, timeZoneOfState, zonedDate, zonedInstant, zonedParts } from '../time/zoned-time.ts';

import type { BookingKind } from './booking-fields.ts';

export type { BookingKind };
export const BOOKING_KINDS = ['test-drive', 'service'] as const satisfies readonly BookingKind[];

export type Slot = {
  /** The slot's start as an instant (ISO, UTC): what the database stores. */
  start: string;
  /** The location's calendar date and wall-clock time of the start: what the lead records. */
  date: string;
  time: string;
  /** '9:30 am' */
  label: string;
  /** Bookings the slot still takes. */
  remaining: number;
};

type SlotLocation = Pick<Location, 'location_type' | 'visible' | 'opening_hours' | 'special_hours' | 'service_hours'> & {
  address: Pick<Location['address'], 'state'>;
};

/**
 * The hours a booking of this kind follows at a location, or null when the location takes no such bookings: test
 * drives at sales yards (their opening hours); services at service departments, or at a yard with service hours.
 * Special (holiday) hours apply to both.
 * @example bookingSchedule({ location_type: 'sales', visible: true, opening_hours: [...], special_hours: [], address: { state: 'VIC' } }, 'test-drive')?.weekly.length // 7
 */
export function bookingSchedule(location: SlotLocation, kind: BookingKind): HoursSchedule | null {
  if (!location.visible) return null;
  if (kind === 'test-drive') return location.location_type === 'sales' ? { weekly: location.opening_hours, special: location.special_hours } : null;
  if (location.service_hours?.length) return { weekly: location.service_hours, special: location.special_hours };
  return location.location_type === 'service' || location.location_type === 'service-and-parts'
    ? { weekly: location.opening_hours, special: location.special_hours }
    : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A wall-clock time as the site shows it.
 * @example timeLabel(9, 30) // '9:30 am'
 * @example timeLabel(12, 0) // '12:00 pm'
 */
export function timeLabel(hour: number, minute: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'am' : 'pm'}`;
}

/**
 * The dates a shopper may book, in the location's zone: today through `daysAhead - 1` days on.
 * @example bookableDates(new Date('2026-11-24T14:00:00Z'), 'Australia/Melbourne', 30) // { first: '2026-11-25', last: '2026-12-24' }
 */
export function bookableDates(now: Date, timeZone: string, daysAhead: number): { first: string; last: string } {
  const first = zonedDate(now, timeZone);
  return { first, last: addDays(first, daysAhead - 1) };
}

export type DaySlotsInput = {
  location: SlotLocation;
  kind: BookingKind;
  /** `YYYY-MM-DD` in the location's zone. */
  date: string;
  rules: SlotRules;
  now: Date;
  /** Bookings already taken, by slot start (ISO). */
  taken?: ReadonlyMap<string, number>;
  /** Keep full slots (remaining 0), to tell a shopper a time is taken rather than not offered. */
  includeFull?: boolean;
};

/** Start minutes (past the location's midnight) of a day's slots, by its hours and the rules. */
function startMinutes(hours: DayHours, rules: SlotRules): number[] {
  if (hours.kind !== 'open') return [];
  const lastStart = hours.closeMinutes - Math.max(rules.lastStartBeforeCloseMinutes, 0);
  const starts: number[] = [];
  for (let minutes = hours.openMinutes; minutes <= lastStart && minutes + rules.slotMinutes <= hours.closeMinutes; minutes += rules.slotMinutes)
    starts.push(minutes);
  return starts;
}

/**
 * The slots of one day at a location: none when it is closed, takes no such bookings, or the date is outside the
 * booking window; else every slot from opening, one `slotMinutes` apart, the last starting at least
 * `lastStartBeforeCloseMinutes` before closing, less the ones starting sooner than `minNoticeMinutes` from now and
 * the full ones. A wall time a daylight-saving change skips has no slot that day.
 * @example daySlots({ location: geelongYard, kind: 'test-drive', date: '2026-11-25', rules, now }).map((slot) => slot.time) // ['08:30', '09:00', ..., '17:00']
 */
export function daySlots(input: DaySlotsInput): Slot[] {
  const { location, rules, date, now } = input;
  const schedule = bookingSchedule(location, input.kind);
  if (!schedule || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
  const timeZone = timeZoneOfState(location.address.state);
  const window = bookableDates(now, timeZone, rules.daysAhead);
  if (date < window.first || date > window.last) return [];
  const earliest = now.getTime() + rules.minNoticeMinutes * 60_000;
  const slots: Slot[] = [];
  for (const minutes of startMinutes(hoursOn(schedule, date), rules)) {
    const instant = zonedInstant(date, minutes, timeZone);
    const wall = zonedParts(instant, timeZone);
    // A skipped wall time (02:30 as clocks go forward) reads as another time: that slot does not exist today.
    if (wall.hour * 60 + wall.minute !== minutes % 1440) continue;
    if (instant.getTime() < earliest) continue;
    const start = instant.toISOString();
    const remaining = rules.capacityPerSlot - (input.taken?.get(start) ?? 0);
    if (remaining <= 0 && !input.includeFull) continue;
    slots.push({
      start,
      date: wall.date,
      time: `${pad(wall.hour)}:${pad(wall.minute)}`,
      label: timeLabel(wall.hour, wall.minute),
      remaining: Math.max(remaining, 0),
    });
  }
  return slots;
}

export type SlotCheck = { ok: true; slot: Slot } | { ok: false; reason: string };

/** Why a requested time cannot be booked, in words a shopper reads. */
export const SLOT_TEXT = {
  notOffered: 'That time is not one of our booking times. Please choose one of the times shown.',
  tooSoon: 'That time is too soon for us to get ready. Please choose a later time.',
  tooFar: 'That date is further ahead than we take bookings. Please choose an earlier date.',
  full: 'Sorry, that time has just been booked. Please choose another time.',
  noLocation: 'Please choose a location.',
  notBookable: 'Bookings cannot be made at this location. Please choose another.',
} as const;

/**
 * Whether `date` at `time` (the location's wall clock) is a slot a shopper may book now, and which.
 * @example checkSlot({ location, kind: 'test-drive', date: '2026-11-25', rules, now }, '10:00') // { ok: true, slot: { start: '2026-11-24T23:00:00.000Z', ... } }
 */
export function checkSlot(input: Omit<DaySlotsInput, 'includeFull'>, time: string): SlotCheck {
  if (!bookingSchedule(input.location, input.kind)) return { ok: false, reason: SLOT_TEXT.notBookable };
  const offered = daySlots({ ...input, now: new Date(0), rules: { ...input.rules, daysAhead: 100_000 }, includeFull: true, taken: new Map() });
  if (!offered.some((slot) => slot.time === time)) return { ok: false, reason: SLOT_TEXT.notOffered };
  const window = bookableDates(input.now, timeZoneOfState(input.location.address.state), input.rules.daysAhead);
  if (input.date > window.last) return { ok: false, reason: SLOT_TEXT.tooFar };
  const slot = daySlots({ ...input, includeFull: true }).find((entry) => entry.time === time);
  if (!slot) return { ok: false, reason: SLOT_TEXT.tooSoon };
  return slot.remaining > 0 ? { ok: true, slot } : { ok: false, reason: SLOT_TEXT.full };
}
