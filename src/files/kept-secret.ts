// A key this machine makes once and keeps in `${DATA_DIR}/secrets/<name>` (mode 0600), for a secret the environment
// does not set on one machine: what it signed (a reservation link in an e-mail, an open form's token) stays valid
// across restarts. Several machines must set the secret in the environment instead (each would make its own).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The environment's secret when set (16+ characters), else the kept key (made on first use; two processes agree). */
export async function keptSecret(dataDir: string, name: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv && fromEnv.length >= 16) return fromEnv;
  const file = path.join(dataDir, 'secrets', name);
  const kept = await readFile(file, 'utf8').catch(() => null);
  if (kept && kept.trim().length >= 32) return kept.trim();
  const made = randomBytes(32).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${made}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}
