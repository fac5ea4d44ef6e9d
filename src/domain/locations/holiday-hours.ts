// Holiday (special) hours (spec 2 sections 3 and 4): the holiday-hours button and dialog show only when a special
// entry falls within the window ahead: today and the next `windowDays` days, by the location's own calendar. The
// spec leaves the window out; the tenant sets it (locationPages.holidayWindowDays, 30 by default).
import { addDays } from '../time/zoned-time.ts';
import { minutesOfTime, type SpecialHoursEntry } from './day-hours.ts';
import { calendarDateText, formatSpan } from './hours-text.ts';
import { CLOSED_TEXT } from './weekly-hours.ts';

/** One line of the holiday-hours dialog. */
export type HolidayRow = { date: string; dateText: string; label: string | null; hours: string; closed: boolean };

/**
 * The special entries from `today` through `today + windowDays`, in date order.
 * @example specialHoursInWindow(CHRISTMAS_CLOSURES, '2026-11-25', 30).map((entry) => entry.date) // ['2026-12-25']
 */
export function specialHoursInWindow<E extends Pick<SpecialHoursEntry, 'date'>>(special: readonly E[], today: string, windowDays: number): E[] {
  const last = addDays(today, windowDays);
  return special.filter((entry) => entry.date >= today && entry.date <= last).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The entries a page built on `today` keeps: today's and later ones (the browser picks those in the window at view
 * time, so a page built weeks ago still shows them when they come close). Earlier ones can never show again.
 * @example specialHoursFrom(CHRISTMAS_CLOSURES, '2026-12-27').map((entry) => entry.date) // ['2026-12-31', '2027-01-01']
 */
export function specialHoursFrom<E extends Pick<SpecialHoursEntry, 'date'>>(special: readonly E[], today: string): E[] {
  // A day of slack: a shopper west of the build's clock may still be on the day before.
  const first = addDays(today, -1);
  return special.filter((entry) => entry.date >= first).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * How one special entry reads in the dialog.
 * @example holidayRow({ date: '2026-12-31', status: 'Open', open: '08:30', close: '13:00', label: "New Year's Eve" })
 *   // { date: '2026-12-31', dateText: 'Thursday 31 December', label: "New Year's Eve", hours: '8:30 am - 1:00 pm', closed: false }
 */
export function holidayRow(entry: SpecialHoursEntry): HolidayRow {
  const open = entry.status === 'Open' && entry.open && entry.close;
  return {
    date: entry.date,
    dateText: calendarDateText(entry.date),
    label: entry.label ?? null,
    hours: open ? formatSpan(minutesOfTime(entry.open!), minutesOfTime(entry.close!)) : CLOSED_TEXT,
    closed: !open,
  };
}
