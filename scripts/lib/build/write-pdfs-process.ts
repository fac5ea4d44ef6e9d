// The spec sheets of a build written by a process of its own (write-vehicle-pdfs.ts writeVehiclePdfs starts it, at
// the lowest CPU priority):
//   node scripts/lib/build/write-pdfs-process.ts <job.json>
// It reads the build's stock from its snapshot and writes the sheet of every car whose file the job names.
import { readFile } from 'node:fs/promises';
import type { FeedSnapshot } from '#src/files/snapshots.ts';
import { placeFile } from './assemble-site.ts';
import { pdfFile, vehiclePdf, type PdfProcessJob } from './write-vehicle-pdfs.ts';

const job = JSON.parse(await readFile(process.argv[2]!, 'utf8')) as PdfProcessJob;
const snapshot = JSON.parse(await readFile(job.snapshotPath, 'utf8')) as FeedSnapshot;
const wanted = new Set(job.files);
let written = 0;
for (const vehicle of snapshot.vehicles) {
  const file = pdfFile(vehicle);
  if (!wanted.has(file)) continue;
  await placeFile(job.site, file, vehiclePdf(vehicle, job.tenant, snapshot.fetchedAt));
  written++;
}
if (written !== wanted.size) {
  console.error(`[pdf] ${wanted.size - written} of ${wanted.size} spec sheet(s) name no car of the stock in ${job.snapshotPath}`);
  process.exit(1);
}
