// The client bundle never carries a tenant's lead recipients, webhook URL or routing: a real Vite build of a
// browser module that imports `virtual:public-tenant` is searched for them, and one that imports the server-only
// `virtual:tenant` fails to build.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { alphaConfig } from '#src/server/leads/test-fixtures.ts';
import { tenantModuleSource, tenantVirtualModule } from './tenant-integration.ts';

const tenant = alphaConfig({ webhook: { url: 'https://crm.alpha.example/hooks/secret-path-7d1f' } });
const options = { tenant, snapshotPath: '/srv/data/snapshots/alpha/snapshot.json' };
const PRIVATE = [
  'sales@alpha.example',
  'crm@alpha.example',
  'kia@alpha.example',
  'leads@alpha.example',
  'secret-path-7d1f',
  '/srv/data/snapshots',
  'feed.json',
];

let folder: string | null = null;
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function clientBundle(source: string): Promise<string> {
  folder ??= await mkdtemp(path.join(tmpdir(), 'tenant-client-'));
  const entry = path.join(folder, 'island.js');
  await writeFile(entry, source);
  await build({
    root: folder,
    logLevel: 'silent',
    configFile: false,
    plugins: [tenantVirtualModule(options)],
    build: { outDir: path.join(folder, 'dist'), write: true, minify: false, rollupOptions: { input: entry }, emptyOutDir: true },
  });
  const files = await readdir(path.join(folder, 'dist'), { recursive: true });
  const scripts = files.filter((file) => file.endsWith('.js'));
  return (await Promise.all(scripts.map((file) => readFile(path.join(folder!, 'dist', file), 'utf8')))).join('\n');
}

describe('virtual:tenant', () => {
  it('gives server code the whole config, recipients included', () => {
    const server = tenantModuleSource(options, 'server');
    for (const text of ['sales@alpha.example', 'secret-path-7d1f', '/srv/data/snapshots']) expect(server).toContain(text);
  });

  it('refuses browser code that imports the whole config', async () => {
    await expect(clientBundle("import { tenant } from 'virtual:tenant';\nwindow.__tenant = tenant;\n")).rejects.toThrow(/virtual:tenant is server-only/);
  }, 60_000);

  it('gives a client module only what the lead forms need', async () => {
    const bundle = await clientBundle("import { publicTenant } from 'virtual:public-tenant';\nwindow.__tenant = publicTenant;\n");
    for (const text of PRIVATE) expect(bundle).not.toContain(text);
    for (const text of ['"leadForm"', 'alpha-ford-geelong', 'Alpha Kia', '"messageRequired"']) expect(bundle).toContain(text);
  }, 60_000);
});
