// Sign-in codes, contact codes and sessions that can no longer be used. The send limits look back one hour and a code
// lives minutes, so a code row older than a day serves nothing: it only keeps a phone number, an address and the
// client's IP address. A session is dead once past its absolute expiry. The hourly retention job deletes them.
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

/** How long a sent code is kept: longer than every send limit's window (an hour) and every code's life. */
export const SPENT_CODE_KEEP_MS = 86_400_000;

export type SpentDeletion = { table: 'sign_in_codes' | 'contact_codes' | 'shopper_sessions'; tenant: string; deleted: number };

/** Deletes codes sent more than a day before `at` and sessions past their expiry; how many of each, per site. */
export async function deleteSpentCredentials(db: Kysely<DB>, at: Date): Promise<SpentDeletion[]> {
  const before = new Date(at.getTime() - SPENT_CODE_KEEP_MS);
  const counts = await sql<{ table: SpentDeletion['table']; tenant: string; deleted: number }>`
    with sign_in as (
      delete from sign_in_codes where created_at < ${before} and expires_at < ${at} returning tenant
    ), contact as (
      delete from contact_codes where created_at < ${before} and expires_at < ${at} returning tenant
    ), sessions as (
      delete from shopper_sessions where expires_at < ${at} returning tenant
    )
    select 'sign_in_codes' as "table", tenant, count(*)::int as deleted from sign_in group by tenant
    union all select 'contact_codes', tenant, count(*)::int from contact group by tenant
    union all select 'shopper_sessions', tenant, count(*)::int from sessions group by tenant`.execute(db);
  return counts.rows.map((row) => ({ ...row, deleted: Number(row.deleted) }));
}
