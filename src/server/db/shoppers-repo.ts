// Shoppers, their sessions and their sign-in codes. Every query names its tenant. Times come from the caller's clock
// (`now`), so the rules in src/domain/accounts decide expiry the same way in tests and in production.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AlertChannel } from './accounts-schema.ts';
import type { DB } from './schema.ts';

export type Shopper = { id: string; tenant: string; phone: string; email: string | null; alertChannel: AlertChannel };

const HOUR_MS = 3_600_000;

/** What was sent lately, for the send limits (src/domain/accounts/sign-in.ts). */
export async function codeSendHistory(db: Kysely<DB>, tenant: string, phone: string, clientIp: string, now: Date) {
  const since = new Date(now.getTime() - HOUR_MS);
  const row = await db
    .selectFrom('sign_in_codes')
    .select([
      sql<number>`count(*) filter (where phone = ${phone})::int`.as('phone_count'),
      sql<number>`count(*) filter (where client_ip = ${clientIp})::int`.as('client_count'),
      sql<number>`count(*)::int`.as('tenant_count'),
      sql<Date | null>`max(created_at) filter (where phone = ${phone})`.as('last_sent'),
    ])
    .where('tenant', '=', tenant)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return {
    lastSentToPhoneAt: row.last_sent ? new Date(row.last_sent).getTime() : null,
    sentToPhoneLastHour: Number(row.phone_count),
    sentToClientLastHour: Number(row.client_count),
    sentByTenantLastHour: Number(row.tenant_count),
  };
}

export async function insertSignInCode(
  db: Kysely<DB>,
  code: { id: string; tenant: string; phone: string; codeHash: string; expiresAt: Date; clientIp: string; now: Date },
): Promise<void> {
  await db
    .insertInto('sign_in_codes')
    .values({
      id: code.id,
      tenant: code.tenant,
      phone: code.phone,
      code_hash: code.codeHash,
      expires_at: code.expiresAt,
      client_ip: code.clientIp,
      created_at: code.now,
    })
    .execute();
}

export async function deleteSignInCode(db: Kysely<DB>, tenant: string, id: string): Promise<void> {
  await db.deleteFrom('sign_in_codes').where('tenant', '=', tenant).where('id', '=', id).execute();
}

export type LatestCode = { id: string; codeHash: string; attempts: number; expiresAt: number; usedAt: number | null };

/** The newest code sent to a number: only it can be used (asking again replaces the last one). */
export async function latestSignInCode(db: Kysely<DB>, tenant: string, phone: string): Promise<LatestCode | null> {
  const row = await db
    .selectFrom('sign_in_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'used_at'])
    .where('tenant', '=', tenant)
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    codeHash: row.code_hash,
    attempts: row.attempts,
    expiresAt: new Date(row.expires_at).getTime(),
    usedAt: row.used_at ? new Date(row.used_at).getTime() : null,
  };
}

/** Counts a wrong try; the count only ever goes up, and a row at its limit is not touched. Returns the new count. */
export async function countWrongCode(db: Kysely<DB>, tenant: string, id: string, maxAttempts: number): Promise<number> {
  const row = await db
    .updateTable('sign_in_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? maxAttempts;
}

/** Marks a code used; false when another request used it first (single use, even under a race). */
export async function useSignInCode(db: Kysely<DB>, tenant: string, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('sign_in_codes')
    .set({ used_at: now })
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

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

export type SessionWithShopper = { sessionId: string; expiresAt: number; lastSeenAt: number; shopper: Shopper };

/** A session of this tenant with its shopper; another tenant's session id finds nothing. */
export async function findSession(db: Kysely<DB>, tenant: string, sessionId: string): Promise<SessionWithShopper | null> {
  const row = await db
    .selectFrom('shopper_sessions as s')
    .innerJoin('shoppers as u', (join) => join.onRef('u.id', '=', 's.shopper_id').onRef('u.tenant', '=', 's.tenant'))
    .select(['s.id as session_id', 's.expires_at', 's.last_seen_at', 'u.id', 'u.tenant', 'u.phone', 'u.email', 'u.alert_channel'])
    .where('s.tenant', '=', tenant)
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    sessionId: row.session_id,
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
