// The free slots behind the booking forms' date and time (spec 1 section 7: the appointment fetch behind the
// test-drive date field):
//   GET /api/appointments?location_id={id}&date={YYYY-MM-DD}[&kind=test-drive|service]
//     -> 200 { location_id, kind, date, time_zone, first_date, last_date, slots: [{ start, time, label, remaining }] }
//        404 for a location of another site, or one that takes no such bookings; 422 { error, fields }; 429
// Slots come from the location's hours on that date (special hours first) less the bookings already taken.
import { Hono } from 'hono';
import { z } from 'zod';
import { bookableDates, bookingSchedule, BOOKING_KINDS, daySlots } from '#src/domain/bookings/slots.ts';
import { issuesToFields } from '#src/domain/leads/validate.ts';
import { addDays, timeZoneOfState, zonedInstant } from '#src/domain/time/zoned-time.ts';
import type { ApiEnv } from '../api-env.ts';
import type { Kysely } from 'kysely';
import { takenSlots } from '../db/bookings-repo.ts';
import type { DB } from '../db/schema.ts';
import type { RateLimiter } from '../leads/rate-limit.ts';
import { clientAddress, refuse } from '../leads/request.ts';
import type { ProxyTrust } from '../proxy-trust.ts';
import type { TenantLeadsCache } from '../leads/tenant-context.ts';

export type AppointmentRoutesDeps = { db: Kysely<DB>; tenants: TenantLeadsCache; perIp: RateLimiter; trustProxy: ProxyTrust; now?: () => number };

const querySchema = z.object({
  location_id: z.coerce.number({ error: 'Please choose a location.' }).int('Please choose a location.').positive('Please choose a location.'),
  date: z.iso.date({ error: 'Please choose a date.' }),
  kind: z.enum(BOOKING_KINDS, { error: 'kind must be test-drive or service' }).default('test-drive'),
});

export function createAppointmentRoutes(deps: AppointmentRoutesDeps): Hono<ApiEnv> {
  const now = deps.now ?? Date.now;
  const routes = new Hono<ApiEnv>();
  routes.get('/appointments', async (c) => {
    const tenant = c.get('tenantSlug');
    const taken = await deps.perIp.take(`${tenant}/${clientAddress(c, deps.trustProxy)}`);
    if (!taken.ok) return refuse(c, { status: 429, error: 'Too many requests', retryAfterSeconds: taken.retryAfterSeconds });
    const parsed = querySchema.safeParse({ location_id: c.req.query('location_id'), date: c.req.query('date'), kind: c.req.query('kind') || undefined });
    if (!parsed.success) return refuse(c, { status: 422, error: 'Please fix the following errors:', fields: issuesToFields(parsed.error.issues) });
    const { location_id: locationId, date, kind } = parsed.data;
    const leads = await deps.tenants.get(tenant, c.get('site').manifest.buildId);
    if (!leads) return refuse(c, { status: 503, error: 'Bookings cannot be taken right now. Please call us instead.' });
    const location = leads.locationById.get(locationId);
    if (!location || !bookingSchedule(location, kind)) return refuse(c, { status: 404, error: 'No such location for these bookings' });
    const rules = kind === 'test-drive' ? leads.config.bookings.testDrive : leads.config.bookings.service;
    const timeZone = timeZoneOfState(location.address.state);
    // The day's slots may run past midnight: count bookings from its start to the end of the next day.
    const from = zonedInstant(date, 0, timeZone).toISOString();
    const to = zonedInstant(addDays(date, 2), 0, timeZone).toISOString();
    const slots = daySlots({
      location,
      kind,
      date,
      rules,
      now: new Date(now()),
      taken: await takenSlots(deps.db, tenant, kind, locationId, from, to, new Date(now())),
    });
    const window = bookableDates(new Date(now()), timeZone, rules.daysAhead);
    c.header('Cache-Control', 'no-store');
    return c.json({
      location_id: locationId,
      kind,
      date,
      time_zone: timeZone,
      first_date: window.first,
      last_date: window.last,
      slots: slots.map(({ start, time, label, remaining }) => ({ start, time, label, remaining })),
    });
  });
  return routes;
}
