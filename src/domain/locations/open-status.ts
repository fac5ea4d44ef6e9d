// 'Open now, closes 5:30 pm' / 'Closed, opens 8:00 am Monday' (spec 2 section 4, issue 17): worked out for an
// instant in the location's own time zone, so the browser can say it at view time and a static page is never
// stale. Each day's span comes from `hoursOn` (a special entry overrides the weekly one for its date) and is
// turned into instants with the zone's rules, so daylight-saving changeovers and closes past midnight need no
// special cases: a Friday 18:00-02:00 span still counts at 01:00 on Saturday.
import { addDays, weekdayOf, zonedInstant, zonedParts } from '../time/zoned-time.ts';
import { hoursOn, type HoursSchedule } from './day-hours.ts';
import { calendarDateText, formatTimeOfDay, WEEKDAY_NAMES } from './hours-text.ts';
import { CLOSED_TEXT } from './weekly-hours.ts';

export type OpenStatus =
  | { kind: 'open'; closesAtMs: number; text: string }
  | { kind: 'closed'; opensAtMs: number | null; text: string }
  /** The location gives no hours at all. */
  | { kind: 'unknown' };

/** How far ahead the next opening is looked for (a two-week holiday closure still finds it). */
export const OPEN_LOOK_AHEAD_DAYS = 21;
const DAY_MS = 86_400_000;

type Span = { startMs: number; endMs: number; label: string | null };

/**
 * The days' spans in order, from yesterday's (its close may run past midnight) on: each day's is worked out only
 * when asked for, as a page may say 'open now' for fifty locations and most answers need two or three days.
 */
function* spansFrom(schedule: HoursSchedule, today: string, timeZone: string): Generator<Span> {
  for (let offset = -1; offset <= OPEN_LOOK_AHEAD_DAYS; offset++) {
    const date = addDays(today, offset);
    const hours = hoursOn(schedule, date);
    if (hours.kind !== 'open') continue;
    yield {
      startMs: zonedInstant(date, hours.openMinutes, timeZone).getTime(),
      endMs: zonedInstant(date, hours.closeMinutes, timeZone).getTime(),
      label: hours.special?.label ?? null,
    };
  }
}

const wallTime = (ms: number, timeZone: string) => {
  const parts = zonedParts(ms, timeZone);
  return { date: parts.date, text: formatTimeOfDay(parts.hour * 60 + parts.minute) };
};

/** ' Monday' within the week ahead, ' Monday 4 January' further out, '' for today. */
function dayText(date: string, today: string): string {
  if (date === today) return '';
  return date <= addDays(today, 6) ? ` ${WEEKDAY_NAMES[weekdayOf(date)]}` : ` ${calendarDateText(date)}`;
}

/**
 * Whether the location is open at `now`, and the text to show.
 * @example openStatus(salesYard, 'Australia/Brisbane', new Date('2026-11-25T02:00:00Z')).text // 'Open now, closes 5:30 pm' (12:00 in Brisbane)
 * @example openStatus(salesYard, 'Australia/Brisbane', new Date('2026-11-28T08:00:00Z')).text // 'Closed, opens 8:30 am Monday' (Saturday 18:00)
 */
export function openStatus(schedule: HoursSchedule, timeZone: string, now: Date | number): OpenStatus {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  if (schedule.weekly.length === 0 && schedule.special.length === 0) return { kind: 'unknown' };
  const today = zonedParts(nowMs, timeZone).date;
  // Spans start in order, so the first one starting after `now` is the next opening unless one before it is open.
  let current: Span | null = null;
  let next: Span | null = null;
  let endMs = 0;
  for (const span of spansFrom(schedule, today, timeZone)) {
    if (current) {
      // Back-to-back spans (open to midnight, open again from midnight) close at the end of the last one.
      if (span.startMs > endMs) break;
      endMs = Math.max(endMs, span.endMs);
    } else if (span.startMs <= nowMs && nowMs < span.endMs) {
      current = span;
      endMs = span.endMs;
    } else if (span.startMs > nowMs) {
      next = span;
      break;
    }
  }
  if (current) {
    const closes = wallTime(endMs, timeZone);
    const day = endMs - nowMs >= DAY_MS ? dayText(closes.date, today) : '';
    return { kind: 'open', closesAtMs: endMs, text: `Open now, closes ${closes.text}${day}${current.label ? ` (${current.label})` : ''}` };
  }
  const todayHours = hoursOn(schedule, today);
  if (todayHours.kind === 'unknown' && !next) return { kind: 'unknown' };
  let closed = CLOSED_TEXT;
  if (todayHours.kind === 'closed') {
    if (todayHours.special?.label) closed = `${CLOSED_TEXT} (${todayHours.special.label})`;
    else if (todayHours.closedText) closed = todayHours.closedText;
  }
  if (!next) return { kind: 'closed', opensAtMs: null, text: closed };
  const opens = wallTime(next.startMs, timeZone);
  return { kind: 'closed', opensAtMs: next.startMs, text: `${closed}, opens ${opens.text}${dayText(opens.date, today)}` };
}
