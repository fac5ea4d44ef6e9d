// The spec sheets a build writes: many by processes of their own (from the build's stored stock), a few in the
// build's thread, the same bytes either way; a sheet the stock has no car for fails the build's sheets, loudly.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#src/files/paths.ts';
import { usedMazdaInStock } from '#src/domain/vehicle/fixtures.test-support.ts';
import { acmeMotors } from '#tests/fixtures/acme-motors.ts';
import { vehiclePdf, vehiclePdfJobs, writesInProcesses, writeVehiclePdfs } from './write-vehicle-pdfs.ts';

const workDir = path.join(REPO_ROOT, '.data', `test-pdfs-${process.pid}`);
const tenant = { ...acmeMotors(), features: { ...acmeMotors().features, printPdf: true } };
const fetchedAt = '2026-11-20T00:00:00.000Z';
const vehicles = Array.from({ length: 210 }, (_, index) =>
  usedMazdaInStock({ id: `car-${index}`, slug: `2021-mazda-cx-5-maxx-u${1000 + index}`, priceCents: 3_000_000 + index * 1_000 }),
);
const snapshotPath = path.join(workDir, 'snapshot.json');
mkdirSync(workDir, { recursive: true });
writeFileSync(snapshotPath, JSON.stringify({ tenant: tenant.slug, fetchedAt, vehicles }));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('writeVehiclePdfs', () => {
  const jobs = vehiclePdfJobs(tenant, { vehicles, fetchedAt }, 'code-1');

  it('writes many sheets in processes of their own, each the bytes the build thread would write', async () => {
    expect(jobs).toHaveLength(210);
    expect(writesInProcesses(jobs.length)).toBe(true);
    const site = path.join(workDir, 'many');
    await writeVehiclePdfs(site, jobs, tenant, { path: snapshotPath, fetchedAt });
    for (const job of [jobs[0]!, jobs[105]!, jobs[209]!]) {
      expect(Buffer.compare(readFileSync(path.join(site, job.file)), Buffer.from(vehiclePdf(job.vehicle, tenant, fetchedAt)))).toBe(0);
    }
  });

  it('writes a few in the calling thread', async () => {
    expect(writesInProcesses(2)).toBe(false);
    const site = path.join(workDir, 'few');
    await writeVehiclePdfs(site, jobs.slice(0, 2), tenant, { path: path.join(workDir, 'no-such-snapshot.json'), fetchedAt });
    expect(readFileSync(path.join(site, jobs[1]!.file)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('fails with the process output when the stored stock has no car for a sheet', async () => {
    const stranger = usedMazdaInStock({ id: 'car-x', slug: '2020-mazda-3-g20-u9999' });
    const more = [...jobs, ...vehiclePdfJobs(tenant, { vehicles: [stranger], fetchedAt }, 'code-1')];
    await expect(writeVehiclePdfs(path.join(workDir, 'stranger'), more, tenant, { path: snapshotPath, fetchedAt })).rejects.toThrow(
      /the spec sheets were not written \(exit code 1\): .*1 of \d+ spec sheet\(s\) name no car of the stock/,
    );
  });
});
