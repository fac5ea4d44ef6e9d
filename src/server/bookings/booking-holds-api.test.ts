// Bookings' abuse limits through the real API (issue 33), on PGlite and, with TEST_DATABASE_URL, PostgreSQL: a cap on
// one contact's future bookings claimed under locks (20 at once: exactly the cap), one slot's last place to exactly
// one of 20, an unconfirmed booking's slot released when its hold runs out, confirming and cancelling by the signed
// link (a tampered link is refused), the operator's cancel, and the low per-address booking post rate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCapMessage, BOOKING_HOLD_TEXT } from '#src/domain/bookings/booking-holds.ts';
import { SLOT_TEXT } from '#src/domain/bookings/slots.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { CONTACT_CODE_RULES } from '#src/domain/checkout/contact-proof.ts';
import { createContactVerification } from '../checkout/contact-verification.ts';
import { findBooking } from '../db/bookings-repo.ts';
import { countLeads, findLead } from '../db/leads-repo.ts';
import { testEngines } from '../db/test-database.ts';
import { createTestLeadsApp, type TestLeadsApp } from '../leads/test-app.ts';
import { alphaConfig, betaConfig } from '../leads/test-fixtures.ts';
import { bookingToken } from './booking-links.ts';
import { runBookingCommand } from './booking-operator.ts';

const ALPHA = 'alpha.localhost';
const weekdays = (open: string, close: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open, close }));
/** Alpha's Ford yard (10) opens 08:30-17:30 on weekdays; a test-drive slot holds one shopper; 3 future bookings a contact. */
function alpha(): TenantConfig {
  const config = alphaConfig();
  return {
    ...config,
    bookings: { ...config.bookings, maxFutureBookingsPerContact: 3, unconfirmedHoldMinutes: 30 },
    locations: config.locations.map((location) => (location.id === 10 ? { ...location, opening_hours: weekdays('08:30', '17:30') } : location)),
  };
}
/** Monday 23 November 2026, 6 am in Geelong. */
const START = Date.parse('2026-11-22T19:00:00Z');
/** The 20 half-hour test-drive slots from 8:30 on Wednesday 25 November, then Thursday's. */
const TIMES = [
  ...['08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00'].map((time) => `2026-11-25T${time}`),
  ...['08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00'].map((time) => `2026-11-26T${time}`),
];

type Answer = { lead_id: string; booking?: { id: string; status: string; message: string }; error?: string; fields?: Record<string, string> };

describe.each(testEngines())('booking holds on %s', (engine) => {
  let t: TestLeadsApp;
  let clock = START;
  beforeAll(async () => {
    t = await createTestLeadsApp({ engine, tenants: { alpha: alpha(), beta: betaConfig() }, now: () => clock });
  });
  afterAll(() => t?.close());

  const shopper = (n: number) => ({ name: 'Jane', last_name: 'Citizen', email: `shopper${n}@example.com`, phone: `0412 000 ${String(n).padStart(3, '0')}` });
  const book = async (when: string, who: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const res = await t.postJson(ALPHA, '/api/leads', { kind: 'test-drive', location_id: 10, 'Test Drive Booking Date': when, ...who, ...extra });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const offered = async (date: string) => {
    const res = await t.call(ALPHA, `/api/appointments?location_id=10&date=${date}`);
    return ((await res.json()) as { slots: { time: string }[] }).slots.map((slot) => slot.time);
  };
  const token = (id: string) => bookingToken(t.platform.reservations.linkSecret, 'alpha', id);
  const pagePost = (fields: Record<string, string>) =>
    t.call(ALPHA, '/pages/booking', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  it('gives one e-mail at most its cap of future bookings when it books 20 slots at once, the refusal under the field', async () => {
    const who = { ...shopper(1), email: 'Greedy@Example.com' };
    const results = await Promise.all(TIMES.map((when, i) => book(when, { ...who, phone: `0413 000 ${String(i).padStart(3, '0')}` })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(r).toEqual({ status: 409, body: { error: bookingCapMessage(3), fields: { email: bookingCapMessage(3) } } });
    // The same address in another case is the same contact; a fourth booking later is refused too.
    expect((await book('2026-11-27T08:30', { ...who, email: 'greedy@example.COM', phone: '0413 999 999' })).status).toBe(409);
  });

  it('gives one phone at most its cap too, whatever e-mails it types', async () => {
    const results = await Promise.all(
      TIMES.slice(0, 8).map((when, i) => book(when.replace('2026-11-25', '2026-12-07'), { ...shopper(2), email: `p${i}@example.com` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.fields?.phone === bookingCapMessage(3))).toBe(true);
  });

  it('gives the last place of a slot to exactly one of 20 shoppers booking it at once, keeping no other lead', async () => {
    const before = await countLeads(t.database.db, 'alpha');
    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => book('2026-11-30T15:00', shopper(100 + n))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.fields?.['Test Drive Booking Date'] === SLOT_TEXT.full)).toBe(true);
    expect(await countLeads(t.database.db, 'alpha')).toBe(before + 1);
  });

  it('holds an unconfirmed slot for its hold time, then frees it for the next shopper; the job tells the dealer', async () => {
    const first = await book('2026-12-01T16:00', shopper(200));
    expect(first.status).toBe(201);
    expect(first.body.booking).toMatchObject({ status: 'unconfirmed', message: expect.stringContaining('shopper200@example.com') });
    const lead = await findLead(t.database.db, 'alpha', first.body.lead_id);
    expect(lead?.payload.booking).toMatchObject({ status: 'unconfirmed', id: first.body.booking!.id });
    expect(await offered('2026-12-01')).not.toContain('16:00');
    expect((await book('2026-12-01T16:00', shopper(201))).status).toBe(409);
    clock = START + 31 * 60_000; // the hold ran out
    expect(await offered('2026-12-01')).toContain('16:00'); // at once, before any job
    const second = await book('2026-12-01T16:00', shopper(201));
    expect(second.status).toBe(201);
    expect(await t.platform.bookings.runDue()).toBeGreaterThanOrEqual(1);
    expect((await findBooking(t.database.db, 'alpha', first.body.booking!.id))?.status).toBe('released');
    const revised = await findLead(t.database.db, 'alpha', first.body.lead_id);
    expect(revised?.payload.booking?.status).toBe('released');
    // Too late to confirm the released one through its link.
    const late = await pagePost({ b: first.body.booking!.id, t: token(first.body.booking!.id), action: 'confirm' });
    expect(late.status).toBe(409);
    expect(await late.text()).toContain(BOOKING_HOLD_TEXT.tooLateToConfirm);
  });

  it('keeps a slot the shopper confirmed through the link past the hold, and e-mails them the link', async () => {
    clock = START;
    const booked = await book('2026-12-02T09:00', shopper(300));
    const id = booked.body.booking!.id;
    const shopperMail = await t.database.db
      .selectFrom('lead_deliveries')
      .select('target')
      .where('lead_id', '=', booked.body.lead_id)
      .where('channel', '=', 'shopper-email')
      .executeTakeFirst();
    expect(shopperMail?.target).toMatchObject({ to: ['shopper300@example.com'], message: 'booking-held' });
    const page = await t.call(ALPHA, `/pages/booking?b=${id}&t=${token(id)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirm my test drive');
    expect((await findBooking(t.database.db, 'alpha', id))?.status).toBe('unconfirmed'); // opening the link changes nothing
    const confirmed = await pagePost({ b: id, t: token(id), action: 'confirm' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(BOOKING_HOLD_TEXT.confirmed);
    clock = START + 2 * 3_600_000;
    expect(await offered('2026-12-02')).not.toContain('09:00');
    expect((await findLead(t.database.db, 'alpha', booked.body.lead_id))?.payload.booking?.status).toBe('confirmed');
  });

  it('confirms at once a booking whose contact the shopper proved with a code', async () => {
    clock = START;
    const verification = createContactVerification({
      db: t.database.db,
      secret: t.platform.reservations.linkSecret,
      sms: t.platform.sms,
      mail: async () => {},
      rules: CONTACT_CODE_RULES,
      now: () => clock,
    });
    const proof = verification.proof('alpha', { channel: 'email', value: 'shopper400@example.com' });
    const booked = await book('2026-12-02T10:00', shopper(400), { contact_proof: proof });
    expect(booked.status).toBe(201);
    expect(booked.body.booking?.status).toBe('confirmed');
    // Another contact's proof proves nothing for this one.
    const other = await book('2026-12-02T10:30', shopper(401), { contact_proof: proof });
    expect(other.body.booking?.status).toBe('unconfirmed');
  });

  it('frees the slot when the shopper cancels with the link, and refuses a tampered link', async () => {
    clock = START;
    const booked = await book('2026-12-03T11:00', shopper(500));
    const id = booked.body.booking!.id;
    const tampered = await t.postJson(ALPHA, `/api/bookings/${id}/cancel`, { t: `${token(id).slice(0, -2)}xx` });
    expect(tampered.status).toBe(404);
    const otherSite = await t.postJson('beta.localhost', `/api/bookings/${id}/cancel`, { t: token(id) });
    expect(otherSite.status).toBe(404);
    expect(await offered('2026-12-03')).not.toContain('11:00');
    const cancelled = await t.postJson(ALPHA, `/api/bookings/${id}/cancel`, { t: token(id) });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ booking: { status: 'cancelled', mayCancel: false }, message: BOOKING_HOLD_TEXT.cancelled });
    expect(await offered('2026-12-03')).toContain('11:00');
    expect((await t.postJson(ALPHA, `/api/bookings/${id}/cancel`, { t: token(id) })).status).toBe(409); // once
    const mails = await t.database.db.selectFrom('lead_deliveries').select(['channel', 'target']).where('lead_id', '=', booked.body.lead_id).execute();
    expect(mails.filter((m) => m.channel === 'shopper-email').map((m) => (m.target as { message: string }).message)).toEqual([
      'booking-held',
      'booking-cancelled',
    ]);
    const dealer = mails.filter((m) => m.channel !== 'shopper-email');
    expect(dealer.length).toBeGreaterThan(0);
    expect(new Set(dealer.map((m) => m.channel)).size * 2).toBe(dealer.length); // each dealer channel: the lead, then its revision
    // A cancelled booking no longer counts against the contact's cap.
    expect((await book('2026-12-03T11:00', shopper(500), { message: 'Booking again' })).status).toBe(201);
  });

  it("lets the operator list and cancel a booking: the slot is free and the shopper's e-mail is queued", async () => {
    clock = START;
    const booked = await book('2026-12-04T12:00', shopper(600));
    const id = booked.body.booking!.id;
    const list = await runBookingCommand(t.platform.bookings, t.database.db, { command: 'bookings:list', tenant: 'alpha', upcoming: true, limit: 500 });
    expect(list.command === 'bookings:list' && list.bookings.find((b) => b.id === id)).toMatchObject({
      status: 'unconfirmed',
      contact: 'shopper600@example.com 0412000600',
    });
    const cancelled = await runBookingCommand(t.platform.bookings, t.database.db, { command: 'bookings:cancel', tenant: 'alpha', id });
    expect(cancelled).toMatchObject({ command: 'bookings:cancel', refused: null, booking: { id, status: 'cancelled', end_reason: 'cancelled by the dealer' } });
    expect(await offered('2026-12-04')).toContain('12:00');
    const again = await runBookingCommand(t.platform.bookings, t.database.db, { command: 'bookings:cancel', tenant: 'alpha', id });
    expect(again.command === 'bookings:cancel' && again.refused).toContain(BOOKING_HOLD_TEXT.tooLateToCancel);
    const unknown = await runBookingCommand(t.platform.bookings, t.database.db, { command: 'bookings:cancel', tenant: 'beta', id });
    expect(unknown).toMatchObject({ booking: null, refused: `No booking ${id} for beta.` });
  });
});

describe('the booking post rate per address', () => {
  let t: TestLeadsApp;
  beforeAll(async () => {
    t = await createTestLeadsApp({ tenants: { alpha: alpha(), beta: betaConfig() }, now: () => START, env: { BOOKING_RATE_LIMIT_IP_PER_MINUTE: '5' } });
  });
  afterAll(() => t?.close());

  it('lets at most 5 of 20 booking posts from one address through at once; enquiries without a date are not counted', async () => {
    const results = await Promise.all(
      TIMES.map((when, n) =>
        t.postJson(ALPHA, '/api/leads', {
          kind: 'test-drive',
          location_id: 10,
          'Test Drive Booking Date': when,
          name: 'Jo',
          email: `r${n}@example.com`,
          phone: `0414 000 ${String(n).padStart(3, '0')}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 429)).toHaveLength(15);
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(
      (await t.postJson(ALPHA, '/api/leads', { kind: 'test-drive', car_id: '101', name: 'Jo', email: 'call-me@example.com', phone: '0414 999 999' })).status,
    ).toBe(201);
  });
});
