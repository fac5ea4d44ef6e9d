import { describe, expect, it } from 'vitest';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupFormatError,
  dataPathOf,
  formatChecksums,
  isSafeRelativePath,
  liveBuildIdOf,
  parseChecksums,
  parseManifest,
  restoreProblems,
  rowCountDifferences,
  type BackupManifest,
} from './manifest.ts';

const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);

const embeddedBackup = (): BackupManifest => ({
  format: BACKUP_FORMAT,
  formatVersion: BACKUP_FORMAT_VERSION,
  createdAt: '2026-11-28T01:00:00.000Z',
  platform: { version: '0.1.0', node: 'v24.21.0' },
  source: { host: 'web-1', dataDir: '/srv/dealer-sites/data' },
  database: {
    engine: 'pglite',
    file: 'database/pglite.tar.gz',
    tool: 'PGlite 0.4.6',
    migrations: ['2025-01-01-0001-leads', '2026-11-25-0019-reservations'],
    rowCounts: { leads: 3, reservations: 1 },
  },
  liveBuilds: { 'harbour-toyota': { buildId: '20261127T235035477Z-6b01631c-219f71', included: false } },
  checksums: { file: 'checksums.sha256', sha256: HASH_A, files: 4, bytes: 1200 },
});

describe('parseManifest', () => {
  it('reads a manifest the backup wrote', () => {
    expect(parseManifest(JSON.parse(JSON.stringify(embeddedBackup())))).toEqual(embeddedBackup());
  });

  it('refuses a newer format by name, before anything else', () => {
    expect(() => parseManifest({ ...embeddedBackup(), formatVersion: BACKUP_FORMAT_VERSION + 1, database: 'changed' })).toThrow(
      /format 2; this version of the platform reads format 1 and older/,
    );
  });

  it.each([
    ['another file', { name: 'dealer-sites', version: '0.1.0' }, /not a dealer-sites backup manifest/],
    ['a live build outside its folder', { ...embeddedBackup(), liveBuilds: { 'harbour-toyota': { buildId: '..', included: true } } }, /damaged[\s\S]*build id/],
    ['a checksum that is not sha256', { ...embeddedBackup(), checksums: { ...embeddedBackup().checksums, sha256: 'abc' } }, /damaged[\s\S]*sha256/],
  ])('refuses %s with a BackupFormatError', (_case, json, message) => {
    expect(() => parseManifest(json)).toThrow(BackupFormatError);
    expect(() => parseManifest(json)).toThrow(message);
  });
});

describe('paths a restore writes', () => {
  it.each([
    ['snapshots/harbour-toyota/snapshot.json', true],
    ['secrets/reservation-links.key', true],
    ['', false],
    ['/etc/passwd', false],
    ['snapshots/../../etc/passwd', false],
    ['snapshots//snapshot.json', false],
    ['snapshots/./snapshot.json', false],
    ['snapshots\\..\\x', false],
    ['snapshots/a\nb', false],
  ])('isSafeRelativePath(%j) is %s', (relative, safe) => {
    expect(isSafeRelativePath(relative)).toBe(safe);
  });

  it.each([
    ['files/secrets/reservation-links.key', 'secrets/reservation-links.key'],
    ['files/snapshots/harbour-toyota/holds.json', 'snapshots/harbour-toyota/holds.json'],
    ['files/stock-changes/harbour-toyota/seen.json', 'stock-changes/harbour-toyota/seen.json'],
    [
      'files/builds/harbour-toyota/20261127T235035477Z-6b01631c-219f71/site/index.html',
      'builds/harbour-toyota/20261127T235035477Z-6b01631c-219f71/site/index.html',
    ],
    ['files/db/PG_VERSION', null],
    ['files/sites/harbour-toyota', null],
    ['files/secrets', null],
    ['database/pglite.tar.gz', null],
    ['files/builds/Harbour/20261127/site/index.html', null],
    ['files/builds/harbour-toyota/20261127', null],
    ['files/snapshots/../secrets/x', null],
  ])('%s goes back to %s', (backupPath, dataPath) => {
    expect(dataPathOf(backupPath)).toBe(dataPath);
  });
});

describe('checksum list', () => {
  it('writes sha256sum lines sorted by path and reads them back', () => {
    const text = formatChecksums([
      { path: 'files/snapshots/a/snapshot.json', sha256: HASH_B },
      { path: 'database/pglite.tar.gz', sha256: HASH_A },
    ]);
    expect(text).toBe(`${HASH_A}  database/pglite.tar.gz\n${HASH_B}  files/snapshots/a/snapshot.json\n`);
    expect(parseChecksums(text)).toEqual([
      { path: 'database/pglite.tar.gz', sha256: HASH_A },
      { path: 'files/snapshots/a/snapshot.json', sha256: HASH_B },
    ]);
  });

  it.each([
    ['a short hash', `abc  files/secrets/x\n`, 1],
    ['a path that climbs out', `${HASH_A}  files/secrets/x\n${HASH_A}  ../outside\n`, 2],
    ['one space', `${HASH_A} files/secrets/x\n`, 1],
    ['a path twice', `${HASH_A}  files/secrets/x\n${HASH_B}  files/secrets/x\n`, 2],
  ])('refuses %s, naming the line', (_case, text, line) => {
    expect(() => parseChecksums(text)).toThrow(new RegExp(`line ${line} `));
  });
});

describe('restoreProblems', () => {
  const known = ['2025-01-01-0001-leads', '2026-11-25-0019-reservations', '2026-11-28-3307-later'];

  it('accepts a backup of the same engine whose migrations this version knows (fewer is fine)', () => {
    expect(restoreProblems(embeddedBackup(), { engine: 'pglite', knownMigrations: known })).toEqual([]);
  });

  it('refuses the other engine, saying how to restore it', () => {
    expect(restoreProblems(embeddedBackup(), { engine: 'postgres', knownMigrations: known })).toEqual([
      'this backup holds an embedded (PGlite) database; unset DATABASE_URL to restore it into DATA_DIR',
    ]);
    const postgres = { ...embeddedBackup(), database: { ...embeddedBackup().database, engine: 'postgres' as const } };
    expect(restoreProblems(postgres, { engine: 'pglite', knownMigrations: known })).toEqual([
      'this backup holds a PostgreSQL dump; set DATABASE_URL to the database to restore it into',
    ]);
  });

  it('refuses a database a newer version migrated, naming the migrations and the version', () => {
    const newer = { ...embeddedBackup(), database: { ...embeddedBackup().database, migrations: [...known, '2027-01-01-0100-future'] } };
    expect(restoreProblems(newer, { engine: 'pglite', knownMigrations: known })).toEqual([
      "the backup's database has migrations this version of the platform does not know (2027-01-01-0100-future): restore it with the version that made it (0.1.0)",
    ]);
  });
});

describe('rowCountDifferences', () => {
  it('names each table whose rows differ, and a table that is missing', () => {
    expect(rowCountDifferences({ leads: 3, reservations: 1, shoppers: 2 }, { leads: 3, reservations: 0 })).toEqual([
      'reservations: 1 in the backup, 0 restored',
      'shoppers: 2 in the backup, no table restored',
    ]);
    expect(rowCountDifferences({ leads: 3 }, { leads: 3, extra: 9 })).toEqual([]);
  });
});

describe('liveBuildIdOf', () => {
  it.each([
    ['/srv/data/builds/harbour-toyota/20261127T235035477Z-6b01631c-219f71/site', '20261127T235035477Z-6b01631c-219f71'],
    ['builds/harbour-toyota/b-1/site/', 'b-1'],
    ['/srv/data/builds/bayside-auto-group/b-1/site', null],
    ['/srv/data/builds/harbour-toyota/b-1', null],
    ['/somewhere/else/site', null],
  ])('%s -> %s', (target, buildId) => {
    expect(liveBuildIdOf(target, 'harbour-toyota')).toBe(buildId);
  });
});
