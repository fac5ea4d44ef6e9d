// Test drives and services booked through the leads API, and the free slots GET /api/appointments answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TEXT } from '#src/domain/bookings/slots.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { countLeads, findLead } from '../db/leads-repo.ts';
import { createTestLeadsApp, type TestLeadsApp } from '../leads/test-app.ts';
import { alphaConfig, betaConfig } from '../leads/test-fixtures.ts';

const ALPHA = 'alpha.localhost';
const jane = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678' };
const weekdays = (open: string, close: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open, close }));
/** Alpha's Ford yard opens 08:30-17:30 on weekdays; its Kia yard takes services 07:30-16:30. */
function alphaWithHours(): TenantConfig {
  const alpha = alphaConfig();
  return {
    ...alpha,
    // These tests book many slots for one shopper; the cap per contact has its own tests (booking-holds-api.test.ts).
    bookings: { ...alpha.bookings, maxFutureBookingsPerContact: 50 },
    locations: alpha.locations.map((location) =>
      location.id === 10 ? { ...location, opening_hours: weekdays('08:30', '17:30') } : { ...location, service_hours: weekdays('07:30', '16:30') },
    ),
  };
}
/** Monday 23 November 2026, 6 am in Geelong. */
const NOW = Date.parse('2026-11-22T19:00:00Z');

let t: TestLeadsApp;
beforeAll(async () => {
  t = await createTestLeadsApp({ tenants: { alpha: alphaWithHours(), beta: betaConfig() }, now: () => NOW });
});
afterAll(() => t?.close());

const slotsOf = async (query: string) => {
  const res = await t.call(ALPHA, `/api/appointments?${query}`);
  return {
    status: res.status,
    body: (await res.json()) as { slots: { time: string; remaining: number; start: string }[]; error?: string; fields?: Record<string, string> } & Record<
      string,
      unknown
    >,
  };
};
const book = (body: Record<string, unknown>) => t.postJson(ALPHA, '/api/leads', { kind: 'test-drive', ...jane, ...body });

describe('GET /api/appointments', () => {
  it("answers a location's free test-drive slots on a date, in its time zone, with the booking window", async () => {
    const { status, body } = await slotsOf('location_id=10&date=2026-11-25');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      location_id: 10,
      kind: 'test-drive',
      date: '2026-11-25',
      time_zone: 'Australia/Melbourne',
      first_date: '2026-11-23',
      last_date: '2026-12-22',
    });
    expect(body.slots[0]).toEqual({ start: '2026-11-24T21:30:00.000Z', time: '08:30', label: '8:30 am', remaining: 1 });
    expect(body.slots.map((slot) => slot.time).at(-1)).toBe('17:00');
  });

  it("answers service slots from a yard's service hours, and none on a closed day", async () => {
    expect((await slotsOf('location_id=20&date=2026-11-25&kind=service')).body.slots.map((slot) => slot.time).slice(0, 2)).toEqual(['07:30', '08:00']);
    expect((await slotsOf('location_id=10&date=2026-11-29')).body.slots).toEqual([]);
  });

  it("refuses another site's location, a location that takes no such bookings, and a malformed request", async () => {
    expect((await slotsOf('location_id=70&date=2026-11-25')).status).toBe(404);
    expect((await slotsOf('location_id=10&date=2026-11-25&kind=service')).status).toBe(404);
    const bad = await slotsOf('location_id=x&date=25/11/2026');
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual({ location_id: 'Please choose a location.', date: 'Please choose a date.' });
  });
});

describe('booking through POST /api/leads', () => {
  it('takes the slot with the lead, which records it; the slot is then no longer offered', async () => {
    const res = await book({ location_id: 10, 'Test Drive Booking Date': '2026-11-25T09:00' });
    expect(res.status).toBe(201);
    const { lead_id } = (await res.json()) as { lead_id: string };
    expect((await findLead(t.database.db, 'alpha', lead_id))?.payload.booking).toMatchObject({
      kind: 'test-drive',
      locationId: 10,
      locationName: 'alpha ford geelong',
      start: '2026-11-24T22:00:00.000Z',
      date: '2026-11-25',
      time: '09:00',
      label: '9:00 am',
    });
    expect((await slotsOf('location_id=10&date=2026-11-25')).body.slots.map((slot) => slot.time)).not.toContain('09:00');
  });

  it("refuses the second shopper for the slot's last place, keeping no lead of theirs", async () => {
    const before = await countLeads(t.database.db, 'alpha');
    const [first, second] = await Promise.all([
      book({ location_id: 10, 'Test Drive Booking Date': '2026-11-25T10:00', email: 'first@example.com' }),
      book({ location_id: 10, 'Test Drive Booking Date': '2026-11-25T10:00', email: 'second@example.com' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    expect(await refused.json()).toEqual({ error: SLOT_TEXT.full, fields: { 'Test Drive Booking Date': SLOT_TEXT.full } });
    expect(await countLeads(t.database.db, 'alpha')).toBe(before + 1);
  });

  it('says why a time cannot be booked, under the date field', async () => {
    const refused = async (body: Record<string, unknown>) => ((await (await book(body)).json()) as { fields: Record<string, string> }).fields;
    expect(await refused({ location_id: 10, 'Test Drive Booking Date': '2026-11-25T09:10' })).toEqual({ 'Test Drive Booking Date': SLOT_TEXT.notOffered });
    expect(await refused({ location_id: 10, 'Test Drive Booking Date': '2026-11-23T06:30' })).toEqual({ 'Test Drive Booking Date': SLOT_TEXT.notOffered });
    expect(await refused({ location_id: 10, 'Test Drive Booking Date': '2026-11-23T06:30:00Z' })).toEqual({ 'Test Drive Booking Date': SLOT_TEXT.notOffered }); // 17:30 in Geelong
    expect(await refused({ location_id: 10, 'Test Drive Booking Date': '2026-11-25' })).toEqual({
      'Test Drive Booking Date': 'Please choose a time as well as a date.',
    });
    const service = await t.postJson(ALPHA, '/api/leads', { kind: 'service', ...jane, location_id: 10, 'Service Booking Date': '2026-11-25T09:00' });
    expect(((await service.json()) as { fields: Record<string, string> }).fields).toEqual({ 'Service Booking Date': SLOT_TEXT.notBookable });
    expect(await refused({ 'Test Drive Booking Date': '2026-11-25T09:00' })).toEqual({ location: SLOT_TEXT.noLocation });
  });

  it("books the car's own yard when the form names no location, and a test drive without a date books nothing", async () => {
    const res = await book({ car_id: '101', 'Test Drive Booking Date': '2026-11-26T11:00' });
    expect(res.status).toBe(201);
    const { lead_id } = (await res.json()) as { lead_id: string };
    expect((await findLead(t.database.db, 'alpha', lead_id))?.payload.booking?.locationId).toBe(10);
    const utc = await book({ location_id: 10, 'Test Drive Booking Date': '2026-11-24T23:30:00Z' });
    expect((await findLead(t.database.db, 'alpha', ((await utc.json()) as { lead_id: string }).lead_id))?.payload.booking?.time).toBe('10:30'); // on Geelong's clock
    const plain = await book({ car_id: '101' });
    expect(plain.status).toBe(201);
    expect((await findLead(t.database.db, 'alpha', ((await plain.json()) as { lead_id: string }).lead_id))?.payload.booking).toBeUndefined();
  });

  it('books a service drop-off with its service type', async () => {
    const res = await t.postJson(ALPHA, '/api/leads', {
      kind: 'service',
      ...jane,
      location: 'alpha-kia-geelong',
      'Service Booking Date': '2026-11-26T07:30',
      rego: 'ABC123',
      kms: '48,000',
      service_type: 'Logbook service',
    });
    expect(res.status).toBe(201);
    const stored = await findLead(t.database.db, 'alpha', ((await res.json()) as { lead_id: string }).lead_id);
    expect(stored?.payload.booking).toMatchObject({ kind: 'service', locationId: 20, time: '07:30' });
    expect(stored?.payload.fields).toMatchObject({ service_type: 'Logbook service', kms: 48_000, rego: 'ABC123' });
    expect(stored?.category).toBe('Service Booking');
  });
});
