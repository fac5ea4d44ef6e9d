// Reservation rows. The one-hold rule lives in the database (the partial unique index `reservations_one_hold`):
// a reservation is inserted with ON CONFLICT DO NOTHING, so of many shoppers reserving one car at once exactly one
// row goes in and the others learn the car was just reserved. Moves between states are conditional updates (only
// from the states the move allows), so a replayed webhook or a second browser tab changes nothing. A move and the
// lead it makes (or the lead revision it adds) are written in one transaction. Every query is scoped by tenant.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { fromStatuses, type DepositState, type ReservationEvent, type ReservationStatus } from '#src/domain/checkout/reservation.ts';
import type { ReservationShopper } from '#src/domain/checkout/reservation-request.ts';
import type { LeadPayload } from '#src/domain/leads/lead-record.ts';
import { takeCheckoutLocks } from './contact-codes-repo.ts';
import { insertLeads, toLeadRecord, type NewLead } from './leads-repo.ts';
import type { DB, DeliveryTarget, ReservationRow, ShopperMessageKind } from './schema.ts';

export type NewReservation = {
  id: string;
  tenant: string;
  carId: string;
  carSlug: string;
  status: 'pending' | 'held';
  depositCents: number;
  depositState: DepositState;
  provider: string;
  paymentExpiresAt: Date | null;
  heldAt: Date | null;
  holdExpiresAt: Date | null;
  shopper: ReservationShopper;
  origin: string;
  returnTo: 'checkout' | 'journey';
  idempotencyKey: string;
  /** What the hold counts against: the e-mail (lower case) and the phone's digits (the signed-in number first). */
  contacts: { email: string; phone: string };
  /** The client address; a pending card payment counts against it too. */
  clientIp: string | null;
};

/** At most `maxActive` live holds (pending or held) per e-mail, per phone, and pending payments per client address. */
export type HoldLimits = { maxActive: number; now: Date };

export type CreateResult =
  { kind: 'created'; row: ReservationRow } | { kind: 'repeat'; row: ReservationRow } | { kind: 'taken' } | { kind: 'limit'; by: 'email' | 'phone' | 'client' };

type Db = Kysely<DB> | Transaction<DB>;

/** The contact's live holds, and the client's pending payments, counted under the locks the caller holds. */
async function activeCounts(trx: Transaction<DB>, reservation: NewReservation, now: Date) {
  const { email, phone } = reservation.contacts;
  const live = sql<boolean>`((status = 'held' and hold_expires_at > ${now}) or (status = 'pending' and payment_expires_at > ${now}))`;
  const byClient = reservation.clientIp === null ? sql<boolean>`false` : sql<boolean>`(status = 'pending' and client_ip = ${reservation.clientIp})`;
  const row = await trx
    .selectFrom('reservations')
    .select([
      sql<number>`count(*) filter (where contact_email = ${email})::int`.as('email'),
      sql<number>`count(*) filter (where contact_phone = ${phone})::int`.as('phone'),
      sql<number>`count(*) filter (where ${byClient})::int`.as('client'),
    ])
    .where('tenant', '=', reservation.tenant)
    .where('status', 'in', ['pending', 'held'])
    .where(live)
    .where(sql<boolean>`(contact_email = ${email} or contact_phone = ${phone} or ${byClient})`)
    .executeTakeFirstOrThrow();
  return { email: Number(row.email), phone: Number(row.phone), client: Number(row.client) };
}

/**
 * Inserts a reservation unless the car already has an active one (`taken`), the key was seen (`repeat`) or the
 * contact has its limit of live holds (`limit`). The contact's rows in `checkout_locks` are taken first, so of many
 * requests by one contact at once each counts the holds the ones before it made. `lead` (for a reservation held at
 * once) is stored in the same transaction, with its outbox rows.
 */
export async function createReservation(
  db: Kysely<DB>,
  reservation: NewReservation,
  lead: ((row: ReservationRow) => NewLead) | null,
  limits: HoldLimits | null = null,
): Promise<CreateResult> {
  return db.transaction().execute(async (trx) => {
    const repeat = () =>
      trx
        .selectFrom('reservations')
        .selectAll()
        .where('tenant', '=', reservation.tenant)
        .where('idempotency_key', '=', reservation.idempotencyKey)
        .executeTakeFirst();
    if (limits) {
      const { tenant, contacts, clientIp, status } = reservation;
      const keys = [`holds:${tenant}:email:${contacts.email}`, `holds:${tenant}:phone:${contacts.phone}`];
      if (status === 'pending' && clientIp !== null) keys.push(`holds:${tenant}:client:${clientIp}`);
      await takeCheckoutLocks(trx, keys);
      const seen = await repeat();
      if (seen) return { kind: 'repeat', row: seen };
      const counts = await activeCounts(trx, reservation, limits.now);
      if (counts.email >= limits.maxActive) return { kind: 'limit', by: 'email' };
      if (counts.phone >= limits.maxActive) return { kind: 'limit', by: 'phone' };
      if (status === 'pending' && counts.client >= limits.maxActive) return { kind: 'limit', by: 'client' };
    }
    const inserted = await trx
      .insertInto('reservations')
      .values({
        id: reservation.id,
        tenant: reservation.tenant,
        car_id: reservation.carId,
        car_slug: reservation.carSlug,
        status: reservation.status,
        deposit_cents: reservation.depositCents,
        deposit_state: reservation.depositState,
        provider: reservation.provider,
        payment_expires_at: reservation.paymentExpiresAt,
        held_at: reservation.heldAt,
        hold_expires_at: reservation.holdExpiresAt,
        shopper: JSON.stringify(reservation.shopper),
        origin: reservation.origin,
        return_to: reservation.returnTo,
        idempotency_key: reservation.idempotencyKey,
        contact_email: reservation.contacts.email,
        contact_phone: reservation.contacts.phone,
        client_ip: reservation.clientIp,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) {
      const seen = await repeat();
      return seen ? { kind: 'repeat', row: seen } : { kind: 'taken' };
    }
    if (!lead) return { kind: 'created', row: inserted };
    return { kind: 'created', row: await attachLead(trx, inserted, lead(inserted)) };
  });
}

async function attachLead(trx: Transaction<DB>, row: ReservationRow, lead: NewLead): Promise<ReservationRow> {
  const [stored] = await insertLeads(trx, [lead]);
  return trx
    .updateTable('reservations')
    .set({ lead_id: stored!.leadId, updated_at: sql`now()` })
    .where('tenant', '=', row.tenant)
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findReservation(db: Db, tenant: string, id: string): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservations').selectAll().where('tenant', '=', tenant).where('id', '=', id).executeTakeFirst();
}

/** The reservation a request with this Idempotency-Key made, if any. */
export async function findReservationByKey(db: Db, tenant: string, key: string): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservations').selectAll().where('tenant', '=', tenant).where('idempotency_key', '=', key).executeTakeFirst();
}

/**
 * The reservation that keeps a car from being reserved: an active one (pending or held), or a sale made through a
 * reservation in the last 30 days (the site shows the car RESERVED until the feed says sold).
 */
export async function activeReservationOf(db: Db, tenant: string, carId: string, now = new Date()): Promise<ReservationRow | undefined> {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  return db
    .selectFrom('reservations')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('car_id', '=', carId)
    .where((w) => w.or([w('status', 'in', ['pending', 'held']), w.and([w('status', '=', 'completed'), w('updated_at', '>=', since)])]))
    .executeTakeFirst();
}

export type Move = {
  event: ReservationEvent;
  to: ReservationStatus;
  set?: Partial<{
    deposit_state: DepositState;
    payment_url: string | null;
    payment_ref: string | null;
    refund_ref: string | null;
    held_at: Date;
    hold_expires_at: Date;
    end_reason: string;
    last_error: string | null;
    provider_ref: string;
    payment_expires_at: Date;
  }>;
  /** Runs in the move's transaction with the moved row: the lead it makes or the revision it adds. */
  then?: (trx: Transaction<DB>, row: ReservationRow) => Promise<ReservationRow | void>;
};

/**
 * Moves a reservation if it is in a state the event starts from; undefined when it was not (nothing changed). Inside a
 * caller's transaction (a provider event recorded with its move) it joins it; otherwise it has its own.
 */
export async function moveReservation(db: Db, tenant: string, id: string, move: Move): Promise<ReservationRow | undefined> {
  const run = async (trx: Transaction<DB>) => {
    const moved = await trx
      .updateTable('reservations')
      .set({ ...move.set, status: move.to, updated_at: sql`now()` })
      .where('tenant', '=', tenant)
      .where('id', '=', id)
      .where('status', 'in', [...fromStatuses(move.event)])
      .returningAll()
      .executeTakeFirst();
    if (!moved || !move.then) return moved;
    return (await move.then(trx, moved)) ?? moved;
  };
  return db.isTransaction ? run(db as Transaction<DB>) : db.transaction().execute(run);
}

/** Updates the deposit's refund state (and anything else) without moving the reservation. */
export async function updateDeposit(db: Db, tenant: string, id: string, set: Move['set']): Promise<ReservationRow | undefined> {
  return db
    .updateTable('reservations')
    .set({ ...set, updated_at: sql`now()` })
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export { attachLead };

/**
 * A reservation lead told something new (cancelled, released, completed): its payload is updated and every dealer
 * channel gets a new revision; `shopper` adds that e-mail to the shopper. Bookings use it too (an undefined
 * `subcategory` keeps the lead's).
 */
export async function reviseReservationLead(
  trx: Transaction<DB>,
  tenant: string,
  leadId: string,
  patch: (payload: LeadPayload) => LeadPayload,
  subcategory: string | undefined,
  shopper: { message: ShopperMessageKind; target: DeliveryTarget } | null,
): Promise<void> {
  const row = await trx.selectFrom('leads').selectAll().where('tenant', '=', tenant).where('id', '=', leadId).forUpdate().executeTakeFirst();
  if (!row) return;
  const payload = patch(toLeadRecord(row).payload);
  await trx
    .updateTable('leads')
    .set({ payload: JSON.stringify(payload), ...(subcategory === undefined ? {} : { subcategory }), updated_at: sql`now()` })
    .where('tenant', '=', tenant)
    .where('id', '=', leadId)
    .execute();
  const latest = await trx
    .selectFrom('lead_deliveries')
    .select(['channel', sql<number>`max(revision)`.as('revision'), sql<string>`(array_agg(target::text order by revision desc))[1]`.as('target')])
    .where('tenant', '=', tenant)
    .where('lead_id', '=', leadId)
    .where('channel', '!=', 'shopper-email')
    .groupBy('channel')
    .execute();
  const shopperRevision = await trx
    .selectFrom('lead_deliveries')
    .select(sql<number>`coalesce(max(revision), 0)`.as('revision'))
    .where('tenant', '=', tenant)
    .where('lead_id', '=', leadId)
    .where('channel', '=', 'shopper-email')
    .executeTakeFirst();
  const rows = latest.map((d) => ({ id: randomUUID(), tenant, lead_id: leadId, channel: d.channel, revision: Number(d.revision) + 1, target: d.target }));
  if (shopper)
    rows.push({
      id: randomUUID(),
      tenant,
      lead_id: leadId,
      channel: 'shopper-email',
      revision: Number(shopperRevision?.revision ?? 0) + 1,
      target: JSON.stringify({ ...shopper.target, message: shopper.message }),
    });
  if (rows.length) await trx.insertInto('lead_deliveries').values(rows).execute();
}

/** Reservations whose hold or payment time has run out, across tenants (the expiry job). */
export async function dueReservations(db: Db, now: Date, limit = 100): Promise<ReservationRow[]> {
  return db
    .selectFrom('reservations')
    .selectAll()
    .where((w) =>
      w.or([w.and([w('status', '=', 'held'), w('hold_expires_at', '<=', now)]), w.and([w('status', '=', 'pending'), w('payment_expires_at', '<=', now)])]),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Refunds asked for but not confirmed (the job tries them again). */
export async function pendingRefunds(db: Db, limit = 50): Promise<ReservationRow[]> {
  return db.selectFrom('reservations').selectAll().where('deposit_state', '=', 'refund-pending').orderBy('updated_at').limit(limit).execute();
}

/**
 * The cars each tenant's site should show as RESERVED: held now, or sold through a reservation in the last 30 days
 * (until the feed says sold).
 */
export async function heldCarsByTenant(db: Db, now: Date): Promise<Map<string, string[]>> {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const rows = await db
    .selectFrom('reservations')
    .select(['tenant', 'car_id'])
    .where((w) => w.or([w('status', '=', 'held'), w.and([w('status', '=', 'completed'), w('updated_at', '>=', since)])]))
    .orderBy('tenant')
    .orderBy('car_id')
    .execute();
  const byTenant = new Map<string, string[]>();
  for (const row of rows) byTenant.set(row.tenant, [...(byTenant.get(row.tenant) ?? []), row.car_id]);
  return byTenant;
}

export async function tenantsWithReservations(db: Db): Promise<string[]> {
  return (await db.selectFrom('reservations').select('tenant').distinct().execute()).map((row) => row.tenant);
}

export async function listReservations(db: Db, tenant: string, options: { status?: ReservationStatus; limit?: number } = {}): Promise<ReservationRow[]> {
  let query = db.selectFrom('reservations').selectAll().where('tenant', '=', tenant);
  if (options.status) query = query.where('status', '=', options.status);
  return query
    .orderBy('created_at', 'desc')
    .limit(options.limit ?? 50)
    .execute();
}

/** Records a provider event once; false when it was handled before (a replay). */
export async function recordPaymentEvent(db: Db, tenant: string, provider: string, eventId: string, reservationId: string | null): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_events')
    .values({ tenant, provider, event_id: eventId, reservation_id: reservationId })
    .onConflict((oc) => oc.doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findByProviderRef(db: Db, tenant: string, ref: string): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservations').selectAll().where('tenant', '=', tenant).where('provider_ref', '=', ref).executeTakeFirst();
}
