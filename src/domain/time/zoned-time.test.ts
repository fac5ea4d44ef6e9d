import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { addDays, STATE_TIME_ZONES, timeZoneOfState, weekdayOf, zonedDate, zonedInstant, zonedParts, zonedYear } from './zoned-time.ts';

describe('zoned time', () => {
  it('maps each state to its zone', () => {
    expect(timeZoneOfState('QLD')).toBe('Australia/Brisbane');
    expect(timeZoneOfState('ACT')).toBe('Australia/Sydney');
    expect(timeZoneOfState('WA')).toBe('Australia/Perth');
  });

  it.each([
    // [instant, zone, date, hour, minute, weekday]
    ['2026-06-30T15:00:00Z', 'Australia/Brisbane', '2026-07-01', 1, 0, 3],
    // Sydney in summer is UTC+11, in winter UTC+10; Brisbane stays UTC+10.
    ['2026-01-15T13:30:00Z', 'Australia/Sydney', '2026-01-16', 0, 30, 5],
    ['2026-01-15T13:30:00Z', 'Australia/Brisbane', '2026-01-15', 23, 30, 4],
    ['2026-07-15T13:30:00Z', 'Australia/Sydney', '2026-07-15', 23, 30, 3],
    // Adelaide is half an hour behind Sydney; Darwin has no daylight saving.
    ['2026-01-15T00:00:00Z', 'Australia/Adelaide', '2026-01-15', 10, 30, 4],
    ['2026-01-15T00:00:00Z', 'Australia/Darwin', '2026-01-15', 9, 30, 4],
    ['2026-01-15T00:00:00Z', 'Australia/Perth', '2026-01-15', 8, 0, 4],
  ])('%s in %s reads %s %i:%i (weekday %i)', (instant, zone, date, hour, minute, weekday) => {
    const parts = zonedParts(new Date(instant), zone);
    expect(parts).toMatchObject({ date, hour, minute, weekday });
    expect(parts.secondsOfDay).toBe(hour * 3600 + minute * 60);
  });

  it('dates and years default to Brisbane time', () => {
    expect(zonedDate(new Date('2026-06-30T15:00:00Z'))).toBe('2026-07-01');
    expect(zonedYear(new Date('2025-12-31T15:00:00Z'))).toBe(2026);
    expect(zonedYear(new Date('2025-12-31T13:59:59Z'))).toBe(2025);
  });

  it('finds the instant of a wall-clock time, across daylight-saving changes', () => {
    expect(zonedInstant('2026-07-01', 8 * 60 + 30, 'Australia/Brisbane').toISOString()).toBe('2026-06-30T22:30:00.000Z');
    // Sydney: clocks go forward at 02:00 on 2026-10-04 (UTC+10 -> UTC+11) and back at 03:00 on 2026-04-05.
    expect(zonedInstant('2026-10-03', 9 * 60, 'Australia/Sydney').toISOString()).toBe('2026-10-02T23:00:00.000Z');
    expect(zonedInstant('2026-10-04', 9 * 60, 'Australia/Sydney').toISOString()).toBe('2026-10-03T22:00:00.000Z');
    expect(zonedInstant('2026-10-04', 2 * 60 + 30, 'Australia/Sydney').toISOString()).toBe('2026-10-03T16:30:00.000Z');
    expect(zonedInstant('2026-04-05', 9 * 60, 'Australia/Sydney').toISOString()).toBe('2026-04-04T23:00:00.000Z');
    // 02:30 happens twice on 2026-04-05 in Sydney: the second time, in standard time (UTC+10).
    expect(zonedInstant('2026-04-05', 2 * 60 + 30, 'Australia/Sydney').toISOString()).toBe('2026-04-04T16:30:00.000Z');
    // Past midnight: 25:00 is 1 am the next day.
    expect(zonedInstant('2026-07-01', 25 * 60, 'Australia/Brisbane').toISOString()).toBe('2026-07-01T15:00:00.000Z');
  });

  it('steps calendar dates and tells their weekday', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-11-25')).toBe(3);
    expect(weekdayOf('2026-12-27')).toBe(0);
  });
});

describe('agrees with @date-fns/tz TZDate, which it no longer constructs', () => {
  // zoned-time reads wall clocks through offsets (a TZDate breaks under the browser tests' fixed clock, whose Date
  // hands back plain Dates from `new`); TZDate stays the reference here, across both changeovers in every zone.
  const zones = [...new Set(Object.values(STATE_TIME_ZONES))];
  it.each(zones)('%s: every 15 minutes around the 2026 and 2027 changeovers, both ways', (zone) => {
    for (const date of ['2026-04-04', '2026-04-05', '2026-10-03', '2026-10-04', '2027-04-04', '2027-10-03']) {
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      for (let minutes = -60; minutes <= 1560; minutes += 15) {
        const reference = new TZDate(year, month - 1, day, 0, minutes, 0, zone);
        const instant = zonedInstant(date, minutes, zone);
        expect(instant.getTime(), `${date} +${minutes} min`).toBe(reference.getTime());
        expect(zonedParts(instant, zone), `${date} +${minutes} min`).toMatchObject({
          hour: reference.getHours(),
          minute: reference.getMinutes(),
          day: reference.getDate(),
          weekday: reference.getDay(),
        });
      }
    }
  });
});

describe('times for operators', () => {
  it("reads a moment in a zone's local time, daylight saving included", async () => {
    const { formatZoned, zoneCity } = await import('./zoned-time.ts');
    expect(formatZoned(new Date('2026-11-25T04:05:09Z'), 'Australia/Sydney')).toBe('25/11/26, 3:05:09 pm');
    expect(formatZoned(new Date('2026-11-25T04:05:09Z'), 'Australia/Brisbane')).toBe('25/11/26, 2:05:09 pm');
    expect(zoneCity('Australia/Sydney')).toBe('Sydney');
  });
});
