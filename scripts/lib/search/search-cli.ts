import { parseArgs } from 'node:util';
import type { FeedSnapshot } from '#src/files/snapshots.ts';
import { multiSearch, SearchError, type SearchRequest } from '#src/domain/search/engine.ts';
import { checkParams } from '#src/domain/search/engine/params.ts';
import { buildSearchIndex } from '#src/domain/search/index/build.ts';
import { baseIndexName } from '#src/domain/search/replicas.ts';
import { withVisibility } from '#src/domain/search/visibility-filter.ts';
import type { TenantConfigResult } from '#src/domain/tenant/resolve-tenant-config.ts';
import { tenantSearchRecords } from './tenant-records.ts';

export type SearchCliDeps = {
  listTenants: () => string[];
  loadTenant: (slug: string) => Promise<TenantConfigResult>;
  readSnapshot: (slug: string) => Promise<FeedSnapshot | null>;
};

export const SEARCH_CLI_USAGE =
  'Usage: npm run search -- --tenant <slug> --params \'<Algolia search params JSON, or {"requests": [...]}>\' [--now <ISO time>] [--all]';

class CliError extends Error {}

/**
 * `npm run search`: answers Algolia search params for a tenant from its stock snapshot, as its site's search would
 * (tenant base filter included unless `--all`; `now` defaults to when the stock was fetched).
 * Returns the JSON to print, or a one-line error naming the problem.
 */
export async function searchCli(argv: readonly string[], deps: SearchCliDeps): Promise<{ ok: true; output: string } | { ok: false; error: string }> {
  try {
    return { ok: true, output: await run(argv, deps) };
  } catch (error) {
    if (error instanceof CliError || error instanceof SearchError) return { ok: false, error: error.message };
    return { ok: false, error: (error as Error).message?.split('\n')[0] ?? String(error) };
  }
}

async function run(argv: readonly string[], deps: SearchCliDeps): Promise<string> {
  // 1. Arguments.
  let values: { tenant?: string; params?: string; now?: string; all?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { tenant: { type: 'string' }, params: { type: 'string' }, now: { type: 'string' }, all: { type: 'boolean' } },
    }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}. ${SEARCH_CLI_USAGE}`);
  }
  const tenants = deps.listTenants();
  if (!values.tenant) throw new CliError(`Missing --tenant. ${SEARCH_CLI_USAGE}`);
  if (!tenants.includes(values.tenant)) throw new CliError(`Unknown tenant "${values.tenant}". Tenants: ${tenants.join(', ') || '(none)'}`);
  if (values.params === undefined) throw new CliError(`Missing --params. ${SEARCH_CLI_USAGE}`);
  let params: unknown;
  try {
    params = JSON.parse(values.params);
  } catch (error) {
    throw new CliError(`--params is not valid JSON: ${(error as Error).message}`);
  }
  if (!params || typeof params !== 'object' || Array.isArray(params))
    throw new CliError('--params must be a JSON object of search parameters, or {"requests": [...]}');
  const now = values.now === undefined ? null : new Date(values.now);
  if (now && Number.isNaN(now.getTime())) throw new CliError(`--now is not a date: ${values.now}`);

  // 2. The tenant and its stock.
  const loaded = await deps.loadTenant(values.tenant);
  if (!loaded.ok) throw new CliError(`Tenant "${values.tenant}" has configuration errors: ${loaded.errors[0]}`);
  const snapshot = await deps.readSnapshot(values.tenant);
  if (!snapshot) throw new CliError(`No stock snapshot for "${values.tenant}": run npm run build -- --tenant ${values.tenant} first`);
  const tenant = loaded.config;
  const at = now ?? new Date(snapshot.fetchedAt);
  const indexName = baseIndexName(tenant.search.service);
  const index = buildSearchIndex(tenantSearchRecords(tenant, snapshot, at), { name: indexName });

  // 3. Search: one request, or a multi-query.
  const multi = 'requests' in params;
  const requests = multi ? (params as { requests: unknown }).requests : [params];
  if (!Array.isArray(requests) || requests.some((request) => !request || typeof request !== 'object' || Array.isArray(request))) {
    throw new CliError('"requests" must be a list of objects of search parameters');
  }
  // Operator input: parameter names and value types checked before the tenant's base filter is added.
  const checked = (requests as Record<string, unknown>[]).map(
    ({ indexName: named, ...request }) => ({ ...checkParams(request), indexName: named ?? indexName }) as SearchRequest,
  );
  const prepared = checked.map((request) => (values.all ? request : withVisibility(request, indexName, tenant.search, at)));
  const { results } = multiSearch(index, { requests: prepared }, { clock: () => performance.now() });
  return JSON.stringify(multi ? { results } : results[0], null, 2);
}
