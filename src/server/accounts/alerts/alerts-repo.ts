// The rows price and stock alerts read and write: who wants alerts, what they watch, and the day's alert per shopper.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AlertItem } from '#src/domain/accounts/alerts.ts';
import type { LiveStatus } from '#src/domain/accounts/watchlist.ts';
import type { AlertChannel } from '../../db/accounts-schema.ts';
import type { DB } from '../../db/schema.ts';

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
  channel: 'sms' | 'email';
  items: AlertItem[];
  carsNow: Array<{ carId: string; priceCents: number; status: LiveStatus }>;
  searchesNow: Array<{ id: string; carIds: string[] }>;
  dueAt: Date;
};

/**
 * Queues the day's alert and, in the same transaction, records what the shopper is now told (so tomorrow's alert
 * says only what changed after). False when the shopper already had an alert that day: the changes wait, untold.
 */
export async function queueAlert(db: Kysely<DB>, alert: QueuedAlert): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const inserted = await trx
      .insertInto('shopper_alerts')
      .values({
        id,
        tenant: alert.tenant,
        shopper_id: alert.shopperId,
        alert_day: alert.day,
        channel: alert.channel,
        payload: JSON.stringify({ items: alert.items }),
        next_attempt_at: alert.dueAt,
      })
      .onConflict((oc) => oc.columns(['tenant', 'shopper_id', 'alert_day']).doNothing())
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

/** Did the shopper get (or have queued) an alert on this day? */
export async function alertedOn(db: Kysely<DB>, tenant: string, shopperId: string, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('shopper_alerts')
    .select('id')
    .where('tenant', '=', tenant)
    .where('shopper_id', '=', shopperId)
    .where('alert_day', '=', day)
    .executeTakeFirst();
  return row !== undefined;
}

export type DueAlert = {
  id: string;
  tenant: string;
  shopperId: string;
  channel: 'sms' | 'email';
  items: AlertItem[];
  attempts: number;
  phone: string;
  email: string | null;
};

/** Pending alerts due now (any site), with their shopper's contact; a lease keeps two rounds from sending one twice. */
export async function claimDueAlerts(db: Kysely<DB>, now: Date, limit = 20): Promise<DueAlert[]> {
  const rows = await db
    .updateTable('shopper_alerts')
    .set({ attempts: sql`attempts + 1`, next_attempt_at: new Date(now.getTime() + 5 * 60_000) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('shopper_alerts')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'tenant', 'shopper_id', 'channel', 'payload', 'attempts'])
    .execute();
  if (rows.length === 0) return [];
  const shoppers = await db
    .selectFrom('shoppers')
    .select(['id', 'tenant', 'phone', 'email'])
    .where(
      'id',
      'in',
      rows.map((row) => row.shopper_id),
    )
    .execute();
  return rows.flatMap((row) => {
    const shopper = shoppers.find((candidate) => candidate.id === row.shopper_id && candidate.tenant === row.tenant);
    if (!shopper) return [];
    return [
      {
        id: row.id,
        tenant: row.tenant,
        shopperId: row.shopper_id,
        channel: row.channel,
        items: (row.payload as { items: AlertItem[] }).items,
        attempts: row.attempts,
        phone: shopper.phone,
        email: shopper.email,
      },
    ];
  });
}

export async function recordAlertOutcome(
  db: Kysely<DB>,
  alert: Pick<DueAlert, 'id' | 'tenant'>,
  outcome: { sent: true } | { sent: false; error: string; final: boolean; retryAt: Date },
): Promise<void> {
  const update = outcome.sent
    ? { status: 'sent' as const, sent_at: new Date(), last_error: null }
    : { status: outcome.final ? ('failed' as const) : ('pending' as const), last_error: outcome.error.slice(0, 2000), next_attempt_at: outcome.retryAt };
  await db.updateTable('shopper_alerts').set(update).where('tenant', '=', alert.tenant).where('id', '=', alert.id).execute();
}

/** The shopper an alert was sent to (the unsubscribe link names the alert). */
export async function shopperOfAlert(db: Kysely<DB>, tenant: string, alertId: string): Promise<string | null> {
  const row = await db.selectFrom('shopper_alerts').select('shopper_id').where('tenant', '=', tenant).where('id', '=', alertId).executeTakeFirst();
  return row?.shopper_id ?? null;
}
