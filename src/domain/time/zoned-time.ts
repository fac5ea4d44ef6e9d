// The platform's one clock and time-zone module. Dealers keep their own local time: a location's zone follows its
// state (Queensland, the Northern Territory and Western Australia have no daylight saving; New South Wales,
// Victoria, Tasmania, the ACT and South Australia do), and the spec's platform-wide rules (promo dates, the sales
// counter, finance years) use Brisbane time. Zone offsets come from @date-fns/tz's tzOffset (Intl underneath), so the
// same code runs in the build, the server and the browser. Wall-clock fields are read from the instant moved by its
// offset, with UTC getters, rather than from a TZDate: a TZDate is a Date subclass, and a page whose Date is replaced
// (the browser tests' fixed clock, fake timers) hands back plain Dates from its constructor, whose getters read the
// machine's own zone.
import { tzOffset } from '@date-fns/tz';

export type AustralianState = 'ACT' | 'NSW' | 'NT' | 'QLD' | 'SA' | 'TAS' | 'VIC' | 'WA';

/** The IANA zone of each state and territory. */
export const STATE_TIME_ZONES: Readonly<Record<AustralianState, string>> = {
  ACT: 'Australia/Sydney',
  NSW: 'Australia/Sydney',
  NT: 'Australia/Darwin',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  VIC: 'Australia/Melbourne',
  WA: 'Australia/Perth',
};

/** Brisbane: UTC+10 all year, the clock the spec's platform-wide rules use. */
export const PLATFORM_TIME_ZONE = 'Australia/Brisbane';

/**
 * The zone a location keeps, from its state.
 * @example timeZoneOfState('QLD') // 'Australia/Brisbane'
 */
export function timeZoneOfState(state: AustralianState): string {
  return STATE_TIME_ZONES[state];
}

/** A moment as the wall clock of one zone shows it. */
export type ZonedParts = {
  /** `YYYY-MM-DD` */
  date: string;
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
  hour: number;
  minute: number;
  /** Seconds since the zone's midnight by the wall clock (0 to 86,399). */
  secondsOfDay: number;
};

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * The wall-clock reading of `instant` in `timeZone`.
 * @example zonedParts(new Date('2026-06-30T15:00:00Z'), 'Australia/Brisbane').date // '2026-07-01'
 */
export function zonedParts(instant: Date | number, timeZone: string): ZonedParts {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const local = new Date(ms + offsetMs(timeZone, ms)); // its UTC fields are the zone's wall clock
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + 1;
  const day = local.getUTCDate();
  const hour = local.getUTCHours();
  const minute = local.getUTCMinutes();
  return {
    date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    year,
    month,
    day,
    weekday: local.getUTCDay(),
    hour,
    minute,
    secondsOfDay: hour * 3600 + minute * 60 + local.getUTCSeconds(),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (Sydney in summer: +11 h). */
const offsetMs = (timeZone: string, ms: number): number => tzOffset(timeZone, new Date(ms)) * 60_000;

/**
 * The calendar date (`YYYY-MM-DD`) of `instant` in `timeZone` (default Brisbane).
 * @example zonedDate(new Date('2026-06-30T15:00:00Z')) // '2026-07-01'
 */
export function zonedDate(instant: Date | number, timeZone: string = PLATFORM_TIME_ZONE): string {
  return zonedParts(instant, timeZone).date;
}

/**
 * The calendar year of `instant` in `timeZone` (default Brisbane).
 * @example zonedYear(new Date('2025-12-31T15:00:00Z')) // 2026
 */
export function zonedYear(instant: Date | number, timeZone: string = PLATFORM_TIME_ZONE): number {
  return zonedParts(instant, timeZone).year;
}

/**
 * The instant at which `timeZone`'s wall clock reads `date` at `minutesOfDay` minutes past midnight. A time that
 * a daylight-saving change skips (02:30 on the first Sunday of October in Sydney) reads as the hour after it.
 * `minutesOfDay` may pass 1440 for a time after the next midnight.
 * @example zonedInstant('2026-07-01', 8 * 60 + 30, 'Australia/Brisbane').toISOString() // '2026-06-30T22:30:00.000Z'
 */
export function zonedInstant(date: string, minutesOfDay: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, 0, minutesOfDay);
  const first = offsetMs(timeZone, wall);
  const guess = wall - first;
  const second = offsetMs(timeZone, guess);
  if (second === first) return new Date(guess);
  // A change of offset lies between the two readings. A time the autumn change repeats reads as its second
  // occurrence, in standard time; a time the spring change skips reads as the hour after the gap.
  if (offsetMs(timeZone, wall - second) === second) return new Date(wall - second);
  return new Date(wall - Math.min(first, second));
}

/**
 * The calendar date `days` after (or before) `date`.
 * @example addDays('2026-12-31', 1) // '2027-01-01'
 */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The weekday (0 = Sunday) of a calendar date.
 * @example weekdayOf('2026-11-25') // 3
 */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * A moment as a person in `timeZone` reads it, for operators' lists: `25/11/26, 2:05:09 pm`.
 * @example formatZoned(new Date('2026-11-25T04:05:09Z'), 'Australia/Sydney') // '25/11/26, 3:05:09 pm'
 */
export function formatZoned(instant: Date | number, timeZone: string, style: 'short' | 'medium' = 'short'): string {
  return new Intl.DateTimeFormat('en-AU', { dateStyle: style, timeStyle: 'medium', timeZone }).format(instant);
}

/**
 * The place name of an Australian zone, to label a time with it.
 * @example zoneCity('Australia/Sydney') // 'Sydney'
 */
export function zoneCity(timeZone: string): string {
  return timeZone.split('/').at(-1)!.replace(/_/g, ' ');
}
