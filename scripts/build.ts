// Builds tenant sites from their stock feeds, rendering only the pages that changed since the live build.
//   npm run build                      every tenant in tenants/
//   npm run build -- --tenant <slug>   one tenant (repeat --tenant for several)
//   --full                             render every page (a cold build)
//   --no-fetch                         do not fetch the feed: apply the stock webhook's one-car changes to the stored stock
import { parseArgs } from 'node:util';
import { listTenantSlugs } from '#src/files/load-tenant.ts';
import { buildTenant, type TenantBuildResult } from './lib/build/build-tenant.ts';
import { describeBuild } from './lib/build/describe-build.ts';

const { values } = parseArgs({
  options: {
    tenant: { type: 'string', multiple: true },
    quiet: { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
    'no-fetch': { type: 'boolean', default: false },
  },
});

// 1. Decide which tenants to build.
const known = listTenantSlugs();
const requested = values.tenant ?? known;
const unknown = requested.filter((slug) => !known.includes(slug));
if (unknown.length) {
  console.error(`Unknown tenant ${unknown.join(', ')}. Tenants: ${known.join(', ') || '(none)'}`);
  process.exit(2);
}

// 2. Build each one on its own; a failure is reported and the next tenant still builds.
const results: TenantBuildResult[] = [];
for (const slug of requested) {
  console.log(`\n▶ Building ${slug}`);
  const result = await buildTenant(slug, { quiet: values.quiet, full: values.full, fetchFeed: !values['no-fetch'] });
  console.log(describeBuild(result));
  results.push(result);
}

// 3. Summarise; exit non-zero when any tenant failed so schedulers notice (a build held for an operator is not a failure).
const failed = results.filter((result) => !result.ok);
console.log(
  `\nBuilt ${results.length - failed.length} of ${results.length} tenants.${failed.length ? ` Failed: ${failed.map((r) => r.slug).join(', ')}` : ''}`,
);
process.exitCode = failed.length ? 1 : 0;
