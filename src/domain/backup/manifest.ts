// What a backup of a platform holds and the rules a restore checks before it touches anything: the manifest (what,
// when, which versions, which live builds), the checksum list beside it, and which paths a backup may write back into
// DATA_DIR. No file system here: src/server/backup reads and writes the files.
import { z } from 'zod';
import { slugSchema } from '../tenant/schema/common.ts';

export const BACKUP_FORMAT = 'dealer-sites-backup';
/** Raised when a backup's layout changes; a restore refuses a backup made by a newer format. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
/** `sha256sum` format (`<hex>  <path>`), so `sha256sum -c checksums.sha256` checks a backup by hand too. */
export const CHECKSUMS_FILE = 'checksums.sha256';
/** Where DATA_DIR's files sit inside a backup: `files/<path in DATA_DIR>`. */
export const FILES_FOLDER = 'files';

/**
 * The folders of DATA_DIR every backup copies as they are, and why each is worth keeping. The rest of DATA_DIR is
 * made again: `db/` is dumped instead, `builds/` are rebuilt from the snapshots (or copied with `--with-builds`),
 * `sites/` are recorded as pointers, `cache/` and `demo/` are downloads and generated files.
 */
export const KEPT_FOLDERS = [
  { folder: 'secrets', why: 'keys this machine made (reservation links, form tokens): what they signed stays valid' },
  { folder: 'snapshots', why: "each tenant's last good stock, its gone list and held-cars file: builds start from them" },
  { folder: 'stock-changes', why: 'stock webhook changes waiting for the next build, and the replay window of event ids' },
  { folder: 'status', why: 'the publish log npm run status shows' },
  { folder: 'seo', why: "the publish guard's last decision per tenant" },
] as const;
/** Files of the kept folders that describe a running process, not data: left out. */
export const SKIPPED_FILES: readonly string[] = ['status/rebuild-queue.json'];
const BUILDS_FOLDER = 'builds';

/** A build id as the build names its folder (`20261127T234846321Z-5f60f34b-12a7f4`): no separators, never `.` or `..`. */
export const buildIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'expected a build id');
const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'expected a sha256 in hex');

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  /** The platform that made it: package version and Node version. */
  platform: z.object({ version: z.string(), node: z.string() }),
  /** Where it was taken: the machine's host name and its DATA_DIR. */
  source: z.object({ host: z.string(), dataDir: z.string() }),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    /** Path inside the backup: `database/pglite.tar.gz` (PGlite's dumpDataDir) or `database/postgres.dump` (pg_dump -Fc). */
    file: z.string(),
    /** What made the dump: `PGlite 0.4.6`, `pg_dump (PostgreSQL) 15.13`. */
    tool: z.string(),
    /** PostgreSQL: the platform's schema that was dumped. */
    schema: z.string().optional(),
    /** The migrations the database had applied (`schema_migrations`). */
    migrations: z.array(z.string()),
    /** Rows per table at the moment of the dump; a restore finds the same. */
    rowCounts: z.record(z.string(), z.number().int().nonnegative()),
  }),
  /** The build each tenant served (`sites/<slug>`), and whether its files are in the backup. */
  liveBuilds: z.record(slugSchema, z.object({ buildId: buildIdSchema, included: z.boolean() })),
  checksums: z.object({ file: z.literal(CHECKSUMS_FILE), sha256: sha256Schema, files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

export class BackupFormatError extends Error {
  override name = 'BackupFormatError';
}

/**
 * Reads a manifest's JSON; a newer format says so before anything else is checked.
 * @example parseManifest(JSON.parse(text)) // BackupManifest, or throws BackupFormatError naming what is wrong
 */
export function parseManifest(json: unknown): BackupManifest {
  const head = z.object({ format: z.literal(BACKUP_FORMAT), formatVersion: z.number().int().positive() }).safeParse(json);
  if (!head.success) throw new BackupFormatError(`${MANIFEST_FILE} is not a dealer-sites backup manifest`);
  if (head.data.formatVersion > BACKUP_FORMAT_VERSION)
    throw new BackupFormatError(
      `this backup has format ${head.data.formatVersion}; this version of the platform reads format ${BACKUP_FORMAT_VERSION} and older: restore it with the version that made it`,
    );
  const parsed = backupManifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupFormatError(`${MANIFEST_FILE} is damaged:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * A relative path with `/` separators that stays inside its folder: no empty, `.` or `..` segment, no backslash or NUL.
 * @example isSafeRelativePath('snapshots/harbour-toyota/snapshot.json') // true
 * @example isSafeRelativePath('snapshots/../../etc/passwd') // false
 */
export function isSafeRelativePath(relative: string): boolean {
  if (relative === '' || relative.startsWith('/') || /[\\\0\n\r]/.test(relative)) return false;
  return relative.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/**
 * Where a file of the backup goes back in DATA_DIR, or null when a restore must not write it: only files of the kept
 * folders and of `builds/<slug>/<build id>/` go back, so a tampered checksum list cannot write anywhere else.
 * @example dataPathOf('files/secrets/reservation-links.key') // 'secrets/reservation-links.key'
 * @example dataPathOf('files/db/PG_VERSION') // null
 */
export function dataPathOf(backupPath: string): string | null {
  if (!isSafeRelativePath(backupPath)) return null;
  const [top, folder, ...rest] = backupPath.split('/');
  if (top !== FILES_FOLDER || folder === undefined || rest.length === 0) return null;
  if (folder === BUILDS_FOLDER) {
    const [slug, buildId, ...inside] = rest;
    if (!slugSchema.safeParse(slug).success || !buildIdSchema.safeParse(buildId).success || inside.length === 0) return null;
  } else if (!KEPT_FOLDERS.some((kept) => kept.folder === folder)) return null;
  return [folder, ...rest].join('/');
}

export type Checksum = { path: string; sha256: string; bytes: number };

/**
 * The checksum list, one `<sha256>  <path>` line per file (sorted, so two backups of the same files compare equal).
 * Sizes are not part of the format; the manifest has the total.
 */
export function formatChecksums(entries: readonly Pick<Checksum, 'path' | 'sha256'>[]): string {
  return [...entries]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((entry) => `${entry.sha256}  ${entry.path}\n`)
    .join('');
}

/**
 * Reads a checksum list; a line that is not `<sha256>  <safe relative path>` is an error naming its line.
 * @example parseChecksums('ab…  files/secrets/form-tokens.key\n') // [{ path: 'files/secrets/form-tokens.key', sha256: 'ab…' }]
 */
export function parseChecksums(text: string): { path: string; sha256: string }[] {
  const entries: { path: string; sha256: string }[] = [];
  const seen = new Set<string>();
  text.split('\n').forEach((line, index) => {
    if (line === '') return;
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!match || !isSafeRelativePath(match[2]!) || seen.has(match[2]!))
      throw new BackupFormatError(`${CHECKSUMS_FILE} line ${index + 1} is not "<sha256>  <path>" with a path inside the backup`);
    seen.add(match[2]!);
    entries.push({ sha256: match[1]!, path: match[2]! });
  });
  return entries;
}

/**
 * Why this backup cannot be restored here, if anything: into the other engine (an embedded database's dump into
 * PostgreSQL or the reverse), or a database with migrations this version of the platform does not have (a newer
 * version made it). Migrations this version has and the backup lacks are fine: the next start applies them.
 * @example restoreProblems(manifest, { engine: 'postgres', knownMigrations }) // ['this backup holds an embedded (PGlite) database; …']
 */
export function restoreProblems(manifest: BackupManifest, target: { engine: 'pglite' | 'postgres'; knownMigrations: readonly string[] }): string[] {
  const problems: string[] = [];
  const { engine } = manifest.database;
  if (engine !== target.engine)
    problems.push(
      engine === 'pglite'
        ? 'this backup holds an embedded (PGlite) database; unset DATABASE_URL to restore it into DATA_DIR'
        : 'this backup holds a PostgreSQL dump; set DATABASE_URL to the database to restore it into',
    );
  const known = new Set(target.knownMigrations);
  const unknown = manifest.database.migrations.filter((name) => !known.has(name));
  if (unknown.length)
    problems.push(
      `the backup's database has migrations this version of the platform does not know (${unknown.join(', ')}): restore it with the version that made it (${manifest.platform.version})`,
    );
  return problems;
}

/**
 * Tables whose restored row count differs from the backup's.
 * @example rowCountDifferences({ leads: 3 }, { leads: 2 }) // ['leads: 3 in the backup, 2 restored']
 */
export function rowCountDifferences(expected: Readonly<Record<string, number>>, actual: Readonly<Record<string, number>>): string[] {
  return Object.entries(expected)
    .filter(([table, rows]) => actual[table] !== rows)
    .map(([table, rows]) => `${table}: ${rows} in the backup, ${actual[table] ?? 'no table'} restored`);
}

/**
 * The build id a live-site link points at (`…/builds/<slug>/<build id>/site`), or null for anything else.
 * @example liveBuildIdOf('/srv/data/builds/harbour-toyota/20261127T235035477Z-6b01631c-219f71/site', 'harbour-toyota') // '20261127T235035477Z-6b01631c-219f71'
 */
export function liveBuildIdOf(linkTarget: string, slug: string): string | null {
  const parts = linkTarget.split('/').filter((part) => part !== '');
  const [builds, owner, buildId, site] = parts.slice(-4);
  if (builds !== BUILDS_FOLDER || owner !== slug || site !== 'site' || !buildIdSchema.safeParse(buildId).success) return null;
  return buildId!;
}
