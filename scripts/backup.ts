// Backs up the platform's state (see src/server/backup/README.md): the database, the keys, stock snapshots and live pointers.
//   npm run backup -- --to <dir>                 while the server runs (it dumps the embedded database) or not
//   npm run backup -- --to <dir> --with-builds   the live builds' files too (large; otherwise rebuilt from snapshots)
// With DATABASE_URL the database is PostgreSQL, dumped with pg_dump (Debian's postgresql-client).
import { parseArgs } from 'node:util';
import { dataDir } from '#src/files/paths.ts';
import { BackupError } from '#src/server/backup/backup-error.ts';
import { takeBackup } from '#src/server/backup/backup.ts';
import { LeadsEnvError, loadLeadsSettings } from '#src/server/leads/config.ts';
import { describeBackup } from './lib/backup/describe.ts';

const { values } = parseArgs({ options: { to: { type: 'string' }, 'with-builds': { type: 'boolean', default: false } } });
if (!values.to) {
  console.error('Usage: npm run backup -- --to <dir> [--with-builds]');
  process.exit(2);
}

const started = performance.now();
try {
  const result = await takeBackup({ dataDir: dataDir(), to: values.to, databaseUrl: loadLeadsSettings().databaseUrl, withBuilds: values['with-builds'] });
  console.log(describeBackup(result, (performance.now() - started) / 1000));
} catch (error) {
  if (!(error instanceof BackupError) && !(error instanceof LeadsEnvError)) throw error;
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
}
