// Runs the `lighthouse` CLI (mobile, its default) against one page in Debian's Chromium and reads back the four
// category scores, the audits that cost points, and the scripts the page loaded.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { loadTenant } from '#src/files/load-tenant.ts';
import { liveSiteLink, snapshotFile } from '#src/files/paths.ts';
import { locationPath } from '#src/domain/locations/location-routes.ts';
import type { FeedSnapshot } from '#src/files/snapshots.ts';

export const CATEGORIES = [
  { key: 'performance', title: 'Performance' },
  { key: 'accessibility', title: 'Accessibility' },
  { key: 'best-practices', title: 'Best practices' },
  { key: 'seo', title: 'SEO' },
] as const;
export type CategoryKey = (typeof CATEGORIES)[number]['key'];

/** What a vehicle page must score. */
export const VEHICLE_TARGETS: ReadonlyArray<{ key: CategoryKey; min: number }> = [
  { key: 'performance', min: 95 },
  { key: 'accessibility', min: 100 },
  { key: 'best-practices', min: 95 },
  { key: 'seo', min: 100 },
];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** `name`: vehicle, search, home, location, content, or an extra page's path as a key (`/toyota/overview` -> `toyota_overview`). */
export type AuditPage = { name: string; url: string; siteDir: string };
export type PageAudit = AuditPage & { scores: Record<CategoryKey, number>; issues: string[]; scriptUrls: string[]; lcpS: number | null; cls: number | null };

/**
 * The pages to audit: a car in stock with photos (or the one asked for), the default search, the home page, given
 * its path a location page, the trade-in (content) page, then any extra site paths asked for (a brand or model page).
 */
export function auditPages(slug: string, port: number, carSlug?: string, locationPath?: string, extraPaths: readonly string[] = []): AuditPage[] {
  const { vehicles } = JSON.parse(readFileSync(snapshotFile(slug), 'utf8')) as FeedSnapshot;
  const car =
    carSlug ??
    vehicles.find((vehicle) => vehicle.showOnDealerWebsite && vehicle.status === 'in_stock' && vehicle.images.filter((image) => !image.isVideo).length >= 4)
      ?.slug;
  if (!car) throw new Error(`no car in stock with photos in ${slug}; pass --car <slug>`);
  const base = `http://${slug}.localhost:${port}`;
  const siteDir = liveSiteLink(slug);
  return [
    { name: 'vehicle', url: `${base}/cars/${car}`, siteDir },
    { name: 'search', url: `${base}/search/new-used-and-demo-cars`, siteDir },
    { name: 'home', url: `${base}/`, siteDir },
    ...(locationPath ? [{ name: 'location', url: `${base}${locationPath}`, siteDir }] : []),
    { name: 'content', url: `${base}/trade-in`, siteDir },
    ...extraPaths.map((pagePath) => ({
      name: pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_+|_+$/g, '') || 'page',
      url: `${base}${pagePath.startsWith('/') ? '' : '/'}${pagePath}`,
      siteDir,
    })),
  ];
}

/** The path of a tenant's primary location's page (its visible primary location), or undefined without one. */
export async function primaryLocationPath(slug: string): Promise<string | undefined> {
  const tenant = await loadTenant(slug);
  const primary = tenant.ok ? tenant.config.locations.find((location) => location.primary && location.visible) : undefined;
  return tenant.ok && primary ? locationPath(tenant.config.locationPages.routePrefix, primary.slug) : undefined;
}

type Lhr = {
  categories: Record<CategoryKey, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      displayValue?: string;
      numericValue?: number;
      details?: { items?: Array<{ url?: string; resourceType?: string; node?: { selector?: string } }> };
    }
  >;
};

/**
 * Audits one page with Lighthouse in its own Chrome. `categories` limits the run (the performance category's trace
 * is most of a run's time; CI asserts only the machine-independent categories).
 */
export async function runLighthouse(
  page: AuditPage,
  categories: readonly CategoryKey[] = CATEGORIES.map((c) => c.key),
  reportFile?: string,
): Promise<PageAudit> {
  const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli', 'index.js');
  const args = [
    cli,
    page.url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    `--only-categories=${categories.join(',')}`,
  ];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`lighthouse failed on ${page.url} (exit ${code}):\n${stderr.slice(-2000)}`);
  const lhr = JSON.parse(stdout) as Lhr;
  // The whole report, for tracing where a score went (open it in https://googlechrome.github.io/lighthouse/viewer/ or read its audits).
  if (reportFile) {
    await mkdir(path.dirname(reportFile), { recursive: true });
    await writeFile(reportFile, stdout);
  }
  const audited = CATEGORIES.filter(({ key }) => categories.includes(key));
  const scores = Object.fromEntries(audited.map(({ key }) => [key, Math.round((lhr.categories[key].score ?? 0) * 100)])) as Record<CategoryKey, number>;
  const issues = audited.flatMap(({ key }) =>
    lhr.categories[key].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < (audit.scoreDisplayMode === 'binary' ? 1 : 0.9))
      .map((audit) => {
        // Where it happens: the first few elements an accessibility or SEO audit flags.
        const nodes = (audit.details?.items ?? []).flatMap((item) => (item.node?.selector ? [item.node.selector] : [])).slice(0, 3);
        return `${key}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${nodes.length ? ` at ${nodes.join(' | ')}` : ''}`;
      }),
  );
  const scriptUrls = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url)
    .map((item) => item.url!);
  // The page's largest paint (s) and layout shift, under Lighthouse's simulated mobile throttling (null without the performance category).
  const lcpS = lhr.audits['largest-contentful-paint']?.numericValue;
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue;
  return { ...page, scores, issues, scriptUrls, lcpS: lcpS === undefined ? null : lcpS / 1000, cls: cls ?? null };
}

/** Total brotli size (quality 11, as the build precompresses) of the same-site scripts, read from the built site. */
export async function initialScriptBrotliBytes(urls: readonly string[], siteDir: string): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const file = path.join(siteDir, decodeURIComponent(new URL(url).pathname));
    if (!file.startsWith(siteDir)) continue;
    const body = await readFile(file);
    total += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return total;
}
