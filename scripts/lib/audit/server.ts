// A platform server of the audit's own: `node src/server/main.ts` as a child process on a free port, serving the
// live sites through a data folder that links to them (`<audit dir>/sites`, `/snapshots`) and keeps its own leads
// database, so the pages' API calls (analytics events) get real answers.
import { spawn } from 'node:child_process';
import { mkdir, readlink, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '#src/files/paths.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function link(target: string, at: string): Promise<void> {
  const existing = await readlink(at).catch(() => null);
  if (existing === target) return;
  await symlink(target, at);
}

export async function startAuditServer(auditDir: string): Promise<{ port: number; stop(): Promise<void> }> {
  await mkdir(auditDir, { recursive: true });
  await link(path.join('..', 'sites'), path.join(auditDir, 'sites'));
  await link(path.join('..', 'snapshots'), path.join(auditDir, 'snapshots'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'src', 'server', 'main.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: auditDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`audit server stopped (exit ${child.exitCode}):\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`audit server did not answer within 2 minutes:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    port,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
