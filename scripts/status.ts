// Shows each tenant's publishing state: live build and its age, feed health, queued rebuilds, held builds, errors.
//   npm run status                      every tenant
//   npm run status -- --tenant <slug>   one tenant (repeat --tenant for several)
import { parseArgs } from 'node:util';
import { listTenantSlugs } from '#src/files/load-tenant.ts';
import { SitesStoreConfigError } from '#src/files/site-store/s3-location.ts';
import { failedJobsReport } from './lib/publishing/failed-jobs.ts';
import { statusReport } from './lib/publishing/status.ts';

const { values } = parseArgs({ options: { tenant: { type: 'string', multiple: true } } });

// 1. Which tenants.
const known = listTenantSlugs();
const unknown = (values.tenant ?? []).filter((slug) => !known.includes(slug));
if (unknown.length) {
  console.error(`Unknown tenant ${unknown.join(', ')}. Tenants: ${known.join(', ') || '(none)'}`);
  process.exit(2);
}

// 2. Their status.
try {
  console.log(await statusReport(values.tenant ?? known));
} catch (error) {
  if (!(error instanceof SitesStoreConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}

// 3. On PostgreSQL: the shared job queue's failed jobs.
if (process.env.DATABASE_URL?.trim()) console.log(`\n${await failedJobsReport(process.env.DATABASE_URL.trim(), values.tenant ?? null)}`);
