// A location's hours as one short attribute value for the browser's 'open now' (src/client/location-hours.ts):
// the card is on every vehicle page, and the same schedule as JSON in an attribute cost ~1.6 KB a page of quotes
// written as &quot;. Format: `{zone}|{7 weekly slots, Sunday first}|{special entries}`, a slot being '' (no hours),
// 'C' (closed), 'C:{closed text}' or 'HHMM-HHMM'; a special entry 'YYYYMMDD' + 'C' or 'HHMM-HHMM', then ':{label}'.
// Texts are percent-encoded, so ',', '|' and ':' never appear inside them.
import type { SpecialHoursEntry, WeeklyHoursEntry } from './day-hours.ts';
import type { HoursScheduleData } from './location-card.ts';

const time = (value: string) => value.replace(':', '');
const untime = (value: string) => `${value.slice(0, 2)}:${value.slice(2)}`;
const withText = (code: string, text: string | undefined) => (text ? `${code}:${encodeURIComponent(text)}` : code);

function hoursCode(entry: { status: 'Open' | 'Closed'; open?: string | undefined; close?: string | undefined }): string {
  return entry.status === 'Open' && entry.open && entry.close ? `${time(entry.open)}-${time(entry.close)}` : 'C';
}

/**
 * @example encodeSchedule({ zone: 'Australia/Brisbane', weekly: [{ weekday: 1, status: 'Open', open: '08:30', close: '17:30' }], special: [{ date: '2026-12-25', status: 'Closed', label: 'Christmas Day' }] })
 *   // 'Australia/Brisbane|,0830-1730,,,,,|20261225C:Christmas%20Day'
 */
export function encodeSchedule(schedule: HoursScheduleData): string {
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const entry = schedule.weekly.find((item) => item.weekday === weekday);
    return entry ? withText(hoursCode(entry), entry.status === 'Closed' ? entry.closedText : undefined) : '';
  });
  const special = schedule.special.map((entry) => withText(`${entry.date.replaceAll('-', '')}${hoursCode(entry)}`, entry.label));
  return `${schedule.zone}|${weekly.join(',')}|${special.join(',')}`;
}

const SLOT = /^(?:(C)|(\d{4})-(\d{4}))(?::(.*))?$/;

function decodeHours(code: string): { status: 'Open' | 'Closed'; open?: string; close?: string; text?: string } | null {
  const match = SLOT.exec(code);
  if (!match) return null;
  const text = match[4] === undefined ? {} : { text: decodeURIComponent(match[4]) };
  return match[1] ? { status: 'Closed', ...text } : { status: 'Open', open: untime(match[2]!), close: untime(match[3]!), ...text };
}

/**
 * The schedule back from its code, or null when the code is not one.
 * @example decodeSchedule('Australia/Brisbane|,0830-1730,,,,,|')?.weekly // [{ weekday: 1, status: 'Open', open: '08:30', close: '17:30' }]
 */
export function decodeSchedule(code: string): HoursScheduleData | null {
  try {
    const [zone, weeklyCode, specialCode, extra] = code.split('|');
    if (!zone || weeklyCode === undefined || specialCode === undefined || extra !== undefined) return null;
    const slots = weeklyCode.split(',');
    if (slots.length !== 7) return null;
    const weekly: WeeklyHoursEntry[] = [];
    for (const [weekday, slot] of slots.entries()) {
      if (slot === '') continue;
      const hours = decodeHours(slot);
      if (!hours) return null;
      const { text, ...entry } = hours;
      weekly.push({ weekday, ...entry, ...(text ? { closedText: text } : {}) });
    }
    const special: SpecialHoursEntry[] = [];
    for (const item of specialCode === '' ? [] : specialCode.split(',')) {
      const date = /^(\d{4})(\d{2})(\d{2})/.exec(item);
      const hours = date ? decodeHours(item.slice(8)) : null;
      if (!date || !hours) return null;
      const { text, ...entry } = hours;
      special.push({ date: `${date[1]}-${date[2]}-${date[3]}`, ...entry, ...(text ? { label: text } : {}) });
    }
    return { zone, weekly, special };
  } catch {
    return null; // a malformed percent-escape
  }
}
