// Migration 2026-11-25-0024-accounts: shoppers signed in by phone, their sessions, sign-in codes (hashes only),
// watchlists, saved searches, daily price and stock alerts, and the embedded SMS outbox and mail sink the demo
// runs on. Every row carries its tenant: a shopper of one dealer's site is nobody on another's.
import { sql, type Kysely, type Migration } from 'kysely';

export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table shoppers (
        id uuid primary key,
        tenant text not null,
        -- The mobile number as its 10 digits (0412345678): the account's identity.
        phone text not null,
        email text,
        alert_channel text not null default 'sms' check (alert_channel in ('sms', 'email', 'off')),
        created_at timestamptz not null default now(),
        last_sign_in_at timestamptz,
        constraint shoppers_tenant_phone unique (tenant, phone)
      )`.execute(db);
    await sql`
      create table shopper_sessions (
        -- sha256 of the cookie's token: a database leak gives no usable session.
        id text primary key,
        tenant text not null,
        shopper_id uuid not null references shoppers (id) on delete cascade,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        last_seen_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index shopper_sessions_shopper on shopper_sessions (tenant, shopper_id)`.execute(db);
    await sql`
      create table sign_in_codes (
        id uuid primary key,
        tenant text not null,
        phone text not null,
        -- HMAC-SHA256 of the code under the server's key: the code itself is never stored.
        code_hash text not null,
        attempts integer not null default 0,
        expires_at timestamptz not null,
        used_at timestamptz,
        client_ip text not null,
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index sign_in_codes_phone on sign_in_codes (tenant, phone, created_at desc)`.execute(db);
    await sql`create index sign_in_codes_client on sign_in_codes (tenant, client_ip, created_at desc)`.execute(db);
    await sql`create index sign_in_codes_tenant on sign_in_codes (tenant, created_at desc)`.execute(db);
    await sql`
      create table watchlist_items (
        tenant text not null,
        shopper_id uuid not null references shoppers (id) on delete cascade,
        car_id text not null,
        saved_at timestamptz not null default now(),
        saved_price_cents bigint,
        -- What the shopper last knew of the car (at saving, or from the last alert): alerts tell what changed since.
        known_price_cents bigint,
        known_status text not null,
        primary key (tenant, shopper_id, car_id)
      )`.execute(db);
    await sql`
      create table saved_searches (
        id uuid primary key,
        tenant text not null,
        shopper_id uuid not null references shoppers (id) on delete cascade,
        -- The search page's URL state: path and query, as the search page writes it.
        url text not null,
        label text not null,
        -- Cars that matched when saved or at the last alert: a new match is a car not in this list.
        known_car_ids jsonb not null default '[]',
        created_at timestamptz not null default now(),
        constraint saved_searches_once unique (tenant, shopper_id, url)
      )`.execute(db);
    await sql`
      create table shopper_alerts (
        id uuid primary key,
        tenant text not null,
        shopper_id uuid not null references shoppers (id) on delete cascade,
        -- The day in eastern Australia: at most one alert a day per shopper and site.
        alert_day date not null,
        channel text not null check (channel in ('sms', 'email')),
        payload jsonb not null,
        status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        last_error text,
        sent_at timestamptz,
        created_at timestamptz not null default now(),
        constraint shopper_alerts_daily unique (tenant, shopper_id, alert_day)
      )`.execute(db);
    await sql`create index shopper_alerts_due on shopper_alerts (next_attempt_at) where status = 'pending'`.execute(db);
    await sql`
      create table sms_messages (
        id uuid primary key,
        tenant text not null,
        to_phone text not null,
        body text not null,
        purpose text not null,
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index sms_messages_tenant on sms_messages (tenant, created_at desc)`.execute(db);
    await sql`
      create table sink_mails (
        id uuid primary key,
        -- From the message's X-Lead-Tenant header (or its lead); null when it names none.
        tenant text,
        envelope_from text not null,
        envelope_to jsonb not null,
        subject text not null,
        message_id text,
        text_body text not null,
        received_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index sink_mails_tenant on sink_mails (tenant, received_at desc)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'sink_mails',
      'sms_messages',
      'shopper_alerts',
      'saved_searches',
      'watchlist_items',
      'sign_in_codes',
      'shopper_sessions',
      'shoppers',
    ]) {
      await sql`drop table if exists ${sql.table(table)}`.execute(db);
    }
  },
};
