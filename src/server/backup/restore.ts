// `npm run restore -- --from <dir>`: checks the backup whole (manifest, checksum list, every file) before it touches
// anything, holds DATA_DIR's database lock so no server starts meanwhile (and refuses while one runs), restores the
// database and checks its rows against the manifest, then the kept folders and the live-site pointers. What it
// replaces in DATA_DIR is moved aside to `before-restore-<time>/`, never deleted.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, lstat, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import {
  BackupFormatError,
  CHECKSUMS_FILE,
  dataPathOf,
  KEPT_FOLDERS,
  MANIFEST_FILE,
  parseChecksums,
  parseManifest,
  restoreProblems,
  rowCountDifferences,
  type BackupManifest,
} from '#src/domain/backup/manifest.ts';
import { eachLimited } from '#src/files/each-limited.ts';
import { pointLiveSite } from '#src/files/live-site.ts';
import { openDatabase } from '../db/database.ts';
import { acquireDirLock, DatabaseBusyError } from '../db/dir-lock.ts';
import { MIGRATIONS } from '../db/migrations.ts';
import { BackupError } from './backup-error.ts';
import { copyHashed, hashFile } from './data-files.ts';
import { readDatabaseState, type DatabaseState, type RunQuery } from './database-state.ts';
import { restorePostgres } from './postgres-dump.ts';
import type { PostgresTools } from './postgres-tools.ts';

export type RestoreOptions = {
  from: string;
  dataDir: string;
  /** PostgreSQL (DATABASE_URL) to restore a pg_dump into; unset, the embedded database goes into DATA_DIR. */
  databaseUrl?: string | undefined;
  tools?: PostgresTools;
  now?: () => Date;
};

export type RestoreResult = {
  manifest: BackupManifest;
  rowCounts: Record<string, number>;
  files: number;
  /** Where what the restore replaced was moved, when it replaced anything. */
  movedAside: string | null;
  /** Per tenant: its live build is back (`live`), or it has to be built from its restored snapshot (`rebuild`). */
  liveBuilds: Record<string, 'live' | 'rebuild'>;
};

async function readManifest(from: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(from, MANIFEST_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && (error as NodeJS.ErrnoException).code !== 'ENOTDIR') throw error;
    throw new BackupError(
      `No backup at ${from}: ${MANIFEST_FILE} is missing${existsSync(from) ? ' (a backup that did not finish has no manifest)' : ' (no such folder)'}.`,
    );
  }
  try {
    return parseManifest(JSON.parse(text));
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof BackupFormatError) throw new BackupError(`The backup at ${from} cannot be read: ${error.message}`);
    throw error;
  }
}

/** Checks the checksum list against the manifest and every file against the list; answers the list. */
async function verifyFiles(from: string, manifest: BackupManifest): Promise<{ path: string; sha256: string }[]> {
  const damaged = (what: string) => new BackupError(`The backup at ${from} is damaged: ${what}. Nothing was restored.`);
  const text = await readFile(path.join(from, CHECKSUMS_FILE), 'utf8').catch(() => null);
  if (text === null) throw damaged(`${CHECKSUMS_FILE} is missing`);
  if (createHash('sha256').update(text).digest('hex') !== manifest.checksums.sha256) throw damaged(`${CHECKSUMS_FILE} is not the list the manifest names`);
  let entries;
  try {
    entries = parseChecksums(text);
  } catch (error) {
    throw damaged((error as Error).message);
  }
  if (entries.length !== manifest.checksums.files) throw damaged(`${CHECKSUMS_FILE} lists ${entries.length} files, the manifest ${manifest.checksums.files}`);
  const foreign = entries.find((entry) => entry.path !== manifest.database.file && dataPathOf(entry.path) === null);
  if (foreign) throw damaged(`${foreign.path} is not a file a backup holds`);
  if (!entries.some((entry) => entry.path === manifest.database.file)) throw damaged(`the database dump ${manifest.database.file} is not listed`);
  const problems: string[] = [];
  await eachLimited(entries, 8, async (entry) => {
    const actual = await hashFile(path.join(from, entry.path)).catch(() => null);
    if (!actual) problems.push(`${entry.path} is missing`);
    else if (actual.sha256 !== entry.sha256) problems.push(`${entry.path} does not match its checksum`);
  });
  if (problems.length) throw damaged(`${problems.length} file${problems.length === 1 ? '' : 's'} (${problems.sort().slice(0, 5).join('; ')})`);
  return entries;
}

/** Moves `relative` of DATA_DIR (when there) into the aside folder; answers whether it moved anything. */
async function moveAside(dataDir: string, relative: string, aside: string): Promise<boolean> {
  const from = path.join(dataDir, relative);
  if (!(await lstat(from).catch(() => null))) return false;
  await mkdir(path.dirname(path.join(aside, relative)), { recursive: true });
  await rename(from, path.join(aside, relative));
  return true;
}

/** Opens the dump in a folder beside `db/`, checks its rows against the manifest, then puts it in place. */
async function restoreEmbedded(dataDir: string, tarball: string, expected: Record<string, number>, aside: string): Promise<DatabaseState> {
  const staging = path.join(dataDir, `db.restoring-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  try {
    const database = await openDatabase({ pgliteDir: staging, pgliteLoadFrom: new Blob([await readFile(tarball)]), migrate: false });
    let state: DatabaseState;
    try {
      state = await database.db.connection().execute((connection) => {
        const run: RunQuery = async <Row>(statement: string) => (await sql.raw(statement).execute(connection)).rows as Row[];
        return readDatabaseState(run);
      });
    } finally {
      await database.close();
    }
    const differences = rowCountDifferences(expected, state.rowCounts);
    if (differences.length)
      throw new BackupError(`The restored database does not hold what the backup recorded (${differences.join('; ')}). Nothing was restored.`);
    await moveAside(dataDir, 'db', aside);
    await rename(staging, path.join(dataDir, 'db'));
    return state;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const from = path.resolve(options.from);
  const dataDir = path.resolve(options.dataDir);
  // 1. The backup, whole, before anything is touched.
  const manifest = await readManifest(from);
  const problems = restoreProblems(manifest, { engine: options.databaseUrl ? 'postgres' : 'pglite', knownMigrations: Object.keys(MIGRATIONS) });
  if (problems.length) throw new BackupError(`This backup cannot be restored here: ${problems.join('; ')}.`);
  const entries = await verifyFiles(from, manifest);

  // 2. DATA_DIR, held against servers for the whole restore.
  await mkdir(dataDir, { recursive: true });
  let lock;
  try {
    lock = await acquireDirLock(path.join(dataDir, 'db.lock'));
  } catch (error) {
    if (error instanceof DatabaseBusyError)
      throw new BackupError(`A server runs on ${dataDir} (process ${error.pid}): stop it before restoring. Nothing was restored.`);
    throw error;
  }
  try {
    const stamp = (options.now?.() ?? new Date()).toISOString().replace(/[-:.]/g, '');
    const aside = path.join(dataDir, `before-restore-${stamp}`);
    let movedAside = false;

    // 3. The database: checked against the manifest's row counts.
    const dump = path.join(from, manifest.database.file);
    const state = options.databaseUrl
      ? await restorePostgres(options.databaseUrl, dump, manifest.database.schema ?? 'public', options.tools)
      : await restoreEmbedded(dataDir, dump, manifest.database.rowCounts, aside);
    movedAside ||= existsSync(path.join(aside, 'db'));
    const differences = rowCountDifferences(manifest.database.rowCounts, state.rowCounts);
    if (differences.length) throw new BackupError(`The restored database does not hold what the backup recorded: ${differences.join('; ')}.`);

    // 4. The kept folders as the backup had them (what was there moves aside), and the live builds it holds.
    const files = entries.filter((entry) => entry.path !== manifest.database.file).map((entry) => ({ ...entry, dataPath: dataPathOf(entry.path)! }));
    for (const { folder } of KEPT_FOLDERS) movedAside = (await moveAside(dataDir, folder, aside)) || movedAside;
    for (const [slug, { buildId, included }] of Object.entries(manifest.liveBuilds))
      if (included) movedAside = (await moveAside(dataDir, path.join('builds', slug, buildId), aside)) || movedAside;
    await eachLimited(files, 16, async (file) => {
      const copied = await copyHashed(path.join(from, file.path), path.join(dataDir, file.dataPath));
      if (copied?.sha256 !== file.sha256) throw new BackupError(`${file.path} changed while it was restored; run the restore again.`);
    });
    if (existsSync(path.join(dataDir, 'secrets'))) await chmod(path.join(dataDir, 'secrets'), 0o700);

    // 5. The live sites: each tenant's build when it is here, else it is built again from its snapshot.
    const liveBuilds: RestoreResult['liveBuilds'] = {};
    for (const [slug, { buildId }] of Object.entries(manifest.liveBuilds)) {
      const site = path.join(dataDir, 'builds', slug, buildId, 'site');
      const here = (await lstat(site).catch(() => null))?.isDirectory() ?? false;
      if (here) await pointLiveSite(path.join(dataDir, 'sites', slug), site);
      liveBuilds[slug] = here ? 'live' : 'rebuild';
    }
    return { manifest, rowCounts: state.rowCounts, files: files.length, movedAside: movedAside ? aside : null, liveBuilds };
  } finally {
    await lock.release();
  }
}
