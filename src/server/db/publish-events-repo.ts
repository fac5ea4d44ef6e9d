// Each tenant's publish events (published, held, failed, rolled back) in the database (PostgreSQL, several
// machines), so `npm run status` on any machine shows every worker's builds and errors. The newest 30 per tenant
// are kept, as the file on one machine keeps them.
import type { Kysely } from 'kysely';
import { KEPT_PUBLISH_EVENTS, type PublishEvent, type PublishLog } from '#src/files/publish-log.ts';
import type { DB } from './schema.ts';

export function databasePublishLog(db: Kysely<DB>): PublishLog {
  return {
    async append(slug, event) {
      await db
        .insertInto('publish_events')
        .values({ tenant: slug, at: new Date(event.at), event: JSON.stringify(event) })
        .execute();
      const kept = await db
        .selectFrom('publish_events')
        .select('id')
        .where('tenant', '=', slug)
        .orderBy('id', 'desc')
        .offset(KEPT_PUBLISH_EVENTS - 1)
        .limit(1)
        .executeTakeFirst();
      if (kept) await db.deleteFrom('publish_events').where('tenant', '=', slug).where('id', '<', kept.id).execute();
    },
    async read(slug) {
      const rows = await db.selectFrom('publish_events').select('event').where('tenant', '=', slug).orderBy('id', 'desc').limit(KEPT_PUBLISH_EVENTS).execute();
      return rows.map((row) => row.event as PublishEvent).reverse();
    },
  };
}
