import { describe, expect, it } from 'vitest';
import {
  dueEvent,
  holdExpiresAt,
  nextStatus,
  operatorMayRefund,
  paymentDeadline,
  PAYMENT_WINDOW_MINUTES,
  CHECKOUT_SESSION_MIN_MINUTES,
  CHECKOUT_SESSION_MAX_MINUTES,
  RESERVATION_STATUSES,
  shopperMayCancel,
  type ReservationEvent,
} from './reservation.ts';

const HOUR = 3_600_000;

describe('reservation state machine', () => {
  it.each<[string, ReservationEvent, string | null]>([
    ['pending', 'payment-succeeded', 'held'],
    ['pending', 'payment-failed', 'failed'],
    ['pending', 'payment-abandoned', 'failed'],
    ['pending', 'payment-timed-out', 'failed'],
    ['held', 'hold-expired', 'released'],
    ['held', 'released', 'released'],
    ['held', 'cancelled', 'cancelled'],
    ['held', 'completed', 'completed'],
    // A replayed or late event changes nothing.
    ['held', 'payment-succeeded', null],
    ['failed', 'payment-succeeded', null],
    ['released', 'hold-expired', null],
    ['cancelled', 'cancelled', null],
    ['pending', 'cancelled', null],
    ['completed', 'released', null],
  ])('%s + %s -> %s', (from, event, to) => {
    expect(nextStatus(from as (typeof RESERVATION_STATUSES)[number], event)).toBe(to);
  });

  it('ends states never move again', () => {
    const events: ReservationEvent[] = [
      'payment-succeeded',
      'payment-failed',
      'payment-abandoned',
      'payment-timed-out',
      'hold-expired',
      'released',
      'cancelled',
      'completed',
    ];
    for (const status of ['completed', 'released', 'cancelled', 'failed'] as const) {
      expect(events.map((event) => nextStatus(status, event))).toEqual(events.map(() => null));
    }
  });
});

describe('hold timing', () => {
  it('holds for the tenant hours (48 by default) from the moment the hold starts', () => {
    const start = Date.parse('2026-11-20T01:00:00Z');
    expect(new Date(holdExpiresAt(start, 48)).toISOString()).toBe('2026-11-22T01:00:00.000Z');
    expect(holdExpiresAt(start, 24) - start).toBe(24 * HOUR);
  });

  it("gives a card payment Stripe's 30-minute minimum session life plus a margin, well within its 24 hours", () => {
    expect(paymentDeadline(1_000)).toBe(1_000 + 33 * 60_000);
    expect(PAYMENT_WINDOW_MINUTES).toBeGreaterThan(CHECKOUT_SESSION_MIN_MINUTES);
    expect(PAYMENT_WINDOW_MINUTES).toBeLessThan(CHECKOUT_SESSION_MAX_MINUTES);
  });

  it('expires a hold at its end exactly, and a pending payment at its deadline', () => {
    const held = { status: 'held' as const, holdExpiresAt: 48 * HOUR, paymentExpiresAt: null };
    expect(dueEvent(held, 48 * HOUR - 1)).toBeNull();
    expect(dueEvent(held, 48 * HOUR)).toBe('hold-expired');
    const pending = { status: 'pending' as const, holdExpiresAt: null, paymentExpiresAt: 30 * 60_000 };
    expect(dueEvent(pending, 30 * 60_000 - 1)).toBeNull();
    expect(dueEvent(pending, 30 * 60_000)).toBe('payment-timed-out');
    expect(dueEvent({ status: 'released', holdExpiresAt: 0, paymentExpiresAt: null }, HOUR)).toBeNull();
  });

  it('lets the shopper cancel only while the car is held for them', () => {
    expect(shopperMayCancel({ status: 'held', holdExpiresAt: 2 * HOUR }, HOUR)).toBe(true);
    expect(shopperMayCancel({ status: 'held', holdExpiresAt: 2 * HOUR }, 2 * HOUR)).toBe(false);
    expect(shopperMayCancel({ status: 'released', holdExpiresAt: 2 * HOUR }, HOUR)).toBe(false);
  });

  it('lets an operator refund a deposit paid online unless the sale went ahead', () => {
    expect(operatorMayRefund({ status: 'released', deposit: 'paid' })).toBe(true);
    expect(operatorMayRefund({ status: 'held', deposit: 'refund-failed' })).toBe(true);
    expect(operatorMayRefund({ status: 'held', deposit: 'none' })).toBe(false);
    expect(operatorMayRefund({ status: 'completed', deposit: 'paid' })).toBe(false);
    expect(operatorMayRefund({ status: 'cancelled', deposit: 'refunded' })).toBe(false);
  });
});
