import type { FeedSnapshot } from '#src/files/snapshots.ts';
import { estimateDisplay, financeEstimate } from '#src/domain/finance/index.ts';
import { toSearchRecord, type SearchRecord } from '#src/domain/search/record.ts';
import { isSearchVisible } from '#src/domain/search/visibility.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';

/**
 * The search records a tenant publishes: cars search can show at `now` (spec 2 section 4). Sold cars already out
 * of the sold window cannot come back without a new feed, so they are left out; the query-time base filter still
 * drops sold cars as their window passes after the build.
 * @example tenantSearchRecords(tenant, snapshot, new Date(snapshot.fetchedAt)).length
 */
export function tenantSearchRecords(tenant: Pick<TenantConfig, 'search' | 'finance'>, snapshot: Pick<FeedSnapshot, 'vehicles'>, now: Date): SearchRecord[] {
  // The card's finance line, by the same rules as the site's cards (src/data/vehicle-finance.ts cardFinanceText).
  const financeText = (vehicle: FeedSnapshot['vehicles'][number]) => {
    const estimate = financeEstimate(vehicle, tenant.finance, now);
    return estimate ? estimateDisplay(estimate).weeklyText : null;
  };
  return snapshot.vehicles
    .filter((vehicle) => isSearchVisible(vehicle, now, tenant.search.soldVisibleDays))
    .map((vehicle) => toSearchRecord(vehicle, { financeText }));
}
