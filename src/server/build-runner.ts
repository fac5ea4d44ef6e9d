// Default rebuild runner: runs the repo's build script for one tenant in a child process (same Node binary as the
// server), prefixing its output so logs stay readable. One process per build, so a build that crashes, leaks or hangs
// never touches the server or the next build; but the next one is started ahead, when a build ends: it loads the
// build code (and warms a page renderer for the tenant just built) while nothing is queued, then waits for its job
// over IPC. A stock change then pays neither Node's start nor module loading on its way to the live site.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { holdOpen } from '#src/files/hold-open.ts';
import { repoRoot } from './env.ts';
import type { RebuildRunner } from './rebuild-queue.ts';

export type BuildRunnerOptions = {
  /** Defaults to `<repo>/scripts/build.ts`; run with `--standby`, it takes `{ tenant, fetchFeed }` over IPC. */
  script?: string;
  cwd?: string;
  log?: (line: string) => void;
  /** How long a started-ahead build process waits for a build before it exits (default 10 minutes). */
  standbyIdleMs?: number;
};

/** The build job a standby build process is sent (scripts/build.ts --standby). */
export type StandbyJob = { tenant: string; fetchFeed: boolean };

type Standby = { child: ChildProcess; env: string; output: string[]; claim: (slug: string) => void };

export type BuildRunner = RebuildRunner & {
  /** Ends the build process waiting for a job, if any (running builds are not touched). */
  close(): void;
};

export function createBuildRunner(options: BuildRunnerOptions = {}): BuildRunner {
  const script = options.script ?? path.join(repoRoot, 'scripts', 'build.ts');
  const cwd = options.cwd ?? repoRoot;
  const log = options.log ?? ((line: string) => console.log(line));
  const idleMs = options.standbyIdleMs ?? 10 * 60_000;
  let standby: Standby | null = null;
  let closed = false;

  /** A build process that loads the build code and waits; `expect` is the tenant to warm a renderer for. */
  function startStandby(expect: string | null): Standby {
    const args = ['--standby', '--idle-ms', String(idleMs), ...(expect ? ['--expect', expect] : [])];
    const child = fork(script, args, { cwd, env: process.env, execArgv: [], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    let slug: string | null = null;
    const output: string[] = [];
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        if (slug) log(`[build:${slug}] ${line}`);
        else output.push(line); // warm-up lines, shown with the build that takes the process
      });
    }
    child.on('error', () => {}); // a failed spawn is reported by the build that takes it, through 'close'
    const entry: Standby = {
      child,
      env: JSON.stringify(process.env),
      output,
      claim: (claimed) => {
        slug = claimed;
        for (const line of output.splice(0)) log(`[build:${claimed}] ${line}`);
      },
    };
    child.once('exit', () => {
      if (standby === entry) standby = null;
    });
    return entry;
  }

  /** The waiting process when it can take this build (still there, same environment), else a new one. */
  function takeProcess(): Standby {
    const ready = standby;
    standby = null;
    if (ready && ready.child.exitCode === null && ready.child.signalCode === null && ready.child.connected && ready.env === JSON.stringify(process.env)) {
      return ready;
    }
    ready?.child.kill('SIGTERM');
    return startStandby(null);
  }

  const run: RebuildRunner = (slug, mode = { fetchFeed: true }, signal) =>
    new Promise<void>((resolve, reject) => {
      const worker = takeProcess();
      const { child } = worker;
      holdOpen(child, true); // a build in hand keeps the server's process alive, as before
      worker.claim(slug);
      // A stopping worker that cannot wait: the build stops; its folder is never published (the live site stays).
      const abort = () => child.kill('SIGTERM');
      signal?.addEventListener('abort', abort, { once: true });
      child.once('close', (code, killed) => {
        signal?.removeEventListener('abort', abort);
        if (code === 0) resolve();
        else reject(new Error(`build exited with ${killed ?? `code ${code}`}`));
        // The next build's process starts now, while the queue is quiet, warmed for the tenant most likely next.
        if (!closed && !standby) {
          standby = startStandby(slug);
          holdOpen(standby.child, false);
        }
      });
      child.send({ tenant: slug, fetchFeed: mode.fetchFeed } satisfies StandbyJob, (error) => {
        if (error) child.kill('SIGTERM'); // it died before taking the job: 'close' rejects the build
      });
    });

  return Object.assign(run, {
    close() {
      closed = true;
      standby?.child.kill('SIGTERM');
      standby = null;
    },
  });
}
