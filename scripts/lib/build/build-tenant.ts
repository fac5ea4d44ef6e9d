import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deliveryPostcodeTable } from '#src/files/delivery-postcodes.ts';
import { loadTenant } from '#src/files/load-tenant.ts';
import { photoHosts } from '#src/domain/media/photo-hosts.ts';
import { buildsDir, dataDir, REPO_ROOT, snapshotFile, tenantDir } from '#src/files/paths.ts';
import { feedSummary, recordPublishEvent } from '#src/files/publish-log.ts';
import type { FeedReport } from '#src/files/refresh-feed.ts';
import { refreshStock } from '#src/files/refresh-stock.ts';
import { writeFileAtomic } from '#src/files/snapshots.ts';
import { publishGuard } from '#src/domain/publishing/publish-guard.ts';
import { unsetDealerCopy, unsetDealerCopyWarning } from '#src/domain/tenant/dealer-copy.ts';
import { mergeRendered, prelinkSite, syncFolder } from './assemble-site.ts';
import { codeVersion } from './code-version.ts';
import { countPageFiles } from './count-pages.ts';
import { buildRef, liveBuild, MANIFEST_FILE, PAGE_KEYS_FILE, readPageKeys, type PageKeys } from './live-build.ts';
import { precompressFiles } from './precompress.ts';
import { pruneBuilds, readManifest } from './publish.ts';
import { renderSite } from './render-site.ts';
import { shardCount } from './shard-count.ts';
import { finalSiteFiles, readSiteFiles, removeStale, writeSiteFiles } from './site-files.ts';
import { openSiteStore, storeBuild, type SiteStore } from './site-store/site-store.ts';
import { vehiclePdfJobs, writesInProcesses, writeVehiclePdfs, type PdfJob } from './write-vehicle-pdfs.ts';
import { prepareGoneList } from '../seo/gone-list.ts';
import { prepareMarketGauges } from './market-gauges.ts';
import { PageCache } from '../seo/page-cache.ts';
import { writeAdFeeds } from '../seo/write-ad-feeds.ts';
import { writeSeoFiles } from '../seo/write-seo-files.ts';
import { runPublishGate, type PublishGate } from '../seo-audit/publish-gate.ts';

export type TenantBuildResult =
  | {
      slug: string;
      ok: true;
      buildId: string;
      siteFolder: string;
      pages: Record<string, number>;
      feedReport: FeedReport;
      seconds: number;
      generationMs: number | null;
      generationCpuMs: number | null;
      peakRssMb: number | null;
      processes: number;
      /** Pages Astro rendered this time; the others were carried over from the live build unchanged. */
      rendered: number;
      incremental: boolean;
      /** Published, or held by the publish guard (with why) until an operator publishes it. */
      published: boolean;
      heldReason: string | null;
      /** The SEO audit's verdict on this build (scripts/lib/seo-audit/publish-gate.ts). */
      seoGate?: PublishGate;
    }
  | { slug: string; ok: false; errors: string[]; feedReport: FeedReport | null; seoGate?: PublishGate };

/** A build's long steps as they happen, for a progress line (`npm start`): what it is doing, and how far. */
export type BuildProgress = { slug: string; step: 'feed' | 'render' | 'compress' | 'audit' | 'publish'; text: string };

export type BuildOptions = {
  quiet?: boolean;
  /** Told as each long step starts or ends (feed read, pages rendered of total, compressed, audited, published). */
  progress?: (progress: BuildProgress) => void;
  now?: Date;
  /** Fetch the feed (default). False: the stock webhook's one-car changes alone, on the stored stock. */
  fetchFeed?: boolean;
  /** Render every page even when the live build has keys (a cold build). */
  full?: boolean;
  /** Key inputs to leave out: the incremental-build test's mutation check only. */
  omitKeyInputs?: string[];
  /** Where the build is published: default the store SITES_S3_URL names, else this machine's disk. */
  store?: SiteStore;
};

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

const sha = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * Builds one tenant's site and publishes it. Steps:
 * 1. load and validate the tenant config; 2. read its stock (a bad feed keeps the last good snapshot) and apply the
 * webhook's one-car changes; 3. find the live build and its page keys; 4. render with Astro only the pages whose key
 * changed (every page for a first build, a code or config change, or a new stock day: several processes for a big
 * tenant), while the live build's files are linked into the new site folder and the changed brand assets and media
 * (and a few changed spec sheets) written; 5. write many changed spec sheets while the rendered pages move in and
 * what is new is compressed, then move the sheets in and remove what the stock no longer has; 6. write the manifest
 * and page keys beside the site; 7. publish (swap the live site in one step) unless the publish guard holds the build
 * for an operator, or the SEO audit's publish gate refuses it (the sitemaps, ad feeds and gone pages are written
 * before, the audit after step 6); keep the last builds. Any failure leaves the live site as it was.
 */
export async function buildTenant(slug: string, options: BuildOptions = {}): Promise<TenantBuildResult> {
  const started = performance.now();
  /** Milliseconds from the start to the end of each step, in the manifest. */
  const timings: Record<string, number> = {};
  const mark = (step: string) => (timings[step] = Math.round(performance.now() - started));
  const tell = (step: BuildProgress['step'], text: string) => options.progress?.({ slug, step, text });
  const config = await loadTenant(slug);
  if (!config.ok) return failed(slug, config.errors, null);
  let store: SiteStore;
  try {
    store = options.store ?? openSiteStore();
  } catch (error) {
    return failed(slug, [(error as Error).message], null);
  }
  const tenant = config.config;
  // The dealer's promises the platform will not make for it: their sections are left out, said once a build.
  const unsetCopy = unsetDealerCopyWarning(slug, unsetDealerCopy(tenant));
  if (unsetCopy) console.warn(unsetCopy);
  // The stock's "now": STOCK_CLOCK, else the date a dated feed describes (feed.asOf), else the fetch time.
  const asOf = tenant.feed.asOf ? new Date(tenant.feed.asOf) : null;
  const now = options.now ?? stockClock() ?? asOf ?? new Date();

  // The live build's files are linked into a staging folder from the start (the stock step does not change them);
  // it becomes the build's site folder once the build has its id. The live build is found once, here.
  const live = options.full ? null : await store.startingPoint(slug).catch(() => liveBuild(slug)); // the store's, else this machine's
  const staging = path.join(buildsDir(slug), `.staging-${randomBytes(6).toString('hex')}`);
  const stagingSite = path.join(staging, 'site');
  const prelinked = live ? prelinkSite(live.siteDir, stagingSite) : mkdir(stagingSite, { recursive: true });
  prelinked.catch(() => {}); // awaited below
  const dropStaging = async () => {
    await prelinked.catch(() => {});
    await rm(staging, { recursive: true, force: true });
  };

  // 2. Stock.
  const { snapshot, report } = await refreshStock(tenant, now, { fetchFeed: options.fetchFeed ?? true });
  if (!snapshot) {
    await dropStaging();
    return failed(slug, [`feed: ${report.reason}`], report);
  }
  await deliveryPostcodeTable(); // made once here and cached, so no render process parses the 24 MB suburb list
  // The cars whose address answers 410 Gone in this build (their pages are rendered with the rest).
  const gone = await prepareGoneList(tenant, snapshot);
  // The price gauges of a tenant whose market is market data, asked before the render (never failing the build).
  const gauges = await prepareMarketGauges(tenant, snapshot);
  if (gauges && !options.quiet) console.log(`[market] ${slug}: price gauges: ${gauges.answered} asked now, ${gauges.kept} kept from earlier builds`);
  mark('stock');
  tell('feed', `feed read: ${snapshot.vehicles.length.toLocaleString('en-AU')} cars`);

  // 3. The live build's page keys: its unchanged pages are reused when its keys were made alike.
  const liveKeys = live ? await readPageKeys(live) : null;
  // Only keys whose file the live build still has: a page removed by hand is rendered again.
  if (live && liveKeys) liveKeys.pages = Object.fromEntries(Object.entries(liveKeys.pages).filter(([file]) => existsSync(path.join(live.siteDir, file))));
  const keys = { codeVersion: codeVersion(), tenantHash: sha(JSON.stringify(tenant)), stockClock: snapshot.fetchedAt };
  const expectFewChanges =
    liveKeys !== null && liveKeys.codeVersion === keys.codeVersion && liveKeys.tenantHash === keys.tenantHash && liveKeys.stockClock === keys.stockClock;

  // 4. Render the changed pages into render/, while site/ gets the live build's files (linked) and the changed brand
  //    assets and media.
  const build = buildRef(slug, newBuildId(options.now ?? new Date(), snapshot.feedHash));
  await mkdir(build.dir, { recursive: true });
  const previousKeysFile = liveKeys ? path.join(build.dir, 'live-page-keys.json') : null;
  if (previousKeysFile) await writeFile(previousKeysFile, JSON.stringify(liveKeys));
  // Every spec sheet's key, found while the renderers run. The changed sheets are written into a folder of their own:
  // a few now, in this thread beside the renderer (a small change's sheet is then ready with its pages); many after
  // the render, by processes of their own (see step 5).
  const pdfFolder = path.join(build.dir, 'pdf');
  const pdfStock = { path: snapshotFile(slug), fetchedAt: snapshot.fetchedAt };
  const sheets = (async () => {
    await prelinked; // the renderers start first
    const all = vehiclePdfJobs(tenant, snapshot, keys.codeVersion);
    const changed = all.filter((job) => liveKeys?.pages[job.file] !== job.key);
    const now = !writesInProcesses(changed.length);
    if (now) await writeVehiclePdfs(pdfFolder, changed, tenant, pdfStock);
    return { all, changed, written: now };
  })();
  sheets.catch(() => {}); // awaited below
  const sideFiles = (async () => {
    await prelinked;
    const brand = await syncFolder(path.join(tenantDir(slug), 'assets'), stagingSite, 'brand');
    const media = tenant.feed.mediaDir ? await syncFolder(path.resolve(tenantDir(slug), tenant.feed.mediaDir), stagingSite, 'media') : { files: [], fresh: [] };
    const adFeeds = await writeAdFeeds(stagingSite, tenant, snapshot);
    await rename(stagingSite, build.siteDir);
    await rm(staging, { recursive: true, force: true });
    const adFeedFiles = adFeeds.map((feed) => feed.file.slice(1));
    return {
      adFeeds,
      files: [...brand.files, ...media.files, ...adFeedFiles],
      fresh: [...brand.fresh, ...media.fresh],
    };
  })();
  sideFiles.catch(() => {}); // awaited below; a failure there fails the build after the render
  tell('render', 'rendering the pages that changed');
  const renderStart = Math.round(performance.now() - started);
  const render = await renderSite({
    tenant,
    snapshotPath: snapshotFile(slug),
    siteFolder: path.join(build.dir, 'render'),
    cacheDir: path.join(dataDir(), 'cache', slug),
    shards: expectFewChanges ? 1 : shardCount(snapshot.vehicles.length),
    incremental: { codeVersion: keys.codeVersion, previousKeysFile, omitKeyInputs: options.omitKeyInputs ?? [] },
    quiet: options.quiet,
  });
  if (previousKeysFile) await rm(previousKeysFile, { force: true });
  for (const [part, ms] of Object.entries(render.timings)) timings[`render_${part}`] = renderStart + ms;
  mark('render');
  let side: Awaited<typeof sideFiles>;
  try {
    side = await sideFiles;
  } catch (error) {
    await Promise.all([dropStaging(), sheets.catch(() => {})]);
    return abandon(build.dir, slug, `the site folder could not be assembled: ${(error as Error).message}`, report);
  }
  await sheets.catch(() => {}); // a few sheets may be being written into the build's folder
  if (!render.ok) return abandon(build.dir, slug, `astro build failed; the live site was left as it was:\n${render.errorTail}`, report);

  // 5. Many changed spec sheets are written now, by processes of their own (write-vehicle-pdfs.ts), while the rendered
  //    pages move over their links and are compressed. After the render, not beside it: beside it (even at the lowest
  //    priority) they cost the renderers ~10% more CPU, ~11 CPU-seconds on a cold 5,000-car build in all. Then the
  //    sheets moved in, files the stock no longer has removed.
  let pdfs: { all: PdfJob[]; changed: PdfJob[]; written: boolean };
  try {
    pdfs = await sheets;
  } catch (error) {
    return abandon(build.dir, slug, `the spec sheets could not be written: ${(error as Error).message}`, report);
  }
  const pdfsWritten = pdfs.written ? Promise.resolve() : writeVehiclePdfs(pdfFolder, pdfs.changed, tenant, pdfStock);
  pdfsWritten.catch(() => {}); // awaited below
  const { rendered, fresh } = await mergeRendered(path.join(build.dir, 'render'), build.siteDir);
  // Of every page of the site: the keyed pages, and any rendered without a key (rendered every build).
  const renderedHtml = rendered.filter((file) => file.endsWith('.html'));
  const allPages = new Set([...Object.keys(render.pageKeys).filter((file) => file.endsWith('.html')), ...renderedHtml]);
  tell('render', `${renderedHtml.length.toLocaleString('en-AU')} of ${allPages.size.toLocaleString('en-AU')} pages rendered`);
  tell('compress', `compressing ${(fresh.length + side.fresh.length).toLocaleString('en-AU')} new files`);
  const compressed = precompressFiles([...fresh, ...side.fresh].map((file) => path.join(build.siteDir, file)));
  const [written] = await Promise.allSettled([pdfsWritten, compressed]);
  if (written.status === 'rejected') return abandon(build.dir, slug, `the spec sheets could not be written: ${(written.reason as Error).message}`, report);
  await compressed;
  await mergeRendered(pdfFolder, build.siteDir);
  const pageKeys: Record<string, string> = { ...render.pageKeys, ...Object.fromEntries(pdfs.all.map((job) => [job.file, job.key])) };
  const liveFiles = live ? await readSiteFiles(live) : null;
  const siteFiles = await removeStale(build.siteDir, new Set([...Object.keys(pageKeys), ...rendered, ...side.files]), liveFiles);
  mark('files');
  // SEO files: the gone pages moved into the private .seo folder, the sitemaps and ad feeds written (and compressed).
  // Only the pages rendered this time are read and checked: the others are the live build's files, with its results.
  const pageCache = await PageCache.of(live ? live.siteDir : null);
  const seo = await writeSeoFiles({
    siteFolder: build.siteDir,
    tenant,
    snapshot,
    gone,
    cache: pageCache,
    adFeeds: side.adFeeds,
    files: finalSiteFiles(siteFiles, []),
  });
  await precompressFiles(['sitemap.xml', ...seo.sitemaps.map((file) => file.name)].map((file) => path.join(build.siteDir, file)));
  mark('seo');

  // 6. Manifest and page keys, beside the site folder: operators' files, never served.
  const pages = countPageFiles(siteFiles);
  const renderedPages = renderedHtml.length;
  const liveManifest = live ? await readManifest<{ pages?: Record<string, number> }>(live).catch(() => null) : null;
  const guard = publishGuard(liveManifest?.pages?.cars ?? null, pages.cars ?? 0, tenant.publishing.maxVehiclePageDropShare);
  const manifest = {
    tenant: { slug, name: tenant.name, url: tenant.url },
    buildId: build.id,
    builtAt: new Date().toISOString(),
    feedHash: snapshot.feedHash,
    stockFetchedAt: snapshot.fetchedAt,
    vehicles: snapshot.vehicles.length,
    /** The hosts the image service may fetch this site's photos from (src/server/images). */
    images: { hosts: photoHosts(snapshot.vehicles, tenant.images.sourceHosts), allowPrivateNetwork: tenant.feed.allowPrivateNetwork },
    /** Spec sheet PDFs at cars/<slug>.pdf. */
    pdfs: pdfs.all.length,
    pages,
    /** Pages Astro rendered; the rest were the live build's, unchanged. */
    rendered: renderedPages,
    incremental: live !== null && liveKeys !== null,
    held: guard.publish ? null : guard.reason,
    /** Sitemaps written (file, group, URL count), the cars whose address answers 410 Gone, and the pages the SEO step
     * read (the others were the live build's files, with the facts and checks it had read from them). */
    seo: {
      sitemaps: seo.sitemaps.map(({ name, group, urls }) => ({ name, group, urls })),
      goneCars: seo.gone,
      adFeeds: seo.adFeeds,
      pagesRead: pageCache.read,
    },
    /** When each step ended, in ms from the start: stock, render, files (site assembled and compressed), seo, audit. */
    timings,
    feedReport: report,
  };
  // The publish gate: the build's SEO audit against the live site's; a refused build is kept, not published.
  tell('audit', `SEO audit of ${seo.pages.length.toLocaleString('en-AU')} pages`);
  const { gate } = await runPublishGate({
    siteFolder: build.siteDir,
    buildId: build.id,
    tenant,
    pages: seo.pages,
    cache: pageCache,
    listed: seo.sitemaps.flatMap((file) => file.paths),
    imageHosts: manifest.images.hosts,
  });
  await pageCache.save(build.siteDir);
  mark('audit');
  const seoAudit = { errors: gate.errors, warnings: gate.warnings, added: gate.addedCount, verdict: gate.reason };
  await writeFileAtomic(path.join(build.dir, PAGE_KEYS_FILE), JSON.stringify({ ...keys, pages: pageKeys } satisfies PageKeys));
  await writeSiteFiles(
    build,
    finalSiteFiles(
      siteFiles,
      seo.sitemaps.map((file) => file.name),
    ),
  );
  await writeFileAtomic(path.join(build.dir, MANIFEST_FILE), `${JSON.stringify({ ...manifest, seoAudit }, null, 2)}\n`);
  if (!gate.publish) {
    await recordPublishEvent(
      slug,
      {
        kind: 'failed',
        buildId: build.id,
        message: `SEO audit ${gate.reason}; the live site was left as it was (report: ${gate.report.html})`,
        feed: feedSummary(report),
      },
      console.warn,
    );
    await pruneBuilds(slug, tenant.publishing.keepBuilds, [build.id]);
    return {
      slug,
      ok: false,
      errors: [`SEO audit ${gate.reason}; the live site was left as it was (report: ${gate.report.html})`],
      feedReport: report,
      seoGate: gate,
    };
  }

  // 7. Publish, or hold for an operator.
  const summary = `${pages.cars ?? 0} vehicle pages, ${pages.total} pages (${renderedPages} rendered)`;
  tell('publish', guard.publish ? 'publishing' : 'keeping the build unpublished');
  const refused = await storeBuild(store, build, guard.publish);
  if (refused) return abandon(build.dir, slug, refused, report);
  if (guard.publish) {
    await recordPublishEvent(
      slug,
      { kind: 'published', buildId: build.id, message: summary, feed: feedSummary(report) },
      options.quiet ? () => {} : console.log,
    );
  } else {
    await recordPublishEvent(
      slug,
      {
        kind: 'held',
        buildId: build.id,
        message: `not published: ${guard.reason}. Publish it with npm run publish -- --tenant ${slug} --build ${build.id}`,
        feed: feedSummary(report),
      },
      console.warn,
    );
  }
  await store.prune(slug, tenant.publishing.keepBuilds, guard.publish ? [] : [build.id]).catch((error: unknown) => {
    console.warn(`[publish:${slug}] old builds not pruned from ${store.description}: ${String(error)}`);
  });
  return {
    slug,
    ok: true,
    buildId: build.id,
    siteFolder: path.relative(REPO_ROOT, build.siteDir),
    pages,
    feedReport: report,
    seconds: (performance.now() - started) / 1000,
    generationMs: render.generationMs,
    generationCpuMs: render.generationCpuMs,
    peakRssMb: render.peakRssMb,
    processes: render.processes,
    rendered: renderedPages,
    incremental: manifest.incremental,
    published: guard.publish,
    heldReason: guard.publish ? null : guard.reason,
    seoGate: gate,
  };
}

async function failed(slug: string, errors: string[], report: FeedReport | null): Promise<TenantBuildResult> {
  await recordPublishEvent(slug, { kind: 'failed', buildId: null, message: errors.join('; '), ...(report ? { feed: feedSummary(report) } : {}) }, () => {});
  return { slug, ok: false, errors, feedReport: report };
}

async function abandon(buildDir: string, slug: string, error: string, report: FeedReport): Promise<TenantBuildResult> {
  await rm(buildDir, { recursive: true, force: true });
  return failed(slug, [error], report);
}
