// Restores a backup made by `npm run backup` into DATA_DIR (and DATABASE_URL's database when set), with every server
// of that DATA_DIR stopped. Checks the backup whole first; what it replaces is moved aside, not deleted.
//   npm run restore -- --from <dir>
import { parseArgs } from 'node:util';
import { dataDir } from '#src/files/paths.ts';
import { BackupError } from '#src/server/backup/backup-error.ts';
import { restoreBackup } from '#src/server/backup/restore.ts';
import { LeadsEnvError, loadLeadsSettings } from '#src/server/leads/config.ts';
import { describeRestore } from './lib/backup/describe.ts';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
if (!values.from) {
  console.error('Usage: npm run restore -- --from <dir>');
  process.exit(2);
}

try {
  const result = await restoreBackup({ from: values.from, dataDir: dataDir(), databaseUrl: loadLeadsSettings().databaseUrl });
  console.log(describeRestore(result, dataDir()));
} catch (error) {
  if (!(error instanceof BackupError) && !(error instanceof LeadsEnvError)) throw error;
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
}
