// Migration 2026-11-28-3306-write-budgets: the counters behind the budgets for anonymous writes (the tenant's
// `budgets`; src/server/leads/write-budgets.ts).
//   write_budgets      one row per tenant and kind (leads, cv-files, events, phone-reveals, miscellaneous): the
//                      current UTC day's rows and bytes and the totals stored. A write claims its share with one
//                      conditional upsert (the row is locked until its transaction ends), so writers on any number
//                      of servers can never pass a quota together.
//   write_budget_days  what each day added, so the retention job takes exactly that day's share off the totals when
//                      it deletes the day's rows.
// The totals start from what is stored already (its JSON's size as the database writes it), and the activity tables
// get indexes on their time, for the retention job.
import { sql, type Kysely, type Migration } from 'kysely';

/** The tables counted from the start, with what a row costs in bytes. */
const EXISTING: ReadonlyArray<{ kind: string; table: string; bytes: string }> = [
  { kind: 'leads', table: 'leads', bytes: 'octet_length(payload::text)' },
  { kind: 'cv-files', table: 'lead_attachments', bytes: 'size_bytes' },
  { kind: 'events', table: 'analytics_events', bytes: 'octet_length(payload::text)' },
  { kind: 'phone-reveals', table: 'phone_reveals', bytes: "octet_length(coalesce(car_id, '') || coalesce(website_id, ''))" },
  { kind: 'miscellaneous', table: 'miscellaneous', bytes: 'octet_length(payload::text)' },
];

export const budgetsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table write_budgets (
        tenant text not null,
        kind text not null,
        day date not null,
        day_rows bigint not null default 0 check (day_rows >= 0),
        day_bytes bigint not null default 0 check (day_bytes >= 0),
        total_rows bigint not null default 0 check (total_rows >= 0),
        total_bytes bigint not null default 0 check (total_bytes >= 0),
        updated_at timestamptz not null default now(),
        primary key (tenant, kind)
      )`.execute(db);
    await sql`
      create table write_budget_days (
        tenant text not null,
        kind text not null,
        day date not null,
        rows bigint not null default 0,
        bytes bigint not null default 0,
        primary key (tenant, kind, day)
      )`.execute(db);
    for (const { kind, table, bytes } of EXISTING) {
      await sql`
        insert into write_budget_days (tenant, kind, day, rows, bytes)
        select tenant, ${kind}, (created_at at time zone 'UTC')::date, count(*), coalesce(sum(${sql.raw(bytes)}), 0)
        from ${sql.table(table)} group by tenant, (created_at at time zone 'UTC')::date`.execute(db);
    }
    await sql`
      insert into write_budgets (tenant, kind, day, day_rows, day_bytes, total_rows, total_bytes)
      select tenant, kind, max(day), 0, 0, sum(rows), sum(bytes) from write_budget_days group by tenant, kind`.execute(db);
    // Leads have theirs (tenant, created_at) already.
    await sql`create index analytics_events_tenant_created_at on analytics_events (tenant, created_at)`.execute(db);
    await sql`create index phone_reveals_tenant_created_at on phone_reveals (tenant, created_at)`.execute(db);
    await sql`create index miscellaneous_tenant_created_at on miscellaneous (tenant, created_at)`.execute(db);
    await sql`create index lead_attachments_tenant_created_at on lead_attachments (tenant, created_at)`.execute(db);
    await sql`create index car_views_tenant_updated_at on car_views (tenant, updated_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const index of [
      'analytics_events_tenant_created_at',
      'phone_reveals_tenant_created_at',
      'miscellaneous_tenant_created_at',
      'lead_attachments_tenant_created_at',
      'car_views_tenant_updated_at',
    ])
      await sql`drop index if exists ${sql.raw(index)}`.execute(db);
    for (const table of ['write_budget_days', 'write_budgets']) await sql`drop table if exists ${sql.table(table)}`.execute(db);
  },
};
