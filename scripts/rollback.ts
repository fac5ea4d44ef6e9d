// Puts a tenant's live site back on a kept build, in one atomic step.
//   npm run rollback -- --tenant <slug>                  the newest published build older than the live one
//   npm run rollback -- --tenant <slug> --to <build id>  that build (npm run status lists the builds kept)
import { parseArgs } from 'node:util';
import { listTenantSlugs } from '#src/files/load-tenant.ts';
import { rollbackTenant } from './lib/publishing/operator.ts';

const { values } = parseArgs({ options: { tenant: { type: 'string' }, to: { type: 'string' } } });

// 1. The tenant.
if (!values.tenant || !listTenantSlugs().includes(values.tenant)) {
  console.error(`Usage: npm run rollback -- --tenant <slug> [--to <build id>]. Tenants: ${listTenantSlugs().join(', ')}`);
  process.exit(2);
}

// 2. Switch.
const outcome = await rollbackTenant(values.tenant, values.to);
if (outcome.ok) console.log(outcome.message);
else console.error(outcome.error);
process.exitCode = outcome.ok ? 0 : 1;
