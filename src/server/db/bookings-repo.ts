// Booked slots. Every booking of a slot first takes the slot's row in `booking_slots` (an upsert locks it until the
// transaction ends), then counts the bookings that hold the slot (confirmed, or unconfirmed within their hold) and
// only then inserts its own: on PostgreSQL (and PGlite, which is PostgreSQL) a second booking of the same slot waits
// for the first to commit and then counts it, so two shoppers can never both take the last place. An unconfirmed
// booking whose hold ran out stops counting at once (query-time expiry); the job marks it released later.
// A booking with a contact takes the contact's rows in `checkout_locks` first (the reservations' lock table) and
// counts the contact's future bookings under them, so one contact booking 20 slots at once gets at most the cap.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BookingContacts } from '#src/domain/bookings/booking-holds.ts';
import type { BookingKind } from '#src/domain/bookings/slots.ts';
import { takeCheckoutLocks } from './contact-codes-repo.ts';
import { ExtraRefused } from './lead-with-extras.ts';
import type { DB } from './schema.ts';

export type SlotBooking = {
  /** The booking's id (made here when not given). */
  id?: string;
  kind: BookingKind;
  locationId: number;
  startsAt: string;
  capacity: number;
  carId: string | null;
  /** Who the booking counts against; null (an operator's or an old booking) counts against nobody. */
  contacts?: BookingContacts | null;
  /** An unconfirmed booking lets its slot go at this moment; null: confirmed. */
  holdExpiresAt?: Date | null;
  /** The contact's cap on future bookings, and the moment it is counted at. */
  limits?: { maxPerContact: number; capMessage: string; now: Date } | null;
};

type Db = Kysely<DB> | Transaction<DB>;

/** The bookings that hold their slot at `now`: confirmed, or unconfirmed within their hold. */
const holding = (now: Date) => sql<boolean>`(status = 'confirmed' or (status = 'unconfirmed' and hold_expires_at > ${now}))`;

/** The contact's future bookings that hold their slot, counted under the contact's locks. */
async function contactCounts(trx: Transaction<DB>, tenant: string, contacts: BookingContacts, now: Date) {
  const phone = contacts.phone ?? '';
  const row = await trx
    .selectFrom('bookings')
    .select([
      sql<number>`count(*) filter (where contact_email = ${contacts.email})::int`.as('email'),
      sql<number>`count(*) filter (where contact_phone = ${phone})::int`.as('phone'),
    ])
    .where('tenant', '=', tenant)
    .where('status', 'in', ['unconfirmed', 'confirmed'])
    .where(holding(now))
    .where('starts_at', '>', now)
    .where(sql<boolean>`(contact_email = ${contacts.email} or contact_phone = ${phone})`)
    .executeTakeFirstOrThrow();
  return { email: Number(row.email), phone: contacts.phone ? Number(row.phone) : 0 };
}

/** Refused because the contact has its cap of future bookings: the field the shopper's form marks. */
export class ContactCapReached extends ExtraRefused {}

/**
 * Takes a place in the slot for the lead, or refuses (rolling the lead back) when the slot is full or the contact has
 * its cap of future bookings. Returns the booking's id.
 */
export async function takeSlot(trx: Transaction<DB>, tenant: string, leadId: string, booking: SlotBooking, fullReason: string): Promise<string> {
  const contacts = booking.contacts ?? null;
  const now = booking.limits?.now ?? new Date();
  if (contacts && booking.limits) {
    const keys = [`bookings:${tenant}:email:${contacts.email}`];
    if (contacts.phone) keys.push(`bookings:${tenant}:phone:${contacts.phone}`);
    await takeCheckoutLocks(trx, keys);
    const counts = await contactCounts(trx, tenant, contacts, now);
    if (counts.email >= booking.limits.maxPerContact) throw new ContactCapReached(booking.limits.capMessage, 'email');
    if (counts.phone >= booking.limits.maxPerContact) throw new ContactCapReached(booking.limits.capMessage, 'phone');
  }
  const slot = { tenant, kind: booking.kind, location_id: booking.locationId, starts_at: booking.startsAt };
  // The slot's row, locked for the rest of the transaction (inserted the first time the slot is booked).
  await trx
    .insertInto('booking_slots')
    .values(slot)
    .onConflict((oc) => oc.columns(['tenant', 'kind', 'location_id', 'starts_at']).doUpdateSet({ updated_at: sql`now()` }))
    .execute();
  const held = await trx
    .selectFrom('bookings')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('tenant', '=', tenant)
    .where('kind', '=', booking.kind)
    .where('location_id', '=', booking.locationId)
    .where('starts_at', '=', new Date(booking.startsAt))
    .where('status', 'in', ['unconfirmed', 'confirmed'])
    .where(holding(now))
    .executeTakeFirstOrThrow();
  const taken = Number(held.n);
  if (booking.capacity < 1 || taken >= booking.capacity) throw new ExtraRefused(fullReason);
  const id = booking.id ?? randomUUID();
  await trx
    .insertInto('bookings')
    .values({
      id,
      tenant,
      kind: booking.kind,
      location_id: booking.locationId,
      starts_at: booking.startsAt,
      lead_id: leadId,
      car_id: booking.carId,
      status: booking.holdExpiresAt ? 'unconfirmed' : 'confirmed',
      contact_email: contacts?.email ?? null,
      contact_phone: contacts?.phone ?? null,
      hold_expires_at: booking.holdExpiresAt ?? null,
      confirmed_at: booking.holdExpiresAt ? null : now,
    })
    .execute();
  return id;
}

/** How many places each slot of a location has given away between two instants at `now`, by slot start (ISO). */
export async function takenSlots(
  db: Kysely<DB>,
  tenant: string,
  kind: BookingKind,
  locationId: number,
  from: string,
  to: string,
  now: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('bookings')
    .select(['starts_at', sql<number>`count(*)::int`.as('taken')])
    .where('tenant', '=', tenant)
    .where('kind', '=', kind)
    .where('location_id', '=', locationId)
    .where('starts_at', '>=', new Date(from))
    .where('starts_at', '<', new Date(to))
    .where('status', 'in', ['unconfirmed', 'confirmed'])
    .where(holding(now))
    .groupBy('starts_at')
    .execute();
  return new Map(rows.map((row) => [new Date(row.starts_at).toISOString(), Number(row.taken)]));
}

export type BookingRow = Awaited<ReturnType<typeof findBooking>> & {};

export async function findBooking(db: Db, tenant: string, id: string) {
  return db.selectFrom('bookings').selectAll().where('tenant', '=', tenant).where('id', '=', id).executeTakeFirst();
}

/** A tenant's bookings, the next to start first, then the past ones (most recent first). */
export async function listBookings(db: Db, tenant: string, options: { upcoming?: boolean; limit?: number; now?: Date } = {}) {
  const now = options.now ?? new Date();
  let query = db.selectFrom('bookings').selectAll().where('tenant', '=', tenant);
  if (options.upcoming) query = query.where('starts_at', '>', now).where('status', 'in', ['unconfirmed', 'confirmed']);
  return query
    .orderBy(sql`starts_at > ${now}`, 'desc')
    .orderBy(sql`case when starts_at > ${now} then starts_at end`, 'asc')
    .orderBy('starts_at', 'desc')
    .limit(options.limit ?? 50)
    .execute();
}

/**
 * Confirms an unconfirmed booking still within its hold (a conditional update: a second click changes nothing).
 * Returns the row after the move, or undefined when it could not move.
 */
export async function confirmBooking(db: Db, tenant: string, id: string, now: Date) {
  return db
    .updateTable('bookings')
    .set({ status: 'confirmed', confirmed_at: now, hold_expires_at: null })
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .where('status', '=', 'unconfirmed')
    .where('hold_expires_at', '>', now)
    .where('starts_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Ends a booking that still holds its slot and has not started (cancelled by the shopper or the operator). */
export async function cancelBooking(trx: Transaction<DB>, tenant: string, id: string, now: Date, reason: string) {
  return trx
    .updateTable('bookings')
    .set({ status: 'cancelled', ended_at: now, end_reason: reason })
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .where('starts_at', '>', now)
    .where('status', 'in', ['unconfirmed', 'confirmed'])
    .where(holding(now))
    .returningAll()
    .executeTakeFirst();
}

/** Unconfirmed bookings whose hold ran out, across tenants (the job releases them). */
export async function dueBookings(db: Db, now: Date, limit = 200) {
  return db.selectFrom('bookings').select(['tenant', 'id']).where('status', '=', 'unconfirmed').where('hold_expires_at', '<=', now).limit(limit).execute();
}

/** Marks an unconfirmed booking whose hold ran out as released (its slot already counts it no more). */
export async function releaseBooking(trx: Transaction<DB>, tenant: string, id: string, now: Date) {
  return trx
    .updateTable('bookings')
    .set({ status: 'released', ended_at: now, end_reason: 'not confirmed in time' })
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .where('status', '=', 'unconfirmed')
    .where('hold_expires_at', '<=', now)
    .returningAll()
    .executeTakeFirst();
}
