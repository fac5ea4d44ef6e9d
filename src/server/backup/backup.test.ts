// Backups of the embedded database and DATA_DIR's files, in-process: the dump taken through the admin socket of the
// process that holds the database while it writes, the folders a backup keeps and leaves out, the live builds, a
// target that is not a backup, and restores that refuse (a running server, a damaged or foreign backup).
import { existsSync, readFileSync } from 'node:fs';
import { chmod, cp, lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { newLead } from '../db/lead-fixtures.test-support.ts';
import { insertLeads } from '../db/leads-repo.ts';
import type { DB } from '../db/schema.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { adminSocketPath, askSocket, startAdminSocket } from '../leads/admin-socket.ts';
import { repoRoot } from '../env.ts';
import { writeSite } from '../test-support.ts';
import { takeBackup } from './backup.ts';
import { databaseDumpCommands } from './embedded-dump.ts';
import { restoreBackup } from './restore.ts';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'backup-test-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** A DATA_DIR whose embedded database (`db/`) starts from the migrated template (no initdb), closed. */
async function dataDirWithDatabase(): Promise<string> {
  const database = await openTestDatabase('pglite', { onDisk: true });
  await database.close();
  return path.dirname(database.description);
}

const countLeads = async (db: Kysely<DB>) =>
  Number(
    (
      await db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A data folder as a server leaves it: keys, a snapshot with its held cars, a waiting webhook change, status files, two builds. */
async function fillDataDir(dataDir: string): Promise<void> {
  await mkdir(path.join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  await writeFile(path.join(dataDir, 'secrets', 'reservation-links.key'), 'kept-reservation-key-0123456789abcdef\n', { mode: 0o600 });
  await mkdir(path.join(dataDir, 'snapshots', 'alpha'), { recursive: true });
  await writeFile(path.join(dataDir, 'snapshots', 'alpha', 'snapshot.json'), JSON.stringify({ tenant: 'alpha', vehicles: [{ id: '101' }] }));
  await writeFile(path.join(dataDir, 'snapshots', 'alpha', 'holds.json'), JSON.stringify({ carIds: ['101'] }));
  await writeFile(path.join(dataDir, 'snapshots', 'alpha', 'snapshot.json.4242.1700000000000.tmp'), '{"half":');
  await mkdir(path.join(dataDir, 'stock-changes', 'alpha'), { recursive: true });
  await writeFile(path.join(dataDir, 'stock-changes', 'alpha', '20261128T010000000Z-0a0b0c0d.change.json'), '{"kind":"delete","carId":"102"}');
  await mkdir(path.join(dataDir, 'status'), { recursive: true });
  await writeFile(path.join(dataDir, 'status', 'alpha.json'), '[]');
  await writeFile(path.join(dataDir, 'status', 'rebuild-queue.json'), '{"pid":1}');
  await mkdir(path.join(dataDir, 'cache'), { recursive: true });
  await writeFile(path.join(dataDir, 'cache', 'aus-postcodes.json'), '[]');
  await writeSite(dataDir, 'alpha', 'Alpha Motors', 'https://alpha.example', 'ALPHA', '');
  await writeSite(dataDir, 'beta', 'Beta Cars', 'https://beta.example', 'BETA', '');
  // A live link written relative to sites/ points at its build as well.
  await writeSite(dataDir, 'gamma', 'Gamma Autos', 'https://gamma.example', 'GAMMA', '');
  await rm(path.join(dataDir, 'sites', 'gamma'));
  await symlink(path.join('..', 'builds', 'gamma', 'gamma-build-1', 'site'), path.join(dataDir, 'sites', 'gamma'));
}
const LIVE = { alpha: 'alpha-build-1', beta: 'beta-build-1', gamma: 'gamma-build-1' };

describe('a backup while the server holds the embedded database', () => {
  let database: TestDatabase;
  let dataDir: string;
  let socket: { close(): Promise<void> };
  let backup: Awaited<ReturnType<typeof takeBackup>>;
  const restoredDir = () => path.join(scratch, 'restored-live');

  beforeAll(async () => {
    database = await openTestDatabase('pglite', { onDisk: true });
    dataDir = path.dirname(database.description); // the database is `<dataDir>/db`, as DATA_DIR's
    socket = await startAdminSocket(dataDir, database.db, () => {}, [databaseDumpCommands(database)]);
    await fillDataDir(dataDir);
    await insertLeads(database.db, [newLead('alpha', 'before-1'), newLead('alpha', 'before-2')]);
  });
  afterAll(async () => {
    await socket?.close();
    await database?.cleanup();
  });

  it('is taken through the server, between transactions: restored, it holds exactly the rows the manifest counted', async () => {
    // Transactions of two leads each run throughout the backup: a copy taken inside one would hold an odd count.
    let writing = true;
    let pairs = 0;
    const writer = (async () => {
      while (writing) {
        await database.db.transaction().execute(async (trx) => {
          await insertLeads(trx, [newLead('alpha', `pair-${pairs}-a`)]);
          await insertLeads(trx, [newLead('alpha', `pair-${pairs}-b`)]);
        });
        pairs += 1;
      }
    })();
    backup = await takeBackup({ dataDir, to: path.join(scratch, 'live') }).finally(() => (writing = false));
    await writer;
    expect(backup.databaseVia).toBe('the running server');
    const inBackup = backup.manifest.database.rowCounts.leads!;
    expect(inBackup % 2).toBe(0);
    expect(inBackup).toBeGreaterThanOrEqual(2);
    expect(await countLeads(database.db)).toBe(2 + 2 * pairs); // the server went on writing

    const restored = await restoreBackup({ from: backup.dir, dataDir: restoredDir() });
    expect(restored.rowCounts.leads).toBe(inBackup);
    const reopened = await openDatabase({ dataDir: restoredDir() });
    try {
      expect(await countLeads(reopened.db)).toBe(inBackup);
    } finally {
      await reopened.close();
    }
  });

  it('keeps the keys, snapshots, waiting changes and status, records the live builds, and leaves out what is remade', async () => {
    const lines = (await readFile(path.join(backup.dir, 'checksums.sha256'), 'utf8')).trim().split('\n');
    expect(lines.map((line) => line.slice(66)).sort()).toEqual([
      'database/pglite.tar.gz',
      'files/secrets/reservation-links.key',
      'files/snapshots/alpha/holds.json',
      'files/snapshots/alpha/snapshot.json',
      'files/status/alpha.json',
      'files/stock-changes/alpha/20261128T010000000Z-0a0b0c0d.change.json',
    ]);
    expect(backup.manifest.liveBuilds).toEqual(Object.fromEntries(Object.entries(LIVE).map(([slug, buildId]) => [slug, { buildId, included: false }])));
    expect((await stat(backup.dir)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(backup.dir, 'files/secrets/reservation-links.key'))).mode & 0o777).toBe(0o600);
    // Restored without the builds' files, each tenant is to be built again from its snapshot.
    expect(existsSync(path.join(restoredDir(), 'sites'))).toBe(false);
    expect(existsSync(path.join(restoredDir(), 'status', 'rebuild-queue.json'))).toBe(false);
    expect(existsSync(path.join(restoredDir(), 'cache'))).toBe(false);
  });

  it('with --with-builds, restores the live builds and points each site at its own in a wiped DATA_DIR, keys 0600', async () => {
    const withBuilds = await takeBackup({ dataDir, to: path.join(scratch, 'with-builds'), withBuilds: true });
    expect(withBuilds.manifest.liveBuilds.alpha).toEqual({ buildId: 'alpha-build-1', included: true });
    const builds = (await readFile(path.join(withBuilds.dir, 'checksums.sha256'), 'utf8')).split('\n').filter((line) => line.includes('files/builds/alpha/'));
    expect(builds.map((line) => line.slice(66)).sort()).toEqual([
      'files/builds/alpha/alpha-build-1/manifest.json',
      'files/builds/alpha/alpha-build-1/site/404.html',
      'files/builds/alpha/alpha-build-1/site/_astro/app.abc123.js',
      'files/builds/alpha/alpha-build-1/site/cars/some-car.html',
      'files/builds/alpha/alpha-build-1/site/index.html',
      'files/builds/alpha/alpha-build-1/site/robots.txt',
    ]);

    const target = path.join(scratch, 'drill-target');
    const result = await restoreBackup({ from: withBuilds.dir, dataDir: target });
    expect(result.liveBuilds).toEqual({ alpha: 'live', beta: 'live', gamma: 'live' });
    expect(result.movedAside).toBeNull();
    expect(await readlink(path.join(target, 'sites', 'gamma'))).toBe(path.join(target, 'builds', 'gamma', 'gamma-build-1', 'site'));
    expect(readFileSync(path.join(target, 'sites', 'alpha', 'index.html'), 'utf8')).toContain('ALPHA home');
    expect(await readFile(path.join(target, 'secrets', 'reservation-links.key'), 'utf8')).toBe('kept-reservation-key-0123456789abcdef\n');
    expect((await stat(path.join(target, 'secrets', 'reservation-links.key'))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(target, 'secrets'))).mode & 0o777).toBe(0o700);
    expect(JSON.parse(await readFile(path.join(target, 'snapshots', 'alpha', 'holds.json'), 'utf8'))).toEqual({ carIds: ['101'] });
  });

  it('moves what a restore replaces aside, never deleting it', async () => {
    const target = restoredDir();
    await writeFile(path.join(target, 'secrets', 'reservation-links.key'), 'a key made after the backup\n');
    const again = await restoreBackup({ from: backup.dir, dataDir: target, now: () => new Date('2026-11-28T02:00:00Z') });
    expect(again.movedAside).toBe(path.join(target, 'before-restore-20261128T020000000Z'));
    expect(await readFile(path.join(again.movedAside!, 'secrets', 'reservation-links.key'), 'utf8')).toBe('a key made after the backup\n');
    expect(existsSync(path.join(again.movedAside!, 'db', 'PG_VERSION'))).toBe(true);
    expect(await readFile(path.join(target, 'secrets', 'reservation-links.key'), 'utf8')).toBe('kept-reservation-key-0123456789abcdef\n');
  });

  it('writes the dump only to a new file at an absolute path, for the machine user who owns the data', async () => {
    const existing = path.join(scratch, 'existing.tar.gz');
    await writeFile(existing, 'an earlier file');
    await expect(askSocket(dataDir, { command: 'dump-database', to: existing })).rejects.toThrow(/EEXIST/);
    expect(await readFile(existing, 'utf8')).toBe('an earlier file');
    await expect(askSocket(dataDir, { command: 'dump-database', to: 'relative.tar.gz' })).rejects.toThrow();
    expect(existsSync(path.join(repoRoot, 'relative.tar.gz'))).toBe(false);
    expect((await stat(adminSocketPath(dataDir))).mode & 0o777).toBe(0o600);
  });

  it('refuses to restore into the DATA_DIR a running server holds', async () => {
    const before = await countLeads(database.db);
    await expect(restoreBackup({ from: backup.dir, dataDir })).rejects.toThrow(
      `A server runs on ${dataDir} (process ${process.pid}): stop it before restoring.`,
    );
    expect(await countLeads(database.db)).toBe(before);
  });
});

describe('the backup folder', () => {
  let dataDir: string;
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  beforeAll(async () => {
    dataDir = await dataDirWithDatabase();
    await fillDataDir(dataDir);
  });

  it('refuses a folder that is not empty and not a backup, writing nothing', async () => {
    const target = path.join(scratch, 'photos');
    await mkdir(target);
    await writeFile(path.join(target, 'holiday.jpg'), 'jpeg');
    await expect(takeBackup({ dataDir, to: target })).rejects.toThrow(
      `${target} is not empty and is not a backup: choose a new or empty folder (nothing was written).`,
    );
    expect(await readdir(target)).toEqual(['holiday.jpg']);
    expect((await readdir(scratch)).filter((name) => name.startsWith('photos.'))).toEqual([]);
  });

  it('refuses a folder inside DATA_DIR, and DATA_DIR inside it', async () => {
    await expect(takeBackup({ dataDir, to: path.join(dataDir, 'backups', 'today') })).rejects.toThrow(/must be apart/);
    await expect(takeBackup({ dataDir, to: path.dirname(dataDir) })).rejects.toThrow(/must be apart/);
  });

  it('opens the database itself when no server runs; replaces an earlier backup only once the new one is whole; a failed backup leaves it', async () => {
    const target = path.join(scratch, 'nightly');
    const first = await takeBackup({ dataDir, to: target, now: () => new Date('2026-11-27T01:00:00Z') });
    expect(first.databaseVia).toBe(path.join(dataDir, 'db'));
    expect(first.manifest.database.rowCounts.schema_migrations).toBeGreaterThan(0);
    const second = await takeBackup({ dataDir, to: target, now: () => new Date('2026-11-28T01:00:00Z') });
    expect(second.replacedEarlierBackup).toBe(true);
    expect(JSON.parse(await readFile(path.join(target, 'manifest.json'), 'utf8')).createdAt).toBe('2026-11-28T01:00:00.000Z');
    expect(first.manifest.createdAt).toBe('2026-11-27T01:00:00.000Z');

    const empty = path.join(scratch, 'no-database-here');
    await mkdir(empty);
    await expect(takeBackup({ dataDir: empty, to: target })).rejects.toThrow(`There is no embedded database in ${path.join(empty, 'db')}`);
    expect(JSON.parse(await readFile(path.join(target, 'manifest.json'), 'utf8')).createdAt).toBe('2026-11-28T01:00:00.000Z');
    expect((await readdir(scratch)).filter((name) => name.startsWith('nightly.'))).toEqual([]);
  });

  it('removes the partial folder a backup that died left, and never a running one', async () => {
    const target = path.join(scratch, 'hourly');
    await mkdir(`${target}.partial-999999-abcdef/database`, { recursive: true });
    await mkdir(`${target}.partial-${process.pid}-running`, { recursive: true });
    await takeBackup({ dataDir, to: target });
    const left = (await readdir(scratch)).filter((name) => name.startsWith('hourly.'));
    expect(left).toEqual([`hourly.partial-${process.pid}-running`]);
  });
});

describe('a restore checks the backup before it touches anything', () => {
  let good: string;
  let dataDir: string;
  const copyOf = async (name: string) => {
    const copy = path.join(scratch, name);
    await cp(good, copy, { recursive: true });
    return copy;
  };
  const untouched = async (target: string) => expect(existsSync(target) ? await readdir(target) : []).toEqual([]);

  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  beforeAll(async () => {
    dataDir = await dataDirWithDatabase();
    await fillDataDir(dataDir);
    good = (await takeBackup({ dataDir, to: path.join(scratch, 'check-good') })).dir;
  });

  it('names a folder that holds no backup, and one that did not finish', async () => {
    const missing = path.join(scratch, 'nothing-here');
    await expect(restoreBackup({ from: missing, dataDir: path.join(scratch, 't1') })).rejects.toThrow(
      `No backup at ${missing}: manifest.json is missing (no such folder).`,
    );
    const unfinished = await copyOf('unfinished');
    await rm(path.join(unfinished, 'manifest.json'));
    await expect(restoreBackup({ from: unfinished, dataDir: path.join(scratch, 't1') })).rejects.toThrow(
      /manifest.json is missing \(a backup that did not finish/,
    );
    await untouched(path.join(scratch, 't1'));
  });

  it('refuses a damaged file, naming it, and restores nothing', async () => {
    const damaged = await copyOf('damaged');
    await chmod(path.join(damaged, 'files/snapshots/alpha/snapshot.json'), 0o644);
    await writeFile(path.join(damaged, 'files/snapshots/alpha/snapshot.json'), '{"tenant":"alpha","vehicles":[]}');
    await rm(path.join(damaged, 'files/status/alpha.json'));
    await expect(restoreBackup({ from: damaged, dataDir: path.join(scratch, 't2') })).rejects.toThrow(
      `The backup at ${damaged} is damaged: 2 files (files/snapshots/alpha/snapshot.json does not match its checksum; files/status/alpha.json is missing). Nothing was restored.`,
    );
    await untouched(path.join(scratch, 't2'));
  });

  it('refuses a checksum list that is not the one the manifest names, or that would write outside the kept folders', async () => {
    const edited = await copyOf('edited');
    const list = path.join(edited, 'checksums.sha256');
    const original = await readFile(list, 'utf8');
    await writeFile(list, `${original}${'0'.repeat(64)}  files/db/PG_VERSION\n`);
    await expect(restoreBackup({ from: edited, dataDir: path.join(scratch, 't3') })).rejects.toThrow(/checksums.sha256 is not the list the manifest names/);
    // The same edit with the manifest edited to match: the path itself is refused.
    const manifest = JSON.parse(await readFile(path.join(edited, 'manifest.json'), 'utf8'));
    const { createHash } = await import('node:crypto');
    manifest.checksums.sha256 = createHash('sha256')
      .update(await readFile(list, 'utf8'))
      .digest('hex');
    manifest.checksums.files += 1;
    await writeFile(path.join(edited, 'manifest.json'), JSON.stringify(manifest));
    await expect(restoreBackup({ from: edited, dataDir: path.join(scratch, 't3') })).rejects.toThrow(/files\/db\/PG_VERSION is not a file a backup holds/);
    await untouched(path.join(scratch, 't3'));
  });

  it('refuses an embedded backup when DATABASE_URL is set, and a database migrated by a newer version', async () => {
    await expect(restoreBackup({ from: good, dataDir: path.join(scratch, 't4'), databaseUrl: 'postgres://nobody@127.0.0.1:1/none' })).rejects.toThrow(
      'This backup cannot be restored here: this backup holds an embedded (PGlite) database; unset DATABASE_URL to restore it into DATA_DIR.',
    );
    const newer = await copyOf('newer');
    const manifest = JSON.parse(await readFile(path.join(newer, 'manifest.json'), 'utf8'));
    manifest.database.migrations.push('2099-01-01-0001-future');
    await writeFile(path.join(newer, 'manifest.json'), JSON.stringify(manifest));
    await expect(restoreBackup({ from: newer, dataDir: path.join(scratch, 't4') })).rejects.toThrow(/does not know \(2099-01-01-0001-future\)/);
    await untouched(path.join(scratch, 't4'));
  });

  it('refuses a dump whose rows differ from what the manifest recorded, and keeps the database that was there', async () => {
    const mismatched = await copyOf('mismatched');
    const manifest = JSON.parse(await readFile(path.join(mismatched, 'manifest.json'), 'utf8'));
    manifest.database.rowCounts.leads = 7;
    await writeFile(path.join(mismatched, 'manifest.json'), JSON.stringify(manifest));
    const target = path.join(scratch, 't5');
    await restoreBackup({ from: good, dataDir: target });
    await expect(restoreBackup({ from: mismatched, dataDir: target })).rejects.toThrow(
      'The restored database does not hold what the backup recorded (leads: 7 in the backup, 0 restored). Nothing was restored.',
    );
    expect((await lstat(path.join(target, 'db', 'PG_VERSION'))).isFile()).toBe(true);
    expect((await readdir(target)).sort()).toEqual(['db', 'secrets', 'snapshots', 'status', 'stock-changes']);
  });
});
