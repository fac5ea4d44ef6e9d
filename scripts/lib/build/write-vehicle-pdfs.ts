// Build step around Astro's rendering (a few beside it, many after it: build-tenant.ts): a spec sheet PDF per car that has a Download PDF link (available cars
// shown on the website, when the tenant has `features.printPdf`), at `cars/<slug>.pdf` beside the car's page.
// pdfkit lays each sheet out (scripts/lib/pdf), its page contents compressed inside the PDF (the server compresses
// nothing when a file is asked for); see decision record 0008 in scripts/lib/pdf/decisions/ for what a sheet costs. Each sheet has a key, like
// the pages (src/data/page-keys.ts): an incremental build writes only the sheets whose key changed (build-tenant.ts).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { availableParallelism, setPriority } from 'node:os';
import path from 'node:path';
import type { FeedSnapshot } from '#src/files/snapshots.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { isAvailable } from '#src/domain/vehicle/availability.ts';
import { vehiclePdfPath, vehicleSpecSheet } from '#src/domain/vehicle/spec-sheet.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { specSheetPdf } from '../pdf/spec-sheet-pdf.ts';
import { placeFile } from './assemble-site.ts';

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
/** A car's spec sheet's file in the site folder. */
export const pdfFile = (vehicle: Pick<Vehicle, 'slug'>): string => vehiclePdfPath(vehicle.slug).slice(1);

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
    file: pdfFile(vehicle),
    key: createHash('sha256')
      .update(`${site}\u0000`)
      .update(JSON.stringify(sheetOf(vehicle, tenant, snapshot.fetchedAt)))
      .digest('hex')
      .slice(0, 32),
    vehicle,
  }));
}

/** What the spec sheets' process (write-pdfs-process.ts) is asked: the cars' sheets to write, from the build's stock. */
export type PdfProcessJob = { site: string; snapshotPath: string; tenant: TenantConfig; files: string[] };

/**
 * From this many sheets, they are written by processes of their own (one per core, at the lowest CPU priority, so the
 * compression and the server come first): a cold build's ~4,600 sheets (~20 CPU-seconds) then use both cores, where
 * the build's own thread used one. Fewer are written here: a process's start and its reading of the stock (~0.5 s)
 * would cost more than they do.
 */
const PDF_PROCESS_MIN = 200;

/** Whether writeVehiclePdfs writes this many sheets by processes of their own (else in the caller's thread). */
export const writesInProcesses = (sheets: number): boolean => sheets >= PDF_PROCESS_MIN;

/**
 * Writes the sheets of `jobs` into the site folder, from the build's stock (`snapshot`, as stored at `snapshotPath`).
 * Rejects with a process's output when one fails.
 */
export async function writeVehiclePdfs(
  site: string,
  jobs: readonly PdfJob[],
  tenant: TenantConfig,
  snapshot: { path: string; fetchedAt: string },
): Promise<void> {
  if (!writesInProcesses(jobs.length)) {
    for (const job of jobs) await placeFile(site, job.file, vehiclePdf(job.vehicle, tenant, snapshot.fetchedAt));
    return;
  }
  const processes = Math.min(availableParallelism(), Math.ceil(jobs.length / PDF_PROCESS_MIN));
  const shares = Array.from({ length: processes }, (_, index) => jobs.filter((_, at) => at % processes === index).map((job) => job.file));
  await Promise.all(shares.map((files) => writeInProcess({ site, snapshotPath: snapshot.path, tenant, files })));
}

async function writeInProcess(job: PdfProcessJob): Promise<void> {
  const jobFile = path.join(path.dirname(job.site), `pdf-job-${randomBytes(4).toString('hex')}.json`);
  await writeFile(jobFile, JSON.stringify(job));
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(import.meta.dirname, 'write-pdfs-process.ts'), jobFile], { stdio: ['ignore', 'pipe', 'pipe'] });
      try {
        if (child.pid) setPriority(child.pid, 19);
      } catch {
        // not allowed to lower its priority here: it runs at ours
      }
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`the spec sheets were not written (exit code ${code}): ${output.trim().split('\n').slice(-10).join('\n')}`)),
      );
    });
  } finally {
    await rm(jobFile, { force: true });
  }
}
