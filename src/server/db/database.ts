// Opens the leads database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite (PostgreSQL
// compiled to WebAssembly, in this process) persisted under `${DATA_DIR}/db`. Both get the same
// migrations and the same Kysely queries.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type pg from 'pg';
import { acquireDirLock } from './dir-lock.ts';
import { migrateToLatest } from './migrations.ts';
import { resilientPool } from './pg-pool.ts';
import { startPgliteThread } from './pglite-thread.ts';
import type { DB } from './schema.ts';

export type DatabaseEngine = 'pglite' | 'postgres';

export type Database = {
  engine: DatabaseEngine;
  db: Kysely<DB>;
  /** For logs: the folder or the server (never the password). */
  description: string;
  /** PostgreSQL only: the connection pool, for libraries that keep their own tables in it (rate-limiter-flexible). */
  pool?: pg.Pool;
  /**
   * PGlite only: the database folder as a gzipped tarball (a checkpoint, then PGlite's `dumpDataDir`), what
   * `pgliteLoadFrom` opens. Take it while holding Kysely's one connection (`db.connection().execute`), so no
   * transaction is half-way (src/server/backup).
   */
  dumpDataDir?: () => Promise<Uint8Array>;
  /** PGlite only: the thread the database runs in. */
  thread?: Worker;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  url?: string | undefined;
  /** PGlite folder; default `${dataDir}/db`; `null` keeps the database in memory (tests). */
  pgliteDir?: string | null;
  /** Starts a new PGlite database from a `dumpDataDir()` tarball instead of running initdb (tests). */
  pgliteLoadFrom?: Blob;
  dataDir?: string;
  /** node-postgres pool size (default 10). */
  poolSize?: number;
  /** Applies pending migrations (default true); a backup opens the database as it is. */
  migrate?: boolean;
  /** PGlite: its thread died (see pglite-thread.ts); the server ends itself so its supervisor restarts it. */
  onThreadDeath?: (error: Error) => void;
};

/** `postgres://user:secret@host:5432/db` -> `postgres://user@host:5432/db`. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'postgres (unparseable URL)';
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = resilientPool({ connectionString: url, max: poolSize }); // a lost connection is re-made on the next query
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { engine: 'postgres', db, description: redactUrl(url), pool, close: () => db.destroy() };
}

async function openPglite(dir: string | null, loadFrom: Blob | undefined, onThreadDeath: ((error: Error) => void) | undefined): Promise<Database> {
  if (dir) await mkdir(path.dirname(dir), { recursive: true });
  // PGlite is one process's database: refuse to open a folder another live process has open.
  const lock = dir ? await acquireDirLock(`${dir}.lock`) : { release: async () => {} };
  try {
    // PGlite runs in its own thread (see pglite-worker.ts); the dialect sees a PGlite-shaped client.
    const client = await startPgliteThread({ dataDir: dir, ...(loadFrom ? { loadFrom } : {}), ...(onThreadDeath ? { onDeath: onThreadDeath } : {}) });
    const db = new Kysely<DB>({ dialect: new PGliteDialect(client as unknown as PGlite) });
    return {
      engine: 'pglite',
      db,
      thread: client.worker,
      description: dir ?? 'in memory',
      dumpDataDir: () => client.dump(),
      close: async () => {
        await db.destroy(); // closes the PGlite instance too
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** Opens the database and applies pending migrations (unless `migrate: false`). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.url
    ? await openPostgres(options.url, options.poolSize ?? 10)
    : await openPglite(
        options.pgliteDir === undefined ? path.join(options.dataDir ?? '.data', 'db') : options.pgliteDir,
        options.pgliteLoadFrom,
        options.onThreadDeath,
      );
  try {
    if (options.migrate !== false) await migrateToLatest(database.db as Kysely<unknown>);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
