// Build step after Astro has rendered: a spec sheet PDF per car that has a Download PDF link (available cars
// shown on the website, when the tenant has `features.printPdf`), at `cars/<slug>.pdf` beside the car's page.
// pdfkit lays each sheet out (scripts/lib/pdf); see the README's Decisions for what a sheet costs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FeedSnapshot } from '#src/data/snapshots.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { isAvailable } from '#src/domain/vehicle/availability.ts';
import { vehiclePdfPath, vehicleSpecSheet } from '#src/domain/vehicle/spec-sheet.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { specSheetPdf } from '../pdf/spec-sheet-pdf.ts';

/** Cars that get a spec sheet: the same ones whose page shows the Download PDF link. */
export function carsWithPdf(vehicles: readonly Vehicle[], tenant: Pick<TenantConfig, 'features'>): Vehicle[] {
  return tenant.features.printPdf ? vehicles.filter((vehicle) => vehicle.showOnDealerWebsite && isAvailable(vehicle)) : [];
}

/** A car's spec sheet as PDF bytes, dated with the stock's fetch date so the same feed gives the same file. */
export function vehiclePdf(vehicle: Vehicle, tenant: TenantConfig, stockFetchedAt: string): Uint8Array {
  const sheet = vehicleSpecSheet(vehicle, tenant, { url: new URL(`/cars/${vehicle.slug}`, tenant.url).href, today: stockFetchedAt.slice(0, 10) });
  return specSheetPdf(sheet, { brand: tenant.theme.colours.primary, brandText: tenant.theme.colours.primaryText, createdAt: new Date(stockFetchedAt) });
}

/**
 * Writes every spec sheet into the site folder; returns how many and how long it took. Synchronous writes: for
 * thousands of small files they cost less than the promise machinery, and nothing else runs meanwhile.
 */
export function writeVehiclePdfs(siteFolder: string, tenant: TenantConfig, snapshot: Pick<FeedSnapshot, 'vehicles' | 'fetchedAt'>): { count: number; ms: number } {
  const started = performance.now();
  const cars = carsWithPdf(snapshot.vehicles, tenant);
  if (cars.length > 0) mkdirSync(path.join(siteFolder, 'cars'), { recursive: true });
  for (const vehicle of cars) writeFileSync(path.join(siteFolder, vehiclePdfPath(vehicle.slug).slice(1)), vehiclePdf(vehicle, tenant, snapshot.fetchedAt));
  return { count: cars.length, ms: performance.now() - started };
}
