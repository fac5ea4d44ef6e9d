// The Stripe provider: a Checkout Session per reservation (Stripe's hosted payment page), retrieved when the shopper
// comes back, expired when abandoned, refunded in full on cancellation; webhooks verified with the library's
// signature check. Every write carries an idempotency key made from the reservation, so a retry never charges or
// refunds twice. `host`/`port`/`protocol` point the SDK at a local double of Stripe's API in tests.
import Stripe from 'stripe';
import { ForgedWebhookError, PaymentProviderError, type PaymentEvent, type PaymentProvider, type PaymentState } from './provider.ts';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API by default; a test double's address otherwise. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  currency?: string;
};

const failure = (what: string, error: unknown) => new PaymentProviderError(`Stripe ${what} failed: ${error instanceof Error ? error.message : String(error)}`);

function stateOf(session: Stripe.Checkout.Session): PaymentState {
  const paymentRef = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  if (session.status === 'complete' && session.payment_status !== 'unpaid') return { state: 'paid', paymentRef };
  if (session.status === 'expired') return { state: 'expired', paymentRef };
  return { state: 'open', paymentRef };
}

const EVENT_KINDS: Readonly<Record<string, PaymentEvent['kind']>> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
};

export function stripePayments(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(settings.api ? { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol } : {}),
  });
  const currency = settings.currency ?? 'aud';
  return {
    kind: 'stripe',
    async startPayment(input) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [{ quantity: 1, price_data: { currency, unit_amount: input.amountCents, product_data: { name: input.description } } }],
            customer_email: input.email,
            client_reference_id: input.reservationId,
            metadata: { reservation_id: input.reservationId, tenant: input.tenant, car_id: input.carId },
            payment_intent_data: { metadata: { reservation_id: input.reservationId, tenant: input.tenant, car_id: input.carId } },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            expires_at: Math.floor(input.expiresAtMs / 1000),
          },
          { idempotencyKey: `reservation-${input.reservationId}-start` },
        );
        if (!session.url) throw new Error('the session has no payment page');
        return { ref: session.id, url: session.url, expiresAtMs: session.expires_at * 1000 };
      } catch (error) {
        throw failure('checkout', error);
      }
    },
    async paymentState(ref) {
      try {
        return stateOf(await stripe.checkout.sessions.retrieve(ref));
      } catch (error) {
        throw failure('lookup', error);
      }
    },
    async cancelPayment(ref) {
      try {
        const session = await stripe.checkout.sessions.retrieve(ref);
        if (session.status !== 'open') return stateOf(session);
        return stateOf(await stripe.checkout.sessions.expire(ref));
      } catch (error) {
        throw failure('expiry', error);
      }
    },
    async refund(input) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: input.paymentRef, amount: input.amountCents, metadata: { reservation_id: input.reservationId } },
          { idempotencyKey: `reservation-${input.reservationId}-refund` },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') throw new Error(`refund ${refund.id} ${refund.status}`);
        return { refundRef: refund.id, state: refund.status === 'succeeded' ? 'refunded' : 'pending' };
      } catch (error) {
        throw failure('refund', error);
      }
    },
    async readWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature ?? '', settings.webhookSecret);
      } catch (error) {
        throw new ForgedWebhookError(error instanceof Error ? error.message : String(error));
      }
      const kind = EVENT_KINDS[event.type] ?? 'other';
      if (kind === 'other') return { eventId: event.id, kind, ref: null, paymentRef: null, reservationId: null };
      const session = event.data.object as Stripe.Checkout.Session;
      const { paymentRef } = stateOf(session);
      return { eventId: event.id, kind, ref: session.id, paymentRef, reservationId: session.client_reference_id ?? session.metadata?.reservation_id ?? null };
    },
  };
}
