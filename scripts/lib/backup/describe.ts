// What `npm run backup` and `npm run restore` print: what was saved or put back, and what the operator does next.
import type { BackupResult } from '#src/server/backup/backup.ts';
import type { RestoreResult } from '#src/server/backup/restore.ts';

const megabytes = (bytes: number): string => `${(bytes / 1_000_000).toFixed(1)} MB`;
const rows = (counts: Record<string, number>): string => {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const named = ['leads', 'reservations', 'bookings', 'shoppers'].filter((table) => table in counts).map((table) => `${table} ${counts[table]}`);
  return `${Object.keys(counts).length} tables, ${total} rows${named.length ? ` (${named.join(', ')})` : ''}`;
};
const engineName = (engine: 'pglite' | 'postgres'): string => (engine === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL');

export function describeBackup(result: BackupResult, seconds: number): string {
  const { manifest } = result;
  const live = Object.entries(manifest.liveBuilds);
  const lines = [
    `Backed up ${manifest.source.dataDir} to ${result.dir}${result.replacedEarlierBackup ? ' (replacing the earlier backup there)' : ''} in ${seconds.toFixed(1)} s:`,
    `  database   ${engineName(manifest.database.engine)} from ${result.databaseVia}: ${rows(manifest.database.rowCounts)}`,
    `  files      ${manifest.checksums.files} (${megabytes(manifest.checksums.bytes)} with the dump), checksums in ${manifest.checksums.file}`,
    `  live sites ${live.length ? live.map(([slug, { buildId, included }]) => `${slug} ${buildId}${included ? '' : ' (pointer)'}`).join(', ') : 'none'}`,
  ];
  if (live.some(([, build]) => !build.included)) lines.push('A restore builds the sites again from their snapshots; --with-builds keeps the live builds too.');
  lines.push('The backup holds the keys this machine made: keep it where only operators can read it.');
  return lines.join('\n');
}

export function describeRestore(result: RestoreResult, dataDir: string): string {
  const { manifest } = result;
  const rebuild = Object.entries(result.liveBuilds)
    .filter(([, state]) => state === 'rebuild')
    .map(([slug]) => slug);
  const live = Object.entries(result.liveBuilds)
    .filter(([, state]) => state === 'live')
    .map(([slug]) => slug);
  const lines = [
    `Restored the backup of ${manifest.createdAt} (from ${manifest.source.host}) into ${dataDir}:`,
    `  database   ${engineName(manifest.database.engine)}: ${rows(result.rowCounts)}, as the backup recorded`,
    `  files      ${result.files}`,
    `  live sites ${live.length ? live.join(', ') : 'none'}${rebuild.length ? `; to build again: ${rebuild.join(', ')}` : ''}`,
  ];
  if (result.movedAside) lines.push(`What the restore replaced is in ${result.movedAside}; delete it once the platform runs well.`);
  if (rebuild.length)
    lines.push(`Build them from their restored snapshots: npm run build -- ${rebuild.map((slug) => `--tenant ${slug}`).join(' ')} --no-fetch`);
  lines.push('Then start the server (npm run serve, or npm start).');
  return lines.join('\n');
}
