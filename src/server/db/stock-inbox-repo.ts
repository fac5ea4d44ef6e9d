// The stock webhook's inbox in the database (PostgreSQL, several machines): the one-car changes and pushed feeds a
// web server stored wait as rows of `stock_inbox` for the tenant's next build on whichever worker runs it, and the
// accepted event ids are rows of `stock_event_ids`. Accepting an event is one transaction: the id is claimed (a
// new id, or one past the replay window) and the item stored, or neither. Every query names the tenant.
import { sql, type Kysely } from 'kysely';
import { readPendingItem, type PendingStock, type StockInbox } from '#src/files/stock-changes.ts';
import type { DB } from './schema.ts';

export function databaseStockInbox(db: Kysely<DB>, description = 'the database (stock_inbox)'): StockInbox {
  return {
    description,
    async accept(slug, eventId, item, nowMs, windowMs) {
      const now = new Date(nowMs);
      const cutoff = new Date(nowMs - windowMs);
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto('stock_event_ids')
          .values({ tenant: slug, event_id: eventId, seen_at: now })
          .onConflict((conflict) => conflict.columns(['tenant', 'event_id']).doUpdateSet({ seen_at: now }).where('stock_event_ids.seen_at', '<', cutoff))
          .returning('event_id')
          .executeTakeFirst();
        if (!claimed) return false;
        const receivedAt = item.kind === 'feed' ? item.feed.receivedAt : item.change.receivedAt;
        const payload = JSON.stringify(item.kind === 'feed' ? item.feed : item.change);
        await trx.insertInto('stock_inbox').values({ tenant: slug, kind: item.kind, received_at: receivedAt, payload }).execute();
        // Ids past the window can be claimed again anyway: drop them so the table stays the window's size.
        await trx.deleteFrom('stock_event_ids').where('tenant', '=', slug).where('seen_at', '<', cutoff).execute();
        return true;
      });
    },
    async forget(slug, eventId) {
      await db.deleteFrom('stock_event_ids').where('tenant', '=', slug).where('event_id', '=', eventId).execute();
    },
    async pending(slug) {
      const rows = await db.selectFrom('stock_inbox').select(['id', 'kind', 'payload']).where('tenant', '=', slug).orderBy('id').execute();
      const pending: PendingStock[] = [];
      const unreadable: string[] = [];
      for (const row of rows) {
        const ref = String(row.id);
        try {
          pending.push(readPendingItem(ref, row.kind, row.payload));
        } catch (error) {
          console.warn(`[${slug}] stock change ${ref} could not be read and is dropped: ${(error as Error).message}`);
          unreadable.push(ref);
        }
      }
      return { pending, unreadable };
    },
    async remove(slug, refs) {
      if (refs.length === 0) return;
      await db
        .deleteFrom('stock_inbox')
        .where('tenant', '=', slug)
        .where('id', 'in', [...refs])
        .execute();
    },
    async count(slug) {
      const row = await db
        .selectFrom('stock_inbox')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('tenant', '=', slug)
        .executeTakeFirst();
      return row?.count ?? 0;
    },
  };
}
