// Backups of PostgreSQL (DATABASE_URL): pg_dump of the platform's schema in the snapshot whose rows the manifest
// counts, taken while the database is written to, and its restore in one transaction. Runs with TEST_DATABASE_URL;
// the tools' lookup and the password's handling run everywhere.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { newLead } from '../db/lead-fixtures.test-support.ts';
import { insertLeads } from '../db/leads-repo.ts';
import { takeBackup } from './backup.ts';
import { findPostgresTools, splitPassword } from './postgres-tools.ts';
import { restoreBackup } from './restore.ts';

describe('the PostgreSQL programs', () => {
  it('are looked for in the folders given, and their absence names the package to install', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'no-pg-tools-'));
    expect(() => findPostgresTools([empty])).toThrow(/pg_dump, pg_restore and psql were not found .*apt-get install postgresql-client/);
    const partial = path.join(empty, 'bin');
    await mkdir(partial);
    for (const name of ['pg_dump', 'pg_restore']) await writeFile(path.join(partial, name), '#!/bin/sh\n', { mode: 0o755 });
    expect(() => findPostgresTools([partial])).toThrow(/were not found/); // psql is missing
    await writeFile(path.join(partial, 'psql'), '#!/bin/sh\n', { mode: 0o755 });
    expect(findPostgresTools([empty, partial])).toEqual({
      dir: partial,
      pgDump: path.join(partial, 'pg_dump'),
      pgRestore: path.join(partial, 'pg_restore'),
      psql: path.join(partial, 'psql'),
    });
    await rm(empty, { recursive: true, force: true });
  });

  it('never get the password on their command line (PGPASSWORD instead)', () => {
    expect(splitPassword('postgres://app:s%40cret@db.internal:5432/dealers?sslmode=require')).toEqual({
      url: 'postgres://app@db.internal:5432/dealers?sslmode=require',
      password: 's@cret',
    });
    expect(splitPassword('postgres://postgres@127.0.0.1:54329/postgres')).toEqual({ url: 'postgres://postgres@127.0.0.1:54329/postgres', password: undefined });
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a backup of PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `backup_test_${randomBytes(5).toString('hex')}`;
  let url: string;
  let scratch: string;
  let dataDir: string;
  let database: Database | null = null;
  const query = async <Row extends pg.QueryResultRow>(statement: string): Promise<Row[]> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<Row>(statement)).rows;
    } finally {
      await client.end();
    }
  };
  const count = async (table: string) => Number((await query<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);

  beforeAll(async () => {
    url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    scratch = await mkdtemp(path.join(tmpdir(), 'pg-backup-'));
    dataDir = path.join(scratch, 'data');
    database = await openDatabase({ url, poolSize: 3 });
    await insertLeads(database.db, [newLead('alpha', 'pg-1'), newLead('alpha', 'pg-2')]);
    await query(`insert into rate_limits (key, points, expire) values ('leads-ip:alpha:203.0.113.9', 5, null)`);
    // graphile-worker's schema is the queue's own: neither dumped nor touched by a restore.
    await query(`create schema if not exists graphile_worker; create table graphile_worker.kept (id int); insert into graphile_worker.kept values (1)`);
  });
  afterAll(async () => {
    await database?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(scratch, { recursive: true, force: true });
  });

  it('dumps one snapshot while the platform writes, and a restore brings back exactly its rows, in one transaction', async () => {
    let writing = true;
    let pairs = 0;
    const writer = (async () => {
      while (writing) {
        await database!.db.transaction().execute(async (trx) => {
          await insertLeads(trx, [newLead('alpha', `pair-${pairs}-a`)]);
          await insertLeads(trx, [newLead('alpha', `pair-${pairs}-b`)]);
        });
        pairs += 1;
      }
    })();
    const backup = await takeBackup({ dataDir, to: path.join(scratch, 'backup'), databaseUrl: url }).finally(() => (writing = false));
    await writer;
    const { database: dumped } = backup.manifest;
    expect(dumped).toMatchObject({ engine: 'postgres', file: 'database/postgres.dump', schema: 'public' });
    expect(dumped.tool).toMatch(/^pg_dump \(PostgreSQL\) \d+/);
    expect(dumped.rowCounts.leads! % 2).toBe(0);
    expect(dumped.rowCounts).not.toHaveProperty('rate_limits');
    expect(await count('leads')).toBe(2 + 2 * pairs);

    // While a server (this pool) is connected, the restore refuses and changes nothing.
    await expect(restoreBackup({ from: backup.dir, dataDir, databaseUrl: url })).rejects.toThrow(
      /other connections? use the database .*stop every server and worker/,
    );
    await database!.close();
    database = null;

    // A table a later migration made, and rows written after the backup: the restore brings back the backup's schema.
    await query('create table later_feature (id int); insert into leads select * from leads limit 0');
    const restored = await restoreBackup({ from: backup.dir, dataDir, databaseUrl: url });
    expect(restored.rowCounts).toEqual(dumped.rowCounts);
    expect(await count('leads')).toBe(dumped.rowCounts.leads);
    expect(await count('rate_limits')).toBe(0); // counters of the processes then: left out
    expect(await query(`select to_regclass('public.later_feature') as t`)).toEqual([{ t: null }]);
    expect(await count('graphile_worker.kept')).toBe(1);

    // The restored database opens, migrates and takes leads again.
    database = await openDatabase({ url, poolSize: 2 });
    await insertLeads(database.db, [newLead('alpha', 'after-restore')]);
    expect(await count('leads')).toBe(dumped.rowCounts.leads! + 1);
  });

  it('leaves the database as it was when the restore fails half-way', async () => {
    const backup = await takeBackup({ dataDir, to: path.join(scratch, 'second'), databaseUrl: url });
    await database!.close();
    database = null;
    const before = await count('leads');
    // A backup of the same database whose dump is not what pg_restore reads (checksums made to match): pg_restore fails.
    const { cp, readFile } = await import('node:fs/promises');
    const { createHash } = await import('node:crypto');
    const broken = path.join(scratch, 'broken');
    await cp(backup.dir, broken, { recursive: true });
    await writeFile(path.join(broken, 'database/postgres.dump'), 'PGDMP not really');
    const list = (await readFile(path.join(broken, 'checksums.sha256'), 'utf8')).replace(
      /^[0-9a-f]{64} {2}database\/postgres\.dump$/m,
      `${createHash('sha256').update('PGDMP not really').digest('hex')}  database/postgres.dump`,
    );
    await writeFile(path.join(broken, 'checksums.sha256'), list);
    const manifest = JSON.parse(await readFile(path.join(broken, 'manifest.json'), 'utf8'));
    manifest.checksums.sha256 = createHash('sha256').update(list).digest('hex');
    await writeFile(path.join(broken, 'manifest.json'), JSON.stringify(manifest));
    await expect(restoreBackup({ from: broken, dataDir, databaseUrl: url })).rejects.toThrow(/pg_restore failed/);
    expect(await count('leads')).toBe(before);
  });
});
