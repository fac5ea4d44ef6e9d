import { describe, expect, it } from 'vitest';
import type { HoursScheduleData } from './location-card.ts';
import { decodeSchedule, encodeSchedule } from './schedule-code.ts';
import { SALES_WEEK } from './fixtures.test-support.ts';

const yard: HoursScheduleData = {
  zone: 'Australia/Melbourne',
  weekly: [{ weekday: 0, status: 'Closed', closedText: 'By appointment, call: 03 9000 0000' }, ...SALES_WEEK.slice(1)],
  special: [
    { date: '2026-12-25', status: 'Closed', label: 'Christmas Day' },
    { date: '2026-12-31', status: 'Open', open: '08:30', close: '13:00', label: "New Year's Eve, early close | 1pm" },
    { date: '2027-01-26', status: 'Closed' },
  ],
};

describe('the schedule code for the browser', () => {
  it('is short and reads back as the same schedule, texts with separators included', () => {
    const code = encodeSchedule(yard);
    expect(code).toBe(
      'Australia/Melbourne|C:By%20appointment%2C%20call%3A%2003%209000%200000,0830-1730,0830-1730,0830-1730,0830-1730,0830-1730,0830-1600|' +
        "20261225C:Christmas%20Day,202612310830-1300:New%20Year's%20Eve%2C%20early%20close%20%7C%201pm,20270126C",
    );
    expect(decodeSchedule(code)).toEqual(yard);
  });

  it('leaves out weekdays with no hours', () => {
    const partial: HoursScheduleData = { zone: 'Australia/Perth', weekly: [{ weekday: 3, status: 'Open', open: '18:00', close: '02:00' }], special: [] };
    expect(encodeSchedule(partial)).toBe('Australia/Perth|,,,1800-0200,,,|');
    expect(decodeSchedule(encodeSchedule(partial))).toEqual(partial);
  });

  it.each([
    '',
    'Australia/Perth',
    'Australia/Perth|,,,|',
    'Australia/Perth|,,,X,,,|',
    'Australia/Perth|,,,,,,|2026C',
    'Australia/Perth|,,,,,,|20261225C:%E0',
    'a|,,,,,,||',
  ])('refuses %j', (code) => {
    expect(decodeSchedule(code)).toBeNull();
  });
});
