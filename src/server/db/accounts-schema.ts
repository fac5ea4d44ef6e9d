// Table types of the accounts migration (accounts-migration.ts), joined into `DB` in schema.ts.
import type { ColumnType } from 'kysely';
import type { CodePurpose } from '#src/domain/accounts/sign-in.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
/** bigint columns come back as text from node-postgres and as numbers from PGlite: read them with Number(). */
type BigCents = ColumnType<string | number, number, number>;

export type AlertChannel = 'sms' | 'email' | 'off';

export type ShoppersTable = {
  id: string;
  tenant: string;
  phone: string;
  email: string | null;
  alert_channel: ColumnType<AlertChannel, AlertChannel | undefined, AlertChannel>;
  created_at: Timestamp;
  last_sign_in_at: Date | null;
};

export type ShopperSessionsTable = {
  id: string;
  tenant: string;
  shopper_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
};

export type SignInCodesTable = {
  id: string;
  tenant: string;
  phone: string;
  code_hash: string;
  /** Migration 2026-11-28-3303-sign-in-claims. */
  purpose: ColumnType<CodePurpose, CodePurpose | undefined, CodePurpose>;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  used_at: Date | null;
  client_ip: string;
  created_at: Timestamp;
};

export type WatchlistItemsTable = {
  tenant: string;
  shopper_id: string;
  car_id: string;
  saved_at: Timestamp;
  saved_price_cents: BigCents | null;
  known_price_cents: BigCents | null;
  known_status: string;
};

export type SavedSearchesTable = {
  id: string;
  tenant: string;
  shopper_id: string;
  url: string;
  label: string;
  known_car_ids: Json<string[]>;
  created_at: Timestamp;
};

export type SmsMessagesTable = {
  id: string;
  tenant: string;
  to_phone: string;
  body: string;
  purpose: string;
  created_at: Timestamp;
};

export type SinkMailsTable = {
  id: string;
  tenant: string | null;
  envelope_from: string;
  envelope_to: Json<string[]>;
  subject: string;
  message_id: string | null;
  text_body: string;
  received_at: Timestamp;
};

export type AccountsTables = {
  shoppers: ShoppersTable;
  shopper_sessions: ShopperSessionsTable;
  sign_in_codes: SignInCodesTable;
  watchlist_items: WatchlistItemsTable;
  saved_searches: SavedSearchesTable;
  sms_messages: SmsMessagesTable;
  sink_mails: SinkMailsTable;
};
