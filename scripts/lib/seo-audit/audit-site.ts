// The SEO audit of a built site: crawled from the home page and from the sitemaps over the build's files (the
// server's answers are reproduced by resolve-link.ts), every page checked on its own and against the others.
// `npm run audit:seo` prints and saves it; the publish step compares it with the live site's (publish-gate.ts).
import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { absoluteUrl } from '#src/domain/absolute-url.ts';
import { countFindings, type AuditCounts, type Finding, type PageType } from '#src/domain/seo/audit/findings.ts';
import { checkPage, duplicateFindings } from '#src/domain/seo/audit/page-checks.ts';
import { isPrivatePath } from '#src/domain/seo/indexing.ts';
import { SEO_FILES, type PageRecord } from '#src/domain/seo/site-files.ts';
import type { CarRef, GoneCar } from '#src/domain/seo/gone-cars.ts';
import type { PageCache, PageIssue } from '../seo/page-cache.ts';
import { isNoindex } from '../seo/page-facts.ts';
import { readSitePages, type SitePage } from '../seo/site-pages.ts';
import { seoPath } from '../seo/seo-state.ts';
import { createHtmlValidator, htmlIssues } from './html-validate-config.ts';
import { THREADED_VALIDATE_MIN, validatePagesThreaded } from '../seo/read-pages.ts';
import { loadRedirectTable } from '#src/server/redirects.ts';
import { isPageIndependentHref, resolveLink, type LinkTarget, type SiteIndex } from './resolve-link.ts';
import { createJsonLdChecker } from './structured-data-check.ts';

export type AuditOptions = {
  siteFolder: string;
  tenant: { slug: string; name: string; url: string };
  /** Pages already read (the build reads them for the sitemaps); read from the folder when absent. */
  pages?: SitePage[];
  /** html-validate runs on this many pages of each type (spread over them); Infinity for every page. */
  validatePerType?: number;
  /** The one-page checks' results the live build found, reused for the pages it read (page-cache.ts). */
  cache?: PageCache;
  /**
   * The URL paths the sitemaps list, in their order, when the caller has just written them (the build: parsing them
   * back cost ~0.4 s on a 5,000-car site); read from the sitemap index and its sitemaps when absent.
   */
  listed?: string[];
  /** The hosts the image service fetches the site's photos from; read from the build's manifest.json when absent. */
  imageHosts?: readonly string[];
};
export type AuditReport = {
  tenant: { slug: string; name: string; url: string };
  buildId: string | null;
  auditedAt: string;
  pages: { total: number; byType: Record<string, number>; reachedByCrawl: number; inSitemaps: number; htmlValidated: number };
  counts: AuditCounts;
  /**
   * Links to pages other work is building, by that work: how many such pages are linked, by how many links from how
   * many pages, and a few of them. Counted and reported (not as errors) until the pages exist.
   */
  findings: Finding[];
};

export const DEFAULT_VALIDATE_PER_TYPE = 25;

async function readJson<T>(file: string, fallback: T): Promise<T> {
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as T) : fallback;
}

/** The page URLs listed by the sitemap index's sitemaps, as paths. */
export async function sitemapPaths(siteFolder: string, origin: string): Promise<string[]> {
  const index = path.join(siteFolder, 'sitemap.xml');
  if (!existsSync(index)) return [];
  const paths: string[] = [];
  for (const entry of await parseSitemapIndex(createReadStream(index))) {
    const file = path.join(siteFolder, new URL(entry.url).pathname);
    if (!existsSync(file)) continue;
    for (const item of await parseSitemap(createReadStream(file))) {
      const url = new URL(item.url);
      if (url.origin === origin) paths.push(url.pathname);
    }
  }
  return paths;
}

const pageTypeOf = (page: string, record: PageRecord | undefined): PageType =>
  page === '/' ? 'home' : isPrivatePath(page) ? 'private' : ((record?.group ?? 'content') as PageType);

/** Every n-th page of each type, up to `perType` pages a type. */
function sample(pages: readonly SitePage[], typeOf: (page: SitePage) => PageType, perType: number): SitePage[] {
  const byType = new Map<PageType, SitePage[]>();
  for (const page of pages) {
    const type = typeOf(page);
    const list = byType.get(type);
    if (list) list.push(page);
    else byType.set(type, [page]);
  }
  return [...byType.values()].flatMap((list) => {
    if (list.length <= perType) return list;
    const step = list.length / perType;
    return Array.from({ length: perType }, (_, index) => list[Math.floor(index * step)]!);
  });
}

export async function auditSite(options: AuditOptions): Promise<AuditReport> {
  const { siteFolder, tenant } = options;
  const origin = new URL(tenant.url).origin;
  const pages = options.pages ?? (await readSitePages(siteFolder, tenant.url, options.cache));
  const cached = (page: SitePage, check: 'jsonLd' | 'html', run: () => Promise<PageIssue[]>) =>
    options.cache ? options.cache.issues(page.file, check, run) : run();
  const records = await readJson<Record<string, PageRecord>>(seoPath(siteFolder, SEO_FILES.pages), {});
  const cars = new Map((await readJson<CarRef[]>(seoPath(siteFolder, SEO_FILES.cars), [])).map((car) => [car.slug, car]));
  const gone = await readJson<GoneCar[]>(seoPath(siteFolder, SEO_FILES.gone), []);
  const manifest = await readJson<{ buildId?: string; images?: { hosts?: string[] } }>(path.join(siteFolder, 'manifest.json'), {});
  const builtManifest =
    options.imageHosts || manifest.images ? null : await readJson<{ images?: { hosts?: string[] } }>(path.join(siteFolder, '..', 'manifest.json'), {});
  const site: SiteIndex = {
    root: siteFolder,
    origin,
    pages: new Set(pages.map((page) => page.path)),
    gone: new Set(gone.map((car) => car.slug)),
    redirects: await loadRedirectTable(siteFolder),
    imageHosts: new Set(options.imageHosts ?? manifest.images?.hosts ?? builtManifest?.images?.hosts ?? []),
  };
  const byPath = new Map(pages.map((page) => [page.path, page]));
  // Most links are the same on every page (menus, footer): each distinct one is resolved once, found by the href
  // alone (one lookup for the ~1.5 million links of a 5,000-car site). A link that does not start with `/` or
  // http(s): (and is not skipped anywhere) depends on the page it is on: `byHref` marks it `perPage`.
  const perPage: LinkTarget = { kind: 'skip' };
  const byHref = new Map<string, LinkTarget>();
  const onPage = new Map<string, LinkTarget>();
  const resolve = (href: string, fromPath: string): LinkTarget => {
    let target = byHref.get(href);
    if (target !== undefined && target !== perPage) return target;
    if (target === undefined) {
      if (isPageIndependentHref(href)) {
        byHref.set(href, (target = resolveLink(href, fromPath, site)));
        return target;
      }
      byHref.set(href, perPage);
    }
    const key = `${fromPath}\u0000${href}`;
    target = onPage.get(key);
    if (!target) onPage.set(key, (target = resolveLink(href, fromPath, site)));
    return target;
  };
  const types = new Map<string, PageType>();
  const typeOf = (page: SitePage): PageType => {
    let type = types.get(page.path);
    if (type === undefined) types.set(page.path, (type = pageTypeOf(page.path, records[page.path])));
    return type;
  };
  const findings: Finding[] = [];
  const add = (page: SitePage, rule: string, severity: Finding['severity'], message: string) =>
    findings.push({ rule, severity, page: page.path, pageType: typeOf(page), message });

  // Crawl from the home page and the sitemaps, following every link between pages.
  const listed = options.listed ?? (await sitemapPaths(siteFolder, origin));
  const inbound = new Map<string, number>();
  const queue = ['/', ...listed].filter((page) => byPath.has(page));
  const reached = new Set(queue);
  const linksChecked = new Set(queue);
  const check = (pagePath: string) => {
    if (linksChecked.has(pagePath)) return;
    linksChecked.add(pagePath);
    queue.push(pagePath);
  };
  for (;;) {
    let next = queue.shift();
    if (next === undefined) {
      // Then the pages the crawl did not reach (a page only a script or a form leads to): their links are checked too.
      for (const page of pages) check(page.path);
      next = queue.shift();
      if (next === undefined) break;
    }
    const page = byPath.get(next)!;
    const reported = new Set<string>();
    const pageReached = reached.has(page.path);
    // Each distinct link of the page once (facts.links are distinct): a link repeated on a page (a car's photo and
    // its title) adds nothing.
    for (const href of page.facts.links) {
      const target = resolve(href, page.path);
      if (target.kind === 'skip') continue;
      if (target.kind === 'page') {
        if (target.path !== page.path) inbound.set(target.path, (inbound.get(target.path) ?? 0) + 1);
        if (pageReached) reached.add(target.path);
        check(target.path);
        continue;
      }
      if (target.kind === 'file' || reported.has(target.path)) continue;
      reported.add(target.path);
      if (target.kind === 'redirect') add(page, 'link-to-redirect', 'warning', `links to ${target.path}, which redirects to ${target.to}`);
      else if (target.kind === 'gone') add(page, 'link-to-gone', 'error', `links to ${target.path}, a car that is gone (410)`);
      else add(page, 'broken-link', 'error', `links to ${target.path}, which does not exist`);
    }
  }

  // Sitemaps against the pages: listed pages must be indexable; indexable pages must be listed and linked.
  const listedSet = new Set(listed);
  for (const listedPath of listedSet) {
    const page = byPath.get(listedPath);
    if (!page)
      findings.push({
        rule: 'sitemap-broken',
        severity: 'error',
        page: listedPath,
        pageType: pageTypeOf(listedPath, records[listedPath]),
        message: 'the sitemap lists a page that does not exist',
      });
    else if (!records[listedPath]?.indexable) add(page, 'sitemap-not-indexable', 'error', 'the sitemap lists a page that is noindex or has another canonical');
    else if (listedPath !== '/' && !inbound.get(listedPath)) add(page, 'orphan', 'warning', 'in the sitemap, but no page links to it');
  }

  const jsonLd = createJsonLdChecker();
  for (const page of pages) {
    const record = records[page.path];
    if (record?.indexable && !listedSet.has(page.path)) add(page, 'sitemap-missing-page', 'warning', 'indexable, but not in the sitemap');
    const car = /^\/cars\/([^/]+)$/.exec(page.path)?.[1];
    const carRef = car ? cars.get(car) : undefined;
    const shouldIndex = page.path !== '/404' && !isPrivatePath(page.path) && (!carRef || carRef.status === 'in_stock' || carRef.status === 'coming_soon');
    findings.push(...checkPage(page.facts, { path: page.path, pageType: typeOf(page), url: absoluteUrl(page.path, tenant.url), shouldIndex }));
    const canonical = page.facts.canonicals[0];
    if (canonical && /^https?:\/\//.test(canonical)) {
      const target = resolve(canonical, page.path);
      const sameOrigin = canonical.startsWith(`${origin}/`) || new URL(canonical).origin === origin;
      if (!sameOrigin) add(page, 'canonical-other-site', 'error', `canonical ${canonical} is on another site`);
      else if (target.kind !== 'page') add(page, 'canonical-target', 'error', `canonical ${canonical} is not a page of the site`);
      else if (target.path !== page.path && !records[target.path]?.indexable && !isNoindex(page.facts))
        add(page, 'canonical-target', 'error', `canonical ${canonical} points to a page that is not indexable`);
    }
    for (const image of page.facts.images) {
      const target = resolve(image.src, page.path);
      if (target.kind === 'missing') add(page, 'broken-image', 'error', `image ${target.path} does not exist`);
    }
    const jsonLdIssues = options.cache?.knownIssues(page.file, 'jsonLd') ?? (await cached(page, 'jsonLd', () => jsonLd(page.facts.jsonLd)));
    for (const issue of jsonLdIssues) add(page, issue.rule, issue.severity, issue.message);
  }
  const indexable = pages.filter((page) => records[page.path]?.indexable);
  findings.push(
    ...duplicateFindings(
      indexable.map((page) => ({ path: page.path, pageType: typeOf(page), title: page.facts.titles[0] ?? '', description: page.facts.descriptions[0] ?? '' })),
    ),
  );

  // html-validate (standard and a11y presets) on a spread of pages of each type.
  const validator = createHtmlValidator();
  const validated = sample(pages, typeOf, options.validatePerType ?? DEFAULT_VALIDATE_PER_TYPE);
  const validate = async (page: SitePage): Promise<PageIssue[]> => htmlIssues(validator, await readFile(path.join(siteFolder, page.file), 'utf8'), page.file);
  // Many pages not validated before (a cold build): on every core, their results kept in the cache.
  const cache = options.cache;
  const unvalidated = cache ? validated.filter((page) => !cache.known(page.file, 'html')) : [];
  if (cache && unvalidated.length >= THREADED_VALIDATE_MIN) {
    const results = await validatePagesThreaded(
      siteFolder,
      unvalidated.map((page) => page.file),
    );
    for (const [at, page] of unvalidated.entries()) await cache.issues(page.file, 'html', async () => results[at]!);
  }
  for (const page of validated) {
    for (const issue of await cached(page, 'html', () => validate(page))) add(page, issue.rule, issue.severity, issue.message);
  }

  const byType: Record<string, number> = {};
  for (const page of pages) byType[typeOf(page)] = (byType[typeOf(page)] ?? 0) + 1;
  return {
    tenant,
    buildId: manifest.buildId ?? null,
    auditedAt: new Date().toISOString(),
    pages: { total: pages.length, byType, reachedByCrawl: reached.size, inSitemaps: listedSet.size, htmlValidated: validated.length },
    counts: countFindings(findings),
    findings,
  };
}
