import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadTenant } from '#src/data/load-tenant.ts';
import { buildsDir, dataDir, REPO_ROOT, snapshotFile, tenantDir } from '#src/data/paths.ts';
import { refreshFeed, type FeedReport } from '#src/data/refresh-feed.ts';
import { writeFileAtomic } from '#src/data/snapshots.ts';
import { countPages } from './count-pages.ts';
import { copyFolderInto, publishBuild, pruneBuilds } from './publish.ts';
import { runAstroBuild } from './run-astro.ts';

export type TenantBuildResult =
  | { slug: string; ok: true; buildId: string; siteFolder: string; pages: Record<string, number>; feedReport: FeedReport; seconds: number; generationMs: number | null; peakRssMb: number | null }
  | { slug: string; ok: false; errors: string[]; feedReport: FeedReport | null };

/** Sortable, unique build folder name: never the live folder, even for two builds in the same millisecond. */
function newBuildId(now: Date, feedHash: string): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${stamp}-${feedHash.slice(0, 8)}-${randomBytes(3).toString('hex')}`;
}

/**
 * Builds one tenant's site and publishes it. Steps:
 * 1. load and validate the tenant config; 2. refresh its feed (a bad feed keeps the last good snapshot);
 * 3. render with Astro into a new build folder; 4. copy brand assets and feed media; 5. write the manifest;
 * 6. swap the live site to the new build. Any failure leaves the live site as it was.
 */
export async function buildTenant(slug: string, options: { quiet?: boolean; now?: Date } = {}): Promise<TenantBuildResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const config = await loadTenant(slug);
  if (!config.ok) return { slug, ok: false, errors: config.errors, feedReport: null };
  const tenant = config.config;

  const { snapshot, report } = await refreshFeed(tenant, now);
  if (!snapshot) return { slug, ok: false, errors: [`feed: ${report.reason}`], feedReport: report };

  const buildId = newBuildId(now, snapshot.feedHash);
  const siteFolder = path.join(buildsDir(slug), buildId);
  const buildFile = path.join(buildsDir(slug), `${buildId}.build.json`);
  await mkdir(buildsDir(slug), { recursive: true });
  await writeFile(
    buildFile,
    JSON.stringify({ tenant, snapshotPath: snapshotFile(slug), outDir: siteFolder, cacheDir: path.join(dataDir(), 'cache', slug), buildId }),
  );
  const astro = await runAstroBuild(buildFile, { quiet: options.quiet });
  await rm(buildFile, { force: true });
  if (!astro.ok) {
    await rm(siteFolder, { recursive: true, force: true });
    const tail = astro.output.trim().split('\n').slice(-15).join('\n');
    return { slug, ok: false, errors: [`astro build failed; the live site was left as it was:\n${tail}`], feedReport: report };
  }

  await copyFolderInto(path.join(tenantDir(slug), 'assets'), path.join(siteFolder, 'brand'));
  if (tenant.feed.mediaDir) await copyFolderInto(path.resolve(tenantDir(slug), tenant.feed.mediaDir), path.join(siteFolder, 'media'));
  const pages = await countPages(siteFolder);
  const manifest = {
    tenant: { slug, name: tenant.name, url: tenant.url },
    buildId,
    builtAt: new Date().toISOString(),
    feedHash: snapshot.feedHash,
    stockFetchedAt: snapshot.fetchedAt,
    vehicles: snapshot.vehicles.length,
    pages,
    feedReport: report,
  };
  await writeFileAtomic(path.join(siteFolder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await publishBuild(slug, siteFolder);
  await pruneBuilds(slug);
  return { slug, ok: true, buildId, siteFolder: path.relative(REPO_ROOT, siteFolder), pages, feedReport: report, seconds: (performance.now() - started) / 1000, generationMs: astro.generationMs, peakRssMb: astro.peakRssMb };
}
