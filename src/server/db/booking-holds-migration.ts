// Migration 2026-11-28-3307-booking-holds: bookings get the same abuse limits as reservations (issue 33).
//   bookings   gain a status (unconfirmed -> confirmed | cancelled | released; rows made before this are confirmed),
//              the contact they count against (the lower-case e-mail, the phone's digits), when an unconfirmed one
//              lets its slot go, and when it ended. Partial indexes keep the per-contact counts and the expiry cheap.
//   booking_slots  loses its counter: a slot's places are counted from the bookings that hold it (an unconfirmed one
//              stops counting the moment its hold ends); the row stays as the lock each booking of the slot takes,
//              so two bookings of one slot are counted one after the other.
import { sql, type Kysely, type Migration } from 'kysely';

export const bookingHoldsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table bookings add column status text not null default 'confirmed'
      check (status in ('unconfirmed', 'confirmed', 'cancelled', 'released'))`.execute(db);
    await sql`alter table bookings add column contact_email text`.execute(db);
    await sql`alter table bookings add column contact_phone text`.execute(db);
    await sql`alter table bookings add column hold_expires_at timestamptz`.execute(db);
    await sql`alter table bookings add column confirmed_at timestamptz`.execute(db);
    await sql`alter table bookings add column ended_at timestamptz`.execute(db);
    await sql`alter table bookings add column end_reason text`.execute(db);
    await sql`create index bookings_live_email on bookings (tenant, contact_email, starts_at) where status in ('unconfirmed', 'confirmed')`.execute(db);
    await sql`create index bookings_live_phone on bookings (tenant, contact_phone, starts_at) where status in ('unconfirmed', 'confirmed')`.execute(db);
    await sql`alter table booking_slots drop column taken`.execute(db);
    await sql`create index bookings_unconfirmed on bookings (hold_expires_at) where status = 'unconfirmed'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table booking_slots add column if not exists taken integer not null default 0`.execute(db);
    for (const index of ['bookings_unconfirmed', 'bookings_live_phone', 'bookings_live_email']) await sql`drop index if exists ${sql.id(index)}`.execute(db);
    for (const column of ['end_reason', 'ended_at', 'confirmed_at', 'hold_expires_at', 'contact_phone', 'contact_email', 'status'])
      await sql`alter table bookings drop column if exists ${sql.id(column)}`.execute(db);
  },
};
