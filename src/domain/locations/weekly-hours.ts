// The weekly opening-hours table (spec 2 section 4): Monday to Friday on one 'Mon-Fri' line when all five are the
// same, otherwise runs of identical weekdays grouped ('Mon-Thu', 'Fri') or listed one by one; Saturday and Sunday
// always on lines of their own. A closed day reads as its closed text ('By appointment only') or 'Closed'.
import { minutesOfTime, type WeeklyHoursEntry } from './day-hours.ts';
import { formatSpan, WEEKDAY_SHORT } from './hours-text.ts';

export const CLOSED_TEXT = 'Closed';

/** One line of the table: `days` ('Mon-Fri', 'Sat') and `hours` ('8:30 am - 5:30 pm', 'Closed'). */
export type HoursRow = { days: string; hours: string; closed: boolean };

/** What one weekly entry reads as, or null for an entry that gives no hours (Open without both times). */
function entryText(entry: WeeklyHoursEntry): { hours: string; closed: boolean } | null {
  if (entry.status === 'Closed') return { hours: entry.closedText ?? CLOSED_TEXT, closed: true };
  if (!entry.open || !entry.close) return null;
  return { hours: formatSpan(minutesOfTime(entry.open), minutesOfTime(entry.close)), closed: false };
}

/**
 * The table's lines, Monday first. A weekday the location gives no hours for is left out (and breaks a run).
 * @example weeklyHoursRows(salesWeek) // [{ days: 'Mon-Fri', hours: '8:30 am - 5:30 pm', closed: false }, { days: 'Sat', ... }, { days: 'Sun', hours: 'Closed', closed: true }]
 */
export function weeklyHoursRows(weekly: readonly WeeklyHoursEntry[]): HoursRow[] {
  const textOf = (weekday: number) => {
    const entry = weekly.find((item) => item.weekday === weekday);
    return entry ? entryText(entry) : null;
  };
  const rows: HoursRow[] = [];
  let run: { first: number; last: number; text: { hours: string; closed: boolean } } | null = null;
  const flush = () => {
    if (!run) return;
    const days = run.first === run.last ? WEEKDAY_SHORT[run.first]! : `${WEEKDAY_SHORT[run.first]}-${WEEKDAY_SHORT[run.last]}`;
    rows.push({ days, ...run.text });
    run = null;
  };
  for (const weekday of [1, 2, 3, 4, 5]) {
    const text = textOf(weekday);
    if (run && text && text.hours === run.text.hours && run.last === weekday - 1) run.last = weekday;
    else {
      flush();
      if (text) run = { first: weekday, last: weekday, text };
    }
  }
  flush();
  for (const weekday of [6, 0]) {
    const text = textOf(weekday);
    if (text) rows.push({ days: WEEKDAY_SHORT[weekday]!, ...text });
  }
  return rows;
}
