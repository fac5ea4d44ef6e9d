// The Stripe provider against a local double of Stripe's API (the SDK's host, port and protocol settings), with
// webhook events signed by the library's own test header helper.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeDouble, type StripeDouble } from '#tests/doubles/stripe-api.ts';
import { loadPaymentProviders, PaymentsEnvError } from './payment-config.ts';
import { ForgedWebhookError, type PaymentProvider } from './provider.ts';
import { stripePayments } from './stripe-payments.ts';

const secretKey = 'sk_test_provider_tests';
const webhookSecret = 'whsec_provider_tests_secret';
let double: StripeDouble;
let stripe: PaymentProvider;
const signer = new Stripe('sk_test_signer', { telemetry: false });

beforeAll(async () => {
  double = await startStripeDouble({ secretKey, webhookSecret, webhook: 'never' });
  stripe = stripePayments({ secretKey, webhookSecret, api: { host: '127.0.0.1', port: double.port, protocol: 'http' } });
});
afterAll(() => double.close());

const start = (reservationId = crypto.randomUUID(), expiresAtMs = Date.now() + 33 * 60_000) =>
  stripe.startPayment({
    reservationId,
    tenant: 'alpha',
    carId: '101',
    description: 'Refundable deposit: 2019 Mazda CX-5',
    amountCents: 20_000,
    email: 'jane@example.com',
    successUrl: 'http://alpha.localhost:1/reservation?r=x&session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://alpha.localhost:1/cars/x/checkout?payment=cancelled',
    expiresAtMs,
  });

describe('Stripe provider', () => {
  it('starts one Checkout Session per reservation, even when asked twice (idempotency key)', async () => {
    const reservationId = crypto.randomUUID();
    const first = await start(reservationId);
    const again = await start(reservationId);
    expect(again.ref).toBe(first.ref);
    expect(first.url).toBe(`${double.url}/pay/${first.ref}`);
    const session = double.sessions.get(first.ref)!;
    expect(session).toMatchObject({ amount_total: 20_000, currency: 'aud', client_reference_id: reservationId, customer_email: 'jane@example.com' });
    expect(await stripe.paymentState(first.ref)).toEqual({ state: 'open', paymentRef: null });
  });

  it('reads a paid session, refunds it once, and refuses a second refund of the same payment', async () => {
    const reservationId = crypto.randomUUID();
    const { ref } = await start(reservationId);
    await fetch(`${double.url}/pay/${ref}/complete`, { method: 'POST', redirect: 'manual' });
    const paid = await stripe.paymentState(ref);
    expect(paid.state).toBe('paid');
    const refund = await stripe.refund({ paymentRef: paid.paymentRef!, amountCents: 20_000, reservationId });
    expect(refund.state).toBe('refunded');
    // The same reservation's refund again (a retry) answers the same refund, not a second one.
    expect((await stripe.refund({ paymentRef: paid.paymentRef!, amountCents: 20_000, reservationId })).refundRef).toBe(refund.refundRef);
    expect(double.refunds.filter((r) => r.payment_intent === paid.paymentRef)).toHaveLength(1);
    // Cancelling a paid session leaves it paid.
    expect((await stripe.cancelPayment(ref)).state).toBe('paid');
  });

  it("asks for the session's expiry it was given, within Stripe's 30 minutes to 24 hours; the double refuses one outside like Stripe", async () => {
    const started = await start(crypto.randomUUID(), Date.now() + 33 * 60_000);
    const session = double.sessions.get(started.ref)!;
    expect(session.expires_at - session.created).toBeGreaterThanOrEqual(32 * 60);
    expect(started.expiresAtMs).toBe(session.expires_at * 1000);
    await expect(start(crypto.randomUUID(), Date.now() + 29 * 60_000)).rejects.toThrow(
      'Stripe checkout failed: The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    );
    await expect(start(crypto.randomUUID(), Date.now() + 25 * 3_600_000)).rejects.toThrow(/must be less than 24 hours from Checkout Session creation/);
    // Stripe's error body, as its API answers it.
    const raw = await fetch(`${double.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ 'line_items[0][price_data][unit_amount]': '20000', expires_at: String(Math.floor(Date.now() / 1000) + 60) }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        param: 'expires_at',
        message: 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      },
    });
  });

  it('expires an abandoned session', async () => {
    const { ref } = await start();
    expect((await stripe.cancelPayment(ref)).state).toBe('expired');
    expect(double.sessions.get(ref)!.status).toBe('expired');
  });

  it('fails clearly when Stripe is down or the key is wrong', async () => {
    double.failNextCreate();
    await expect(start()).rejects.toThrow(/Stripe checkout failed/);
    const wrongKey = stripePayments({ secretKey: 'sk_test_wrong', webhookSecret, api: { host: '127.0.0.1', port: double.port, protocol: 'http' } });
    await expect(wrongKey.paymentState('cs_test_x')).rejects.toThrow(/Invalid API Key/);
  });

  it('verifies webhook signatures with the library and refuses forged or stale ones', async () => {
    const { ref } = await start();
    const session = double.sessions.get(ref)!;
    const { payload } = double.eventFor({ ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_1' }, 'checkout.session.completed');
    const event = await stripe.readWebhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }));
    expect(event).toMatchObject({ kind: 'paid', ref, paymentRef: 'pi_test_1', reservationId: session.client_reference_id });
    await expect(stripe.readWebhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }))).rejects.toBeInstanceOf(
      ForgedWebhookError,
    );
    await expect(
      stripe.readWebhook(payload.replace('paid', 'PAID'), signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })),
    ).rejects.toBeInstanceOf(ForgedWebhookError);
    const stale = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    await expect(stripe.readWebhook(payload, stale)).rejects.toBeInstanceOf(ForgedWebhookError);
    await expect(stripe.readWebhook(payload, undefined)).rejects.toBeInstanceOf(ForgedWebhookError);
  });
});

describe('payment providers from the environment', () => {
  it('gives Stripe to tenants with both keys and the embedded provider to the others', () => {
    const providers = loadPaymentProviders({
      STRIPE_SECRET_KEY_ALPHA_MOTORS: 'sk_test_a',
      STRIPE_WEBHOOK_SECRET_ALPHA_MOTORS: 'whsec_a',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    });
    expect(providers.forTenant('alpha-motors').kind).toBe('stripe');
    expect(providers.forTenant('beta').kind).toBe('dealership');
    expect(providers.stripeTenants()).toEqual(['alpha-motors']);
  });

  it('refuses half a Stripe account and a bad API address', () => {
    expect(() => loadPaymentProviders({ STRIPE_SECRET_KEY_ALPHA: 'sk_test_a' })).toThrow(PaymentsEnvError);
    expect(() => loadPaymentProviders({ STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
  });
});
