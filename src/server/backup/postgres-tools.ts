// PostgreSQL's own client programs (pg_dump, pg_restore, psql), found as .ci/postgres.sh finds the server's: Debian's
// /usr/lib/postgresql/<major>/bin (the newest major first: pg_dump reads servers of its major and older), then PATH.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { BackupError } from './backup-error.ts';

export type PostgresTools = { pgDump: string; pgRestore: string; psql: string; dir: string };

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** Folders that may hold the programs, in the order they are tried. */
export function candidateDirs(env: Record<string, string | undefined> = process.env, debianRoot = DEBIAN_ROOT): string[] {
  const majors = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((major) => path.join(debianRoot, major, 'bin'))
    : [];
  return [...majors, ...(env.PATH ?? '').split(path.delimiter).filter(Boolean)];
}

/** The first folder with all three programs; a clear error naming Debian's package when none has them. */
export function findPostgresTools(dirs: readonly string[] = candidateDirs()): PostgresTools {
  for (const dir of dirs) {
    const [pgDump, pgRestore, psql] = ['pg_dump', 'pg_restore', 'psql'].map((name) => path.join(dir, name));
    if (existsSync(pgDump!) && existsSync(pgRestore!) && existsSync(psql!)) return { pgDump: pgDump!, pgRestore: pgRestore!, psql: psql!, dir };
  }
  throw new BackupError(
    `pg_dump, pg_restore and psql were not found (looked in ${DEBIAN_ROOT}/*/bin and PATH). Install Debian's postgresql-client ` +
      `(apt-get install postgresql-client), of the server's major version or newer.`,
  );
}

/**
 * A connection string without its password, and the password for PGPASSWORD: a password in a program's arguments is
 * readable by every user of the machine (ps, /proc).
 * @example splitPassword('postgres://app:s3cret@db:5432/dealers') // { url: 'postgres://app@db:5432/dealers', password: 's3cret' }
 */
export function splitPassword(url: string): { url: string; password: string | undefined } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return { url: parsed.toString(), password };
}

export type RunOptions = { env?: Record<string, string | undefined>; stdin?: 'pipe' | 'ignore'; stdout?: 'pipe' | 'ignore' };
export type RunningProgram = { stdin: Writable | null; stdout: Readable | null; done: Promise<void> };

/** Runs a program to its end; `done` rejects with its stderr (the end of it) when it exits non-zero or cannot start. */
export function runProgram(program: string, args: readonly string[], options: RunOptions = {}): RunningProgram {
  const child = spawn(program, args, { env: { ...process.env, ...options.env }, stdio: [options.stdin ?? 'ignore', options.stdout ?? 'pipe', 'pipe'] });
  child.stdin?.on('error', () => {}); // the program ended first: its exit says why
  let stderr = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => (stderr = `${stderr}${chunk}`.slice(-8000)));
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(new BackupError(`${path.basename(program)} could not start: ${error.message}`)));
    child.once('close', (code, signal) =>
      code === 0 ? resolve() : reject(new BackupError(`${path.basename(program)} failed (${signal ?? `exit code ${code}`}): ${stderr.trim() || 'no message'}`)),
    );
  });
  return { stdin: child.stdin, stdout: child.stdout, done };
}

/** `pg_dump (PostgreSQL) 15.13 (Debian 15.13-0+deb12u1)`. */
export async function programVersion(program: string): Promise<string> {
  const run = runProgram(program, ['--version']);
  let out = '';
  run.stdout!.setEncoding('utf8');
  run.stdout!.on('data', (chunk: string) => (out += chunk));
  await run.done;
  return out.trim();
}
