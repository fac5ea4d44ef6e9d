import path from 'node:path';
import type { FeedSnapshot } from '#src/files/snapshots.ts';
import { writeFileAtomic } from '#src/files/snapshots.ts';
import { BROWSER_ATTRIBUTES, columnsFromRecords } from '#src/domain/search/index/build.ts';
import { serializeIndex } from '#src/domain/search/index/serialize.ts';
import { baseIndexName } from '#src/domain/search/replicas.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { tenantSearchRecords } from './tenant-records.ts';

/** Where the browser fetches the index from (site root). */
export const SEARCH_INDEX_FILE = 'search-index.json';

/**
 * Writes `<siteFolder>/search-index.json`: the tenant's static search index for the embedded engine (facets and
 * card attributes of every car search can show at `now`). Called by the build after Astro.
 * @example await writeSearchIndex(tenant, snapshot, siteFolder, new Date(snapshot.fetchedAt)) // { file, cars: 4935, bytes: 498422 }
 */
export async function writeSearchIndex(
  tenant: TenantConfig,
  snapshot: FeedSnapshot,
  siteFolder: string,
  now: Date,
): Promise<{ file: string; cars: number; bytes: number }> {
  const records = tenantSearchRecords(tenant, snapshot, now);
  const data = columnsFromRecords(records, { name: baseIndexName(tenant.search.service), attributes: BROWSER_ATTRIBUTES });
  const json = JSON.stringify(serializeIndex(data));
  const file = path.join(siteFolder, SEARCH_INDEX_FILE);
  await writeFileAtomic(file, json);
  return { file, cars: records.length, bytes: Buffer.byteLength(json) };
}
