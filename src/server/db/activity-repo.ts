// Shopper activity that is not a lead: analytics events, phone reveals, car page views and saved
// valuations. Written in batches (see batcher.ts); each row carries its tenant.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

export type NewEvent = { tenant: string; eventId: number; carId: string | null; leadId: string | null; payload: Record<string, unknown> };
export type NewPhoneReveal = { tenant: string; carId: string; dealershipId: number | null; websiteId: string | null };
export type ViewHit = { tenant: string; carSlug: string };
export type NewMiscellaneous = { tenant: string; columnName: string; carId: string | null; leadId: string | null; payload: Record<string, unknown> };

export async function insertEvents(db: Kysely<DB>, events: readonly NewEvent[]): Promise<void[]> {
  await db
    .insertInto('analytics_events')
    .values(events.map((e) => ({ tenant: e.tenant, event_id: e.eventId, car_id: e.carId, lead_id: e.leadId, payload: JSON.stringify(e.payload) })))
    .execute();
  return events.map(() => undefined);
}

export async function insertPhoneReveals(db: Kysely<DB>, reveals: readonly NewPhoneReveal[]): Promise<void[]> {
  await db
    .insertInto('phone_reveals')
    .values(reveals.map((r) => ({ tenant: r.tenant, car_id: r.carId, dealership_id: r.dealershipId, website_id: r.websiteId })))
    .execute();
  return reveals.map(() => undefined);
}

/** Counts one view per hit; each hit gets the car's total after its batch. */
export async function countViews(db: Kysely<DB>, hits: readonly ViewHit[]): Promise<number[]> {
  const increments = new Map<string, { tenant: string; carSlug: string; count: number }>();
  for (const hit of hits) {
    const key = `${hit.tenant}/${hit.carSlug}`;
    const entry = increments.get(key) ?? { tenant: hit.tenant, carSlug: hit.carSlug, count: 0 };
    entry.count += 1;
    increments.set(key, entry);
  }
  const rows = await db
    .insertInto('car_views')
    .values([...increments.values()].map((entry) => ({ tenant: entry.tenant, car_slug: entry.carSlug, views: entry.count })))
    .onConflict((conflict) => conflict.columns(['tenant', 'car_slug']).doUpdateSet({ views: sql`car_views.views + excluded.views`, updated_at: sql`now()` }))
    .returning(['tenant', 'car_slug', 'views'])
    .execute();
  const totals = new Map(rows.map((row) => [`${row.tenant}/${row.car_slug}`, row.views]));
  return hits.map((hit) => totals.get(`${hit.tenant}/${hit.carSlug}`) ?? 0);
}

export async function viewsOf(db: Kysely<DB>, tenant: string, carSlug: string): Promise<number> {
  const row = await db.selectFrom('car_views').select('views').where('tenant', '=', tenant).where('car_slug', '=', carSlug).executeTakeFirst();
  return row?.views ?? 0;
}

export async function insertMiscellaneous(db: Kysely<DB>, entry: NewMiscellaneous): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('miscellaneous')
    .values({ id, tenant: entry.tenant, column_name: entry.columnName, car_id: entry.carId, lead_id: entry.leadId, payload: JSON.stringify(entry.payload) })
    .execute();
  return id;
}

/** Row counts of one tenant's activity tables (tests, operator). */
export async function activityCounts(db: Kysely<DB>, tenant: string): Promise<Record<'events' | 'phoneReveals' | 'miscellaneous', number>> {
  const count = async (table: 'analytics_events' | 'phone_reveals' | 'miscellaneous') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select(sql<number>`count(*)::int`.as('n'))
          .where('tenant', '=', tenant)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { events: await count('analytics_events'), phoneReveals: await count('phone_reveals'), miscellaneous: await count('miscellaneous') };
}
