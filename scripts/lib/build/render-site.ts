import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { loadTenant } from '#src/files/load-tenant.ts';
import { snapshotFile } from '#src/files/paths.ts';
import type { IncrementalBuild } from '#src/integrations/incremental-build.ts';
import { prelinkSite } from './assemble-site.ts';
import { codeVersion } from './code-version.ts';
import { builtRenderBundle, ensureRenderBundle } from './render-bundle.ts';
import type { RenderJob } from './render-job.ts';
import { dropWarmRenderer, runRenderPages, warmRenderPages, type AstroRun } from './run-astro.ts';

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
  /** When each part ended, in ms from the render's start: bundle (found or built), assets (linked in), pages. */
  timings: Record<string, number>;
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
  const started = performance.now();
  const timings: Record<string, number> = {};
  const mark = (part: string) => (timings[part] = Math.round(performance.now() - started));
  /** A renderer's mark (epoch ms, the last of the processes) as ms from the render's start. */
  const markAt = (part: string, epochs: (number | null | undefined)[]) => {
    const known = epochs.filter((epoch) => typeof epoch === 'number');
    if (known.length === epochs.length && known.length) timings[part] = Math.round(Math.max(...known) - (performance.timeOrigin + started));
  };
  const bundle = await ensureRenderBundle({
    tenant: input.tenant,
    snapshotPath: input.snapshotPath,
    cacheDir: input.cacheDir,
    codeVersion: input.incremental.codeVersion,
    quiet: input.quiet,
  });
  mark('bundle');
  if (bundle.run && !bundle.run.ok) {
    dropWarmRenderer();
    return failedRender(bundle.run, [bundle.run]);
  }
  // The client assets, hard-linked from the bundle (a bundle's files never change): no copy, and the live build's
  // are the same files, so merging finds them unchanged.
  await prelinkSite(path.join(bundle.dir, 'client'), input.siteFolder);
  mark('assets');
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
        return await runRenderPages(jobFile, bundle.dir, { quiet: input.quiet });
      } finally {
        await rm(jobFile, { force: true });
      }
    }),
  );
  markAt(
    'loaded',
    runs.map((run) => run.generation?.loadedMs),
  );
  markAt(
    'paths',
    runs.map((run) => run.generation?.pathsMs),
  );
  mark('pages');
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
  mark('keys');
  const generations = runs.map((run) => run.generation).filter((timing) => timing !== null);
  const peaks = [bundle.run, ...runs].map((run) => run?.peakRssMb ?? null).filter((peak) => peak !== null);
  return {
    ok: true,
    errorTail: '',
    generationMs: generations.length === runs.length ? Math.max(...generations.map((t) => t.endMs)) - Math.min(...generations.map((t) => t.startMs)) : null,
    generationCpuMs: generations.length === runs.length ? generations.reduce((sum, t) => sum + t.cpuMs, 0) : null,
    peakRssMb: peaks.length
      ? Math.max(
          bundle.run?.peakRssMb ?? 0,
          runs.reduce((sum, run) => sum + (run.peakRssMb ?? 0), 0),
        )
      : null,
    processes: runs.length,
    pageKeys,
    bundleBuilt: bundle.built,
    timings,
  };
}

/**
 * Starts a page renderer for the tenant's render bundle ahead of the tenant's next build (run-astro.ts), when its
 * bundle for the current code and config is built; a build process waiting for its job calls it (scripts/build.ts).
 */
export async function warmRenderer(slug: string): Promise<boolean> {
  const config = await loadTenant(slug);
  if (!config.ok) return false;
  const dir = builtRenderBundle({ tenant: config.config, snapshotPath: snapshotFile(slug), codeVersion: codeVersion() });
  if (dir) warmRenderPages(dir);
  return dir !== null;
}

export { dropWarmRenderer };

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
    timings: {},
  };
}
