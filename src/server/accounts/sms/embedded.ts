// The embedded SMS sender: each message is a row in `sms_messages` and a line in the server log, and
// `npm run sms -- --tenant <slug>` lists them, so sign-in works on one machine without an SMS provider.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SmsSender } from './sender.ts';

export function embeddedSmsSender(db: Kysely<DB>, log: (message: string) => void): SmsSender {
  return {
    name: 'embedded outbox',
    async send(message) {
      await db
        .insertInto('sms_messages')
        .values({ id: randomUUID(), tenant: message.tenant, to_phone: message.to, body: message.body, purpose: message.purpose })
        .execute();
      log(`[sms:${message.tenant}] to ${message.to}: ${message.body}`);
    },
  };
}

export type OutboxSms = { id: string; to: string; body: string; purpose: string; createdAt: Date };

/** A site's newest messages first. */
export async function listOutboxSms(db: Kysely<DB>, tenant: string, limit = 50): Promise<OutboxSms[]> {
  const rows = await db
    .selectFrom('sms_messages')
    .select(['id', 'to_phone', 'body', 'purpose', 'created_at'])
    .where('tenant', '=', tenant)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, to: row.to_phone, body: row.body, purpose: row.purpose, createdAt: new Date(row.created_at) }));
}
