import type { TenantConfig } from '../tenant/schema/index.ts';
import type { Vehicle } from './vehicle.ts';

/**
 * Reserve and online purchase need checkout enabled for the car: tenant checkout on, car in stock, not reserved,
 * and priced above $10.
 * @example checkoutEnabled({ status: 'in_stock', reserved: false, priceCents: 2_899_000 }, { features: { checkout: { enabled: true, ... } } }) // true
 */
export function checkoutEnabled(vehicle: Pick<Vehicle, 'status' | 'reserved' | 'priceCents'>, tenant: Pick<TenantConfig, 'features'>): boolean {
  return tenant.features.checkout.enabled && vehicle.status === 'in_stock' && !vehicle.reserved && vehicle.priceCents > 1000;
}

/**
 * The Reserve buttons (side panel, sticky bar, search cards): checkout enabled for the car, unless the tenant hides
 * reserve for the car's dealership.
 * @example reserveShown({ ...car, dealershipSlug: 'bayside-used-cars' }, tenantHidingReserveFor('bayside-used-cars')) // false
 */
export function reserveShown(
  vehicle: Pick<Vehicle, 'status' | 'reserved' | 'priceCents' | 'dealershipSlug'>,
  tenant: { features: { checkout: Pick<TenantConfig['features']['checkout'], 'enabled' | 'reserveHiddenDealershipSlugs'> } },
): boolean {
  const { checkout } = tenant.features;
  return (
    checkoutEnabled(vehicle, { features: { checkout } } as Pick<TenantConfig, 'features'>) &&
    !checkout.reserveHiddenDealershipSlugs.includes(vehicle.dealershipSlug ?? '')
  );
}
