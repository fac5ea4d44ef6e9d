// A lock file holding the owner's pid, so two processes never open the same embedded database folder.
// A lock left by a process that no longer runs is taken over.
import { open, readFile, rm } from 'node:fs/promises';

export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
  readonly pid: number;
  constructor(message: string, pid: number) {
    super(message);
    this.pid = pid;
  }
}

/** Whether a process with this id runs on this machine (one owned by another user counts). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function acquireDirLock(file: string): Promise<{ release(): Promise<void> }> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return { release: () => rm(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && (pid === process.pid || isRunning(pid))) {
        throw new DatabaseBusyError(`The embedded database is open in process ${pid} (lock ${file}).`, pid);
      }
      await rm(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not take the database lock ${file}`);
}
