// Build step after Astro has rendered: a spec sheet PDF per car that has a Download PDF link (available cars
// shown on the website, when the tenant has `features.printPdf`), at `cars/<slug>.pdf` beside the car's page.
// pdfkit lays each sheet out (scripts/lib/pdf), its page contents compressed inside the PDF (the server compresses
// nothing when a file is asked for); see the README's Decisions for what a sheet costs. Each sheet has a key, like
// the pages (src/data/page-keys.ts): an incremental build writes only the sheets whose key changed (build-tenant.ts).
import { createHash } from 'node:crypto';
import type { FeedSnapshot } from '#src/files/snapshots.ts';
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

export type PdfJob = { file: string; key: string; vehicle: Vehicle };

/** Every spec sheet the site has, with its key: the code, the tenant, the car and the stock's date. */
export function vehiclePdfJobs(tenant: TenantConfig, snapshot: Pick<FeedSnapshot, 'vehicles' | 'fetchedAt'>, codeVersion: string): PdfJob[] {
  // The site's part hashed once (the tenant's JSON is tens of KB: hashed again for each of 5,000 cars it cost ~1.5 CPU-s).
  const site = createHash('sha256')
    .update(`${codeVersion}\u0000${JSON.stringify(tenant)}\u0000${snapshot.fetchedAt.slice(0, 10)}`)
    .digest('hex');
  return carsWithPdf(snapshot.vehicles, tenant).map((vehicle) => ({
    file: vehiclePdfPath(vehicle.slug).slice(1),
    key: createHash('sha256').update(`${site}\u0000`).update(JSON.stringify(vehicle)).digest('hex').slice(0, 32),
    vehicle,
  }));
}
