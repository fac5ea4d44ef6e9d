import { describe, expect, it } from 'vitest';
import type { SpecialHoursEntry } from './day-hours.ts';
import { holidayRow, specialHoursFrom, specialHoursInWindow } from './holiday-hours.ts';

const CHRISTMAS: SpecialHoursEntry[] = [
  { date: '2027-01-01', status: 'Closed', label: "New Year's Day" },
  { date: '2026-12-25', status: 'Closed', label: 'Christmas Day' },
  { date: '2026-12-26', status: 'Closed', label: 'Boxing Day' },
  { date: '2026-12-31', status: 'Open', open: '08:30', close: '13:00', label: "New Year's Eve" },
];

describe('holiday hours within the window', () => {
  it('a 30-day window from 25 November reaches Christmas Day and no further', () => {
    expect(specialHoursInWindow(CHRISTMAS, '2026-11-25', 30).map((entry) => entry.date)).toEqual(['2026-12-25']);
    expect(specialHoursInWindow(CHRISTMAS, '2026-11-24', 30)).toEqual([]);
  });

  it('takes today and sorts by date; a past entry is out', () => {
    expect(specialHoursInWindow(CHRISTMAS, '2026-12-26', 30).map((entry) => entry.date)).toEqual(['2026-12-26', '2026-12-31', '2027-01-01']);
    expect(specialHoursInWindow(CHRISTMAS, '2027-01-02', 30)).toEqual([]);
  });

  it("the page keeps every entry from the build's day on (and the day before)", () => {
    expect(specialHoursFrom(CHRISTMAS, '2026-11-20').map((entry) => entry.date)).toEqual(['2026-12-25', '2026-12-26', '2026-12-31', '2027-01-01']);
    expect(specialHoursFrom(CHRISTMAS, '2026-12-27').map((entry) => entry.date)).toEqual(['2026-12-26', '2026-12-31', '2027-01-01']);
  });

  it('each entry reads as its date, name and hours', () => {
    expect(holidayRow(CHRISTMAS[1]!)).toEqual({ date: '2026-12-25', dateText: 'Friday 25 December', label: 'Christmas Day', hours: 'Closed', closed: true });
    expect(holidayRow(CHRISTMAS[3]!)).toEqual({
      date: '2026-12-31',
      dateText: 'Thursday 31 December',
      label: "New Year's Eve",
      hours: '8:30 am - 1:00 pm',
      closed: false,
    });
    expect(holidayRow({ date: '2027-01-26', status: 'Closed' })).toEqual({
      date: '2027-01-26',
      dateText: 'Tuesday 26 January',
      label: null,
      hours: 'Closed',
      closed: true,
    });
  });
});
