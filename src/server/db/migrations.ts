// Schema migrations, run at every start. Kysely records applied ones in `schema_migrations` and holds a
// lock while migrating, so starting twice (or two processes at once on PostgreSQL) is safe. Never edit a
// migration that has shipped: add the next one.
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { accountsMigration } from './accounts-migration.ts';
import { alertsOutboxMigration } from './alerts-outbox-migration.ts';
import { deliveryHealthMigration } from './health-migration.ts';
import { bookingHoldsMigration } from './booking-holds-migration.ts';
import { budgetsMigration } from './budgets-migration.ts';
import { checkoutContactsMigration } from './checkout-contacts-migration.ts';
import { jobsAndLimitsMigration } from './jobs-migration.ts';
import { sharedStateMigration } from './shared-state-migration.ts';
import { signInClaimsMigration } from './sign-in-claims-migration.ts';

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table leads (
        id uuid primary key,
        tenant text not null,
        kind text not null,
        category text not null,
        subcategory text,
        dealership_slug text,
        location_id integer,
        car_id text,
        status text not null check (status in ('open', 'complete')),
        idempotency_key text not null,
        payload jsonb not null,
        client_ip text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint leads_tenant_idempotency_key unique (tenant, idempotency_key)
      )`.execute(db);
    await sql`create index leads_tenant_created_at on leads (tenant, created_at desc)`.execute(db);
    await sql`
      create table lead_deliveries (
        id uuid primary key,
        tenant text not null,
        -- No foreign key: a lead and its deliveries are always written by one statement (leads-repo.ts),
        -- and leads are never deleted; the check cost 5% of lead throughput on the embedded engine.
        lead_id uuid not null,
        channel text not null check (channel in ('email', 'adf', 'webhook')),
        revision integer not null default 1,
        target jsonb not null,
        status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        lease_token uuid,
        lease_expires_at timestamptz,
        last_error text,
        sent_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint lead_deliveries_once unique (lead_id, channel, revision)
      )`.execute(db);
    await sql`create index lead_deliveries_due on lead_deliveries (next_attempt_at) where status = 'pending'`.execute(db);
    await sql`
      create table phone_reveals (
        id integer generated always as identity primary key,
        tenant text not null,
        car_id text not null,
        dealership_id integer,
        website_id text,
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index phone_reveals_tenant_car on phone_reveals (tenant, car_id)`.execute(db);
    await sql`
      create table analytics_events (
        id integer generated always as identity primary key,
        tenant text not null,
        event_id integer not null,
        car_id text,
        lead_id uuid,
        payload jsonb not null default '{}',
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index analytics_events_tenant_event on analytics_events (tenant, event_id, created_at)`.execute(db);
    await sql`
      create table car_views (
        tenant text not null,
        car_slug text not null,
        views integer not null default 0,
        updated_at timestamptz not null default now(),
        primary key (tenant, car_slug)
      )`.execute(db);
    await sql`
      create table miscellaneous (
        id uuid primary key,
        tenant text not null,
        column_name text not null,
        car_id text,
        lead_id uuid,
        payload jsonb not null,
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index miscellaneous_tenant_column on miscellaneous (tenant, column_name, created_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['miscellaneous', 'car_views', 'analytics_events', 'phone_reveals', 'lead_deliveries', 'leads']) {
      await sql`drop table if exists ${sql.table(table)}`.execute(db);
    }
  },
};

/**
 * Test-drive and service bookings (a counter row per slot, taken atomically, and the booking of each lead), files a
 * lead carries (a careers application's CV), and the addresses that unsubscribed from a tenant's marketing.
 */
const bookingsUnsubscribes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table booking_slots (
        tenant text not null,
        kind text not null check (kind in ('test-drive', 'service')),
        location_id integer not null,
        starts_at timestamptz not null,
        taken integer not null check (taken >= 0),
        updated_at timestamptz not null default now(),
        primary key (tenant, kind, location_id, starts_at)
      )`.execute(db);
    await sql`
      create table bookings (
        id uuid primary key,
        tenant text not null,
        kind text not null check (kind in ('test-drive', 'service')),
        location_id integer not null,
        starts_at timestamptz not null,
        lead_id uuid not null,
        car_id text,
        created_at timestamptz not null default now(),
        constraint bookings_tenant_lead unique (tenant, lead_id)
      )`.execute(db);
    await sql`create index bookings_tenant_slot on bookings (tenant, kind, location_id, starts_at)`.execute(db);
    await sql`
      create table lead_attachments (
        id uuid primary key,
        tenant text not null,
        lead_id uuid not null,
        filename text not null,
        content_type text not null,
        size_bytes integer not null,
        sha256 text not null,
        content bytea not null,
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index lead_attachments_tenant_lead on lead_attachments (tenant, lead_id)`.execute(db);
    await sql`
      create table email_suppressions (
        tenant text not null,
        email text not null,
        source text not null,
        created_at timestamptz not null default now(),
        primary key (tenant, email)
      )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['email_suppressions', 'lead_attachments', 'bookings', 'booking_slots'])
      await sql`drop table if exists ${sql.table(table)}`.execute(db);
  },
};

/**
 * Reserve and buy online: reservations (one active hold per car, enforced by a partial unique index), the payment
 * provider events already handled (a replayed webhook changes nothing), and the outbox's shopper e-mail channel.
 */
const reservations: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table reservations (
        id uuid primary key,
        tenant text not null,
        car_id text not null,
        car_slug text not null,
        status text not null check (status in ('pending', 'held', 'completed', 'released', 'cancelled', 'failed')),
        deposit_cents integer not null check (deposit_cents >= 0),
        deposit_state text not null check (deposit_state in ('none', 'unpaid', 'paid', 'refund-pending', 'refunded', 'refund-failed')),
        provider text not null,
        provider_ref text,
        payment_url text,
        payment_ref text,
        refund_ref text,
        payment_expires_at timestamptz,
        held_at timestamptz,
        hold_expires_at timestamptz,
        end_reason text,
        shopper jsonb not null,
        origin text not null,
        return_to text not null,
        lead_id uuid,
        idempotency_key text not null,
        last_error text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint reservations_tenant_idempotency_key unique (tenant, idempotency_key)
      )`.execute(db);
    // The one-hold rule: two shoppers reserving the same car at once cannot both get a pending or held row.
    await sql`create unique index reservations_one_hold on reservations (tenant, car_id) where status in ('pending', 'held')`.execute(db);
    await sql`create index reservations_due on reservations (status, hold_expires_at, payment_expires_at) where status in ('pending', 'held')`.execute(db);
    await sql`create index reservations_tenant_created_at on reservations (tenant, created_at desc)`.execute(db);
    await sql`create index reservations_provider_ref on reservations (tenant, provider_ref)`.execute(db);
    await sql`
      create table payment_events (
        tenant text not null,
        provider text not null,
        event_id text not null,
        reservation_id uuid,
        created_at timestamptz not null default now(),
        primary key (tenant, provider, event_id)
      )`.execute(db);
    await sql`alter table lead_deliveries drop constraint lead_deliveries_channel_check`.execute(db);
    await sql`alter table lead_deliveries add constraint lead_deliveries_channel_check check (channel in ('email', 'adf', 'webhook', 'shopper-email'))`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`delete from lead_deliveries where channel = 'shopper-email'`.execute(db);
    await sql`alter table lead_deliveries drop constraint lead_deliveries_channel_check`.execute(db);
    await sql`alter table lead_deliveries add constraint lead_deliveries_channel_check check (channel in ('email', 'adf', 'webhook'))`.execute(db);
    await sql`drop table if exists payment_events`.execute(db);
    await sql`drop table if exists reservations`.execute(db);
  },
};

/** In order; the name is what `schema_migrations` records. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '2025-01-01-0001-leads': initial,
  '2026-11-25-0018-bookings-unsubscribes': bookingsUnsubscribes,
  '2026-11-25-0019-reservations': reservations,
  '2026-11-25-0022-jobs-and-limits': jobsAndLimitsMigration,
  '2026-11-25-0024-accounts': accountsMigration,
  '2026-11-25-0024b-alerts-outbox': alertsOutboxMigration,
  '2026-11-26-0022b-shared-state': sharedStateMigration,
  '2026-11-28-3302-delivery-health': deliveryHealthMigration,
  '2026-11-28-3303-sign-in-claims': signInClaimsMigration,
  '2026-11-28-3304-checkout-contacts': checkoutContactsMigration,
  '2026-11-28-3306-write-budgets': budgetsMigration,
  '2026-11-28-3307-booking-holds': bookingHoldsMigration,
};

export const MIGRATION_TABLE = 'schema_migrations';

/** Applies every migration not yet recorded; throws (naming the migration) if one fails. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...MIGRATIONS }) },
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: `${MIGRATION_TABLE}_lock`,
    // Migrations are named by the work that added them and land in any order: a database that already ran a later
    // one still gets an earlier one it lacks (each migration touches tables of its own).
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
