// The home page's 'Sales this Month' counter (spec 2 sections 2 and 9). The spec shows it is not a real count: it
// grows through the month from the Brisbane clock, 192 a day plus one every 450 seconds, and the page refreshes
// it every 150,000 ms.
import { PLATFORM_TIME_ZONE, zonedParts } from '../time/zoned-time.ts';

/** How often the shown number is worked out again (spec 2 section 9). */
export const SALES_COUNTER_REFRESH_MS = 150_000;
const PER_DAY = 192;
const SECONDS_PER_SALE = 450;

/**
 * (day of month - 1) x 192 + floor(seconds since midnight / 450), by the Brisbane wall clock.
 * @example salesThisMonth(new Date('2026-07-01T00:00:00+10:00')) // 0
 * @example salesThisMonth(new Date('2026-07-03T01:00:00+10:00')) // 392 (2 x 192 + 3600 / 450)
 */
export function salesThisMonth(now: Date | number): number {
  const { day, secondsOfDay } = zonedParts(now, PLATFORM_TIME_ZONE);
  return (day - 1) * PER_DAY + Math.floor(secondsOfDay / SECONDS_PER_SALE);
}
