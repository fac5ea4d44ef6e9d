// How hours and dates read on the site: 12-hour times ('8:30 am', '12:00 pm'), spans ('8:30 am - 5:30 pm') and
// calendar dates ('Friday 25 December'). ASCII only: these texts go into every vehicle page's location card, and
// one wider character makes the page's markup a two-byte string (tests/unit/architecture.test.ts).
import { weekdayOf } from '../time/zoned-time.ts';

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * Minutes past midnight as a 12-hour time; a time past the next midnight reads as that day's time.
 * @example formatTimeOfDay(510) // '8:30 am'
 * @example formatTimeOfDay(720) // '12:00 pm'
 * @example formatTimeOfDay(1560) // '2:00 am'
 */
export function formatTimeOfDay(minutes: number): string {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  const hour = Math.floor(wrapped / 60);
  const minute = wrapped % 60;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/**
 * An opening span as shoppers read it.
 * @example formatSpan(450, 990) // '7:30 am - 4:30 pm'
 */
export function formatSpan(openMinutes: number, closeMinutes: number): string {
  return `${formatTimeOfDay(openMinutes)} - ${formatTimeOfDay(closeMinutes)}`;
}

/**
 * A calendar date (`YYYY-MM-DD`) with its weekday.
 * @example calendarDateText('2026-12-25') // 'Friday 25 December'
 * @example calendarDateText('2027-01-01', { year: true }) // 'Friday 1 January 2027'
 */
export function calendarDateText(date: string, options: { year?: boolean } = {}): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAY_NAMES[weekdayOf(date)]} ${day} ${MONTH_NAMES[month - 1]}${options.year ? ` ${year}` : ''}`;
}
