// Runs the platform on its embedded defaults: demo data, every tenant built, all served from one server.
//   npm start                    generate demo data if absent, build every tenant, serve on PORT (4321)
//   npm start -- --skip-build    serve what is already built
import { parseArgs } from 'node:util';
import { listTenantSlugs } from '#src/files/load-tenant.ts';
import { serveFromEnv } from '#src/server/main.ts';
import { buildTenant } from './lib/build/build-tenant.ts';
import { describeBuild } from './lib/build/describe-build.ts';
import { ensureDemoData } from './lib/demo-data.ts';

const { values } = parseArgs({ options: { 'skip-build': { type: 'boolean', default: false } } });

// 1. Demo feeds and images, made locally if they are not there yet.
await ensureDemoData();

// 2. Build each tenant; a tenant that fails keeps its last good site (if any) and the others still build.
if (!values['skip-build']) {
  for (const slug of listTenantSlugs()) {
    console.log(`Building ${slug}...`);
    console.log(describeBuild(await buildTenant(slug, { quiet: true })));
  }
}

// 3. Serve every built site by Host, plus the platform index.
await serveFromEnv();
