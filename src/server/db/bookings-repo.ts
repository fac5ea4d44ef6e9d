// Booked slots. A slot's counter row is taken with one upsert that only succeeds below the capacity: on
// PostgreSQL (and PGlite, which is PostgreSQL) a second booking of the same slot waits for the first to commit and
// then sees its count, so two shoppers can never both take the last place.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BookingKind } from '#src/domain/bookings/slots.ts';
import { ExtraRefused } from './lead-with-extras.ts';
import type { DB } from './schema.ts';

export type SlotBooking = { kind: BookingKind; locationId: number; startsAt: string; capacity: number; carId: string | null };

/** Takes a place in the slot for the lead, or refuses (rolling the lead back) when the slot is full. */
export async function takeSlot(trx: Transaction<DB>, tenant: string, leadId: string, booking: SlotBooking, fullReason: string): Promise<void> {
  const taken = await sql<{ taken: number }>`
    insert into booking_slots (tenant, kind, location_id, starts_at, taken)
    values (${tenant}, ${booking.kind}, ${booking.locationId}, ${booking.startsAt}::timestamptz, 1)
    on conflict (tenant, kind, location_id, starts_at)
      do update set taken = booking_slots.taken + 1, updated_at = now()
      where booking_slots.taken < ${booking.capacity}
    returning taken`.execute(trx);
  if (taken.rows.length === 0 || booking.capacity < 1) throw new ExtraRefused(fullReason);
  await trx
    .insertInto('bookings')
    .values({
      id: randomUUID(),
      tenant,
      kind: booking.kind,
      location_id: booking.locationId,
      starts_at: booking.startsAt,
      lead_id: leadId,
      car_id: booking.carId,
    })
    .execute();
}

/** How many places each slot of a location has given away between two instants, by slot start (ISO). */
export async function takenSlots(
  db: Kysely<DB>,
  tenant: string,
  kind: BookingKind,
  locationId: number,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('booking_slots')
    .select(['starts_at', 'taken'])
    .where('tenant', '=', tenant)
    .where('kind', '=', kind)
    .where('location_id', '=', locationId)
    .where('starts_at', '>=', new Date(from))
    .where('starts_at', '<', new Date(to))
    .execute();
  return new Map(rows.map((row) => [new Date(row.starts_at).toISOString(), row.taken]));
}
