// Indexes for /api/health's outbox check (src/server/health.ts): the newest successful delivery and the oldest waiting
// one are index look-ups, so a health check stays one cheap query however many deliveries the outbox has kept.
import { sql, type Kysely, type Migration } from 'kysely';

export const deliveryHealthMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index if not exists lead_deliveries_last_sent on lead_deliveries (sent_at) where status = 'sent'`.execute(db);
    await sql`create index if not exists lead_deliveries_oldest_pending on lead_deliveries (created_at) where status = 'pending'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists lead_deliveries_last_sent`.execute(db);
    await sql`drop index if exists lead_deliveries_oldest_pending`.execute(db);
  },
};
