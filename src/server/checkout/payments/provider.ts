// The payment provider interface reservations go through. Two providers: the embedded default ('pay the deposit at
// the dealership': the same hold, no card, no network) and Stripe (Checkout Sessions). A new provider implements this
// and is chosen in payment-config.ts; the reservation service and its routes stay as they are.

/** What a started card payment is called at the provider and where the shopper pays. */
export type StartedPayment = { ref: string; url: string; expiresAtMs: number };

/** A payment's state at the provider: `paid` completes a reservation, `failed`/`expired` free the car. */
export type PaymentState = { state: 'open' | 'paid' | 'failed' | 'expired'; paymentRef: string | null };

/** A provider event the reservation service acts on (a webhook, already verified by the provider). */
export type PaymentEvent = {
  eventId: string;
  kind: 'paid' | 'failed' | 'expired' | 'other';
  ref: string | null;
  paymentRef: string | null;
  reservationId: string | null;
};

export type StartPaymentInput = {
  reservationId: string;
  tenant: string;
  carId: string;
  /** Shown on the provider's page, e.g. 'Refundable deposit: 2019 Mazda CX-5'. */
  description: string;
  amountCents: number;
  email: string;
  successUrl: string;
  cancelUrl: string;
  expiresAtMs: number;
};

export type PaymentProvider = {
  /** `dealership`: deposits are paid at the dealership (no online payment); `stripe`: by card online. */
  readonly kind: 'dealership' | 'stripe';
  /** Starts a card payment (only for providers with `kind` other than `dealership`). Idempotent per reservation. */
  startPayment(input: StartPaymentInput): Promise<StartedPayment>;
  /** Asks the provider how a payment stands (the shopper came back, or the server restarted mid-payment). */
  paymentState(ref: string): Promise<PaymentState>;
  /** Stops a payment that is still open (abandoned or timed out); answers its state afterwards (it may have been paid). */
  cancelPayment(ref: string): Promise<PaymentState>;
  /** Refunds a paid deposit in full. Idempotent per reservation. */
  refund(input: { paymentRef: string; amountCents: number; reservationId: string }): Promise<{ refundRef: string; state: 'refunded' | 'pending' }>;
  /** Verifies and reads a webhook; throws `ForgedWebhookError` when the signature does not check out. */
  readWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
};

export class ForgedWebhookError extends Error {
  override name = 'ForgedWebhookError';
}

/** A provider call failed (network, refusal): the reservation service keeps its state and says so. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** The embedded provider: the deposit is paid at the dealership, so nothing here ever talks to a payment service. */
export function dealershipPayments(): PaymentProvider {
  const none = (what: string) => Promise.reject(new PaymentProviderError(`${what}: deposits are paid at the dealership`));
  return {
    kind: 'dealership',
    startPayment: () => none('no online payment'),
    paymentState: () => none('no online payment'),
    cancelPayment: () => none('no online payment'),
    refund: () => none('nothing was paid online to refund'),
    readWebhook: () => Promise.reject(new ForgedWebhookError('this site takes no online payments')),
  };
}
