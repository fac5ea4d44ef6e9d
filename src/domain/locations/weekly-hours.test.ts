import { describe, expect, it } from 'vitest';
import type { WeeklyHoursEntry } from './day-hours.ts';
import { calendarDateText, formatSpan, formatTimeOfDay } from './hours-text.ts';
import { weeklyHoursRows } from './weekly-hours.ts';

const open = (weekday: number, from: string, to: string): WeeklyHoursEntry => ({ weekday, status: 'Open', open: from, close: to });
const closed = (weekday: number, closedText?: string): WeeklyHoursEntry => ({ weekday, status: 'Closed', ...(closedText ? { closedText } : {}) });
const weekdays = (from: string, to: string) => [1, 2, 3, 4, 5].map((weekday) => open(weekday, from, to));

describe('hours as shoppers read them', () => {
  it.each([
    [0, '12:00 am'],
    [450, '7:30 am'],
    [510, '8:30 am'],
    [720, '12:00 pm'],
    [765, '12:45 pm'],
    [990, '4:30 pm'],
    [1439, '11:59 pm'],
    [1560, '2:00 am'],
  ])('%i minutes is %s', (minutes, text) => {
    expect(formatTimeOfDay(minutes)).toBe(text);
  });

  it('spans and dates', () => {
    expect(formatSpan(450, 990)).toBe('7:30 am - 4:30 pm');
    expect(calendarDateText('2026-12-25')).toBe('Friday 25 December');
    expect(calendarDateText('2027-01-01', { year: true })).toBe('Friday 1 January 2027');
  });
});

describe('the weekly table (spec 2 section 4)', () => {
  it("merges Monday to Friday into one 'Mon-Fri' line when all five are identical; Saturday and Sunday separate", () => {
    expect(weeklyHoursRows([closed(0), ...weekdays('08:30', '17:30'), open(6, '08:30', '16:00')])).toEqual([
      { days: 'Mon-Fri', hours: '8:30 am - 5:30 pm', closed: false },
      { days: 'Sat', hours: '8:30 am - 4:00 pm', closed: false },
      { days: 'Sun', hours: 'Closed', closed: true },
    ]);
  });

  it("the spec's sample dealer: service Mon-Fri 7:30-4:30pm, parts 8:00-4:00pm, weekend closed", () => {
    const weekend = [closed(0), closed(6)];
    expect(weeklyHoursRows([...weekdays('07:30', '16:30'), ...weekend]).map((row) => `${row.days} ${row.hours}`)).toEqual([
      'Mon-Fri 7:30 am - 4:30 pm',
      'Sat Closed',
      'Sun Closed',
    ]);
    expect(weeklyHoursRows([...weekdays('08:00', '16:00'), ...weekend]).map((row) => `${row.days} ${row.hours}`)).toEqual([
      'Mon-Fri 8:00 am - 4:00 pm',
      'Sat Closed',
      'Sun Closed',
    ]);
  });

  it('groups runs of identical weekdays when the five differ (late night Thursday)', () => {
    const week = [open(1, '08:30', '17:30'), open(2, '08:30', '17:30'), open(3, '08:30', '17:30'), open(4, '08:30', '21:00'), open(5, '08:30', '17:30')];
    expect(weeklyHoursRows(week).map((row) => `${row.days} ${row.hours}`)).toEqual([
      'Mon-Wed 8:30 am - 5:30 pm',
      'Thu 8:30 am - 9:00 pm',
      'Fri 8:30 am - 5:30 pm',
    ]);
  });

  it('a closed day between open days breaks the run', () => {
    const week = [open(1, '09:00', '17:00'), open(2, '09:00', '17:00'), closed(3), open(4, '09:00', '17:00'), open(5, '09:00', '17:00')];
    expect(weeklyHoursRows(week).map((row) => row.days)).toEqual(['Mon-Tue', 'Wed', 'Thu-Fri']);
  });

  it("closed days read as the dealer's closed text, e.g. 'By appointment only'", () => {
    expect(weeklyHoursRows([closed(0, 'By appointment only')])).toEqual([{ days: 'Sun', hours: 'By appointment only', closed: true }]);
  });

  it('a late-night close reads past midnight; days with no hours are left out', () => {
    expect(weeklyHoursRows([open(5, '18:00', '02:00'), { weekday: 6, status: 'Open' }])).toEqual([{ days: 'Fri', hours: '6:00 pm - 2:00 am', closed: false }]);
    expect(weeklyHoursRows([])).toEqual([]);
  });
});
