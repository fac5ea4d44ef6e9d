import { describe, expect, it } from 'vitest';
import { timeZoneOfState, type AustralianState } from '../time/zoned-time.ts';
import type { HoursSchedule, WeeklyHoursEntry } from './day-hours.ts';
import { openStatus } from './open-status.ts';

const open = (weekday: number, from: string, to: string): WeeklyHoursEntry => ({ weekday, status: 'Open', open: from, close: to });
const closed = (weekday: number, closedText?: string): WeeklyHoursEntry => ({ weekday, status: 'Closed', ...(closedText ? { closedText } : {}) });
const salesWeek = [closed(0), ...[1, 2, 3, 4, 5].map((weekday) => open(weekday, '08:30', '17:30')), open(6, '08:30', '16:00')];
const salesYard: HoursSchedule = { weekly: salesWeek, special: [] };
const textAt = (schedule: HoursSchedule, state: AustralianState, iso: string) => {
  const status = openStatus(schedule, timeZoneOfState(state), new Date(iso));
  return status.kind === 'unknown' ? null : status.text;
};

describe("'open now' in the location's own time zone", () => {
  it('open during the day, closed before opening and after closing', () => {
    // Wednesday 25 November 2026; Brisbane is UTC+10.
    expect(textAt(salesYard, 'QLD', '2026-11-25T02:00:00Z')).toBe('Open now, closes 5:30 pm');
    expect(textAt(salesYard, 'QLD', '2026-11-24T21:45:00Z')).toBe('Closed, opens 8:30 am');
    expect(textAt(salesYard, 'QLD', '2026-11-25T07:30:00Z')).toBe('Closed, opens 8:30 am Thursday');
  });

  it('closed on Sunday opens on Monday; the spec example reads Closed, opens 8:00 am Monday', () => {
    const service: HoursSchedule = { weekly: [closed(0), closed(6), ...[1, 2, 3, 4, 5].map((weekday) => open(weekday, '08:00', '16:00'))], special: [] };
    expect(textAt(service, 'QLD', '2026-11-28T04:00:00Z')).toBe('Closed, opens 8:00 am Monday');
  });

  it('one instant, six zones: the states with daylight saving are an hour ahead in summer', () => {
    // 2026-11-24T21:45Z: 07:45 in Brisbane, 08:45 in Sydney, Melbourne and Hobart (UTC+11), 08:15 in Adelaide
    // (UTC+10:30), 07:15 in Darwin (UTC+9:30, no daylight saving), 05:45 in Perth (UTC+8).
    const at = '2026-11-24T21:45:00Z';
    expect(textAt(salesYard, 'QLD', at)).toBe('Closed, opens 8:30 am');
    expect(textAt(salesYard, 'NSW', at)).toBe('Open now, closes 5:30 pm');
    expect(textAt(salesYard, 'ACT', at)).toBe('Open now, closes 5:30 pm');
    expect(textAt(salesYard, 'VIC', at)).toBe('Open now, closes 5:30 pm');
    expect(textAt(salesYard, 'TAS', at)).toBe('Open now, closes 5:30 pm');
    expect(textAt(salesYard, 'SA', at)).toBe('Closed, opens 8:30 am');
    expect(textAt(salesYard, 'NT', at)).toBe('Closed, opens 8:30 am');
    expect(textAt(salesYard, 'WA', at)).toBe('Closed, opens 8:30 am');
  });

  it('in winter Sydney and Brisbane share a clock', () => {
    // Wednesday 24 June 2026, 22:45Z: 08:45 in both.
    expect(textAt(salesYard, 'NSW', '2026-06-23T22:45:00Z')).toBe('Open now, closes 5:30 pm');
    expect(textAt(salesYard, 'QLD', '2026-06-23T22:45:00Z')).toBe('Open now, closes 5:30 pm');
  });

  describe('daylight-saving changeovers (Sydney: on at 2:00 am Sunday 4 October 2026, off at 3:00 am Sunday 5 April 2026)', () => {
    const sundayTrading: HoursSchedule = { weekly: [open(0, '10:00', '16:00')], special: [] };
    it('the first morning of daylight saving: 23:30Z is 10:30 am, not 9:30 am', () => {
      expect(textAt(sundayTrading, 'NSW', '2026-10-03T23:30:00Z')).toBe('Open now, closes 4:00 pm');
      expect(textAt(sundayTrading, 'QLD', '2026-10-04T00:30:00Z')).toBe('Open now, closes 4:00 pm');
      expect(textAt(sundayTrading, 'QLD', '2026-10-03T23:30:00Z')).toBe('Closed, opens 10:00 am');
    });

    const lateSaturday: HoursSchedule = { weekly: [open(6, '22:00', '03:00'), open(0, '12:00', '13:00')], special: [] };
    it('a Saturday-night span over the skipped hour ends at 3:00 am daylight time (16:00Z)', () => {
      expect(textAt(lateSaturday, 'NSW', '2026-10-03T15:30:00Z')).toBe('Open now, closes 3:00 am');
      expect(textAt(lateSaturday, 'NSW', '2026-10-03T16:30:00Z')).toBe('Closed, opens 12:00 pm');
    });

    const lateToFour: HoursSchedule = { weekly: [open(6, '20:00', '04:00')], special: [] };
    it('the night daylight saving ends has an hour more: open to 4:00 am standard time (18:00Z)', () => {
      expect(textAt(lateToFour, 'NSW', '2026-04-04T17:30:00Z')).toBe('Open now, closes 4:00 am');
      expect(textAt(lateToFour, 'NSW', '2026-04-04T18:00:00Z')).toBe('Closed, opens 8:00 pm Saturday');
    });
  });

  it('a location open past midnight is open in the small hours of the next day', () => {
    const lateNight: HoursSchedule = { weekly: [open(5, '18:00', '02:00')], special: [] };
    // Saturday 28 November 2026, 01:00 and 03:00 in Brisbane.
    expect(textAt(lateNight, 'QLD', '2026-11-27T15:00:00Z')).toBe('Open now, closes 2:00 am');
    expect(textAt(lateNight, 'QLD', '2026-11-27T17:00:00Z')).toBe('Closed, opens 6:00 pm Friday');
  });

  it('a closed day between open days: Tuesday evening opens on Thursday', () => {
    const midweekClosed: HoursSchedule = { weekly: [open(2, '09:00', '17:00'), closed(3), open(4, '09:00', '17:00')], special: [] };
    expect(textAt(midweekClosed, 'VIC', '2026-11-24T08:00:00Z')).toBe('Closed, opens 9:00 am Thursday');
    expect(textAt(midweekClosed, 'VIC', '2026-11-25T01:00:00Z')).toBe('Closed, opens 9:00 am Thursday');
  });

  it("a closed day with the dealer's closed text says it", () => {
    const yard: HoursSchedule = { weekly: [closed(0, 'By appointment only'), open(1, '09:00', '17:30')], special: [] };
    expect(textAt(yard, 'VIC', '2026-11-29T01:00:00Z')).toBe('By appointment only, opens 9:00 am Monday');
  });

  describe('special hours on public holidays override the weekly hours', () => {
    const christmas: HoursSchedule = {
      weekly: salesWeek,
      special: [
        { date: '2026-12-25', status: 'Closed', label: 'Christmas Day' },
        { date: '2026-12-26', status: 'Closed', label: 'Boxing Day' },
        { date: '2026-12-31', status: 'Open', open: '08:30', close: '13:00', label: "New Year's Eve" },
      ],
    };
    it('Christmas Day, a Friday, is closed; Boxing Day too; Sunday as always: next open Monday', () => {
      expect(textAt(christmas, 'NSW', '2026-12-24T23:00:00Z')).toBe('Closed (Christmas Day), opens 8:30 am Monday');
    });
    it("New Year's Eve closes at 1:00 pm", () => {
      expect(textAt(christmas, 'NSW', '2026-12-31T00:00:00Z')).toBe("Open now, closes 1:00 pm (New Year's Eve)");
      expect(textAt(christmas, 'NSW', '2026-12-31T03:00:00Z')).toBe('Closed, opens 8:30 am Friday');
    });
  });

  it('a long closure names the date it reopens; no hours at all is unknown', () => {
    const special = Array.from({ length: 10 }, (_, day) => ({ date: `2027-01-${String(day + 1).padStart(2, '0')}`, status: 'Closed' as const }));
    expect(textAt({ weekly: salesWeek, special }, 'QLD', '2026-12-31T20:00:00Z')).toBe('Closed, opens 8:30 am Monday 11 January');
    expect(openStatus({ weekly: [], special: [] }, 'Australia/Brisbane', 0)).toEqual({ kind: 'unknown' });
    expect(textAt({ weekly: [closed(0), closed(1), closed(2), closed(3), closed(4), closed(5), closed(6)], special: [] }, 'QLD', '2026-12-31T20:00:00Z')).toBe(
      'Closed',
    );
  });

  it('open around the clock closes at the end of the last back-to-back span', () => {
    const always: HoursSchedule = { weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => open(weekday, '00:00', '00:00')), special: [] };
    const status = openStatus(always, 'Australia/Brisbane', new Date('2026-11-25T02:00:00Z'));
    expect(status.kind).toBe('open');
  });
});
