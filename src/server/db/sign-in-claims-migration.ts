// Migration 2026-11-28-3303-sign-in-claims (issue 33): a code says what it is for (signing in, or confirming 'Delete my
// account and data'), and codes to one number can be counted across every site at once (the per-number cap of the
// whole platform). The send limits themselves need no table: a send is claimed under transaction-scoped advisory locks
// on the number and the site (src/server/db/sign-in-codes-repo.ts), and the codes sent are the record they count.
import { sql, type Kysely, type Migration } from 'kysely';

export const signInClaimsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table sign_in_codes add column purpose text not null default 'sign-in' check (purpose in ('sign-in', 'delete-account'))`.execute(db);
    await sql`create index sign_in_codes_phone_all_sites on sign_in_codes (phone, created_at desc)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists sign_in_codes_phone_all_sites`.execute(db);
    await sql`alter table sign_in_codes drop column if exists purpose`.execute(db);
  },
};
