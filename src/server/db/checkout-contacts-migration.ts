// Migration 2026-11-28-3304-checkout-contacts: a hold needs a contact the shopper proved (issue 33).
//   contact_codes    the 6-digit codes e-mailed or texted to confirm a reservation's contact (HMACs only, never the
//                    code), with their tries; the send limits count these rows.
//   checkout_locks   one row per key the checkout serialises on (a site's code sends, a contact's holds): taken with
//                    an upsert inside the transaction that checks and writes, so two requests cannot both pass a limit.
//   reservations     gain the contact a hold counts against (the e-mail, the phone) and the client address of a
//                    pending card payment; partial indexes keep the active-hold counts cheap.
import { sql, type Kysely, type Migration } from 'kysely';

export const checkoutContactsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table contact_codes (
        id uuid primary key,
        tenant text not null,
        channel text not null check (channel in ('email', 'phone')),
        -- The lower-case e-mail address or the mobile's 10 digits.
        contact text not null,
        -- HMAC-SHA256 of the code under the server's key: the code itself is never stored.
        code_hash text not null,
        attempts integer not null default 0,
        expires_at timestamptz not null,
        used_at timestamptz,
        client_ip text not null,
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index contact_codes_contact on contact_codes (tenant, channel, contact, created_at desc)`.execute(db);
    await sql`create index contact_codes_tenant on contact_codes (tenant, created_at desc)`.execute(db);
    await sql`
      create table checkout_locks (
        key text primary key,
        taken_at timestamptz not null default now()
      )`.execute(db);
    await sql`alter table reservations add column contact_email text`.execute(db);
    await sql`alter table reservations add column contact_phone text`.execute(db);
    await sql`alter table reservations add column client_ip text`.execute(db);
    await sql`create index reservations_active_email on reservations (tenant, contact_email) where status in ('pending', 'held')`.execute(db);
    await sql`create index reservations_active_phone on reservations (tenant, contact_phone) where status in ('pending', 'held')`.execute(db);
    await sql`create index reservations_pending_client on reservations (tenant, client_ip) where status = 'pending'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const index of ['reservations_pending_client', 'reservations_active_phone', 'reservations_active_email'])
      await sql`drop index if exists ${sql.id(index)}`.execute(db);
    for (const column of ['client_ip', 'contact_phone', 'contact_email'])
      await sql`alter table reservations drop column if exists ${sql.id(column)}`.execute(db);
    for (const table of ['checkout_locks', 'contact_codes']) await sql`drop table if exists ${sql.table(table)}`.execute(db);
  },
};
