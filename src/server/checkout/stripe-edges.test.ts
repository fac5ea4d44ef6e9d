// Card deposits at their edges, on PGlite and (with TEST_DATABASE_URL) PostgreSQL, against the local Stripe double on
// the test's clock: the Checkout Session lives Stripe's 30-minute minimum plus a margin and the car is pending exactly
// that long; a provider event is recorded as handled in the same transaction as its move (a move that fails keeps
// nothing, and the provider's retry is applied); and a reservation whose car has left the stock is still cancelled and
// refunded, expired by the job, refunded by the operator, and refunded when its payment arrives after the car left.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { SendMailOptions, Transporter } from 'nodemailer';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStripeDouble, type StripeDouble } from '#tests/doubles/stripe-api.ts';
import { ALPHA, BETA, car, createAccountsTestApp, type AccountsTestApp } from '../accounts/test-support.ts';
import { testEngines } from '../db/test-database.ts';
import { alphaConfig, betaConfig } from '../leads/test-fixtures.ts';
import { loadPaymentProviders } from './payments/payment-config.ts';
import { runReservationCommand } from './reservation-operator.ts';

const HOUR = 3_600_000;
const WEBHOOK_SECRET = 'whsec_edges_secret_value';
const signer = new Stripe('sk_test_signer', { telemetry: false });
type Config = ReturnType<typeof alphaConfig>;
const withCheckout = (config: Config): Config => ({ ...config, features: { ...config.features, checkout: { ...config.features.checkout, enabled: true } } });
const mails: { to: string; text: string }[] = [];
const transport = {
  sendMail: async (mail: SendMailOptions) => void mails.push({ to: String(mail.to), text: String(mail.text) }),
  close: () => {},
} as unknown as Transporter;
const shopper = (n: number) => ({ name: 'Sam', email: `sam${n}@example.com`, phone: `0412 000 00${n}`, terms_conditions: true });

describe.each(testEngines())('card deposits at their edges on %s', (engine) => {
  let t: AccountsTestApp;
  let double: StripeDouble;
  let clock = () => Date.now();

  beforeAll(async () => {
    double = await startStripeDouble({ secretKey: 'sk_test_edges', webhookSecret: WEBHOOK_SECRET, webhook: 'never', now: () => clock() });
    t = await createAccountsTestApp({
      engine,
      transport,
      tenants: { alpha: withCheckout(alphaConfig()), beta: withCheckout(betaConfig()) },
      platform: {
        payments: loadPaymentProviders({ STRIPE_SECRET_KEY_BETA: 'sk_test_edges', STRIPE_WEBHOOK_SECRET_BETA: WEBHOOK_SECRET, STRIPE_API_URL: double.url }),
      },
    });
    clock = () => t.clock.now;
    await t.stock('alpha', [car('101'), car('102')]);
    await t.stock(
      'beta',
      ['201', '202', '203', '204', '205'].map((id) => car(id)),
    );
  });
  afterAll(async () => {
    await t.close();
    await double.close();
  });

  const reserveByCard = async (carId: string, n: number) => {
    const response = await t.postJson(BETA, '/api/reservations', { car_id: carId, ...shopper(n) });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { reservation_id: string; token: string; payment_url: string };
    return { id: body.reservation_id, token: body.token, session: new URL(body.payment_url).pathname.split('/').pop()! };
  };
  /** Stripe's checkout.session.completed for a session the shopper paid, as its webhook delivers it. */
  const paidEvent = (session: string) => {
    const paid = {
      ...double.sessions.get(session)!,
      status: 'complete' as const,
      payment_status: 'paid' as const,
      payment_intent: `pi_test_${session.slice(-8)}`,
    };
    double.sessions.set(session, paid);
    return double.eventFor(paid, 'checkout.session.completed').payload;
  };
  const deliver = (payload: string) =>
    t.call(BETA, '/api/payments/stripe/webhook', {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    });
  const statusOf = async (host: string, id: string, token: string) =>
    ((await (await t.call(host, `/api/reservations/${id}?t=${token}`)).json()) as { reservation: { status: string; depositState: string } }).reservation;

  it('asks Stripe for a session 33 minutes long and keeps the car pending exactly as long, then lets it go', async () => {
    const { id, token, session } = await reserveByCard('201', 1);
    const opened = double.sessions.get(session)!;
    expect(opened.expires_at - opened.created).toBe(33 * 60);
    const row = await t.database.db.selectFrom('reservations').select(['status', 'payment_expires_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(new Date(row.payment_expires_at!).getTime()).toBe(opened.expires_at * 1000);
    t.clock.advance(33 * 60_000 - 1000);
    await t.platform.reservations.job.runNow();
    expect((await statusOf(BETA, id, token)).status).toBe('pending');
    t.clock.advance(1000);
    await t.platform.reservations.job.runNow();
    expect((await statusOf(BETA, id, token)).status).toBe('failed');
    expect(double.sessions.get(session)!.status).toBe('expired');
  });

  it('records a payment event with its move: a move that fails keeps nothing, and the retried event holds the car', async () => {
    const { id, token, session } = await reserveByCard('202', 2);
    const payload = paidEvent(session);
    // The database refuses the first reservation lead (a sequence is not rolled back, so only the first fails).
    const { db } = t.database;
    await sql`create sequence edges_fail_once`.execute(db);
    await sql`create function edges_fail_first() returns trigger language plpgsql as $$
      begin
        if new.kind = 'reservation' and nextval('edges_fail_once') = 1 then raise exception 'injected: the lead could not be stored'; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger edges_fail_first before insert on leads for each row execute function edges_fail_first()`.execute(db);
    try {
      const failed = await deliver(payload);
      expect(failed.status).toBe(500);
      expect(await db.selectFrom('payment_events').select('event_id').where('tenant', '=', 'beta').execute()).toEqual([]);
      expect((await statusOf(BETA, id, token)).status).toBe('pending');
      const retried = await deliver(payload);
      expect(await retried.json()).toEqual({ received: true, duplicate: false });
      expect(await statusOf(BETA, id, token)).toMatchObject({ status: 'held', depositState: 'paid' });
      expect(await (await deliver(payload)).json()).toEqual({ received: true, duplicate: true });
      expect(await db.selectFrom('leads').select('id').where('tenant', '=', 'beta').where('kind', '=', 'reservation').execute()).toHaveLength(1);
    } finally {
      await sql`drop trigger edges_fail_first on leads`.execute(db);
    }
  });

  it('cancels, expires and refunds reservations whose car has left the stock', async () => {
    // Held by card (203: the shopper cancels; 204: the hold runs out, then the operator refunds), pending (205: paid
    // after the car left), and held at the dealership on alpha (101: the hold runs out), then the cars leave the feed.
    const cancelled = await reserveByCard('203', 3);
    expect((await deliver(paidEvent(cancelled.session))).status).toBe(200);
    const expired = await reserveByCard('204', 4);
    expect((await deliver(paidEvent(expired.session))).status).toBe(200);
    const late = await reserveByCard('205', 5);
    const asked = await t.postJson(ALPHA, '/api/reservations', { car_id: '101', ...shopper(6) });
    expect(asked.status).toBe(202);
    const code = /reserve a car is (\d{6})/.exec(mails.filter((mail) => mail.to === 'sam6@example.com').at(-1)!.text)![1];
    const dealership = (await (await t.postJson(ALPHA, '/api/reservations', { car_id: '101', ...shopper(6), code })).json()) as {
      reservation_id: string;
      token: string;
    };

    for (const [tenant, cars] of [
      ['beta', ['201', '202']],
      ['alpha', ['102']],
    ] as const)
      await writeFile(path.join(t.dataDir, 'snapshots', tenant, 'snapshot.json'), JSON.stringify({ tenant, vehicles: cars.map((id) => car(id)) }));
    // The stock index looks at the snapshot again within 5 seconds.
    await vi.waitFor(async () => expect((await t.call(BETA, '/api/reservations/car?car_id=203')).status).toBe(404), { timeout: 10_000, interval: 500 });
    await vi.waitFor(async () => expect((await t.call(ALPHA, '/api/reservations/car?car_id=101')).status).toBe(404), { timeout: 10_000, interval: 500 });

    const cancel = await t.postJson(BETA, `/api/reservations/${cancelled.id}/cancel`, { t: cancelled.token });
    expect(cancel.status).toBe(200);
    expect((await cancel.json()).reservation).toMatchObject({ status: 'cancelled', depositState: 'refunded', car: null });
    const lead = await t.database.db
      .selectFrom('leads')
      .select(['payload', 'subcategory'])
      .where('tenant', '=', 'beta')
      .where('car_id', '=', '203')
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ subcategory: 'Reservation Cancelled', payload: { reservation: { status: 'cancelled', timeZone: expect.any(String) } } });

    expect((await deliver(paidEvent(late.session))).status).toBe(200);
    expect(await statusOf(BETA, late.id, late.token)).toMatchObject({ status: 'failed', depositState: 'refunded' });

    t.clock.advance(48 * HOUR);
    await t.platform.reservations.job.runNow();
    expect(await statusOf(BETA, expired.id, expired.token)).toMatchObject({ status: 'released', depositState: 'paid' });
    expect((await statusOf(ALPHA, dealership.reservation_id, dealership.token)).status).toBe('released');
    const refund = await runReservationCommand(t.platform.reservations.service, t.database.db, {
      command: 'reservations:refund',
      tenant: 'beta',
      id: expired.id,
    });
    expect(refund).toMatchObject({ refused: null, reservation: { status: 'released', deposit_state: 'refunded' } });
    const refunded = new Set(double.refunds.map((one) => one.payment_intent));
    for (const session of [cancelled.session, late.session, expired.session]) expect(refunded).toContain(double.sessions.get(session)!.payment_intent);
  });
});
