// Addresses that unsubscribed from a tenant's marketing e-mail. Per tenant: unsubscribing from one dealer's offers
// leaves another's alone. Addresses are kept lower case.
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

const normal = (email: string) => email.trim().toLowerCase();

/** Records the opt-out; a second one for the same address keeps the first date. */
export async function suppressAddress(db: Kysely<DB>, tenant: string, email: string, source: string): Promise<void> {
  await db
    .insertInto('email_suppressions')
    .values({ tenant, email: normal(email), source })
    .onConflict((oc) => oc.columns(['tenant', 'email']).doNothing())
    .execute();
}

/** Whether the tenant may no longer send marketing to the address. */
export async function isAddressSuppressed(db: Kysely<DB>, tenant: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('email_suppressions')
    .select(sql<number>`1`.as('one'))
    .where('tenant', '=', tenant)
    .where('email', '=', normal(email))
    .executeTakeFirst();
  return row !== undefined;
}
