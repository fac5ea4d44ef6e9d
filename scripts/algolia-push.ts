// Pushes a tenant's search records and index settings to its Algolia application.
//   ALGOLIA_ADMIN_KEY=<admin key> npm run search:push -- --tenant <slug>
// Only for tenants whose search.service is { kind: 'algolia', appId, searchApiKey, indexName }. The admin key comes
// from the environment, never from tenant config. Records come from the tenant's last stock snapshot.
import { parseArgs } from 'node:util';
import { listTenantSlugs, loadTenant } from '#src/files/load-tenant.ts';
import { readSnapshot } from '#src/files/snapshots.ts';
import { pushToAlgolia } from './lib/search/algolia-push.ts';
import { tenantSearchRecords } from './lib/search/tenant-records.ts';

function fail(message: string): never {
  console.error(`search:push: ${message}`);
  process.exit(1);
}

// 1. Which tenant.
let slug: string | undefined;
try {
  slug = parseArgs({ options: { tenant: { type: 'string' } } }).values.tenant;
} catch (error) {
  fail((error as Error).message);
}
const tenants = listTenantSlugs();
if (!slug) fail(`Missing --tenant. Usage: ALGOLIA_ADMIN_KEY=<key> npm run search:push -- --tenant <slug>`);
if (!tenants.includes(slug)) fail(`Unknown tenant "${slug}". Tenants: ${tenants.join(', ')}`);

// 2. Its config must name an Algolia application, and the admin key must be in the environment.
const loaded = await loadTenant(slug);
if (!loaded.ok) fail(`Tenant "${slug}" has configuration errors: ${loaded.errors[0]}`);
const { search } = loaded.config;
if (search.service.kind !== 'algolia') fail(`Tenant "${slug}" uses the embedded search (search.service.kind is "embedded"): there is nothing to push`);
const adminKey = process.env.ALGOLIA_ADMIN_KEY?.trim();
if (!adminKey) fail(`ALGOLIA_ADMIN_KEY is not set: export the admin API key of Algolia application ${search.service.appId} to push "${slug}"`);

// 3. Records from the last stock snapshot: cars search can show now.
const snapshot = await readSnapshot(slug);
if (!snapshot) fail(`No stock snapshot for "${slug}": run npm run build -- --tenant ${slug} first`);
const records = tenantSearchRecords(loaded.config, snapshot, new Date());

// 4. Push and report.
try {
  const result = await pushToAlgolia({ search, records, adminKey, log: (line) => console.log(`· ${line}`) });
  console.log(`Pushed ${result.records} records to ${result.indexName} with replicas ${result.replicas.join(', ') || '(none)'}.`);
} catch (error) {
  fail(`push failed: ${(error as Error).message.split('\n')[0]}`);
}
