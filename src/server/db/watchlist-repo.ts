// Watchlists and saved searches, per shopper and tenant.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LiveStatus } from '#src/domain/accounts/watchlist.ts';
import type { DB } from './schema.ts';

export type WatchlistRow = { carId: string; savedAt: Date; savedPriceCents: number | null; knownPriceCents: number | null; knownStatus: LiveStatus };

const cents = (value: string | number | null): number | null => (value === null ? null : Number(value));

export async function listWatchlist(db: Kysely<DB>, tenant: string, shopperId: string): Promise<WatchlistRow[]> {
  const rows = await db
    .selectFrom('watchlist_items')
    .select(['car_id', 'saved_at', 'saved_price_cents', 'known_price_cents', 'known_status'])
    .where('tenant', '=', tenant)
    .where('shopper_id', '=', shopperId)
    .orderBy('saved_at', 'desc')
    .execute();
  return rows.map((row) => ({
    carId: row.car_id,
    savedAt: new Date(row.saved_at),
    savedPriceCents: cents(row.saved_price_cents),
    knownPriceCents: cents(row.known_price_cents),
    knownStatus: row.known_status as LiveStatus,
  }));
}

export async function countWatchlist(db: Kysely<DB>, tenant: string, shopperId: string): Promise<number> {
  const row = await db
    .selectFrom('watchlist_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant', '=', tenant)
    .where('shopper_id', '=', shopperId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Saves cars (a car saved already keeps its first price and date). */
export async function saveCars(
  db: Kysely<DB>,
  tenant: string,
  shopperId: string,
  cars: readonly { carId: string; priceCents: number; status: LiveStatus }[],
): Promise<void> {
  if (cars.length === 0) return;
  await db
    .insertInto('watchlist_items')
    .values(
      cars.map((car) => ({
        tenant,
        shopper_id: shopperId,
        car_id: car.carId,
        saved_price_cents: car.priceCents,
        known_price_cents: car.priceCents,
        known_status: car.status,
      })),
    )
    .onConflict((oc) => oc.columns(['tenant', 'shopper_id', 'car_id']).doNothing())
    .execute();
}

export async function removeCar(db: Kysely<DB>, tenant: string, shopperId: string, carId: string): Promise<void> {
  await db.deleteFrom('watchlist_items').where('tenant', '=', tenant).where('shopper_id', '=', shopperId).where('car_id', '=', carId).execute();
}

export type SavedSearchRow = { id: string; url: string; label: string; knownCarIds: string[]; createdAt: Date };

export async function listSavedSearches(db: Kysely<DB>, tenant: string, shopperId: string): Promise<SavedSearchRow[]> {
  const rows = await db
    .selectFrom('saved_searches')
    .select(['id', 'url', 'label', 'known_car_ids', 'created_at'])
    .where('tenant', '=', tenant)
    .where('shopper_id', '=', shopperId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, url: row.url, label: row.label, knownCarIds: row.known_car_ids, createdAt: new Date(row.created_at) }));
}

/** Saves a search once per URL; saving it again answers the first one. */
export async function saveSearch(
  db: Kysely<DB>,
  tenant: string,
  shopperId: string,
  search: { url: string; label: string; knownCarIds: readonly string[] },
): Promise<string> {
  const inserted = await db
    .insertInto('saved_searches')
    .values({ id: randomUUID(), tenant, shopper_id: shopperId, url: search.url, label: search.label, known_car_ids: JSON.stringify(search.knownCarIds) })
    .onConflict((oc) => oc.columns(['tenant', 'shopper_id', 'url']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const existing = await db
    .selectFrom('saved_searches')
    .select('id')
    .where('tenant', '=', tenant)
    .where('shopper_id', '=', shopperId)
    .where('url', '=', search.url)
    .executeTakeFirstOrThrow();
  return existing.id;
}

export async function removeSavedSearch(db: Kysely<DB>, tenant: string, shopperId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('saved_searches').where('tenant', '=', tenant).where('shopper_id', '=', shopperId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countSavedSearches(db: Kysely<DB>, tenant: string, shopperId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant', '=', tenant)
    .where('shopper_id', '=', shopperId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
