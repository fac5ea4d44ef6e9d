// The moves of a reservation that involve the payment provider or the dealer: holding on payment (from the webhook or
// the shopper's return, whichever comes first, once), letting an unpaid one go, cancelling with a refund, releasing
// and completing holds, and the expiry job. Each move is a conditional update in the database, so a replay, a second
// tab or a restart mid-payment never moves a reservation twice. A provider event is recorded as handled in the same
// transaction as its move: if the move fails, neither is kept and the provider's retry is processed. A car that has
// left the stock does not stop its reservation from being cancelled, expired or refunded.
import type { Kysely, Transaction } from 'kysely';
import { dueEvent, holdExpiresAt, operatorMayRefund, type ReservationEvent } from '#src/domain/checkout/reservation.ts';
import type { LeadPayload } from '#src/domain/leads/lead-record.ts';
import {
  activeReservationOf,
  attachLead,
  dueReservations,
  findByProviderRef,
  findReservation,
  moveReservation,
  pendingRefunds,
  recordPaymentEvent,
  reviseReservationLead,
  updateDeposit,
} from '../db/reservations-repo.ts';
import { pruneContactCodes } from '../db/contact-codes-repo.ts';
import type { DB, ReservationRow, ShopperMessageKind } from '../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;
import type { StockIndexes } from '../leads/stock-index.ts';
import type { TenantLeadsCache } from '../leads/tenant-context.ts';
import type { PaymentProviders } from './payments/payment-config.ts';
import type { PaymentEvent, StartedPayment } from './payments/provider.ts';
import { reservationFacts, reservationLead, shopperFrom } from './reservation-lead.ts';

export type MovesDeps = {
  db: Kysely<DB>;
  stock: StockIndexes;
  tenants: TenantLeadsCache;
  providers: PaymentProviders;
  mailFrom: string | undefined;
  onHoldsChanged: (tenant: string) => void;
  onQueued: () => void;
  now?: () => number;
  log?: (message: string) => void;
};

const SUBCATEGORY: Readonly<Record<'cancelled' | 'released' | 'completed', string>> = {
  cancelled: 'Reservation Cancelled',
  released: 'Hold Ended',
  completed: 'Reservation Completed',
};

export function createReservationMoves(deps: MovesDeps) {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((message: string) => console.log(message));

  async function context(tenant: string) {
    const leads = await deps.tenants.latest(tenant);
    if (!leads) throw new Error(`no usable tenant config for ${tenant}`);
    return leads;
  }

  /** The reservation's car in the stock now; undefined once it has left (sold elsewhere, off the site). */
  async function carOf(row: ReservationRow) {
    return (await deps.stock.get(row.tenant)).checkoutCar(row.car_id);
  }

  /** The reservation lead learns the new state; the dealer gets a new revision and the shopper maybe an e-mail. */
  async function revise(row: ReservationRow, state: 'cancelled' | 'released' | 'completed', shopper: ShopperMessageKind | null) {
    const leads = await context(row.tenant);
    const car = await carOf(row);
    return async (trx: Transaction<DB>, moved: ReservationRow) => {
      if (!moved.lead_id) return;
      const patch = (payload: LeadPayload): LeadPayload => ({ ...payload, reservation: reservationFacts(moved, leads, car, payload.reservation) });
      await reviseReservationLead(
        trx,
        row.tenant,
        moved.lead_id,
        patch,
        SUBCATEGORY[state],
        shopper ? { message: shopper, target: { to: [moved.shopper.email], from: shopperFrom(leads, deps.mailFrom) } } : null,
      );
    };
  }

  function changed(row: ReservationRow) {
    deps.onQueued();
    deps.onHoldsChanged(row.tenant);
  }

  /** Work for after the move's transaction commits (run at once when the move has its own transaction). */
  type After = (work: () => Promise<unknown>) => void;
  const atOnce: After = (work) => void work().catch((error: unknown) => log(`[reservations] ${error instanceof Error ? error.message : String(error)}`));

  /** Marks a paid deposit for refund, and refunds it once the transaction is done (the job retries a failure). */
  async function refundLater(db: Db, row: ReservationRow, paymentRef: string, after: After | null): Promise<ReservationRow> {
    const marked = (await updateDeposit(db, row.tenant, row.id, { deposit_state: 'refund-pending', payment_ref: paymentRef }))!;
    if (after) {
      after(() => refundNow(marked));
      return marked;
    }
    return refundNow(marked);
  }

  /**
   * pending -> held, with its lead, once; a payment that arrives after the reservation was let go, or for a car that
   * has left the stock meanwhile, holds nothing and is refunded. `db` is the webhook's transaction when there is one
   * (`after` then runs the notifications and the refund once it commits).
   */
  async function hold(row: ReservationRow, paymentRef: string | null, db: Db = deps.db, after: After | null = null): Promise<ReservationRow> {
    const leads = await context(row.tenant);
    const car = await carOf(row);
    if (!car) {
      log(`[reservations] ${row.tenant}: ${row.id} was paid for car ${row.car_id}, which has left the stock; refunding`);
      const failed = await moveReservation(db, row.tenant, row.id, {
        event: 'payment-failed',
        to: 'failed',
        set: { end_reason: 'car-left-stock', last_error: 'the car left the stock before the payment arrived' },
      });
      const current = failed ?? (await findReservation(db, row.tenant, row.id))!;
      if (current.status === 'failed' && paymentRef && current.deposit_state === 'unpaid') return refundLater(db, current, paymentRef, after);
      return current;
    }
    const stock = await deps.stock.get(row.tenant);
    const start = now();
    const held = await moveReservation(db, row.tenant, row.id, {
      event: 'payment-succeeded',
      to: 'held',
      set: {
        deposit_state: 'paid',
        payment_ref: paymentRef,
        held_at: new Date(start),
        hold_expires_at: new Date(holdExpiresAt(start, leads.config.features.checkout.holdHours)),
        last_error: null,
      },
      then: (trx, moved) =>
        attachLead(trx, moved, reservationLead({ row: moved, leads, car, stock, mailFrom: deps.mailFrom, clientIp: null, userAgent: null })),
    });
    if (held) {
      (after ?? atOnce)(async () => changed(held));
      return held;
    }
    const current = (await findReservation(db, row.tenant, row.id))!;
    if (current.status === 'failed' && paymentRef && current.deposit_state === 'unpaid') {
      // Paid after we let it go (too late, or after the shopper gave up): nothing is held, so the money goes back.
      log(`[reservations] ${row.tenant}: ${row.id} was paid after it was let go; refunding`);
      return refundLater(db, current, paymentRef, after);
    }
    return current;
  }

  async function failPayment(row: ReservationRow, event: ReservationEvent, reason: string, db: Db = deps.db): Promise<ReservationRow> {
    const failed = await moveReservation(db, row.tenant, row.id, { event, to: 'failed', set: { end_reason: event, last_error: reason.slice(0, 500) } });
    return failed ?? (await findReservation(db, row.tenant, row.id))!;
  }

  /** Asks the provider about a pending payment; `abandon` also stops it when still open. */
  async function settleWithProvider(row: ReservationRow, mode: 'ask' | 'abandon' | 'timeout'): Promise<ReservationRow> {
    const provider = deps.providers.forTenant(row.tenant);
    if (!row.provider_ref)
      return mode === 'ask' ? row : failPayment(row, mode === 'abandon' ? 'payment-abandoned' : 'payment-timed-out', 'no payment was started');
    const state = mode === 'ask' ? await provider.paymentState(row.provider_ref) : await provider.cancelPayment(row.provider_ref);
    if (state.state === 'paid') return hold(row, state.paymentRef);
    if (state.state === 'open') return row;
    return failPayment(
      row,
      mode === 'abandon' ? 'payment-abandoned' : state.state === 'failed' ? 'payment-failed' : 'payment-timed-out',
      `payment ${state.state}`,
    );
  }

  /** Refunds a deposit marked refund-pending; a failure stays pending for the job to try again. */
  async function refundNow(row: ReservationRow): Promise<ReservationRow> {
    if (!row.payment_ref) return (await updateDeposit(deps.db, row.tenant, row.id, { deposit_state: 'refund-failed', last_error: 'no payment to refund' }))!;
    try {
      const refund = await deps.providers.forTenant(row.tenant).refund({ paymentRef: row.payment_ref, amountCents: row.deposit_cents, reservationId: row.id });
      return (await updateDeposit(deps.db, row.tenant, row.id, {
        deposit_state: refund.state === 'refunded' ? 'refunded' : 'refund-pending',
        refund_ref: refund.refundRef,
        last_error: null,
      }))!;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`[reservations] ${row.tenant}: refund of ${row.id} failed, will try again: ${message}`);
      return (await updateDeposit(deps.db, row.tenant, row.id, { last_error: message.slice(0, 500) }))!;
    }
  }

  async function end(
    row: ReservationRow,
    state: 'cancelled' | 'released' | 'completed',
    event: ReservationEvent,
    reason: string,
    refund: boolean,
  ): Promise<ReservationRow | undefined> {
    const shopper: ShopperMessageKind | null = state === 'cancelled' ? 'reservation-cancelled' : state === 'released' ? 'reservation-released' : null;
    const moved = await moveReservation(deps.db, row.tenant, row.id, {
      event,
      to: state,
      set: { end_reason: reason, ...(refund && row.deposit_state === 'paid' ? { deposit_state: 'refund-pending' as const } : {}) },
      then: await revise(row, state, shopper),
    });
    if (!moved) return undefined;
    changed(moved);
    return moved.deposit_state === 'refund-pending' ? refundNow(moved) : moved;
  }

  /**
   * A verified provider event, recorded as handled in the same transaction as what it changes: a replay finds it
   * recorded and changes nothing; a move that fails rolls the record back too, so this throws and the provider's retry
   * is processed. What follows the commit (the site's RESERVED tags, a refund) runs after it.
   */
  async function handleWebhook(tenant: string, rawBody: string, signature: string | undefined): Promise<{ handled: boolean }> {
    const provider = deps.providers.forTenant(tenant);
    const event: PaymentEvent = await provider.readWebhook(rawBody, signature); // throws ForgedWebhookError
    const afterCommit: (() => Promise<unknown>)[] = [];
    const handled = await deps.db.transaction().execute(async (trx) => {
      if (!(await recordPaymentEvent(trx, tenant, provider.kind, event.eventId, event.reservationId))) return false; // a replay
      if (event.kind === 'other' || !event.ref) return true;
      const row =
        (event.reservationId ? await findReservation(trx, tenant, event.reservationId) : undefined) ?? (await findByProviderRef(trx, tenant, event.ref));
      if (!row || row.provider_ref !== event.ref) return true; // another site's or an unknown session: nothing to change
      if (event.kind === 'paid') await hold(row, event.paymentRef, trx, (work) => afterCommit.push(work));
      else await failPayment(row, event.kind === 'failed' ? 'payment-failed' : 'payment-timed-out', `payment ${event.kind}`, trx);
      return true;
    });
    for (const work of afterCommit) await work();
    return { handled };
  }

  /** The scheduled job: holds and payments past their time, refunds to retry, held cars the feed now calls sold. */
  async function runDue(): Promise<{ released: number; failed: number; refunds: number }> {
    const at = new Date(now());
    let released = 0;
    let failed = 0;
    for (const row of await dueReservations(deps.db, at)) {
      const event = dueEvent(
        {
          status: row.status,
          holdExpiresAt: row.hold_expires_at ? new Date(row.hold_expires_at).getTime() : null,
          paymentExpiresAt: row.payment_expires_at ? new Date(row.payment_expires_at).getTime() : null,
        },
        at.getTime(),
      );
      try {
        if (event === 'hold-expired' && (await end(row, 'released', 'hold-expired', 'expired', false))) released += 1;
        if (event === 'payment-timed-out' && (await settleWithProvider(row, 'timeout')).status === 'failed') failed += 1;
      } catch (error) {
        log(`[reservations] ${row.tenant}: ${row.id} could not be moved on: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    let refunds = 0;
    for (const row of await pendingRefunds(deps.db)) if ((await refundNow(row)).deposit_state === 'refunded') refunds += 1;
    await pruneContactCodes(deps.db, new Date(at.getTime() - 86_400_000)); // codes are worthless after their hour of limits
    return { released, failed, refunds };
  }

  return {
    hold,
    failPayment,
    settleWithProvider,
    handleWebhook,
    runDue,
    activeOf: (tenant: string, carId: string) => activeReservationOf(deps.db, tenant, carId, new Date(now())),
    /** The provider's session is open: the car stays pending exactly as long as the session can be paid. */
    async recordPaymentStart(row: ReservationRow, started: StartedPayment): Promise<ReservationRow> {
      return (await updateDeposit(deps.db, row.tenant, row.id, {
        provider_ref: started.ref,
        payment_url: started.url,
        payment_expires_at: new Date(started.expiresAtMs),
      }))!;
    },
    /** Shopper or operator: the hold ends now and a card deposit is refunded. */
    cancel: (row: ReservationRow, by: 'shopper' | 'operator') => end(row, 'cancelled', 'cancelled', `cancelled by ${by}`, true),
    /** Operator: the car goes back on sale; the deposit stays until refunded or put towards a sale. */
    release: (row: ReservationRow) => end(row, 'released', 'released', 'released by operator', false),
    /** The sale went ahead (the shopper's online order, or the dealer marked it sold). */
    complete: (row: ReservationRow, reason: string) => end(row, 'completed', 'completed', reason, false),
    /** Operator refund: a held car is cancelled (and refunded); a released one just refunded. */
    async refund(row: ReservationRow): Promise<ReservationRow | { refused: string }> {
      if (!operatorMayRefund({ status: row.status, deposit: row.deposit_state })) {
        return {
          refused:
            row.deposit_state === 'none'
              ? 'No deposit was taken online (it is paid at the dealership): nothing to refund here.'
              : `A ${row.status} reservation with a ${row.deposit_state} deposit cannot be refunded.`,
        };
      }
      if (row.status === 'held') return (await end(row, 'cancelled', 'cancelled', 'refunded by operator', true)) ?? row;
      const marked = (await updateDeposit(deps.db, row.tenant, row.id, { deposit_state: 'refund-pending' }))!;
      return refundNow(marked);
    },
  };
}

export type ReservationMoves = ReturnType<typeof createReservationMoves>;
