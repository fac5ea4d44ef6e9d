// Default rebuild runner: runs the repo's build script for one tenant in a child process
// (same Node binary as the server), prefixing its output so logs stay readable.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from './env.ts';
import type { RebuildRunner } from './rebuild-queue.ts';

export type BuildRunnerOptions = {
  /** Defaults to `<repo>/scripts/build.ts`. */
  script?: string;
  cwd?: string;
  log?: (line: string) => void;
};

export function createBuildRunner(options: BuildRunnerOptions = {}): RebuildRunner {
  const script = options.script ?? path.join(repoRoot, 'scripts', 'build.ts');
  const cwd = options.cwd ?? repoRoot;
  const log = options.log ?? ((line: string) => console.log(line));

  return (slug, mode = { fetchFeed: true }, signal) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [script, '--tenant', slug, ...(mode.fetchFeed ? [] : ['--no-fetch'])], {
        cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: process.env,
      });
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => log(`[build:${slug}] ${line}`));
      }
      child.once('error', reject);
      // A stopping worker that cannot wait: the build stops; its folder is never published (the live site stays).
      const abort = () => child.kill('SIGTERM');
      signal?.addEventListener('abort', abort, { once: true });
      child.once('close', () => signal?.removeEventListener('abort', abort));
      child.once('close', (code, signal) => {
        if (code === 0) resolve();
        else reject(new Error(`build exited with ${signal ?? `code ${code}`}`));
      });
    });
}
