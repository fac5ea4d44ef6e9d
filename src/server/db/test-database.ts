// Test databases: a fresh embedded PGlite per test file, started from a migrated template tarball (made
// once per machine) so it opens in about a second instead of running initdb; and, when TEST_DATABASE_URL
// is set, a fresh PostgreSQL database per test file on that server (created and dropped here).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseEngine } from './database.ts';
import { migrateToLatest, MIGRATIONS } from './migrations.ts';

/** The engines the database tests run on: always PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export function testEngines(): DatabaseEngine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Named after the migrations' source, so a changed migration never reuses an old template. */
const templateFile = () => {
  const source = Object.entries(MIGRATIONS)
    .map(([name, migration]) => `${name}:${String(migration.up)}`)
    .join('\n');
  return path.join(tmpdir(), `dealer-sites-pglite-${createHash('sha256').update(source).digest('hex').slice(0, 16)}.tar`);
};

/** A migrated, empty PGlite database as a tarball. */
export async function pgliteTemplate(): Promise<Blob> {
  const file = templateFile();
  if (!existsSync(file)) {
    const client = new PGlite();
    const db = new Kysely<unknown>({ dialect: new PGliteDialect(client) });
    await migrateToLatest(db);
    const dump = await client.dumpDataDir('none');
    await db.destroy();
    const building = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
    await writeFile(building, Buffer.from(await dump.arrayBuffer()));
    await rename(building, file); // atomic: parallel test files may race, either result is the same
  }
  return new Blob([await readFile(file)]);
}

/** `url`: the PostgreSQL database's own address (unset on PGlite), for libraries that connect by themselves. */
export type TestDatabase = Database & { url?: string; cleanup(): Promise<void> };

/** `onDisk`: a PGlite folder in a temp directory (to test persistence); default in memory. */
export async function openTestDatabase(engine: DatabaseEngine, options: { onDisk?: boolean } = {}): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const parent = options.onDisk ? await mkdtemp(path.join(tmpdir(), 'leads-db-')) : null;
    const database = await openDatabase({ pgliteDir: parent ? path.join(parent, 'db') : null, pgliteLoadFrom: await pgliteTemplate() });
    return {
      ...database,
      cleanup: async () => {
        await database.close();
        if (parent) await rm(parent, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `leads_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  return {
    ...database,
    url: url.toString(),
    cleanup: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
