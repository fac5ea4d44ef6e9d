// What happens to a stored booking after the form: the shopper confirms or cancels it through the signed link in
// their e-mail, the operator cancels it (`npm run bookings`), and the job releases unconfirmed ones whose hold ran
// out. Each move is a conditional update in one transaction with its lead's revision: the dealer's channels get the
// new status (cancelled, released), and the shopper an e-mail when the dealer cancelled or the shopper did.
import type { Kysely, Transaction } from 'kysely';
import { BOOKING_HOLD_TEXT, mayCancel, mayConfirm, type BookingStatus } from '#src/domain/bookings/booking-holds.ts';
import { describeBooking } from '#src/domain/bookings/describe-booking.ts';
import type { LeadBooking } from '#src/domain/bookings/booking-request.ts';
import type { LeadPayload } from '#src/domain/leads/lead-record.ts';
import { cancelBooking, confirmBooking, dueBookings, findBooking, releaseBooking, type BookingRow } from '../db/bookings-repo.ts';
import { findLead } from '../db/leads-repo.ts';
import { reviseReservationLead } from '../db/reservations-repo.ts';
import type { DB, DeliveryTarget } from '../db/schema.ts';
import { checkBookingToken } from './booking-links.ts';
import { sql } from 'kysely';

export type BookingServiceDeps = { db: Kysely<DB>; linkSecret: string; now?: () => number; log?: (message: string) => void };

/** A booking as its shopper's page shows it. */
export type BookingView = {
  id: string;
  kind: 'test-drive' | 'service';
  status: BookingStatus;
  when: string;
  startsAt: string;
  holdExpiresAt: string | null;
  mayConfirm: boolean;
  mayCancel: boolean;
};

export type BookingMove = { ok: true; view: BookingView; message: string } | { ok: false; status: 404 | 409; error: string; view?: BookingView };

const state = (row: BookingRow) => ({
  status: row.status,
  startsAt: new Date(row.starts_at),
  holdExpiresAt: row.hold_expires_at ? new Date(row.hold_expires_at) : null,
});

export function createBookingService(deps: BookingServiceDeps) {
  const now = () => new Date((deps.now ?? Date.now)());
  const log = deps.log ?? ((message: string) => console.log(message));

  async function view(row: BookingRow): Promise<BookingView> {
    const lead = await findLead(deps.db, row.tenant, row.lead_id);
    const booking = lead?.payload.booking;
    const at = now();
    return {
      id: row.id,
      kind: row.kind,
      status: row.status === 'unconfirmed' && !mayConfirm(state(row), at) ? 'released' : row.status,
      when: booking ? describeBooking(booking) : new Date(row.starts_at).toISOString(),
      startsAt: new Date(row.starts_at).toISOString(),
      holdExpiresAt: row.hold_expires_at ? new Date(row.hold_expires_at).toISOString() : null,
      mayConfirm: mayConfirm(state(row), at),
      mayCancel: mayCancel(state(row), at),
    };
  }

  /** The lead's booking facts follow the booking; `shopper` e-mails its contact, `dealer` sends the dealer a revision. */
  async function revise(trx: Transaction<DB>, row: BookingRow, patch: Partial<LeadBooking>, tell: { dealer: boolean; shopper: 'booking-cancelled' | null }) {
    const lead = await findLead(trx, row.tenant, row.lead_id);
    if (!lead) return; // deleted by retention: nothing left to tell
    const update = (payload: LeadPayload): LeadPayload => (payload.booking ? { ...payload, booking: { ...payload.booking, ...patch } } : payload);
    if (!tell.dealer) {
      await trx
        .updateTable('leads')
        .set({ payload: JSON.stringify(update(lead.payload)), updated_at: sql`now()` })
        .where('tenant', '=', row.tenant)
        .where('id', '=', row.lead_id)
        .execute();
      return;
    }
    const email = typeof lead.payload.fields.email === 'string' ? lead.payload.fields.email : null;
    const from = await shopperSender(trx, row);
    const shopper = tell.shopper && email && from ? { message: tell.shopper, target: { to: [email], from } satisfies DeliveryTarget } : null;
    await reviseReservationLead(trx, row.tenant, row.lead_id, update, undefined, shopper);
  }

  /** The sender of the shopper's first e-mail about this booking (the site's lead sender). */
  async function shopperSender(trx: Transaction<DB>, row: BookingRow): Promise<string | null> {
    const first = await trx
      .selectFrom('lead_deliveries')
      .select('target')
      .where('tenant', '=', row.tenant)
      .where('lead_id', '=', row.lead_id)
      .where('channel', '=', 'shopper-email')
      .orderBy('revision', 'asc')
      .executeTakeFirst();
    return (first?.target as DeliveryTarget | undefined)?.from ?? null;
  }

  async function byLink(tenant: string, id: string, token: unknown): Promise<BookingRow | null> {
    if (!/^[0-9a-f-]{36}$/.test(id) || !checkBookingToken(deps.linkSecret, tenant, id, token)) return null;
    return (await findBooking(deps.db, tenant, id)) ?? null;
  }

  async function cancel(row: BookingRow, reason: string): Promise<BookingMove> {
    const at = now();
    const moved = await deps.db.transaction().execute(async (trx) => {
      const ended = await cancelBooking(trx, row.tenant, row.id, at, reason);
      if (ended) await revise(trx, ended, { status: 'cancelled', holdExpiresAt: null }, { dealer: true, shopper: 'booking-cancelled' });
      return ended;
    });
    if (!moved) return { ok: false, status: 409, error: BOOKING_HOLD_TEXT.tooLateToCancel, view: await view(row) };
    return { ok: true, view: await view(moved), message: BOOKING_HOLD_TEXT.cancelled };
  }

  return {
    /** The booking a signed link names; null for a wrong link or another site's booking. */
    async show(tenant: string, id: string, token: unknown): Promise<BookingView | null> {
      const row = await byLink(tenant, id, token);
      return row ? view(row) : null;
    },

    /** The shopper confirms through their link: the slot stays theirs (a second click changes nothing). */
    async confirm(tenant: string, id: string, token: unknown): Promise<BookingMove> {
      const row = await byLink(tenant, id, token);
      if (!row) return { ok: false, status: 404, error: BOOKING_HOLD_TEXT.notFound };
      if (row.status === 'confirmed') return { ok: true, view: await view(row), message: BOOKING_HOLD_TEXT.alreadyConfirmed };
      const at = now();
      const moved = await deps.db.transaction().execute(async (trx) => {
        const done = await confirmBooking(trx, tenant, id, at);
        if (done) await revise(trx, done, { status: 'confirmed', holdExpiresAt: null }, { dealer: false, shopper: null });
        return done;
      });
      if (!moved) return { ok: false, status: 409, error: BOOKING_HOLD_TEXT.tooLateToConfirm, view: await view(row) };
      return { ok: true, view: await view(moved), message: BOOKING_HOLD_TEXT.confirmed };
    },

    /** The shopper cancels through their link: the slot is free at once. */
    async cancelByLink(tenant: string, id: string, token: unknown): Promise<BookingMove> {
      const row = await byLink(tenant, id, token);
      if (!row) return { ok: false, status: 404, error: BOOKING_HOLD_TEXT.notFound };
      return cancel(row, 'cancelled by the shopper');
    },

    /** The operator cancels (`npm run bookings -- cancel <id>`): the slot is free and the shopper is told. */
    async cancelByOperator(tenant: string, id: string): Promise<BookingMove & { row?: BookingRow }> {
      const row = await findBooking(deps.db, tenant, id);
      if (!row) return { ok: false, status: 404, error: `No booking ${id} for ${tenant}.` };
      const result = await cancel(row, 'cancelled by the dealer');
      return { ...result, row: (await findBooking(deps.db, tenant, id)) ?? row };
    },

    /** Releases unconfirmed bookings whose hold ran out (their slots stopped counting them already); the dealer is told. */
    async runDue(limit = 200): Promise<number> {
      const at = now();
      const due = await dueBookings(deps.db, at, limit);
      let released = 0;
      for (const { tenant, id } of due) {
        const done = await deps.db.transaction().execute(async (trx) => {
          const row = await releaseBooking(trx, tenant, id, at);
          if (row) await revise(trx, row, { status: 'released', holdExpiresAt: null }, { dealer: true, shopper: null });
          return row;
        });
        if (done) released += 1;
      }
      if (released) log(`[bookings] released ${released} unconfirmed booking(s) whose hold ran out`);
      return released;
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
