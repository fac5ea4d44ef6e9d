// The codes that prove a reservation's contact, and the limits on sending them, claimed atomically. A send checks its
// limits and records its row in one transaction that first takes the site's row in `checkout_locks` (an upsert locks
// it until commit), so of many requests at once each sees the ones before it: one code per contact a minute, however
// many ask together. A try claims an attempt with a conditional update before the code is compared, so a burst of
// wrong codes locks the code before the right one can come through.
import { sql, type Kysely, type Transaction } from 'kysely';
import { codeSendDecision, type CodeSendDecision, type Contact, type ContactCodeRules } from '#src/domain/checkout/contact-proof.ts';
import type { DB } from './schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Takes the named rows of `checkout_locks` for the rest of the transaction (in sorted order, so two transactions taking
 * the same keys never wait on each other in a circle).
 */
export async function takeCheckoutLocks(trx: Transaction<DB>, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await trx
      .insertInto('checkout_locks')
      .values({ key })
      .onConflict((oc) => oc.column('key').doUpdateSet({ taken_at: sql`now()` }))
      .execute();
  }
}

export type NewContactCode = { id: string; tenant: string; contact: Contact; codeHash: string; clientIp: string; now: Date; rules: ContactCodeRules };

/** Records a code to send if the limits allow it now; the decision says why not. */
export async function claimCodeSend(db: Kysely<DB>, code: NewContactCode): Promise<CodeSendDecision> {
  return db.transaction().execute(async (trx) => {
    await takeCheckoutLocks(trx, [`codes:${code.tenant}`]);
    const since = new Date(code.now.getTime() - 3_600_000);
    const mine = sql<boolean>`channel = ${code.contact.channel} and contact = ${code.contact.value}`;
    const row = await trx
      .selectFrom('contact_codes')
      .select([
        sql<number>`count(*) filter (where ${mine})::int`.as('contact_count'),
        sql<number>`count(*) filter (where client_ip = ${code.clientIp})::int`.as('client_count'),
        sql<number>`count(*)::int`.as('tenant_count'),
        sql<Date | null>`max(created_at) filter (where ${mine})`.as('last_sent'),
      ])
      .where('tenant', '=', code.tenant)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    const decision = codeSendDecision(
      {
        lastSentToContactAt: row.last_sent ? new Date(row.last_sent).getTime() : null,
        sentToContactLastHour: Number(row.contact_count),
        sentToClientLastHour: Number(row.client_count),
        sentByTenantLastHour: Number(row.tenant_count),
      },
      code.now.getTime(),
      code.rules,
    );
    if (!decision.ok) return decision;
    await trx
      .insertInto('contact_codes')
      .values({
        id: code.id,
        tenant: code.tenant,
        channel: code.contact.channel,
        contact: code.contact.value,
        code_hash: code.codeHash,
        expires_at: new Date(code.now.getTime() + code.rules.codeTtlMs),
        client_ip: code.clientIp,
        created_at: code.now,
      })
      .execute();
    return decision;
  });
}

/** A code that could not be sent: it must neither count nor work. */
export async function deleteContactCode(db: Db, tenant: string, id: string): Promise<void> {
  await db.deleteFrom('contact_codes').where('tenant', '=', tenant).where('id', '=', id).execute();
}

export type CodeAttempt = { kind: 'claimed'; id: string; codeHash: string } | { kind: 'locked' } | { kind: 'none' };

/**
 * Claims one try of the newest code sent to a contact (only it can be used: asking again replaces the last one).
 * `none` when there is no usable code (none sent, expired or used), `locked` when its tries are spent.
 */
export async function claimCodeAttempt(db: Db, tenant: string, contact: Contact, now: Date, maxAttempts: number): Promise<CodeAttempt> {
  const newest = await db
    .selectFrom('contact_codes')
    .select(['id', 'attempts', 'expires_at', 'used_at'])
    .where('tenant', '=', tenant)
    .where('channel', '=', contact.channel)
    .where('contact', '=', contact.value)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!newest || newest.used_at !== null || new Date(newest.expires_at).getTime() <= now.getTime()) return { kind: 'none' };
  // The row lock makes concurrent tries queue: each sees the count the one before it left.
  const claimed = await db
    .updateTable('contact_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('tenant', '=', tenant)
    .where('id', '=', newest.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
  if (claimed) return { kind: 'claimed', id: claimed.id, codeHash: claimed.code_hash };
  const after = await db.selectFrom('contact_codes').select('used_at').where('tenant', '=', tenant).where('id', '=', newest.id).executeTakeFirst();
  return after?.used_at === null ? { kind: 'locked' } : { kind: 'none' }; // tries spent, or another request used it meanwhile
}

/** Marks a code used, once: false when another request used it first. */
export async function useContactCode(db: Db, tenant: string, id: string, now: Date): Promise<boolean> {
  const used = await db
    .updateTable('contact_codes')
    .set({ used_at: now })
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

/** Codes older than `before` are of no use to anyone (the send limits look back one hour): the job deletes them. */
export async function pruneContactCodes(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('contact_codes').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
