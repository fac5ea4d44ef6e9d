// Builds tenant sites from their stock feeds, rendering only the pages that changed since the live build.
//   npm run build                      every tenant in tenants/
//   npm run build -- --tenant <slug>   one tenant (repeat --tenant for several)
//   --full                             render every page (a cold build)
//   --no-fetch                         do not fetch the feed: apply the stock webhook's one-car changes to the stored stock
// The server's build runner (src/server/build-runner.ts) starts it ahead with `--standby [--expect <slug>]`: the
// build code is loaded (and a page renderer warmed for <slug>) before a build is asked for; the process then takes
// one build, `{ tenant, fetchFeed }` over IPC, and exits. It leaves when its parent does, or after --idle-ms unused.
import { parseArgs } from 'node:util';
import { listTenantSlugs } from '#src/files/load-tenant.ts';
import type { StandbyJob } from '#src/server/build-runner.ts';
import { buildTenant, type TenantBuildResult } from './lib/build/build-tenant.ts';
import { describeBuild } from './lib/build/describe-build.ts';
import { dropWarmRenderer, warmRenderer } from './lib/build/render-site.ts';

const { values } = parseArgs({
  options: {
    tenant: { type: 'string', multiple: true },
    quiet: { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
    'no-fetch': { type: 'boolean', default: false },
    standby: { type: 'boolean', default: false },
    expect: { type: 'string' },
    'idle-ms': { type: 'string', default: '600000' },
  },
});

if (values.standby) {
  const job = await waitForJob(Number(values['idle-ms']) || 600_000, values.expect ?? null);
  Object.assign(values, { tenant: [job.tenant], 'no-fetch': !job.fetchFeed });
}

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
if (values.standby) {
  dropWarmRenderer(); // not used: another tenant's build, or one that stopped before its render
  process.disconnect?.();
}

/** The one build this standby process is for; meanwhile a renderer is warmed for the tenant expected. */
function waitForJob(idleMs: number, expect: string | null): Promise<StandbyJob> {
  if (!process.send) {
    console.error('--standby: start this process with an IPC channel (child_process.fork)');
    process.exit(2);
  }
  if (expect) warmRenderer(expect).catch((error: unknown) => console.warn(`[standby] no renderer warmed for ${expect}: ${String(error)}`));
  return new Promise((resolve) => {
    const idle = setTimeout(() => process.exit(0), idleMs);
    process.once('disconnect', () => process.exit(0)); // the server went away: no build will come
    process.once('message', (message: StandbyJob) => {
      clearTimeout(idle);
      process.removeAllListeners('disconnect');
      resolve(message);
    });
  });
}
