// `npm run backup -- --to <dir>`: the database (a consistent dump, taken while the server runs), DATA_DIR's kept
// folders, the live-site pointers and, with --with-builds, the live builds' files, with a manifest and a checksum
// list. It is written into a sibling folder `<dir>.partial-<pid>-…` and renamed into place when whole, so a backup
// that stopped half-way never looks complete.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  CHECKSUMS_FILE,
  formatChecksums,
  MANIFEST_FILE,
  parseManifest,
  type BackupManifest,
  type Checksum,
} from '#src/domain/backup/manifest.ts';
import { redactUrl } from '../db/database.ts';
import { isRunning } from '../db/dir-lock.ts';
import { repoRoot } from '../env.ts';
import { BackupError } from './backup-error.ts';
import { copyBuild, copyKeptFolders, hashFile, readLiveBuilds } from './data-files.ts';
import { dumpEmbeddedToFile } from './embedded-dump.ts';
import { dumpPostgres } from './postgres-dump.ts';
import type { PostgresTools } from './postgres-tools.ts';

export type BackupOptions = {
  /** DATA_DIR (absolute or relative to the working folder). */
  dataDir: string;
  /** The backup's folder: new, empty, or an earlier backup (replaced once the new one is whole). */
  to: string;
  /** PostgreSQL (DATABASE_URL): dumped with pg_dump; unset, the embedded database of DATA_DIR. */
  databaseUrl?: string | undefined;
  /** Also copy each tenant's live build (large; the snapshots rebuild them). */
  withBuilds?: boolean;
  tools?: PostgresTools;
  now?: () => Date;
};

export type BackupResult = { dir: string; manifest: BackupManifest; databaseVia: string; replacedEarlierBackup: boolean };

const platformVersion = (): string => (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
const isInside = (child: string, parent: string): boolean => {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** Whether `target` holds an earlier backup (to replace); refuses anything else that is not empty. */
async function earlierBackupIn(target: string): Promise<boolean> {
  let entries: string[];
  try {
    if (!(await stat(target)).isDirectory()) throw new BackupError(`${target} is a file, not a folder: choose a new or empty folder for the backup.`);
    entries = await readdir(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  if (entries.length === 0) return false;
  try {
    parseManifest(JSON.parse(await readFile(path.join(target, MANIFEST_FILE), 'utf8')));
    return true;
  } catch {
    throw new BackupError(`${target} is not empty and is not a backup: choose a new or empty folder (nothing was written).`);
  }
}

/** Removes what backups that died left beside the target (`<name>.partial-<pid>-…` of a process that no longer runs). */
async function removeAbandoned(target: string): Promise<void> {
  const prefix = `${path.basename(target)}.partial-`;
  for (const name of await readdir(path.dirname(target)).catch(() => [] as string[])) {
    const pid = Number(name.startsWith(prefix) ? name.slice(prefix.length).split('-')[0] : NaN);
    if (Number.isInteger(pid) && pid > 0 && !isRunning(pid)) await rm(path.join(path.dirname(target), name), { recursive: true, force: true });
  }
}

export async function takeBackup(options: BackupOptions): Promise<BackupResult> {
  const dataDir = path.resolve(options.dataDir);
  const target = path.resolve(options.to);
  if (isInside(target, dataDir) || isInside(dataDir, target))
    throw new BackupError(`The backup folder ${target} and DATA_DIR ${dataDir} must be apart: a backup inside the folder it saves is lost with it.`);
  const replacing = await earlierBackupIn(target);
  await mkdir(path.dirname(target), { recursive: true });
  await removeAbandoned(target);
  const partial = `${target}.partial-${process.pid}-${randomBytes(3).toString('hex')}`;
  await mkdir(path.join(partial, 'database'), { recursive: true, mode: 0o700 }); // it holds keys: the owner's only
  try {
    const checksums: Checksum[] = [];
    // 1. The database, first: the files copied after it are at least as new as the rows that name them.
    const file = options.databaseUrl ? 'database/postgres.dump' : 'database/pglite.tar.gz';
    const { via, ...state } = options.databaseUrl
      ? { ...(await dumpPostgres(options.databaseUrl, path.join(partial, file), options.tools)), via: redactUrl(options.databaseUrl) }
      : await dumpEmbeddedToFile(dataDir, path.join(partial, file));
    checksums.push({ path: file, ...(await hashFile(path.join(partial, file))) });
    // 2. The kept folders, then the live builds' pointers (and files).
    checksums.push(...(await copyKeptFolders(dataDir, partial)));
    const live = await readLiveBuilds(dataDir);
    const liveBuilds: BackupManifest['liveBuilds'] = {};
    for (const [slug, buildId] of Object.entries(live)) {
      if (options.withBuilds) checksums.push(...(await copyBuild(dataDir, partial, slug, buildId)));
      liveBuilds[slug] = { buildId, included: Boolean(options.withBuilds) };
    }
    // 3. The checksum list, then the manifest: a folder with a manifest has everything it names.
    const checksumText = formatChecksums(checksums);
    await writeFile(path.join(partial, CHECKSUMS_FILE), checksumText, { mode: 0o600 });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: (options.now?.() ?? new Date()).toISOString(),
      platform: { version: platformVersion(), node: process.version },
      source: { host: hostname(), dataDir },
      database: {
        engine: options.databaseUrl ? 'postgres' : 'pglite',
        file,
        tool: state.tool,
        ...(options.databaseUrl ? { schema: state.schema } : {}),
        migrations: state.migrations,
        rowCounts: state.rowCounts,
      },
      liveBuilds,
      checksums: {
        file: CHECKSUMS_FILE,
        sha256: createHash('sha256').update(checksumText).digest('hex'),
        files: checksums.length,
        bytes: checksums.reduce((sum, entry) => sum + entry.bytes, 0),
      },
    };
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    // 4. Into place: the earlier backup is set aside first and removed once the new one is there.
    if (replacing) {
      const earlier = `${target}.earlier-${process.pid}-${randomBytes(3).toString('hex')}`; // never removed as abandoned
      await rename(target, earlier);
      await rename(partial, target);
      await rm(earlier, { recursive: true, force: true });
    } else {
      await rename(partial, target); // replaces an empty folder, or makes it
    }
    return { dir: target, manifest, databaseVia: via, replacedEarlierBackup: replacing };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
