// Migration 2026-11-26-0022b-shared-state: what was still a file in one machine's DATA_DIR, for several web servers
// and build workers on PostgreSQL (DATABASE_URL). On the embedded database the files stay (one machine).
//   stock_inbox      the stock webhook's stored one-car changes and pushed feeds, waiting for the tenant's next build
//                    (whichever worker runs it); the build deletes exactly the rows it applied.
//   stock_event_ids  event ids the webhook accepted, for its replay window (a second delivery is not applied again).
//   publish_events   each tenant's build outcomes (published, held, failed, rolled back) that `npm run status` shows,
//                    from any worker.
import { sql, type Kysely, type Migration } from 'kysely';

export const sharedStateMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table stock_inbox (
        id bigserial primary key,
        tenant text not null,
        kind text not null check (kind in ('change', 'feed')),
        received_at timestamptz not null,
        -- The change (StockChange) or the pushed feed ({ receivedAt, body }) as JSON text, as the files held it.
        payload text not null,
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index stock_inbox_tenant on stock_inbox (tenant, id)`.execute(db);
    await sql`
      create table stock_event_ids (
        tenant text not null,
        event_id text not null,
        seen_at timestamptz not null,
        primary key (tenant, event_id)
      )`.execute(db);
    await sql`
      create table publish_events (
        id bigserial primary key,
        tenant text not null,
        at timestamptz not null default now(),
        -- The event as status shows it (kind, build id, message, the feed's report).
        event jsonb not null
      )`.execute(db);
    await sql`create index publish_events_tenant on publish_events (tenant, id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['publish_events', 'stock_event_ids', 'stock_inbox']) await sql`drop table if exists ${sql.table(table)}`.execute(db);
  },
};
