// Lists a tenant's newest leads and the state of each delivery.
//   npm run leads -- --tenant <slug> [--status pending|sent|failed] [--limit 50]
import { parseArgs } from 'node:util';
import { loadTenant } from '#src/files/load-tenant.ts';
import { dataDir } from '#src/files/paths.ts';
import { tenantTimeZone } from '#src/domain/tenant/time-zone.ts';
import { PLATFORM_TIME_ZONE } from '#src/domain/time/zoned-time.ts';
import { formatLeads } from './lib/leads/format-leads.ts';
import { runCommand } from './lib/leads/operator-client.ts';

const { values } = parseArgs({ options: { tenant: { type: 'string' }, status: { type: 'string' }, limit: { type: 'string', default: '50' } } });

// 1. Arguments.
if (!values.tenant) {
  console.error('Usage: npm run leads -- --tenant <slug> [--status pending|sent|failed] [--limit 50]');
  process.exit(2);
}
if (values.status && !['pending', 'sent', 'failed'].includes(values.status)) {
  console.error('--status must be pending, sent or failed');
  process.exit(2);
}

// 2. Ask the database (through the running server when it holds the embedded one).
const { result, via } = await runCommand(
  {
    command: 'list',
    tenant: values.tenant,
    limit: Math.min(1000, Math.max(1, Number(values.limit) || 50)),
    ...(values.status ? { status: values.status as 'failed' } : {}),
  },
  dataDir(),
);

// 3. Print.
if (result.command === 'list') {
  console.log(`Leads of ${values.tenant}${values.status ? ` with a ${values.status} delivery` : ''}, newest first (from ${via}):\n`);
  // Times in the dealer's own zone; a tenant whose config no longer loads is shown in the platform's (Brisbane).
  const tenant = await loadTenant(values.tenant);
  console.log(formatLeads(result.leads, result.counts, tenant.ok ? tenantTimeZone(tenant.config) : PLATFORM_TIME_ZONE));
}
