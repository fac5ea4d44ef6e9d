// The rows price and stock alerts read and write: who wants alerts, what they watch, and the day's alert per shopper
// (an outbox row: src/server/delivery sends it).
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { LiveStatus } from '#src/domain/accounts/watchlist.ts';
import type { AlertChannel } from '../../db/accounts-schema.ts';
import type { AlertContent, DB, DeliveryTarget } from '../../db/schema.ts';

export type AlertSubscriber = {
  shopperId: string;
  phone: string;
  email: string | null;
  channel: Exclude<AlertChannel, 'off'>;
  cars: Array<{ carId: string; knownPriceCents: number | null; knownStatus: LiveStatus }>;
  searches: Array<{ id: string; url: string; label: string; knownCarIds: string[] }>;
};

/** Shoppers of a site with alerts on who watch a car or a search. */
export async function alertSubscribers(db: Kysely<DB>, tenant: string): Promise<AlertSubscriber[]> {
  const shoppers = await db
    .selectFrom('shoppers')
    .select(['id', 'phone', 'email', 'alert_channel'])
    .where('tenant', '=', tenant)
    .where('alert_channel', '!=', 'off')
    .execute();
  if (shoppers.length === 0) return [];
  const ids = shoppers.map((shopper) => shopper.id);
  const cars = await db
    .selectFrom('watchlist_items')
    .select(['shopper_id', 'car_id', 'known_price_cents', 'known_status'])
    .where('tenant', '=', tenant)
    .where('shopper_id', 'in', ids)
    .execute();
  const searches = await db
    .selectFrom('saved_searches')
    .select(['id', 'shopper_id', 'url', 'label', 'known_car_ids'])
    .where('tenant', '=', tenant)
    .where('shopper_id', 'in', ids)
    .execute();
  return shoppers
    .map((shopper) => ({
      shopperId: shopper.id,
      phone: shopper.phone,
      email: shopper.email,
      channel: shopper.alert_channel as Exclude<AlertChannel, 'off'>,
      cars: cars
        .filter((row) => row.shopper_id === shopper.id)
        .map((row) => ({
          carId: row.car_id,
          knownPriceCents: row.known_price_cents === null ? null : Number(row.known_price_cents),
          knownStatus: row.known_status as LiveStatus,
        })),
      searches: searches
        .filter((row) => row.shopper_id === shopper.id)
        .map((row) => ({ id: row.id, url: row.url, label: row.label, knownCarIds: row.known_car_ids })),
    }))
    .filter((subscriber) => subscriber.cars.length > 0 || subscriber.searches.length > 0);
}

export type QueuedAlert = {
  tenant: string;
  shopperId: string;
  day: string;
  channel: 'shopper-sms' | 'shopper-email';
  target: DeliveryTarget;
  content: AlertContent;
  carsNow: Array<{ carId: string; priceCents: number; status: LiveStatus }>;
  searchesNow: Array<{ id: string; carIds: string[] }>;
};

/**
 * Queues the day's alert in the outbox and, in the same transaction, records what the shopper is now told (so
 * tomorrow's alert says only what changed after). Null when the shopper already has an alert that day (the unique
 * index is the last word): the changes wait, untold.
 */
export async function queueAlert(db: Kysely<DB>, alert: QueuedAlert): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const inserted = await trx
      .insertInto('lead_deliveries')
      .values({
        id,
        tenant: alert.tenant,
        lead_id: null,
        shopper_id: alert.shopperId,
        alert_day: alert.day,
        alert: JSON.stringify(alert.content),
        channel: alert.channel,
        target: JSON.stringify(alert.target),
      })
      .onConflict((oc) => oc.columns(['tenant', 'shopper_id', 'alert_day']).where('alert_day', 'is not', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    for (const car of alert.carsNow) {
      await trx
        .updateTable('watchlist_items')
        .set({ known_price_cents: car.priceCents, known_status: car.status })
        .where('tenant', '=', alert.tenant)
        .where('shopper_id', '=', alert.shopperId)
        .where('car_id', '=', car.carId)
        .execute();
    }
    for (const search of alert.searchesNow) {
      await trx
        .updateTable('saved_searches')
        .set({ known_car_ids: JSON.stringify(search.carIds) })
        .where('tenant', '=', alert.tenant)
        .where('shopper_id', '=', alert.shopperId)
        .where('id', '=', search.id)
        .execute();
    }
    return id;
  });
}

/** The last day (YYYY-MM-DD, eastern Australia) the shopper was alerted on by this site, or null. */
export async function lastAlertDay(db: Kysely<DB>, tenant: string, shopperId: string): Promise<string | null> {
  const row = await db
    .selectFrom('lead_deliveries')
    .select(sql<string | null>`to_char(max(alert_day), 'YYYY-MM-DD')`.as('day'))
    .where('tenant', '=', tenant)
    .where('shopper_id', '=', shopperId)
    .where('alert_day', 'is not', null)
    .executeTakeFirst();
  return row?.day ?? null;
}
