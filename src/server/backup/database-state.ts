// What a backup records about the database it dumps, read in the dump's own moment: the migrations applied and the
// rows of every table of the platform's schema. A restore reads the same of what it restored and compares.
import { MIGRATION_TABLE } from '../db/migrations.ts';

/** Runs one statement and answers its rows (a Kysely connection, a pg client in the dump's snapshot). */
export type RunQuery = <Row>(statement: string) => Promise<Row[]>;

/**
 * Tables whose rows are left out of a PostgreSQL dump and not counted: request counters (rate-limiter-flexible) and
 * worker heartbeats describe the processes running now, not the platform's data; a restore starts them empty.
 */
export const TRANSIENT_TABLES: readonly string[] = ['rate_limits', 'job_workers', `${MIGRATION_TABLE}_lock`];

export type DatabaseState = { schema: string; migrations: string[]; rowCounts: Record<string, number> };

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** The schema the platform's tables are in (`current_schema()`: `public` unless the connection sets a search path). */
export async function currentSchema(run: RunQuery): Promise<string> {
  const [row] = await run<{ schema: string }>('select current_schema() as schema');
  return row!.schema;
}

/** The applied migrations and each table's rows, read through one connection (one moment). */
export async function readDatabaseState(run: RunQuery): Promise<DatabaseState> {
  const schema = await currentSchema(run);
  const tables = (
    await run<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = ${quoteLiteral(schema)} and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !TRANSIENT_TABLES.includes(name));
  const rowCounts: Record<string, number> = {};
  if (tables.length) {
    const counts = await run<{ name: string; rows: number }>(
      tables.map((name) => `select ${quoteLiteral(name)} as name, count(*)::int as rows from ${quoteIdent(schema)}.${quoteIdent(name)}`).join(' union all '),
    );
    for (const { name, rows } of counts) rowCounts[name] = Number(rows);
  }
  const migrations = tables.includes(MIGRATION_TABLE)
    ? (await run<{ name: string }>(`select name from ${quoteIdent(schema)}.${quoteIdent(MIGRATION_TABLE)} order by name`)).map((row) => row.name)
    : [];
  return { schema, migrations, rowCounts };
}
