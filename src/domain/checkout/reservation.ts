// A reservation's life (spec 1 sections 4 and 9, spec 2 sections 4 and 9): a shopper reserves an in-stock car with a
// refundable deposit and the dealer holds it for 48 hours. Pure rules: states, the moves between them, hold and
// payment timing, and what a shopper or an operator may do in each state. The database enforces one active hold per
// car; these rules decide what a request may change.

/**
 * - `pending`: waiting for the card payment (the car is not held yet, but nobody else can start one);
 * - `held`: the deposit is paid (or is to be paid at the dealership) and the car is held until `holdExpiresAt`;
 * - `completed`: the sale went ahead (sold, or the shopper's online order took it over);
 * - `released`: the hold ended without a sale (it ran out, or the dealer let the car go);
 * - `cancelled`: the shopper (or the dealer on their behalf) called it off, and the deposit is refunded;
 * - `failed`: the payment failed, was abandoned or ran out of time: nothing was ever held.
 */
export const RESERVATION_STATUSES = ['pending', 'held', 'completed', 'released', 'cancelled', 'failed'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** The statuses that hold the car: at most one reservation per car is in one of these (a partial unique index). */
export const ACTIVE_STATUSES: readonly ReservationStatus[] = ['pending', 'held'];

/**
 * What happened to the deposit: `none` when nothing was taken online (paid at the dealership, or no deposit),
 * `paid`, then `refund-pending` (asked, not yet confirmed), `refunded` or `refund-failed` (kept for an operator).
 */
export const DEPOSIT_STATES = ['none', 'unpaid', 'paid', 'refund-pending', 'refunded', 'refund-failed'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

export type ReservationEvent =
  'payment-succeeded' | 'payment-failed' | 'payment-abandoned' | 'payment-timed-out' | 'hold-expired' | 'released' | 'cancelled' | 'completed';

/** The moves a reservation can make; anything else is refused (and a replayed event changes nothing). */
const MOVES: Readonly<Record<ReservationEvent, { from: readonly ReservationStatus[]; to: ReservationStatus }>> = {
  'payment-succeeded': { from: ['pending'], to: 'held' },
  'payment-failed': { from: ['pending'], to: 'failed' },
  'payment-abandoned': { from: ['pending'], to: 'failed' },
  'payment-timed-out': { from: ['pending'], to: 'failed' },
  'hold-expired': { from: ['held'], to: 'released' },
  released: { from: ['held'], to: 'released' },
  cancelled: { from: ['held'], to: 'cancelled' },
  completed: { from: ['held'], to: 'completed' },
};

/**
 * The status after `event`, or null when the event does not apply to `status` (already done, or too late).
 * @example nextStatus('pending', 'payment-succeeded') // 'held'
 * @example nextStatus('held', 'payment-succeeded') // null (a replayed webhook)
 */
export function nextStatus(status: ReservationStatus, event: ReservationEvent): ReservationStatus | null {
  const move = MOVES[event];
  return move.from.includes(status) ? move.to : null;
}

/** The statuses an event may start from (for the database's conditional update). */
export const fromStatuses = (event: ReservationEvent): readonly ReservationStatus[] => MOVES[event].from;

/**
 * Stripe's bounds on a Checkout Session's `expires_at`: 30 minutes to 24 hours after the session is created
 * (https://docs.stripe.com/payments/checkout/managing-limited-inventory). A session asked to expire sooner is refused.
 */
export const CHECKOUT_SESSION_MIN_MINUTES = 30;
export const CHECKOUT_SESSION_MAX_MINUTES = 24 * 60;

/**
 * A card payment's window: the Checkout Session expires this long after we ask for it, Stripe's 30-minute minimum plus
 * a 3-minute margin (the request's own time, the SDK's retries and clock skew all eat into it), and the car is
 * `pending` for exactly as long as the session can still be paid.
 */
export const PAYMENT_WINDOW_MINUTES = CHECKOUT_SESSION_MIN_MINUTES + 3;

/**
 * When a hold that starts at `startMs` ends.
 * @example new Date(holdExpiresAt(Date.parse('2026-11-20T01:00:00Z'), 48)).toISOString() // '2026-11-22T01:00:00.000Z'
 */
export function holdExpiresAt(startMs: number, holdHours: number): number {
  return startMs + holdHours * 3_600_000;
}

/**
 * The last moment a started card payment can complete the reservation.
 * @example paymentDeadline(0) // 1_980_000 (33 minutes)
 */
export function paymentDeadline(startMs: number): number {
  return startMs + PAYMENT_WINDOW_MINUTES * 60_000;
}

/** What the expiry job does with a reservation at `nowMs`, if anything. */
export function dueEvent(
  reservation: { status: ReservationStatus; holdExpiresAt: number | null; paymentExpiresAt: number | null },
  nowMs: number,
): ReservationEvent | null {
  if (reservation.status === 'held' && reservation.holdExpiresAt !== null && nowMs >= reservation.holdExpiresAt) return 'hold-expired';
  if (reservation.status === 'pending' && reservation.paymentExpiresAt !== null && nowMs >= reservation.paymentExpiresAt) return 'payment-timed-out';
  return null;
}

/**
 * The shopper may cancel (and get the deposit back) while the car is held for them; after the hold ends the dealer
 * decides (the deposit is refunded by an operator).
 * @example shopperMayCancel({ status: 'held', holdExpiresAt: 2_000 }, 1_000) // true
 */
export function shopperMayCancel(reservation: { status: ReservationStatus; holdExpiresAt: number | null }, nowMs: number): boolean {
  return reservation.status === 'held' && reservation.holdExpiresAt !== null && nowMs < reservation.holdExpiresAt;
}

/**
 * An operator may refund a deposit that was paid online and not yet refunded, unless the sale went ahead.
 * @example operatorMayRefund({ status: 'released', deposit: 'paid' }) // true
 */
export function operatorMayRefund(reservation: { status: ReservationStatus; deposit: DepositState }): boolean {
  return ['held', 'released', 'cancelled'].includes(reservation.status) && ['paid', 'refund-failed'].includes(reservation.deposit);
}
