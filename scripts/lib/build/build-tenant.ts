import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { deliveryPostcodeTable } from '#src/data/delivery-postcodes.ts';
import { loadTenant } from '#src/data/load-tenant.ts';
import { buildsDir, dataDir, REPO_ROOT, snapshotFile, tenantDir } from '#src/data/paths.ts';
import { refreshFeed, type FeedReport } from '#src/data/refresh-feed.ts';
import { writeFileAtomic } from '#src/data/snapshots.ts';
import { countPages } from './count-pages.ts';
import { copyFolderInto, publishBuild, pruneBuilds } from './publish.ts';
import { writeVehiclePdfs } from './write-vehicle-pdfs.ts';
import { prepareGoneList } from '../seo/gone-list.ts';
import { writeSeoFiles } from '../seo/write-seo-files.ts';
import { runPublishGate, type PublishGate } from '../seo-audit/publish-gate.ts';
import { renderSite } from './render-site.ts';
import { shardCount } from './shard-count.ts';

export type TenantBuildResult =
  | { slug: string; ok: true; buildId: string; siteFolder: string; pages: Record<string, number>; feedReport: FeedReport; seconds: number; generationMs: number | null; generationCpuMs: number | null; peakRssMb: number | null; processes: number; seoGate?: PublishGate }
  | { slug: string; ok: false; errors: string[]; feedReport: FeedReport | null; seoGate?: PublishGate };

/**
 * STOCK_CLOCK (an ISO date) builds as if the stock were fetched then: the demo feeds are dated, so browser tests
 * build at their date and sold-car windows and 'just arrived' tags stay the same whatever day the tests run.
 */
function stockClock(): Date | null {
  const value = process.env.STOCK_CLOCK?.trim();
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`STOCK_CLOCK: expected an ISO date such as 2026-11-20T00:00:00Z, got "${value}"`);
  return date;
}

/** Sortable, unique build folder name: never the live folder, even for two builds in the same millisecond. */
function newBuildId(now: Date, feedHash: string): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${stamp}-${feedHash.slice(0, 8)}-${randomBytes(3).toString('hex')}`;
}

/**
 * Builds one tenant's site and publishes it. Steps:
 * 1. load and validate the tenant config; 2. refresh its feed (a bad feed keeps the last good snapshot), and make the
 * delivery postcode table the render processes share; 3. render with Astro into a new build folder (several processes for a big tenant); 4. copy brand assets and feed media, write the cars' spec sheet PDFs; 5. write the manifest;
 * 6. swap the live site to the new build. Any failure leaves the live site as it was.
 */
export async function buildTenant(slug: string, options: { quiet?: boolean; now?: Date } = {}): Promise<TenantBuildResult> {
  const started = performance.now();
  const config = await loadTenant(slug);
  if (!config.ok) return { slug, ok: false, errors: config.errors, feedReport: null };
  const tenant = config.config;
  // The stock's "now": STOCK_CLOCK, else the date a dated feed describes (feed.asOf), else the fetch time.
  const asOf = tenant.feed.asOf ? new Date(tenant.feed.asOf) : null;
  const now = options.now ?? stockClock() ?? asOf ?? new Date();

  const { snapshot, report } = await refreshFeed(tenant, now);
  if (!snapshot) return { slug, ok: false, errors: [`feed: ${report.reason}`], feedReport: report };

  // Made once here and cached, so no render process parses the 24 MB suburb list itself.
  await deliveryPostcodeTable();
  // The cars whose address answers 410 Gone in this build (their pages are rendered with the rest).
  const gone = await prepareGoneList(tenant, snapshot);
  const buildId = newBuildId(options.now ?? new Date(), snapshot.feedHash);
  const siteFolder = path.join(buildsDir(slug), buildId);
  await mkdir(buildsDir(slug), { recursive: true });
  const render = await renderSite({
    tenant,
    snapshotPath: snapshotFile(slug),
    buildId,
    siteFolder,
    cacheDir: path.join(dataDir(), 'cache', slug),
    shards: shardCount(snapshot.vehicles.length),
    quiet: options.quiet,
  });
  if (!render.ok) {
    await rm(siteFolder, { recursive: true, force: true });
    return { slug, ok: false, errors: [`astro build failed; the live site was left as it was:\n${render.errorTail}`], feedReport: report };
  }

  await copyFolderInto(path.join(tenantDir(slug), 'assets'), path.join(siteFolder, 'brand'));
  if (tenant.feed.mediaDir) await copyFolderInto(path.resolve(tenantDir(slug), tenant.feed.mediaDir), path.join(siteFolder, 'media'));
  const pdfs = writeVehiclePdfs(siteFolder, tenant, snapshot);
  const seo = await writeSeoFiles({ siteFolder, tenant, snapshot, gone });
  const pages = await countPages(siteFolder);
  const manifest = {
    tenant: { slug, name: tenant.name, url: tenant.url },
    buildId,
    builtAt: new Date().toISOString(),
    feedHash: snapshot.feedHash,
    stockFetchedAt: snapshot.fetchedAt,
    vehicles: snapshot.vehicles.length,
    /** Spec sheet PDFs written at cars/<slug>.pdf. */
    pdfs: pdfs.count,
    pages,
    /** Sitemaps written (file, group, URL count) and the cars whose address answers 410 Gone. */
    seo: { sitemaps: seo.sitemaps.map(({ name, group, urls }) => ({ name, group, urls })), goneCars: seo.gone, adFeeds: seo.adFeeds },
    feedReport: report,
  };
  // The publish gate: the build's SEO audit against the live site's (scripts/lib/seo-audit/publish-gate.ts).
  const { gate } = await runPublishGate({ siteFolder, buildId, tenant, pages: seo.pages });
  await writeFileAtomic(path.join(siteFolder, 'manifest.json'), `${JSON.stringify({ ...manifest, seoAudit: { errors: gate.errors, warnings: gate.warnings, added: gate.addedCount, verdict: gate.reason } }, null, 2)}\n`);
  if (!gate.publish) return { slug, ok: false, errors: [`SEO audit ${gate.reason}; the live site was left as it was (report: ${gate.report.html})`], feedReport: report, seoGate: gate };
  await publishBuild(slug, siteFolder);
  await pruneBuilds(slug);
  return { slug, ok: true, buildId, siteFolder: path.relative(REPO_ROOT, siteFolder), pages, feedReport: report, seoGate: gate, seconds: (performance.now() - started) / 1000, generationMs: render.generationMs, generationCpuMs: render.generationCpuMs, peakRssMb: render.peakRssMb, processes: render.processes };
}
