import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuildRunner } from './build-runner.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'build-runner-'));
  await writeFile(path.join(dir, 'ok.mjs'), 'console.log("args:", process.argv.slice(2).join(" "));\n');
  await writeFile(path.join(dir, 'fail.mjs'), 'console.error("feed unreachable"); process.exit(3);\n');
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('createBuildRunner', () => {
  it('runs the build script for one tenant and prefixes its output', async () => {
    const lines: string[] = [];
    await createBuildRunner({ script: path.join(dir, 'ok.mjs'), cwd: dir, log: (line) => lines.push(line) })('alpha');
    expect(lines).toEqual(['[build:alpha] args: --tenant alpha']);
    lines.length = 0;
    await createBuildRunner({ script: path.join(dir, 'ok.mjs'), cwd: dir, log: (line) => lines.push(line) })('alpha', { fetchFeed: false });
    expect(lines).toEqual(['[build:alpha] args: --tenant alpha --no-fetch']);
  });

  it('rejects when the build fails', async () => {
    const lines: string[] = [];
    const run = createBuildRunner({ script: path.join(dir, 'fail.mjs'), cwd: dir, log: (line) => lines.push(line) });
    await expect(run('beta')).rejects.toThrow(/code 3/);
    expect(lines).toEqual(['[build:beta] feed unreachable']);
  });
});
