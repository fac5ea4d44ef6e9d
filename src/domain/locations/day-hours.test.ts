import { describe, expect, it } from 'vitest';
import { hoursOn, minutesOfTime, type HoursSchedule } from './day-hours.ts';

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open: '08:30', close: '17:30' }));
const salesYard: HoursSchedule = {
  weekly: [{ weekday: 0, status: 'Closed', closedText: 'By appointment only' }, ...weekdays, { weekday: 6, status: 'Open', open: '08:30', close: '16:00' }],
  special: [
    { date: '2026-12-25', status: 'Closed', label: 'Christmas Day' },
    { date: '2026-12-31', status: 'Open', open: '08:30', close: '13:00', label: "New Year's Eve" },
  ],
};

describe('hours on a date', () => {
  it('reads times as minutes past midnight', () => {
    expect(minutesOfTime('00:00')).toBe(0);
    expect(minutesOfTime('17:30')).toBe(1050);
  });

  it('takes the weekly entry for the weekday', () => {
    expect(hoursOn(salesYard, '2026-11-25')).toEqual({ kind: 'open', openMinutes: 510, closeMinutes: 1050, special: null });
    expect(hoursOn(salesYard, '2026-11-28')).toEqual({ kind: 'open', openMinutes: 510, closeMinutes: 960, special: null });
    expect(hoursOn(salesYard, '2026-11-29')).toEqual({ kind: 'closed', closedText: 'By appointment only', special: null });
  });

  it('a special entry overrides the weekly hours for its date, closed or open', () => {
    // 2026-12-25 is a Friday, normally open.
    expect(hoursOn(salesYard, '2026-12-25')).toMatchObject({ kind: 'closed', closedText: null, special: { label: 'Christmas Day' } });
    expect(hoursOn(salesYard, '2026-12-31')).toMatchObject({ kind: 'open', openMinutes: 510, closeMinutes: 780, special: { label: "New Year's Eve" } });
  });

  it('a close at or before the open time runs past midnight', () => {
    const lateNight: HoursSchedule = { weekly: [{ weekday: 5, status: 'Open', open: '18:00', close: '02:00' }], special: [] };
    expect(hoursOn(lateNight, '2026-11-27')).toEqual({ kind: 'open', openMinutes: 1080, closeMinutes: 1560, special: null });
  });

  it('a day with no entry, or an Open entry without times, is unknown', () => {
    const partial: HoursSchedule = { weekly: [{ weekday: 3, status: 'Open' }], special: [] };
    expect(hoursOn(partial, '2026-11-25')).toEqual({ kind: 'unknown' });
    expect(hoursOn(partial, '2026-11-26')).toEqual({ kind: 'unknown' });
  });
});
