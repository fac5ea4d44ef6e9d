import type { z } from 'zod';
import type { openingHourSchema, specialHoursSchema } from '#src/domain/tenant/schema/location.ts';

// Shared weekly hours for the demo tenants, so every location file does not repeat 7-entry lists.
// weekday 0 = Sunday ... 6 = Saturday (spec 2 section 3).

type OpeningHourInput = z.input<typeof openingHourSchema>;
type SpecialHoursInput = z.input<typeof specialHoursSchema>;

function week(weekdays: [string, string] | null, saturday: [string, string] | null, sunday: [string, string] | null): OpeningHourInput[] {
  const day = (weekday: number, hours: [string, string] | null): OpeningHourInput =>
    hours ? { weekday, status: 'Open', open: hours[0], close: hours[1] } : { weekday, status: 'Closed' };
  return [day(0, sunday), ...[1, 2, 3, 4, 5].map((weekday) => day(weekday, weekdays)), day(6, saturday)];
}

/** Sales yards: Mon-Fri 08:30-17:30, Sat 08:30-16:00, Sun closed. */
export const SALES_HOURS = week(['08:30', '17:30'], ['08:30', '16:00'], null);

/** Service departments: weekdays 07:30-16:30, closed weekends. */
export const SERVICE_HOURS = week(['07:30', '16:30'], null, null);

/** Parts counters: weekdays 08:00-16:00, closed weekends. */
export const PARTS_HOURS = week(['08:00', '16:00'], null, null);

/** Caravan and bike yards trade on Sundays in peak season. */
export const RECREATIONAL_HOURS = week(['08:30', '17:00'], ['08:30', '16:00'], ['10:00', '15:00']);

/** Small yards close early on Saturday and open Sunday by appointment. */
export const YARD_HOURS: OpeningHourInput[] = week(['09:00', '17:30'], ['09:00', '14:00'], null).map((entry) =>
  entry.weekday === 0 ? { ...entry, closedText: 'By appointment only' } : entry,
);

/** Public-holiday closures over the 2026-27 Christmas break. */
export const CHRISTMAS_CLOSURES: SpecialHoursInput[] = [
  { date: '2026-12-25', status: 'Closed', label: 'Christmas Day' },
  { date: '2026-12-26', status: 'Closed', label: 'Boxing Day' },
  { date: '2026-12-31', status: 'Open', open: '08:30', close: '13:00', label: "New Year's Eve" },
  { date: '2027-01-01', status: 'Closed', label: "New Year's Day" },
];
