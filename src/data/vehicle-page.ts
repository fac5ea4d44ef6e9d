import { createHash } from 'node:crypto';
import { allSpecs, keySpecs } from '#src/domain/vehicle/specs.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { pageVehicles, stockTime, tenant } from './site.ts';

const tenantHash = createHash('sha256').update(JSON.stringify(tenant)).digest('hex').slice(0, 16);

/**
 * A vehicle page's cache key: its own data plus the tenant config it renders with. Astro's incremental build
 * reuses a page whose key (and code) is unchanged, so one changed car rebuilds alone.
 */
export function vehicleCacheKey(vehicle: Vehicle): string {
  return `${tenantHash}:${createHash('sha256').update(JSON.stringify(vehicle)).digest('hex').slice(0, 24)}`;
}

export function vehiclePaths() {
  (globalThis as { __dealerGenerationStart?: number }).__dealerGenerationStart ??= performance.now(); // build timing, see tenant-integration.ts
  return pageVehicles().map((vehicle) => ({ params: { slug: vehicle.slug }, props: { vehicle }, cacheKey: vehicleCacheKey(vehicle) }));
}

/** Everything the vehicle page renders, computed here so the page stays markup. */
export function vehiclePageData(vehicle: Vehicle) {
  const title = [vehicle.year, vehicle.make, vehicle.model, vehicle.badge, vehicle.series].filter(Boolean).join(' ');
  const today = stockTime().toISOString().slice(0, 10);
  const location = tenant.locations.find((item) => item.id === vehicle.locationId) ?? null;
  const firstImage = vehicle.images.find((image) => !image.isVideo)?.url ?? null;
  const summary = [vehicle.km != null ? `${vehicle.km.toLocaleString('en-AU')} km` : null, vehicle.simpleTransmission, vehicle.simpleFuel, vehicle.simpleBody]
    .filter(Boolean)
    .join(', ');
  return {
    title,
    pageTitle: `${title} for sale${location ? ` in ${location.address.city}` : ''} | ${tenant.name}`,
    description: `${vehicle.carType === 'used' ? 'Used' : vehicle.carType === 'demo' ? 'Demo' : 'New'} ${title}${summary ? `: ${summary}` : ''}. Stock ${vehicle.stockNumber ?? vehicle.id} at ${tenant.name}.`,
    keySpecs: keySpecs(vehicle),
    allSpecs: allSpecs(vehicle, today, tenant.features.showUnregistered),
    location,
    ogImage: firstImage,
  };
}
