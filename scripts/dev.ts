// Astro's dev server on one tenant's site, with hot reload: edit a page, a component, an island or the tenant's
// content and the browser shows it at once.
//   npm run dev -- --tenant <slug> [--port 4331]
// The pages read the tenant's resolved config and its last stock snapshot (read from its feed first when it has none),
// as a build does. What the platform's server answers (the /api routes, /_img photos, the tenant's /brand assets) is
// passed on to the server `npm start` runs (DEV_PLATFORM_ORIGIN, default http://127.0.0.1:4321) with the tenant's
// Host, so forms, search and photos work when it is running; pages render without it. The demo image host and
// market-data stand-in are started (or a running `npm start`'s are used) so the demo feeds' photos resolve.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startDemoMarketService } from './lib/demo-market-service.ts';
import { startDemoPhotoHost } from './lib/demo-photo-host.ts';

const { values } = parseArgs({ options: { tenant: { type: 'string' }, port: { type: 'string', default: '4331' } } });

// The demo stand-ins first: the tenant files read their ports when first imported.
const photos = await startDemoPhotoHost({ reuseRunning: true });
await startDemoMarketService({ reuseRunning: true });
const { listTenantSlugs, loadTenant } = await import('#src/files/load-tenant.ts');
const { dataDir, REPO_ROOT, snapshotFile } = await import('#src/files/paths.ts');
const { refreshStock } = await import('#src/files/refresh-stock.ts');
const { devBuildFile } = await import('./lib/build/dev-build-file.ts');

const slug = values.tenant;
if (!slug || !listTenantSlugs().includes(slug)) {
  console.error(`Usage: npm run dev -- --tenant <slug> [--port 4331]. Tenants: ${listTenantSlugs().join(', ')}`);
  process.exit(2);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error(`--port must be a port number, got "${values.port}"`);
  process.exit(2);
}
const loaded = await loadTenant(slug);
if (!loaded.ok) {
  console.error(`${slug} has errors:\n${loaded.errors.join('\n')}`);
  process.exit(1);
}
const tenant = loaded.config;

// The stock: the last snapshot, or the feed read now (a dev server never publishes anything).
if (!existsSync(snapshotFile(slug))) {
  console.log(`${slug} has no stock snapshot yet; reading its feed...`);
  await photos.ready;
  const { snapshot, report } = await refreshStock(tenant, tenant.feed.asOf ? new Date(tenant.feed.asOf) : new Date(), { fetchFeed: true });
  if (!snapshot) {
    console.error(`${slug}'s feed could not be read: ${JSON.stringify(report)}`);
    process.exit(1);
  }
}

const devDir = path.join(dataDir(), 'dev', slug);
await mkdir(devDir, { recursive: true });
const buildFile = path.join(devDir, 'dev.build.json');
const platformOrigin = process.env.DEV_PLATFORM_ORIGIN || 'http://127.0.0.1:4321';
await writeFile(buildFile, JSON.stringify(devBuildFile({ tenant, snapshotPath: snapshotFile(slug), devDir, platformOrigin })));

console.log(`Dev server for ${tenant.name}: http://localhost:${port}/ (API, photos and assets from ${platformOrigin})`);
const astro = spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'dev', '--root', REPO_ROOT, '--port', String(port)], {
  stdio: 'inherit',
  env: { ...process.env, TENANT_BUILD_FILE: buildFile },
});
const stop = () => astro.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
astro.on('exit', async (code) => {
  await photos.host?.close();
  process.exit(code ?? 0);
});
