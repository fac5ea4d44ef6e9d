// How the operator commands reach the leads database: PostgreSQL directly when DATABASE_URL is set;
// otherwise the running server over its admin socket (embedded PGlite lives inside that process), or,
// when no server runs, the embedded database folder itself.
import path from 'node:path';
import { openDatabase } from '#src/server/db/database.ts';
import { askRunningServer } from '#src/server/leads/admin-socket.ts';
import { loadLeadsSettings } from '#src/server/leads/config.ts';
import { runOperatorCommand, type OperatorCommand, type OperatorResult } from '#src/server/leads/operator.ts';

export type Answer = { result: OperatorResult; via: string };

export async function runCommand(command: OperatorCommand, dataDir: string): Promise<Answer> {
  const { databaseUrl } = loadLeadsSettings();
  if (!databaseUrl) {
    try {
      return { result: await askRunningServer(dataDir, command), via: 'the running server' };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ECONNREFUSED') throw error;
    }
  }
  const database = await openDatabase({ url: databaseUrl, dataDir });
  try {
    return { result: await runOperatorCommand(database.db, command), via: databaseUrl ? database.description : path.join(dataDir, 'db') };
  } finally {
    await database.close();
  }
}
