// Runs the platform on its embedded defaults: demo data, every tenant built, all served from one server.
//   npm start                    generate demo data if absent, build every tenant, serve on PORT (4321)
//   npm start -- --skip-build    serve what is already built
// The demo photos are served by the demo image host, an origin of their own (DEMO_PHOTOS_PORT, default 4390); the
// demo's market data and plate lookups by a stand-in service of their own (DEMO_MARKET_PORT, default 4391).
import { parseArgs } from 'node:util';
import { startDemoMarketService } from './lib/demo-market-service.ts';
import { startDemoPhotoHost } from './lib/demo-photo-host.ts';

const { values } = parseArgs({ options: { 'skip-build': { type: 'boolean', default: false } } });

// 1. The demo image host and market-data service, first: the tenant files read their ports (DEMO_PHOTOS_PORT,
//    DEMO_MARKET_PORT) when they are first imported. The service's demo keys are set for the tenants that use it.
const photos = await startDemoPhotoHost();
await startDemoMarketService();
const { listTenantSlugs } = await import('#src/files/load-tenant.ts');
const { serveFromEnv } = await import('#src/server/main.ts');
const { buildTenant } = await import('./lib/build/build-tenant.ts');
const { describeBuild } = await import('./lib/build/describe-build.ts');
const { ensureDemoData } = await import('./lib/demo-data.ts');
const { progressLine, progressText } = await import('./lib/build/progress-line.ts');

// 2. Demo feeds and drawings, made locally if they are not there yet (the photos are being drawn meanwhile).
await ensureDemoData({ photos: false });

// 3. Build each tenant; a tenant that fails keeps its last good site (if any) and the others still build. Progress
//    on one line in a terminal (plain lines otherwise), each tenant's result on a line that stays.
if (!values['skip-build']) {
  const slugs = listTenantSlugs();
  const progress = progressLine(process.stdout);
  for (const [index, slug] of slugs.entries()) {
    progress.update(`[${index + 1}/${slugs.length}] ${slug}: building...`);
    const result = await buildTenant(slug, { quiet: true, progress: (step) => progress.update(progressText(step, index + 1, slugs.length)) });
    progress.line(describeBuild(result));
  }
  progress.end();
}

// 4. Serve every built site by Host, plus the platform index, once every photo is drawn; the addresses to open last.
await photos.ready;
const { addresses } = await serveFromEnv();
if (addresses.length) console.log(`\nReady. Open:\n${addresses.map((address) => `  ${address}`).join('\n')}`);
