// PostgreSQL in a backup: pg_dump (custom format) of the platform's schema, and its restore. The dump reads a snapshot
// this module exports, so the row counts the manifest records are of exactly what was dumped. graphile-worker's schema
// is left out: its jobs are rebuild requests and recurring jobs a worker queues again at start (see src/server/backup/README.md).
import pg from 'pg';
import { BackupError } from './backup-error.ts';
import { readDatabaseState, TRANSIENT_TABLES, type DatabaseState, type RunQuery } from './database-state.ts';
import { findPostgresTools, programVersion, runProgram, splitPassword, type PostgresTools } from './postgres-tools.ts';

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a lost connection fails the query in hand
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to the database (DATABASE_URL): ${(error as Error).message}`);
  }
  return client;
}

const runOn =
  (client: pg.Client): RunQuery =>
  async <Row>(statement: string) =>
    (await client.query(statement)).rows as Row[];

/** Dumps the platform's schema of `url` into `file` (pg_dump -Fc), leaving out the rows of the transient tables. */
export async function dumpPostgres(url: string, file: string, tools: PostgresTools = findPostgresTools()): Promise<DatabaseState & { tool: string }> {
  const { url: bare, password } = splitPassword(url);
  const tool = await programVersion(tools.pgDump);
  const client = await connect(url);
  try {
    await client.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')).rows as [{ snapshot: string }];
    const state = await readDatabaseState(runOn(client));
    const [{ version }] = (await client.query<{ version: string }>(`select current_setting('server_version') as version`)).rows as [{ version: string }];
    const schema = quoteIdent(state.schema);
    await runProgram(
      tools.pgDump,
      [
        '--format=custom',
        `--schema=${schema}`,
        '--no-owner',
        '--no-acl',
        `--snapshot=${snapshot}`, // the transaction above stays open until pg_dump is done
        ...TRANSIENT_TABLES.map((table) => `--exclude-table-data=${schema}.${quoteIdent(table)}`),
        `--file=${file}`,
        `--dbname=${bare}`,
      ],
      { env: password ? { PGPASSWORD: password } : {}, stdout: 'ignore' },
    ).done;
    return { ...state, tool: `${tool}; server ${version}` };
  } finally {
    await client.query('rollback').catch(() => {});
    await client.end().catch(() => {});
  }
}

/** Reads the platform's state (schema, migrations, rows) of `url`. */
export async function postgresState(url: string): Promise<DatabaseState> {
  const client = await connect(url);
  try {
    return await readDatabaseState(runOn(client));
  } finally {
    await client.end().catch(() => {});
  }
}

/** Refuses while other sessions use the database (servers, workers): a restore under them would mix two states. */
async function refuseWhileInUse(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ sessions: number; who: string | null }>(
    `select count(*)::int as sessions,
            string_agg(distinct coalesce(nullif(application_name, ''), 'a client') || ' from ' || coalesce(host(client_addr), 'this machine'), ', ') as who
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  const [{ sessions, who }] = rows as [{ sessions: number; who: string | null }];
  if (sessions > 0)
    throw new BackupError(`${sessions} other connection${sessions === 1 ? '' : 's'} use the database (${who}): stop every server and worker before restoring.`);
}

/**
 * Replaces the platform's schema of `url` with the dump's, in one transaction: psql runs `BEGIN`, drops the schema
 * (with any table a later migration made, which the dump does not know), applies pg_restore's script (--clean
 * --if-exists), and gets `COMMIT` only once pg_restore has ended well. On any error, or a pg_restore that fails
 * half-way, psql ends without committing and the database stays as it was.
 */
export async function restorePostgres(url: string, file: string, schema: string, tools: PostgresTools = findPostgresTools()): Promise<DatabaseState> {
  const client = await connect(url);
  try {
    await refuseWhileInUse(client);
    const [{ current }] = (await client.query<{ current: string }>('select current_schema() as current')).rows as [{ current: string }];
    if (current !== schema) throw new BackupError(`The backup's tables are in schema ${schema}, but DATABASE_URL's connection uses schema ${current}.`);
  } finally {
    await client.end().catch(() => {});
  }
  const { url: bare, password } = splitPassword(url);
  const env = password ? { PGPASSWORD: password } : {};
  const apply = runProgram(tools.psql, ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--file=-', `--dbname=${bare}`], {
    env,
    stdin: 'pipe',
    stdout: 'ignore',
  });
  const script = runProgram(tools.pgRestore, ['--clean', '--if-exists', '--no-owner', '--no-acl', '--file=-', file], { env });
  const psql = apply.stdin!;
  psql.write(`BEGIN;\nDROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE;\n`);
  script.stdout!.once('unpipe', () => script.stdout!.resume()); // psql stopped at an error: pg_restore still runs to its end
  script.stdout!.pipe(psql, { end: false });
  const restored = await script.done.then(
    () => true,
    (error: unknown) => error,
  );
  psql.end(restored === true ? 'COMMIT;\n' : undefined);
  await apply.done; // psql's own error first: it says which statement failed
  if (restored !== true) throw restored;
  return postgresState(url);
}
