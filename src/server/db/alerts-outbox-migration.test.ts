// The alerts' move into the outbox on a database that had them in their own table: the days already alerted stay
// (the one-a-day rule reads them), a waiting one is recorded as not sent, and down() puts them back.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsOutboxMigration } from './alerts-outbox-migration.ts';
import { MIGRATIONS } from './migrations.ts';

const SHOPPER = '00000000-0000-4000-8000-000000000001';
let db: Kysely<unknown>;

describe('migration 2026-11-25-0024b-alerts-outbox', () => {
  beforeAll(async () => {
    db = new Kysely<unknown>({ dialect: new PGliteDialect(new PGlite()) });
    const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < '2026-11-25-0024b'));
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
    if (error) throw error;
    await sql`insert into shoppers (id, tenant, phone) values (${SHOPPER}, 'alpha', '0412345678')`.execute(db);
    await sql`insert into email_suppressions (tenant, email, source) values ('alpha', 'jane@example.com', 'link')`.execute(db);
    await sql`
      insert into shopper_alerts (id, tenant, shopper_id, alert_day, channel, payload, status, sent_at) values
        ('00000000-0000-4000-8000-00000000000a', 'alpha', ${SHOPPER}, '2026-11-24', 'sms', '{"items":[]}', 'sent', now()),
        ('00000000-0000-4000-8000-00000000000b', 'alpha', ${SHOPPER}, '2026-11-25', 'email', '{"items":[]}', 'pending', null)`.execute(db);
    await alertsOutboxMigration.up(db);
  });
  afterAll(() => db?.destroy());

  it('moves the alerts into the outbox and the e-mail suppressions into the one list', async () => {
    const rows = await sql<{ channel: string; status: string; day: string; last_error: string | null }>`
      select channel, status, to_char(alert_day, 'YYYY-MM-DD') as day, last_error from lead_deliveries where shopper_id = ${SHOPPER} order by alert_day`.execute(
      db,
    );
    expect(rows.rows).toEqual([
      { channel: 'shopper-sms', status: 'sent', day: '2026-11-24', last_error: null },
      { channel: 'shopper-email', status: 'failed', day: '2026-11-25', last_error: 'queued before alerts moved to the outbox: not sent' },
    ]);
    const listed = await sql<{ address: string; kind: string }>`select address, kind from suppressions`.execute(db);
    expect(listed.rows).toEqual([{ address: 'jane@example.com', kind: 'email' }]);
    await expect(sql`select 1 from shopper_alerts`.execute(db)).rejects.toThrow();
    // The daily rule holds in the table itself.
    await expect(
      sql`insert into lead_deliveries (id, tenant, shopper_id, alert_day, alert, channel, target)
        values (gen_random_uuid(), 'alpha', ${SHOPPER}, '2026-11-25', '{}', 'shopper-sms', '{}')`.execute(db),
    ).rejects.toThrow(/lead_deliveries_alert_daily/);
  });

  it('puts them back on the way down', async () => {
    await alertsOutboxMigration.down!(db);
    const rows = await sql<{ channel: string; status: string }>`select channel, status from shopper_alerts order by alert_day`.execute(db);
    expect(rows.rows).toEqual([
      { channel: 'sms', status: 'sent' },
      { channel: 'email', status: 'failed' },
    ]);
    const listed = await sql<{ email: string }>`select email from email_suppressions`.execute(db);
    expect(listed.rows).toEqual([{ email: 'jane@example.com' }]);
  });
});
