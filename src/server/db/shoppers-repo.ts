// Shoppers and their sessions (their sign-in codes: sign-in-codes-repo.ts). Every query names its tenant. Times come
// from the caller's clock (`now`), so the rules in src/domain/accounts decide expiry the same way in tests and in
// production.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AlertChannel } from './accounts-schema.ts';
import type { DB } from './schema.ts';

export type Shopper = { id: string; tenant: string; phone: string; email: string | null; alertChannel: AlertChannel };

/** The shopper with this number, made on first sign-in. */
export async function upsertShopper(db: Kysely<DB>, tenant: string, phone: string, now: Date): Promise<Shopper> {
  const row = await db
    .insertInto('shoppers')
    .values({ id: randomUUID(), tenant, phone, last_sign_in_at: now })
    .onConflict((oc) => oc.columns(['tenant', 'phone']).doUpdateSet({ last_sign_in_at: now }))
    .returning(['id', 'tenant', 'phone', 'email', 'alert_channel'])
    .executeTakeFirstOrThrow();
  return { id: row.id, tenant: row.tenant, phone: row.phone, email: row.email, alertChannel: row.alert_channel };
}

export async function insertSession(db: Kysely<DB>, session: { id: string; tenant: string; shopperId: string; expiresAt: Date; now: Date }): Promise<void> {
  await db
    .insertInto('shopper_sessions')
    .values({
      id: session.id,
      tenant: session.tenant,
      shopper_id: session.shopperId,
      expires_at: session.expiresAt,
      created_at: session.now,
      last_seen_at: session.now,
    })
    .execute();
}

export type SessionWithShopper = { sessionId: string; createdAt: number; expiresAt: number; lastSeenAt: number; shopper: Shopper };

/** A session of this tenant with its shopper; another tenant's session id finds nothing. */
export async function findSession(db: Kysely<DB>, tenant: string, sessionId: string): Promise<SessionWithShopper | null> {
  const row = await db
    .selectFrom('shopper_sessions as s')
    .innerJoin('shoppers as u', (join) => join.onRef('u.id', '=', 's.shopper_id').onRef('u.tenant', '=', 's.tenant'))
    .select(['s.id as session_id', 's.created_at', 's.expires_at', 's.last_seen_at', 'u.id', 'u.tenant', 'u.phone', 'u.email', 'u.alert_channel'])
    .where('s.tenant', '=', tenant)
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    sessionId: row.session_id,
    createdAt: new Date(row.created_at).getTime(),
    expiresAt: new Date(row.expires_at).getTime(),
    lastSeenAt: new Date(row.last_seen_at).getTime(),
    shopper: { id: row.id, tenant: row.tenant, phone: row.phone, email: row.email, alertChannel: row.alert_channel },
  };
}

export async function extendSession(db: Kysely<DB>, tenant: string, sessionId: string, expiresAt: Date, now: Date): Promise<void> {
  await db.updateTable('shopper_sessions').set({ expires_at: expiresAt, last_seen_at: now }).where('tenant', '=', tenant).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Kysely<DB>, tenant: string, sessionId: string): Promise<void> {
  await db.deleteFrom('shopper_sessions').where('tenant', '=', tenant).where('id', '=', sessionId).execute();
}

/** 'Sign out everywhere': every session of the shopper on this site; answers how many there were. */
export async function deleteShopperSessions(db: Kysely<DB>, tenant: string, shopperId: string): Promise<number> {
  const result = await db.deleteFrom('shopper_sessions').where('tenant', '=', tenant).where('shopper_id', '=', shopperId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function updateAlertPreference(
  db: Kysely<DB>,
  tenant: string,
  shopperId: string,
  preference: { alertChannel: AlertChannel; email: string | null },
): Promise<void> {
  await db
    .updateTable('shoppers')
    .set({ alert_channel: preference.alertChannel, email: preference.email })
    .where('tenant', '=', tenant)
    .where('id', '=', shopperId)
    .execute();
}

/**
 * 'Delete my account and data': the shopper, and with them (cascade) their sessions, watchlist, saved searches and
 * alerts; their sign-in codes and the embedded outbox's texts to their number too. Leads already sent to the dealer
 * are the dealer's records and stay.
 */
export async function deleteShopper(db: Kysely<DB>, tenant: string, shopper: Pick<Shopper, 'id' | 'phone'>, internationalPhone: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('shoppers').where('tenant', '=', tenant).where('id', '=', shopper.id).execute();
    await trx.deleteFrom('sign_in_codes').where('tenant', '=', tenant).where('phone', '=', shopper.phone).execute();
    await trx.deleteFrom('sms_messages').where('tenant', '=', tenant).where('to_phone', '=', internationalPhone).execute();
  });
}
