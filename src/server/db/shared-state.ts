// What a build, `npm run status` and the operator commands share with the servers when the platform runs on several
// machines (DATABASE_URL, PostgreSQL): the stock webhook's inbox and the tenants' publish events, in the database.
// Opened once per process from the environment; its small pool lets a build's process exit as soon as it is done.
// Without DATABASE_URL (one machine) there is none: both stay files in DATA_DIR.
import { Kysely, PostgresDialect } from 'kysely';
import type { PublishLog } from '#src/files/publish-log.ts';
import type { StockInbox } from '#src/files/stock-changes.ts';
import { resilientPool } from './pg-pool.ts';
import { databasePublishLog } from './publish-events-repo.ts';
import type { DB } from './schema.ts';
import { databaseStockInbox } from './stock-inbox-repo.ts';

export type SharedState = { inbox: StockInbox; publishLog: PublishLog };

let opened: { url: string; state: SharedState } | null = null;

export function sharedStateFromEnv(env: NodeJS.ProcessEnv = process.env): SharedState | null {
  const url = env.DATABASE_URL?.trim();
  if (!url) return null;
  if (opened?.url !== url) {
    const pool = resilientPool({ connectionString: url, max: 2, allowExitOnIdle: true }); // a lost connection is re-made on the next query
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    opened = { url, state: { inbox: databaseStockInbox(db), publishLog: databasePublishLog(db) } };
  }
  return opened.state;
}
