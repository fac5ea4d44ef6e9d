import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { GEELONG_SERVICE, GEELONG_YARD } from '#tests/fixtures/acme-motors.ts';
import type { Location } from '../tenant/schema/location.ts';
import { bookableDates, bookingSchedule, checkSlot, daySlots, SLOT_TEXT, timeLabel } from './slots.ts';

const TEST_DRIVE = DEFAULT_TENANT.bookings.testDrive; // 30-minute slots, 1 a slot, an hour's notice, 30 days, last 30 min before close
const SERVICE = DEFAULT_TENANT.bookings.service; // 30-minute drop-offs, 3 a slot, a day's notice, last 2 h before close
const yard = { ...GEELONG_YARD, visible: true, special_hours: [] } as unknown as Location;
const workshop = { ...GEELONG_SERVICE, visible: true, special_hours: [] } as unknown as Location;
const perth = { ...yard, address: { ...yard.address, state: 'WA' } } as Location;
/** Monday 23 November 2026, 6 am in Geelong (UTC+11): every slot of the next days is far enough ahead. */
const MONDAY_6AM = new Date('2026-11-22T19:00:00Z');
const times = (slots: { time: string }[]) => slots.map((slot) => slot.time);

describe("slots from a location's hours", () => {
  it('cut a test-drive day into half hours, the last starting half an hour before closing (Mon-Fri 08:30-17:30)', () => {
    const slots = daySlots({ location: yard, kind: 'test-drive', date: '2026-11-25', rules: TEST_DRIVE, now: MONDAY_6AM });
    expect(slots).toHaveLength(18);
    expect(slots[0]).toEqual({ start: '2026-11-24T21:30:00.000Z', date: '2026-11-25', time: '08:30', label: '8:30 am', remaining: 1 });
    expect(slots.at(-1)).toMatchObject({ time: '17:00', label: '5:00 pm' });
  });

  it('offer no test drives when the yard is closed (Sunday) and a short day on Saturday (09:00-13:00)', () => {
    expect(daySlots({ location: yard, kind: 'test-drive', date: '2026-11-29', rules: TEST_DRIVE, now: MONDAY_6AM })).toEqual([]);
    expect(times(daySlots({ location: yard, kind: 'test-drive', date: '2026-11-28', rules: TEST_DRIVE, now: MONDAY_6AM }))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
    ]);
  });

  it('follow service hours for services: drop-offs 07:30 until two hours before the workshop closes at 16:30', () => {
    const slots = daySlots({ location: workshop, kind: 'service', date: '2026-11-25', rules: SERVICE, now: MONDAY_6AM });
    expect(times(slots)[0]).toBe('07:30');
    expect(times(slots).at(-1)).toBe('14:30');
    expect(slots[0]!.remaining).toBe(3);
  });

  it('take test drives at sales yards only, services where there is a workshop or service hours', () => {
    expect(bookingSchedule(workshop, 'test-drive')).toBeNull();
    expect(bookingSchedule(yard, 'service')).toBeNull();
    const withServiceHours = { ...yard, service_hours: GEELONG_SERVICE.opening_hours } as Location;
    expect(bookingSchedule(withServiceHours, 'service')?.weekly).toBe(withServiceHours.service_hours);
    expect(bookingSchedule({ ...yard, visible: false }, 'test-drive')).toBeNull();
  });
});

describe('special hours', () => {
  const christmas = {
    ...yard,
    special_hours: [
      { date: '2026-12-25', status: 'Closed' },
      { date: '2026-12-24', status: 'Open', open: '08:30', close: '12:00' },
    ],
  } as Location;
  it('close the day of a closure and shorten a short day', () => {
    const december = new Date('2026-12-01T00:00:00Z');
    expect(daySlots({ location: yard, kind: 'test-drive', date: '2026-12-25', rules: TEST_DRIVE, now: december })).toHaveLength(18); // a Friday
    expect(daySlots({ location: christmas, kind: 'test-drive', date: '2026-12-25', rules: TEST_DRIVE, now: december })).toEqual([]);
    expect(times(daySlots({ location: christmas, kind: 'test-drive', date: '2026-12-24', rules: TEST_DRIVE, now: december })).at(-1)).toBe('11:30');
  });

  it('open a day the week closes, and apply to service bookings too', () => {
    const sundayOpening = { ...christmas, special_hours: [{ date: '2026-11-29', status: 'Open', open: '10:00', close: '12:00' }] } as Location;
    expect(times(daySlots({ location: sundayOpening, kind: 'test-drive', date: '2026-11-29', rules: TEST_DRIVE, now: MONDAY_6AM }))).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    const closedWorkshop = { ...workshop, special_hours: [{ date: '2026-11-25', status: 'Closed' }] } as Location;
    expect(daySlots({ location: closedWorkshop, kind: 'service', date: '2026-11-25', rules: SERVICE, now: MONDAY_6AM })).toEqual([]);
  });
});

describe('capacity', () => {
  it('leaves out a full slot and counts what is left of the others', () => {
    const taken = new Map([['2026-11-24T22:00:00.000Z', 1]]); // 09:00 in Geelong
    const slots = daySlots({ location: yard, kind: 'test-drive', date: '2026-11-25', rules: TEST_DRIVE, now: MONDAY_6AM, taken });
    expect(times(slots)).not.toContain('09:00');
    expect(times(slots)).toContain('09:30');
    const service = daySlots({
      location: workshop,
      kind: 'service',
      date: '2026-11-25',
      rules: SERVICE,
      now: MONDAY_6AM,
      taken: new Map([['2026-11-24T20:30:00.000Z', 2]]),
    });
    expect(service[0]).toMatchObject({ time: '07:30', remaining: 1 });
  });

  it('tells a full slot from one never offered, and one too soon or too far ahead', () => {
    const input = { location: yard, kind: 'test-drive' as const, date: '2026-11-25', rules: TEST_DRIVE, now: MONDAY_6AM };
    expect(checkSlot(input, '09:00')).toMatchObject({ ok: true, slot: { start: '2026-11-24T22:00:00.000Z' } });
    expect(checkSlot({ ...input, taken: new Map([['2026-11-24T22:00:00.000Z', 1]]) }, '09:00')).toEqual({ ok: false, reason: SLOT_TEXT.full });
    expect(checkSlot(input, '09:10')).toEqual({ ok: false, reason: SLOT_TEXT.notOffered });
    expect(checkSlot(input, '18:00')).toEqual({ ok: false, reason: SLOT_TEXT.notOffered });
    expect(checkSlot({ ...input, date: '2026-11-23' }, '06:30')).toEqual({ ok: false, reason: SLOT_TEXT.notOffered });
    expect(checkSlot({ ...input, date: '2026-11-23', now: new Date('2026-11-22T22:10:00Z') }, '09:30')).toEqual({ ok: false, reason: SLOT_TEXT.tooSoon }); // 09:10 now, an hour's notice
    expect(checkSlot({ ...input, date: '2027-02-01' }, '09:00')).toEqual({ ok: false, reason: SLOT_TEXT.tooFar });
    expect(checkSlot({ ...input, location: workshop }, '09:00')).toEqual({ ok: false, reason: SLOT_TEXT.notBookable });
  });
});

describe('time zones and daylight saving', () => {
  it("keeps each location's own wall clock: 08:30 in Perth is three hours after 08:30 in Geelong in summer", () => {
    const geelong = daySlots({ location: yard, kind: 'test-drive', date: '2026-11-25', rules: TEST_DRIVE, now: MONDAY_6AM });
    const west = daySlots({ location: perth, kind: 'test-drive', date: '2026-11-25', rules: TEST_DRIVE, now: MONDAY_6AM });
    expect(west[0]).toMatchObject({ time: '08:30', start: '2026-11-25T00:30:00.000Z' });
    expect(Date.parse(west[0]!.start) - Date.parse(geelong[0]!.start)).toBe(3 * 3_600_000);
  });

  it('moves the instants, not the times, across the October change (AEST to AEDT)', () => {
    const before = daySlots({ location: yard, kind: 'test-drive', date: '2026-10-03', rules: TEST_DRIVE, now: new Date('2026-10-01T00:00:00Z') });
    const after = daySlots({ location: yard, kind: 'test-drive', date: '2026-10-05', rules: TEST_DRIVE, now: new Date('2026-10-01T00:00:00Z') });
    expect(before[0]).toMatchObject({ time: '09:00', start: '2026-10-02T23:00:00.000Z' }); // UTC+10
    expect(after[0]).toMatchObject({ time: '08:30', start: '2026-10-04T21:30:00.000Z' }); // UTC+11
  });

  it('skips the wall times clocks jump over, and keeps one slot for the hour that repeats in April', () => {
    const night = { ...yard, opening_hours: [{ weekday: 0, status: 'Open', open: '01:00', close: '04:00' }] } as Location;
    const rules = { ...TEST_DRIVE, lastStartBeforeCloseMinutes: 30, daysAhead: 180 };
    const october = daySlots({ location: night, kind: 'test-drive', date: '2026-10-04', rules, now: new Date('2026-10-01T00:00:00Z') });
    expect(times(october)).toEqual(['01:00', '01:30', '03:00', '03:30']); // 02:00 and 02:30 do not exist
    const april = daySlots({ location: night, kind: 'test-drive', date: '2027-04-04', rules, now: new Date('2027-03-01T00:00:00Z') });
    expect(times(april)).toEqual(['01:00', '01:30', '02:00', '02:30', '03:00', '03:30']);
    expect(new Set(april.map((slot) => slot.start)).size).toBe(6);
  });

  it("counts the booking window in the location's own days", () => {
    expect(bookableDates(new Date('2026-11-24T14:00:00Z'), 'Australia/Melbourne', 30)).toEqual({ first: '2026-11-25', last: '2026-12-24' });
    expect(bookableDates(new Date('2026-11-24T14:00:00Z'), 'Australia/Perth', 30)).toEqual({ first: '2026-11-24', last: '2026-12-23' });
    expect(daySlots({ location: yard, kind: 'test-drive', date: '2026-11-20', rules: TEST_DRIVE, now: MONDAY_6AM })).toEqual([]);
  });

  it('labels times the Australian way', () => {
    expect([timeLabel(0, 0), timeLabel(9, 5), timeLabel(12, 30), timeLabel(17, 0)]).toEqual(['12:00 am', '9:05 am', '12:30 pm', '5:00 pm']);
  });
});
