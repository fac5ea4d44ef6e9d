// The checkout API end to end in-process: reserve with the embedded provider and with Stripe (against the local
// double), the one-hold rule's answer, the webhook (once, replayed, forged), abandoning, cancelling with a refund,
// expiry under a fixed clock, the held-cars file and its rebuild, the shopper's e-mail and the operator commands.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { unsubscribeUrl } from '../unsubscribe/unsubscribe.ts';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeDouble, type StripeDouble } from '#tests/doubles/stripe-api.ts';
import { alphaConfig, betaConfig } from '../leads/test-fixtures.ts';
import { createTestLeadsApp, type TestLeadsApp } from '../leads/test-app.ts';
import { runReservationCommand } from './reservation-operator.ts';
import { loadPaymentProviders } from './payments/payment-config.ts';

const HOUR = 3_600_000;
const withCheckout = (config: ReturnType<typeof alphaConfig>): ReturnType<typeof alphaConfig> => ({
  ...config,
  features: { ...config.features, checkout: { ...config.features.checkout, enabled: true } },
});
/** Each e-mail as nodemailer composes it, read back by mailparser as a mail client would. */
const sent: { to: string; subject: string; body: string; headers: string }[] = [];
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
const transport = {
  sendMail: async (mail: SendMailOptions) => {
    const parsed = await simpleParser((await composer.sendMail(mail)).message as Buffer);
    const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
    const headers = parsed.headerLines.map((header) => header.line.replace(/\r\n\s+/g, ' ')).join('\n');
    sent.push({ to, subject: parsed.subject ?? '', body: `${parsed.text ?? ''}\n${parsed.html || ''}`, headers });
  },
  close: () => {},
} as unknown as Transporter;
const shopper = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678', terms_conditions: true };
const ALPHA = 'alpha.localhost';
const BETA = 'beta.localhost';

let clock = Date.parse('2026-11-20T00:00:00Z');
let double: StripeDouble;
let t: TestLeadsApp;
const rebuilds: string[] = [];
const signer = new Stripe('sk_test_signer', { telemetry: false });

beforeAll(async () => {
  double = await startStripeDouble({ secretKey: 'sk_test_beta', webhookSecret: 'whsec_beta_secret_value', webhook: 'never', now: () => clock });
  t = await createTestLeadsApp({
    transport,
    now: () => clock,
    tenants: { alpha: withCheckout(alphaConfig()), beta: withCheckout(betaConfig()) },
    platform: {
      payments: loadPaymentProviders({
        STRIPE_SECRET_KEY_BETA: 'sk_test_beta',
        STRIPE_WEBHOOK_SECRET_BETA: 'whsec_beta_secret_value',
        STRIPE_API_URL: double.url,
      }),
      requestRebuild: (slug) => rebuilds.push(slug) > 0,
    },
  });
});
afterAll(async () => {
  await t.close();
  await double.close();
});

/** The code in the newest e-mail to an address. */
const codeMailedTo = (email: string) => {
  const mail = sent.filter((one) => one.to === email && /your reservation code/.test(one.subject)).at(-1);
  const code = /reserve a car is (\d{6})/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error(`no code e-mailed to ${email}`);
  return code;
};
/** Proofs of the contacts this file has confirmed (the answer's contact_proof): a second car needs no new code. */
const proofs = new Map<string, string>();
/**
 * Reserves as the reserve form does: where the site asks to prove the e-mail, the first post sends a code (202) and the
 * second carries it. A card payment (beta, Stripe) is its own proof: no code.
 */
async function reserve(host: string, car: string, extra: Record<string, unknown> = {}, key?: string): Promise<Response> {
  const body = { car_id: car, ...shopper, ...extra };
  const email = String(body.email);
  const post = (more: Record<string, unknown>) => t.postJson(host, '/api/reservations', { ...body, ...more }, key ? { 'idempotency-key': key } : {});
  const proof = proofs.get(`${host} ${email}`);
  const first = await post(proof ? { contact_proof: proof } : {});
  if (first.status !== 202) return first;
  const answer = await post({ code: codeMailedTo(email) });
  const copy = answer.clone();
  const kept = ((await copy.json().catch(() => ({}))) as { contact_proof?: string }).contact_proof;
  if (kept) proofs.set(`${host} ${email}`, kept);
  return answer;
}
const heldFile = async (tenant: string) => JSON.parse(await readFile(path.join(t.dataDir, 'snapshots', tenant, 'holds.json'), 'utf8')).carIds as string[];

describe('reserving with the embedded provider (pay at the dealership)', () => {
  let reservation: { reservation_id: string; token: string; next: string };

  it('holds the car for 48 hours at once, with the server amount, and tells the site', async () => {
    const response = await reserve(ALPHA, '101', {}, 'alpha-reserve-1');
    expect(response.status).toBe(201);
    reservation = await response.json();
    const body = reservation as unknown as { status: string; payment_url: null; reservation: { depositCents: number; holdExpiresAt: string; payment: string } };
    expect(body).toMatchObject({ status: 'held', payment_url: null });
    expect(body.reservation).toMatchObject({ depositCents: 20_000, payment: 'dealership', holdExpiresAt: new Date(clock + 48 * HOUR).toISOString() });
    expect(reservation.next).toBe(`/reservation?r=${reservation.reservation_id}&t=${reservation.token}`);
    await t.platform.reservations.holds.settled();
    expect(await heldFile('alpha')).toEqual(['101']);
    expect(rebuilds).toContain('alpha');
  });

  it('answers a retry with the same reservation, and another shopper with "just reserved" and similar cars', async () => {
    expect((await reserve(ALPHA, '101', {}, 'alpha-reserve-1')).status).toBe(200);
    const second = await reserve(ALPHA, '2019-ford-ranger-s101', { email: 'sam@example.com' });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      error: 'Sorry, someone has just reserved this car. We can help you find a similar one.',
      similar_path: '/search/used-cars/ford/ranger',
    });
    const availability = await (await t.call(ALPHA, '/api/reservations/car?car_id=101')).json();
    expect(availability).toMatchObject({ reservable: false, reason: 'reserved' });
  });

  it('queues the dealer lead (e-mail, ADF, webhook) and the shopper confirmation with a signed cancel link', async () => {
    await t.platform.worker.runOnce(50);
    const shopperMail = sent.find((mail) => mail.to === 'jane@example.com' && mail.subject.startsWith('Reserved:'));
    expect(shopperMail?.body).toContain(`/reservation?r=${reservation.reservation_id}&amp;t=${reservation.token}`);
    // Every e-mail to a shopper carries its signed unsubscribe link, in the text and for mail clients' one click.
    const unsubscribe = unsubscribeUrl({
      siteOrigin: 'http://alpha.localhost',
      tenant: 'alpha',
      email: 'jane@example.com',
      secret: t.platform.unsubscribeSecret,
    });
    expect(shopperMail?.body).toContain(`Unsubscribe from offers: ${unsubscribe}`);
    expect(shopperMail?.headers).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(shopperMail?.headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(sent.some((mail) => mail.to === 'sales@alpha.example' && /Held until: Sun 22 Nov 2026, 11:00 am/.test(mail.body))).toBe(true);
    expect(sent.some((mail) => mail.to === 'crm@alpha.example' && /Deposit: \$200, to pay at the dealership/.test(mail.body))).toBe(true);
  });

  it('refuses a wrong link, and lets the shopper cancel within the hold', async () => {
    expect((await t.call(ALPHA, `/api/reservations/${reservation.reservation_id}?t=wrong`)).status).toBe(404);
    expect((await t.call(BETA, `/api/reservations/${reservation.reservation_id}?t=${reservation.token}`)).status).toBe(404);
    const cancelled = await t.postJson(ALPHA, `/api/reservations/${reservation.reservation_id}/cancel`, { t: reservation.token });
    expect(await cancelled.json()).toMatchObject({ reservation: { status: 'cancelled', mayCancel: false } });
    await t.platform.reservations.holds.settled();
    expect(await heldFile('alpha')).toEqual([]);
    expect((await reserve(ALPHA, '101', { email: 'sam@example.com' })).status).toBe(201);
  });

  it('refuses bad input with what to fix, unknown cars with a link to search, and a browser-sent amount', async () => {
    const bad = await t.postJson(ALPHA, '/api/reservations', { car_id: '102', name: 'Jane', deposit_cents: 1 });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).fields).sort()).toEqual(['deposit_cents', 'email', 'phone', 'terms_conditions']);
    const unknown = await reserve(ALPHA, 'no-such-car');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: "We couldn't find that car. It may have been sold.", similar_path: '/search/new-used-and-demo-cars' });
    expect((await reserve(ALPHA, '201')).status).toBe(404); // beta's car
  });
});

describe('reserving with Stripe (against its local double)', () => {
  let id: string;
  let token: string;
  let session: string;

  it('starts a Checkout Session for the deposit and holds nothing until it is paid', async () => {
    const response = await reserve(BETA, '201');
    expect(response.status).toBe(201);
    const body = await response.json();
    ({ reservation_id: id, token } = body);
    expect(body.status).toBe('pending');
    session = new URL(body.payment_url).pathname.split('/').pop()!;
    expect(double.sessions.get(session)).toMatchObject({ amount_total: 20_000, client_reference_id: id, status: 'open' });
    expect(double.sessions.get(session)!.cancel_url).toBe(`http://beta.localhost/cars/some-car/checkout?r=${id}&t=${token}&payment=cancelled`);
    expect((await reserve(BETA, '201', { email: 'sam@example.com' })).status).toBe(409);
  });

  it('completes once from the signed webhook; a replay or a forgery changes nothing', async () => {
    const paid = { ...double.sessions.get(session)!, status: 'complete' as const, payment_status: 'paid' as const, payment_intent: 'pi_test_beta_1' };
    double.sessions.set(session, paid);
    const { payload } = double.eventFor(paid, 'checkout.session.completed');
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_beta_secret_value' });
    const post = (sig: string, body = payload) =>
      t.call(BETA, '/api/payments/stripe/webhook', { method: 'POST', body, headers: { 'content-type': 'application/json', 'stripe-signature': sig } });
    expect(await (await post(signature)).json()).toEqual({ received: true, duplicate: false });
    expect(await (await post(signature)).json()).toEqual({ received: true, duplicate: true });
    expect((await post(signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_forger' }))).status).toBe(400);
    const view = await (await t.call(BETA, `/api/reservations/${id}?t=${token}`)).json();
    expect(view.reservation).toMatchObject({ status: 'held', payment: 'card', depositState: 'paid', holdExpiresAt: new Date(clock + 48 * HOUR).toISOString() });
    // The browser returning after the webhook finds it held, and nothing more happens.
    expect((await (await t.postJson(BETA, `/api/reservations/${id}/confirm`, { t: token })).json()).reservation.status).toBe('held');
    const leads = await t.database.db.selectFrom('leads').select('id').where('tenant', '=', 'beta').where('kind', '=', 'reservation').execute();
    expect(leads).toHaveLength(1);
  });

  it('refunds the deposit in full when the shopper cancels', async () => {
    const response = await t.postJson(BETA, `/api/reservations/${id}/cancel`, { t: token });
    expect((await response.json()).reservation).toMatchObject({ status: 'cancelled', depositState: 'refunded' });
    expect(double.refunds).toEqual([expect.objectContaining({ payment_intent: 'pi_test_beta_1', amount: 20_000 })]);
  });

  it('lets an abandoned payment go at once, keeping nothing held', async () => {
    const body = await (await reserve(BETA, '201', { email: 'ann@example.com' })).json();
    const abandoned = await t.postJson(BETA, `/api/reservations/${body.reservation_id}/abandon`, { t: body.token });
    expect((await abandoned.json()).reservation.status).toBe('failed');
    expect(double.sessions.get(new URL(body.payment_url).pathname.split('/').pop()!)!.status).toBe('expired');
    expect((await reserve(BETA, '201', { email: 'bob@example.com' })).status).toBe(201);
  });

  it('holds nothing when Stripe cannot start the payment', async () => {
    const { db } = t.database;
    await db.updateTable('reservations').set({ status: 'failed' }).where('tenant', '=', 'beta').where('status', '=', 'pending').execute();
    double.failNextCreate();
    const failed = await reserve(BETA, '201', { email: 'cat@example.com' });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: 'Online payment is not available right now, so the car is not held. Please try again shortly or call us.' });
    expect((await (await t.call(BETA, '/api/reservations/car?car_id=201')).json()).reservable).toBe(true);
  });
});

describe('expiry under a fixed clock, and the operator', () => {
  it('releases a hold when its 48 hours are up, and the site shows the car available again', async () => {
    const body = await (await reserve(ALPHA, '102')).json();
    await t.platform.reservations.holds.settled();
    expect(await heldFile('alpha')).toContain('102');
    clock += 48 * HOUR - 1;
    await t.platform.reservations.job.runNow();
    expect((await (await t.call(ALPHA, `/api/reservations/${body.reservation_id}?t=${body.token}`)).json()).reservation.status).toBe('held');
    clock += 1;
    await t.platform.reservations.job.runNow();
    expect((await (await t.call(ALPHA, `/api/reservations/${body.reservation_id}?t=${body.token}`)).json()).reservation).toMatchObject({
      status: 'released',
      endReason: 'expired',
    });
    expect(await heldFile('alpha')).not.toContain('102');
  });

  it('lists, releases and refuses to refund a deposit paid at the dealership', async () => {
    const { service } = t.platform.reservations;
    expect((await reserve(ALPHA, '101', { email: 'dan@example.com' })).status).toBe(201);
    const list = await runReservationCommand(service, t.database.db, { command: 'reservations:list', tenant: 'alpha' });
    expect(list.command === 'reservations:list' && list.reservations.length).toBeGreaterThanOrEqual(3);
    const held = list.command === 'reservations:list' ? list.reservations.find((r) => r.status === 'held')! : null;
    const refund = await runReservationCommand(service, t.database.db, { command: 'reservations:refund', tenant: 'alpha', id: held!.id });
    expect(refund).toMatchObject({ refused: 'No deposit was taken online (it is paid at the dealership): nothing to refund here.' });
    const released = await runReservationCommand(service, t.database.db, { command: 'reservations:release', tenant: 'alpha', id: held!.id });
    expect(released).toMatchObject({ refused: null, reservation: { status: 'released' } });
  });
});
