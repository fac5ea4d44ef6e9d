import type { Vehicle } from '../vehicle/vehicle.ts';

const DAY_MS = 86_400_000;

/**
 * Search visibility (spec 2 section 4): in stock or coming soon, or sold within the last `soldVisibleDays`,
 * and shown on the dealer website.
 * @example isSearchVisible({ status: 'sold', soldAt: '2026-11-19T00:00:00Z', showOnDealerWebsite: true, updatedAt: null }, new Date('2026-11-20T00:00:00Z'), 3) // true
 */
export function isSearchVisible(
  vehicle: Pick<Vehicle, 'status' | 'soldAt' | 'updatedAt' | 'showOnDealerWebsite'>,
  now: Date,
  soldVisibleDays: number,
): boolean {
  if (!vehicle.showOnDealerWebsite) return false;
  if (vehicle.status === 'in_stock' || vehicle.status === 'coming_soon') return true;
  if (vehicle.status !== 'sold') return false;
  const soldAt = Date.parse(vehicle.soldAt ?? vehicle.updatedAt ?? '');
  return Number.isFinite(soldAt) && now.getTime() - soldAt <= soldVisibleDays * DAY_MS;
}
