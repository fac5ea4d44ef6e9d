import type { FeedSnapshot } from '#src/data/snapshots.ts';
import { toSearchRecord, type SearchRecord } from '#src/domain/search/record.ts';
import { isSearchVisible } from '#src/domain/search/visibility.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';

/**
 * The search records a tenant publishes: cars search can show at `now` (spec 2 section 4). Sold cars already out
 * of the sold window cannot come back without a new feed, so they are left out; the query-time base filter still
 * drops sold cars as their window passes after the build.
 * @example tenantSearchRecords(tenant, snapshot, new Date(snapshot.fetchedAt)).length
 */
export function tenantSearchRecords(tenant: Pick<TenantConfig, 'search'>, snapshot: Pick<FeedSnapshot, 'vehicles'>, now: Date): SearchRecord[] {
  return snapshot.vehicles.filter((vehicle) => isSearchVisible(vehicle, now, tenant.search.soldVisibleDays)).map((vehicle) => toSearchRecord(vehicle));
}
