// Tables of migration 2026-11-26-0022b-shared-state (see shared-state-migration.ts).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type StockInboxTable = {
  id: Generated<string>;
  tenant: string;
  kind: 'change' | 'feed';
  received_at: Timestamp;
  payload: string;
  created_at: Timestamp;
};

export type StockEventIdsTable = { tenant: string; event_id: string; seen_at: Timestamp };

export type PublishEventsTable = { id: Generated<string>; tenant: string; at: Timestamp; event: ColumnType<unknown, string, string> };

export type SharedStateTables = { stock_inbox: StockInboxTable; stock_event_ids: StockEventIdsTable; publish_events: PublishEventsTable };
