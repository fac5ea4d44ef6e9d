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

/** What a car's spec sheet shows, as of the stock's date. */
function sheetOf(vehicle: Vehicle, tenant: TenantConfig, stockFetchedAt: string) {
  return vehicleSpecSheet(vehicle, tenant, { url: new URL(`/cars/${vehicle.slug}`, tenant.url).href, today: stockFetchedAt.slice(0, 10) });
}

/** A car's spec sheet as PDF bytes, dated with the stock's fetch date so the same feed gives the same file. */
export function vehiclePdf(vehicle: Vehicle, tenant: TenantConfig, stockFetchedAt: string): Uint8Array {
  const { primary, primaryText } = tenant.theme.colours;
  return specSheetPdf(sheetOf(vehicle, tenant, stockFetchedAt), { brand: primary, brandText: primaryText, createdAt: new Date(stockFetchedAt) });
}

export type PdfJob = { file: string; key: string; vehicle: Vehicle };

/**
 * Every spec sheet the site has, with its key: the code, the stock's date, and what the sheet shows (the sheet's
 * data and the brand colours: specSheetPdf's whole input). A config change the sheets do not show (a menu, a text
 * elsewhere) writes no sheet again: a cold build's sheets cost about 5 CPU-ms each, 20 CPU-seconds for 4,613 cars.
 */
export function vehiclePdfJobs(tenant: TenantConfig, snapshot: Pick<FeedSnapshot, 'vehicles' | 'fetchedAt'>, codeVersion: string): PdfJob[] {
  const { primary, primaryText } = tenant.theme.colours;
  // The site's part hashed once; each sheet adds what it shows.
  const site = createHash('sha256').update(`${codeVersion}\u0000${primary}\u0000${primaryText}\u0000${snapshot.fetchedAt}`).digest('hex');
  return carsWithPdf(snapshot.vehicles, tenant).map((vehicle) => ({
    file: vehiclePdfPath(vehicle.slug).slice(1),
    key: createHash('sha256')
      .update(`${site}\u0000`)
      .update(JSON.stringify(sheetOf(vehicle, tenant, snapshot.fetchedAt)))
      .digest('hex')
      .slice(0, 32),
    vehicle,
  }));
}
