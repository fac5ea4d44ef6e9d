// The embedded database (PGlite) in a backup: a consistent copy taken while the server runs. The process that holds
// the database takes it (PGlite is one process's database): through its admin socket when a server runs, else the
// backup opens the folder itself. Either way the dump is taken holding Kysely's one connection, so it falls between
// transactions, never inside one, and the row counts it records are of that same moment.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { z } from 'zod';
import { openDatabase, type Database } from '../db/database.ts';
import { DatabaseBusyError } from '../db/dir-lock.ts';
import { askSocket, type ExtraCommands } from '../leads/admin-socket.ts';
import { BackupError } from './backup-error.ts';
import { readDatabaseState, type DatabaseState, type RunQuery } from './database-state.ts';

export type EmbeddedDumpInfo = DatabaseState & { bytes: number; tool: string };

/** Dumps the database this process holds (see Database.dumpDataDir) with its state at that moment. */
export async function dumpEmbedded(database: Database): Promise<DatabaseState & { tarball: Uint8Array; tool: string }> {
  const dumpDataDir = database.dumpDataDir;
  if (!dumpDataDir) throw new BackupError('Only the embedded database is dumped this way; PostgreSQL is dumped with pg_dump.');
  return database.db.connection().execute(async (connection) => {
    const run: RunQuery = async <Row>(statement: string) => (await sql.raw(statement).execute(connection)).rows as Row[];
    const state = await readDatabaseState(run);
    const [version] = await run<{ version: string }>(`select current_setting('server_version') as version`);
    const tarball = await dumpDataDir();
    return { ...state, tarball, tool: `PGlite dumpDataDir (PostgreSQL ${version!.version})` };
  });
}

async function writeDump(database: Database, file: string): Promise<EmbeddedDumpInfo> {
  const { tarball, ...info } = await dumpEmbedded(database);
  await writeFile(file, tarball, { flag: 'wx', mode: 0o600 });
  return { ...info, bytes: tarball.byteLength };
}

const dumpCommandSchema = z.object({
  command: z.literal('dump-database'),
  /** Where the server writes the dump: an absolute path to a file that does not exist yet (it is never overwritten). */
  to: z.string().refine((file) => path.isAbsolute(file), 'an absolute path'),
});

/** The admin socket's `dump-database` command, answered by the server that holds the embedded database. */
export function databaseDumpCommands(database: Database): ExtraCommands {
  return { schema: dumpCommandSchema, run: (command) => writeDump(database, (command as z.infer<typeof dumpCommandSchema>).to) };
}

const dumpInfoSchema = z.object({
  schema: z.string(),
  migrations: z.array(z.string()),
  rowCounts: z.record(z.string(), z.number().int()),
  bytes: z.number().int().positive(),
  tool: z.string(),
});

/**
 * Writes the embedded database of `dataDir` to `file`: asked of the running server over its admin socket, or, with no
 * server running, opened here (as it is: no migration runs).
 */
export async function dumpEmbeddedToFile(dataDir: string, file: string): Promise<EmbeddedDumpInfo & { via: string }> {
  try {
    const reply = await askSocket(dataDir, { command: 'dump-database', to: file });
    return { ...dumpInfoSchema.parse(reply), via: 'the running server' };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ECONNREFUSED') throw new BackupError(`The running server could not dump its database: ${(error as Error).message}`);
  }
  const folder = path.join(dataDir, 'db');
  if (!existsSync(path.join(folder, 'PG_VERSION')))
    throw new BackupError(`There is no embedded database in ${folder} (has the server run on this DATA_DIR?). Set DATABASE_URL to back up PostgreSQL.`);
  let database: Database;
  try {
    database = await openDatabase({ dataDir, migrate: false });
  } catch (error) {
    if (error instanceof DatabaseBusyError)
      throw new BackupError(
        `${error.message} That process does not answer on its admin socket (${path.join(dataDir, 'leads-admin.sock')}); stop it and back up again.`,
      );
    throw error;
  }
  try {
    return { ...(await writeDump(database, file)), via: folder };
  } finally {
    await database.close();
  }
}
