import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import type { IncrementalBuild } from '#src/integrations/incremental-build.ts';
import { mergeShardInto } from './merge-shards.ts';
import { runAstroBuild, type AstroRun } from './run-astro.ts';

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
};

type RenderInput = {
  tenant: TenantConfig;
  snapshotPath: string;
  siteFolder: string;
  cacheDir: string;
  shards: number;
  incremental: Omit<IncrementalBuild, 'keysFile'>;
  quiet?: boolean;
};

/**
 * Renders the tenant's site into `siteFolder` with `shards` Astro processes at once, each taking its share of the
 * car and search pages (src/data/build-shard.ts), then moves the other shards' pages into the first one's folder.
 * Any process failing fails the render, and every shard folder is removed either way. Each process starts once the
 * one before it has synced Astro's content layer: every process writes the same <root>/.astro/content-assets.mjs
 * through one temporary name, and two at once failed a build now and then (ENOENT on its rename).
 */
export async function renderSite(input: RenderInput): Promise<SiteRender> {
  const shardFolders = Array.from({ length: input.shards }, (_, index) => (index === 0 ? input.siteFolder : `${input.siteFolder}-shard-${index}`));
  const synced = shardFolders.map(() => Promise.withResolvers<void>());
  const runs: AstroRun[] = await Promise.all(
    shardFolders.map(async (outDir, index) => {
      if (index > 0) await synced[index - 1]!.promise;
      const buildFile = `${outDir}.build.json`;
      const shard = { index, count: input.shards };
      // Each process keeps its own Vite cache: two builds writing one cache folder would corrupt it.
      const cacheDir = input.shards === 1 ? input.cacheDir : path.join(input.cacheDir, `shard-${index}-of-${input.shards}`);
      const incremental: IncrementalBuild = { ...input.incremental, keysFile: keysFileOf(outDir) };
      try {
        await writeFile(buildFile, JSON.stringify({ tenant: input.tenant, snapshotPath: input.snapshotPath, outDir, cacheDir, shard, incremental }));
        return await runAstroBuild(buildFile, { quiet: input.quiet, onSynced: () => synced[index]!.resolve() });
      } finally {
        synced[index]!.resolve(); // never leaves the next shard waiting
        await rm(buildFile, { force: true });
      }
    }),
  );
  const pageKeys = runs.every((run) => run.ok) ? await readShardKeys(shardFolders) : {};
  const failed = runs.find((run) => !run.ok);
  if (!failed) for (const folder of shardFolders.slice(1)) await mergeShardInto(folder, input.siteFolder);
  for (const folder of failed ? shardFolders : shardFolders.slice(1)) await rm(folder, { recursive: true, force: true });
  for (const folder of shardFolders) await rm(keysFileOf(folder), { force: true });
  const timings = runs.map((run) => run.generation).filter((timing) => timing !== null);
  const peaks = runs.map((run) => run.peakRssMb).filter((peak) => peak !== null);
  return {
    ok: !failed,
    errorTail: failed ? failed.output.trim().split('\n').slice(-15).join('\n') : '',
    generationMs: timings.length === runs.length ? Math.max(...timings.map((t) => t.endMs)) - Math.min(...timings.map((t) => t.startMs)) : null,
    generationCpuMs: timings.length === runs.length ? timings.reduce((sum, t) => sum + t.cpuMs, 0) : null,
    peakRssMb: peaks.length ? peaks.reduce((sum, peak) => sum + peak, 0) : null,
    processes: runs.length,
    pageKeys,
  };
}

const keysFileOf = (outDir: string): string => `${outDir}.keys.json`;

/** Every shard's page keys in one map; the shards' key files are removed. */
async function readShardKeys(shardFolders: string[]): Promise<Record<string, string>> {
  const keys: Record<string, string> = {};
  for (const folder of shardFolders) {
    Object.assign(keys, JSON.parse(await readFile(keysFileOf(folder), 'utf8')) as Record<string, string>);
    await rm(keysFileOf(folder), { force: true });
  }
  return keys;
}
