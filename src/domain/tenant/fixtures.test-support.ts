// A small dealer for rule tests: one dealership, a sales yard in Geelong (VIC, daylight saving) with a service
// department, and whatever a test overrides.
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { resolveTenantConfig } from './resolve-tenant-config.ts';
import type { TenantConfig } from './schema/index.ts';

const WEEKDAYS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open', open: '08:30', close: '17:30' }));

export const GEELONG_YARD = {
  id: 10, name: 'Acme Motors Geelong', slug: 'acme-motors-geelong', primary: true, location_type: 'sales', dealership_id: 1, dealership_slug: 'acme-motors',
  phone: '0352221234', address: { street: '12 Malop St', city: 'Geelong', state: 'VIC', postcode: '3220', lat: -38.147, long: 144.361 },
  opening_hours: [...WEEKDAYS, { weekday: 6, status: 'Open', open: '09:00', close: '13:00' }, { weekday: 0, status: 'Closed' }],
};
export const GEELONG_SERVICE = {
  ...GEELONG_YARD, id: 11, name: 'Acme Motors Service', slug: 'acme-motors-service', primary: false, location_type: 'service',
  opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open', open: '07:30', close: '16:30' })),
};

/** Acme Motors with the given overrides merged over it (arrays replace, as in a tenant file). */
export function acmeMotors(overrides: Record<string, unknown> = {}): TenantConfig {
  const result = resolveTenantConfig(DEFAULT_TENANT, {
    slug: 'acme-motors', name: 'Acme Motors', url: 'https://www.acmemotors.com.au',
    dealerships: [{ id: 1, slug: 'acme-motors', name: 'Acme Motors' }], locations: [GEELONG_YARD, GEELONG_SERVICE],
    feed: { source: 'feed.json', format: 'json' }, ...overrides,
  }, 'tenants/acme-motors/tenant.ts');
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}
