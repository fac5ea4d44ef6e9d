// Publishes a build the publish guard held back (it would have removed too many vehicle pages), once checked.
//   npm run publish -- --tenant <slug> --build <build id>
import { parseArgs } from 'node:util';
import { listTenantSlugs } from '#src/files/load-tenant.ts';
import { publishHeldBuild } from './lib/publishing/operator.ts';

const { values } = parseArgs({ options: { tenant: { type: 'string' }, build: { type: 'string' } } });

// 1. The tenant and the build.
if (!values.tenant || !values.build || !listTenantSlugs().includes(values.tenant)) {
  console.error(`Usage: npm run publish -- --tenant <slug> --build <build id>. Tenants: ${listTenantSlugs().join(', ')}`);
  process.exit(2);
}

// 2. Publish.
const outcome = await publishHeldBuild(values.tenant, values.build);
if (outcome.ok) console.log(outcome.message);
else console.error(outcome.error);
process.exitCode = outcome.ok ? 0 : 1;
