// Table types of the checkout contacts migration (checkout-contacts-migration.ts), joined into `DB` in schema.ts.
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type ContactCodesTable = {
  id: string;
  tenant: string;
  channel: 'email' | 'phone';
  contact: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  used_at: Date | null;
  client_ip: string;
  created_at: Timestamp;
};

export type CheckoutLocksTable = {
  key: string;
  taken_at: Timestamp;
};

export type CheckoutContactTables = {
  contact_codes: ContactCodesTable;
  checkout_locks: CheckoutLocksTable;
};
