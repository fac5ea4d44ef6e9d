import { timeZoneOfState } from '../time/zoned-time.ts';
import type { TenantConfig } from './schema/index.ts';

/**
 * The zone a dealer group keeps its books in: its primary location's. Operators' lists show its times in it.
 * @example tenantTimeZone(baysideConfig) // 'Australia/Melbourne'
 */
export function tenantTimeZone(tenant: Pick<TenantConfig, 'locations'>): string {
  const primary = tenant.locations.find((location) => location.primary) ?? tenant.locations[0]!;
  return timeZoneOfState(primary.address.state);
}
