import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuildRunner } from './build-runner.ts';

let dir: string;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
}

// A build script as scripts/build.ts --standby is: it writes its pid where the test finds it, waits for its one job
// over IPC, prints what it was given, and exits.
const standbyScript = (body: string) => `
import { writeFileSync } from 'node:fs';
writeFileSync(${JSON.stringify('PIDFILE')}, String(process.pid));
process.once('disconnect', () => process.exit(0));
process.once('message', (job) => {
  process.removeAllListeners('disconnect');
  ${body}
  process.disconnect();
});
`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'build-runner-'));
  const script = (body: string) => standbyScript(body).replace('PIDFILE', path.join(dir, 'waiting.pid'));
  await writeFile(
    path.join(dir, 'ok.mjs'),
    script('console.log("job:", JSON.stringify(job), "args:", process.argv.slice(2).join(" "), "mark:", process.env.BUILD_RUNNER_MARK ?? "");'),
  );
  await writeFile(path.join(dir, 'fail.mjs'), script('console.error("feed unreachable"); process.exit(3);'));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

const isAlive = (pid: number) => {
  if (!(pid > 0)) return false; // a pid file read while it was being written
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('createBuildRunner', () => {
  it('runs each build in a process of its own, started ahead after the build before, and prefixes its output', async () => {
    const lines: string[] = [];
    const run = createBuildRunner({ script: path.join(dir, 'ok.mjs'), cwd: dir, log: (line) => lines.push(line) });
    try {
      await run('alpha');
      expect(lines).toEqual(['[build:alpha] job: {"tenant":"alpha","fetchFeed":true} args: --standby --idle-ms 600000 mark: ']);
      lines.length = 0;
      // The next build's process was started when this one ended, told which tenant to warm a renderer for.
      await run('alpha', { fetchFeed: false });
      expect(lines).toEqual(['[build:alpha] job: {"tenant":"alpha","fetchFeed":false} args: --standby --idle-ms 600000 --expect alpha mark: ']);
    } finally {
      run.close();
    }
  });

  it('rejects when the build fails', async () => {
    const lines: string[] = [];
    const run = createBuildRunner({ script: path.join(dir, 'fail.mjs'), cwd: dir, log: (line) => lines.push(line) });
    try {
      await expect(run('beta')).rejects.toThrow(/code 3/);
      expect(lines).toEqual(['[build:beta] feed unreachable']);
      await expect(run('beta')).rejects.toThrow(/code 3/); // the process started ahead fails the same way
    } finally {
      run.close();
    }
  });

  it('starts a new process when the one waiting died or the environment changed, and close() ends the waiting one', async () => {
    const lines: string[] = [];
    const pidFile = path.join(dir, 'waiting.pid');
    const run = createBuildRunner({ script: path.join(dir, 'ok.mjs'), cwd: dir, log: (line) => lines.push(line) });
    await run('gamma');
    let waiting = 0;
    await until(() => existsSync(pidFile) && isAlive((waiting = Number(readFileSync(pidFile, 'utf8')))));
    process.kill(waiting, 'SIGKILL');
    await until(() => !isAlive(waiting));
    lines.length = 0;
    await run('gamma');
    expect(lines).toEqual(['[build:gamma] job: {"tenant":"gamma","fetchFeed":true} args: --standby --idle-ms 600000 mark: ']);

    // A process started before the environment changed (a test's DATA_DIR, an operator's setting) is not used.
    await until(() => Number(readFileSync(pidFile, 'utf8')) !== waiting && isAlive(Number(readFileSync(pidFile, 'utf8'))));
    process.env.BUILD_RUNNER_MARK = 'changed';
    lines.length = 0;
    try {
      await run('gamma');
    } finally {
      delete process.env.BUILD_RUNNER_MARK;
    }
    expect(lines).toEqual(['[build:gamma] job: {"tenant":"gamma","fetchFeed":true} args: --standby --idle-ms 600000 mark: changed']);

    let last = 0;
    await until(() => isAlive((last = Number(readFileSync(pidFile, 'utf8')))));
    run.close();
    await until(() => !isAlive(last));
  });
});
