// The embedded database's thread dying: the thread reports it once, later queries fail with the reason, and a server
// (openPlatformServices) ends its process with a clear message and a non-zero status, for its supervisor to restart it.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startPgliteThread } from './pglite-thread.ts';
import { pgliteTemplate } from './test-database.ts';

describe('startPgliteThread', () => {
  it('reports a thread that stopped under it once, and fails every later query with the reason', async () => {
    const deaths: Error[] = [];
    const thread = await startPgliteThread({ dataDir: null, loadFrom: await pgliteTemplate(), onDeath: (error) => deaths.push(error) });
    expect((await thread.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);

    await thread.worker.terminate();
    await expect.poll(() => deaths.length).toBe(1);
    expect(deaths[0]!.message).toMatch(/^The embedded database thread stopped \(exit code \d+\)$/);
    await expect(thread.query('select 1')).rejects.toThrow(/The embedded database thread stopped/);
    expect(deaths).toHaveLength(1);
  });

  it('does not report a close as a death', async () => {
    const deaths: Error[] = [];
    const thread = await startPgliteThread({ dataDir: null, loadFrom: await pgliteTemplate(), onDeath: (error) => deaths.push(error) });
    await thread.close();
    await expect(thread.query('select 1')).rejects.toThrow(/closed/);
    expect(deaths).toEqual([]);
  });
});

describe('a server whose database thread dies', () => {
  it('exits with status 1 and says why', { timeout: 240_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'dead-db-thread-'));
    const services = pathToFileURL(path.join(import.meta.dirname, '..', 'platform-services.ts')).href;
    // The server's own start-up (settings, database, leads platform), then its database thread stopped from outside.
    const script = `
      const { openPlatformServices } = await import(${JSON.stringify(services)});
      const services = await openPlatformServices({ requestRebuild: () => false, startWorker: false });
      console.log('opened on ' + services.database.engine);
      await services.database.thread.terminate();
      setTimeout(() => { console.log('still running'); process.exit(0); }, 20000);
    `;
    const scriptFile = path.join(dataDir, 'kill-database-thread.mjs');
    await writeFile(scriptFile, script);
    try {
      const child = spawn(process.execPath, [scriptFile], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:9', NODE_ENV: 'development' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));

      expect(stdout, stderr).toContain('opened on pglite');
      expect(stdout).not.toContain('still running');
      expect(code).toBe(1);
      expect(stderr).toMatch(
        /FATAL: The embedded database thread stopped \(exit code \d+\)\. The embedded database cannot answer any more; this process ends so that its supervisor restarts it\./,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
