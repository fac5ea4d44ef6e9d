// bench:fleet's processes: job workers and web servers as child processes, their build log lines with the time they
// came, and their CPU (the process and the builds it waited for, from /proc).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

export type BuildEvent = { at: number; worker: number; slug: string; kind: 'started' | 'done' | 'failed' };
export type Fleet = { children: ChildProcess[]; events: BuildEvent[]; cpuSeconds(): number; stop(): Promise<void> };

const TICKS = 100; // USER_HZ on Linux
/** utime + stime + cutime + cstime of a live process, in seconds. */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) / TICKS;
  } catch {
    return 0;
  }
}

export type FleetOptions = {
  workers: number;
  webPorts: number[];
  /** Each process's DATA_DIR (one per machine, with the object store); default the environment's, shared. */
  dataDirs?: { workers: string[]; web: string[] };
  log: (line: string) => void;
};

export function startFleet(repoRoot: string, env: NodeJS.ProcessEnv, options: FleetOptions): Fleet {
  const events: BuildEvent[] = [];
  const children: ChildProcess[] = [];
  let stopping = false; // a build a stopping worker returns to the queue is not news
  const line = /\[jobs\] (\S+): rebuild (started|done|failed)/;
  for (let worker = 0; worker < options.workers; worker += 1) {
    const dataDir = options.dataDirs?.workers[worker];
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'worker.ts')], {
      env: dataDir ? { ...env, DATA_DIR: dataDir } : env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (text) => {
        const match = line.exec(text);
        if (match) events.push({ at: Date.now(), worker, slug: match[1]!, kind: match[2] as BuildEvent['kind'] });
        if (/failed|Error/.test(text) && !stopping) options.log(`[worker ${worker}] ${text}`);
      });
    }
    children.push(child);
  }
  for (const [index, port] of options.webPorts.entries()) {
    const dataDir = options.dataDirs?.web[index];
    const child = spawn(process.execPath, [path.join(repoRoot, 'src', 'server', 'main.ts'), '--web'], {
      env: { ...env, PORT: String(port), ...(dataDir ? { DATA_DIR: dataDir } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    createInterface({ input: child.stderr! }).on('line', (text) => options.log(`[web ${port}] ${text}`));
    children.push(child);
  }
  const workerPids = children.slice(0, options.workers).map((child) => child.pid!);
  return {
    children,
    events,
    cpuSeconds: () => workerPids.reduce((sum, pid) => sum + cpuOf(pid), 0),
    async stop() {
      stopping = true;
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/** Builds of one tenant that overlapped in time (on any workers): the queue promises none. */
export function overlappingBuilds(events: readonly BuildEvent[]): number {
  const active = new Map<string, number>();
  let overlaps = 0;
  for (const event of [...events].sort((a, b) => a.at - b.at)) {
    const now = active.get(event.slug) ?? 0;
    if (event.kind === 'started') {
      if (now > 0) overlaps += 1;
      active.set(event.slug, now + 1);
    } else active.set(event.slug, Math.max(0, now - 1));
  }
  return overlaps;
}
