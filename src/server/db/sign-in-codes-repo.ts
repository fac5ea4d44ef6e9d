// Sign-in codes (and the codes that confirm deleting an account): sending one and trying one are each CLAIMED in the
// database before anything happens, so a burst of concurrent requests is decided one at a time.
//   A send: one transaction takes two transaction-scoped advisory locks, the number's (platform-wide) and then the
//   site's, always in that order (no deadlock), counts the codes already sent (the rows of this table are the record),
//   asks the pure rule (src/domain/accounts/sign-in.ts) and inserts the new code before it commits. A concurrent send
//   to the same number or on the same site waits for the lock and then counts that code too.
//   A try: one conditional UPDATE raises the newest code's attempt counter only while it is below the limit (and the
//   code is unused and unexpired), returning the row; only a claimed try is compared with the code.
// Advisory locks and the UPDATE's row lock behave the same on PostgreSQL and on the embedded PGlite.
import { sql, type Kysely } from 'kysely';
import type { CodePurpose, SendDecision, SendHistory } from '#src/domain/accounts/sign-in.ts';
import type { DB } from './schema.ts';

const HOUR_MS = 3_600_000;
/** Advisory lock classes (the first key of pg_advisory_xact_lock(int, int)): a number's sends, a site's sends. */
const PHONE_LOCK = 330_301;
const SITE_LOCK = 330_302;

export type NewCode = { id: string; tenant: string; phone: string; purpose: CodePurpose; codeHash: string; expiresAt: Date; clientIp: string; now: Date };

/**
 * Claims a code send: under the number's and the site's locks, counts what was sent in the last hour, asks `decide`,
 * and stores the code when it says yes. Returns the decision; a refused send stores nothing.
 */
export async function claimCodeSend(db: Kysely<DB>, code: NewCode, decide: (history: SendHistory) => SendDecision): Promise<SendDecision> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${PHONE_LOCK}::int, hashtext(${code.phone}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(${SITE_LOCK}::int, hashtext(${code.tenant}))`.execute(trx);
    const decision = decide(await sendHistory(trx, code));
    if (decision.ok) {
      await trx
        .insertInto('sign_in_codes')
        .values({
          id: code.id,
          tenant: code.tenant,
          phone: code.phone,
          purpose: code.purpose,
          code_hash: code.codeHash,
          expires_at: code.expiresAt,
          client_ip: code.clientIp,
          created_at: code.now,
        })
        .execute();
    }
    return decision;
  });
}

/**
 * What was sent in the hour before `now`: to the number (this site, every site), from the client, by the site; and
 * when this site last sent the number a code of the same purpose (the 60 s rule: a shopper who just signed in may ask
 * for the code that confirms deleting their account at once; the hourly limits count every code).
 */
async function sendHistory(db: Kysely<DB>, code: Pick<NewCode, 'tenant' | 'phone' | 'purpose' | 'clientIp' | 'now'>): Promise<SendHistory> {
  const { tenant, phone, clientIp, purpose } = code;
  const row = await db
    .selectFrom('sign_in_codes')
    .select([
      sql<number>`count(*) filter (where tenant = ${tenant} and phone = ${phone})::int`.as('phone_count'),
      sql<number>`count(*) filter (where phone = ${phone})::int`.as('phone_all_sites'),
      sql<number>`count(*) filter (where tenant = ${tenant} and client_ip = ${clientIp})::int`.as('client_count'),
      sql<number>`count(*) filter (where tenant = ${tenant})::int`.as('tenant_count'),
      sql<Date | null>`max(created_at) filter (where tenant = ${tenant} and phone = ${phone} and purpose = ${purpose})`.as('last_sent'),
    ])
    .where('created_at', '>', new Date(code.now.getTime() - HOUR_MS))
    .where((eb) => eb.or([eb('tenant', '=', tenant), eb('phone', '=', phone)]))
    .executeTakeFirstOrThrow();
  return {
    lastSentToPhoneAt: row.last_sent ? new Date(row.last_sent).getTime() : null,
    sentToPhoneLastHour: Number(row.phone_count),
    sentToPhoneLastHourAllSites: Number(row.phone_all_sites),
    sentToClientLastHour: Number(row.client_count),
    sentByTenantLastHour: Number(row.tenant_count),
  };
}

/** Forgets a code the SMS provider did not take: it must not count against the limits, nor be usable. */
export async function deleteSignInCode(db: Kysely<DB>, tenant: string, id: string): Promise<void> {
  await db.deleteFrom('sign_in_codes').where('tenant', '=', tenant).where('id', '=', id).execute();
}

export type ClaimedTry = { id: string; codeHash: string; attempts: number };

/**
 * Claims one try of the newest code of this purpose sent to the number: its attempt counter goes up by one only
 * while it is below `maxAttempts` and the code is unused and unexpired (one statement; concurrent tries queue on the
 * row and each sees the count the one before left). Null: nothing to try (no code, used, expired or locked).
 */
export async function claimCodeTry(
  db: Kysely<DB>,
  code: { tenant: string; phone: string; purpose: CodePurpose; maxAttempts: number; now: Date },
): Promise<ClaimedTry | null> {
  const newest = db
    .selectFrom('sign_in_codes')
    .select('id')
    .where('tenant', '=', code.tenant)
    .where('phone', '=', code.phone)
    .where('purpose', '=', code.purpose)
    .orderBy('created_at', 'desc')
    .limit(1);
  const row = await db
    .updateTable('sign_in_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('tenant', '=', code.tenant)
    .where('id', '=', newest)
    .where('attempts', '<', code.maxAttempts)
    .where('used_at', 'is', null)
    .where('expires_at', '>', code.now)
    .returning(['id', 'code_hash', 'attempts'])
    .executeTakeFirst();
  return row ? { id: row.id, codeHash: row.code_hash, attempts: row.attempts } : null;
}

export type LatestCode = { id: string; attempts: number; expiresAt: number; usedAt: number | null };

/** The newest code of this purpose sent to a number (only it can be used): to tell why a try was not claimed. */
export async function latestSignInCode(db: Kysely<DB>, tenant: string, phone: string, purpose: CodePurpose): Promise<LatestCode | null> {
  const row = await db
    .selectFrom('sign_in_codes')
    .select(['id', 'attempts', 'expires_at', 'used_at'])
    .where('tenant', '=', tenant)
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, attempts: row.attempts, expiresAt: new Date(row.expires_at).getTime(), usedAt: row.used_at ? new Date(row.used_at).getTime() : null };
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
