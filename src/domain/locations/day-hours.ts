// A location's hours on one calendar date (spec 2 sections 3 and 4): its special (holiday) entry for that date
// when it has one, else its weekly entry for the weekday. The one rule that location pages ('open now', the
// weekly table, the holiday dialog) and booking slots (service and test drives) share.
//
// Times are minutes past the location's own midnight. A close at or before the open time runs past midnight:
// 18:00 to 02:00 is { openMinutes: 1080, closeMinutes: 1560 }.
import { weekdayOf } from '../time/zoned-time.ts';

/** The hour fields of a weekly or special entry, as the tenant schema holds them (`HH:MM`). */
export type HoursEntry = { status: 'Open' | 'Closed'; open?: string | undefined; close?: string | undefined };
export type WeeklyHoursEntry = HoursEntry & { weekday: number; closedText?: string | undefined };
export type SpecialHoursEntry = HoursEntry & { date: string; label?: string | undefined };
export type HoursSchedule = { weekly: readonly WeeklyHoursEntry[]; special: readonly SpecialHoursEntry[] };

export type DayHours =
  | { kind: 'open'; openMinutes: number; closeMinutes: number; special: SpecialHoursEntry | null }
  | { kind: 'closed'; closedText: string | null; special: SpecialHoursEntry | null }
  /** The location publishes no hours for this day. */
  | { kind: 'unknown' };

/**
 * `HH:MM` as minutes past midnight.
 * @example minutesOfTime('08:30') // 510
 */
export function minutesOfTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

function openSpan(entry: HoursEntry): { openMinutes: number; closeMinutes: number } | null {
  if (entry.status !== 'Open' || !entry.open || !entry.close) return null;
  const openMinutes = minutesOfTime(entry.open);
  let closeMinutes = minutesOfTime(entry.close);
  if (closeMinutes <= openMinutes) closeMinutes += 24 * 60;
  return { openMinutes, closeMinutes };
}

/**
 * The hours on `date` (`YYYY-MM-DD`): a special entry for the date overrides the weekly entry for its weekday. An
 * 'Open' entry without both times counts as unknown, not as open all day.
 * @example hoursOn({ weekly: [{ weekday: 3, status: 'Open', open: '08:30', close: '17:30' }], special: [] }, '2026-11-25')
 *   // { kind: 'open', openMinutes: 510, closeMinutes: 1050, special: null }
 */
export function hoursOn(schedule: HoursSchedule, date: string): DayHours {
  const special = schedule.special.find((entry) => entry.date === date) ?? null;
  const entry: HoursEntry | undefined = special ?? schedule.weekly.find((weekly) => weekly.weekday === weekdayOf(date));
  if (!entry) return { kind: 'unknown' };
  if (entry.status === 'Closed') {
    const closedText = special ? null : ((entry as WeeklyHoursEntry).closedText ?? null);
    return { kind: 'closed', closedText, special };
  }
  const span = openSpan(entry);
  return span ? { kind: 'open', ...span, special } : { kind: 'unknown' };
}
