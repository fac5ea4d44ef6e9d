import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import type { IncrementalBuild } from '#src/integrations/incremental-build.ts';
import { ensureRenderBundle } from './render-bundle.ts';
import type { RenderJob } from './render-job.ts';
import { runRenderPages, type AstroRun } from './run-astro.ts';

export type SiteRender = {
  ok: boolean;
  /** The tail of the failing process's output, when one failed. */
  errorTail: string;
  /** Vehicle and other pages were generated between these times by this many processes, using this much CPU. */
  generationMs: number | null;
  generationCpuMs: number | null;
  /** The sum of every process's peak: what the build needed at most, all processes together. */
  peakRssMb: number | null;
  processes: number;
  /** Every keyed page's output file -> its key, rendered or carried over (src/data/page-keys.ts). */
  pageKeys: Record<string, string>;
  /** Whether the tenant's render bundle was built this time (a code, config or content change), or reused. */
  bundleBuilt: boolean;
};

type RenderInput = {
  tenant: TenantConfig;
  snapshotPath: string;
  siteFolder: string;
  cacheDir: string;
  /** Processes rendering pages at once, each its share of them. */
  shards: number;
  incremental: Omit<IncrementalBuild, 'keysFile'>;
  quiet?: boolean;
};

/**
 * Renders the tenant's changed pages into `siteFolder` (with the client assets): from its render bundle
 * (render-bundle.ts: built by `astro build` once per code, config and content), by `shards` processes at once
 * (render-pages.ts), each rendering its share of the pages whose key changed. A cold build and a one-car change
 * take the same path, so their pages are the same bytes. Any process failing fails the render.
 */
export async function renderSite(input: RenderInput): Promise<SiteRender> {
  const bundle = await ensureRenderBundle({
    tenant: input.tenant,
    snapshotPath: input.snapshotPath,
    cacheDir: input.cacheDir,
    codeVersion: input.incremental.codeVersion,
    quiet: input.quiet,
  });
  if (bundle.run && !bundle.run.ok) return failedRender(bundle.run, [bundle.run]);
  await mkdir(input.siteFolder, { recursive: true });
  await cp(path.join(bundle.dir, 'client'), input.siteFolder, { recursive: true });
  const jobs: RenderJob[] = Array.from({ length: input.shards }, (_, index) => ({
    bundleDir: bundle.dir,
    site: input.tenant.url,
    outDir: input.siteFolder,
    keysFile: `${input.siteFolder}.keys-${index}.json`,
    previousKeysFile: input.incremental.previousKeysFile,
    omitKeyInputs: input.incremental.omitKeyInputs,
    share: { index, count: input.shards },
  }));
  const runs = await Promise.all(
    jobs.map(async (job, index) => {
      const jobFile = `${input.siteFolder}.job-${index}.json`;
      try {
        await writeFile(jobFile, JSON.stringify(job));
        return await runRenderPages(jobFile, { quiet: input.quiet });
      } finally {
        await rm(jobFile, { force: true });
      }
    }),
  );
  const failed = runs.find((run) => !run.ok);
  const pageKeys: Record<string, string> = {};
  for (const job of jobs) {
    if (!failed) Object.assign(pageKeys, JSON.parse(await readFile(job.keysFile, 'utf8')) as Record<string, string>);
    await rm(job.keysFile, { force: true });
  }
  if (failed) {
    await rm(input.siteFolder, { recursive: true, force: true });
    return failedRender(failed, runs);
  }
  const timings = runs.map((run) => run.generation).filter((timing) => timing !== null);
  const peaks = [bundle.run, ...runs].map((run) => run?.peakRssMb ?? null).filter((peak) => peak !== null);
  return {
    ok: true,
    errorTail: '',
    generationMs: timings.length === runs.length ? Math.max(...timings.map((t) => t.endMs)) - Math.min(...timings.map((t) => t.startMs)) : null,
    generationCpuMs: timings.length === runs.length ? timings.reduce((sum, t) => sum + t.cpuMs, 0) : null,
    peakRssMb: peaks.length
      ? Math.max(
          bundle.run?.peakRssMb ?? 0,
          runs.reduce((sum, run) => sum + (run.peakRssMb ?? 0), 0),
        )
      : null,
    processes: runs.length,
    pageKeys,
    bundleBuilt: bundle.built,
  };
}

function failedRender(failed: AstroRun, runs: AstroRun[]): SiteRender {
  return {
    ok: false,
    errorTail: failed.output.trim().split('\n').slice(-15).join('\n'),
    generationMs: null,
    generationCpuMs: null,
    peakRssMb: null,
    processes: runs.length,
    pageKeys: {},
    bundleBuilt: false,
  };
}
