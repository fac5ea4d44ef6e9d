// Who asked a tenant for no more marketing or alerts: e-mail addresses (kept lower case) and mobiles (kept as
// +614...). Per tenant: unsubscribing from one dealer's messages leaves another's alone.
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

/** An e-mail address or a mobile number in international form. */
export type SuppressedAddress = { kind: 'email' | 'phone'; address: string };

const normal = (address: SuppressedAddress) => (address.kind === 'email' ? address.address.trim().toLowerCase() : address.address.trim());

/** Records the opt-out; a second one for the same address keeps the first date. */
export async function suppress(db: Kysely<DB>, tenant: string, address: SuppressedAddress, source: string): Promise<void> {
  await db
    .insertInto('suppressions')
    .values({ tenant, address: normal(address), kind: address.kind, source })
    .onConflict((oc) => oc.columns(['tenant', 'address']).doNothing())
    .execute();
}

/** Whether the tenant may no longer send marketing or alerts to the address. */
export async function isOnSuppressionList(db: Kysely<DB>, tenant: string, address: SuppressedAddress): Promise<boolean> {
  const row = await db
    .selectFrom('suppressions')
    .select(sql<number>`1`.as('one'))
    .where('tenant', '=', tenant)
    .where('address', '=', normal(address))
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes a mobile off the list: its shopper turned alerts back on in their garage. */
export async function unsuppressPhone(db: Kysely<DB>, tenant: string, phone: string): Promise<void> {
  await db.deleteFrom('suppressions').where('tenant', '=', tenant).where('kind', '=', 'phone').where('address', '=', phone.trim()).execute();
}

/** E-mail shorthands (the lead forms' and reservations' callers). */
export const suppressAddress = (db: Kysely<DB>, tenant: string, email: string, source: string) =>
  suppress(db, tenant, { kind: 'email', address: email }, source);
export const isAddressSuppressed = (db: Kysely<DB>, tenant: string, email: string) => isOnSuppressionList(db, tenant, { kind: 'email', address: email });
