// A build's list of its site's files (site-files.json beside the site folder, never served): every file but the
// precompressed copies (`x.html.br`, `x.html.gz` go with `x.html`). The next build starts from the live build's
// files (hard-linked) and removes those it no longer has from this list, and reads the pages from it, instead of
// listing the ~38,000 files of a 5,000-car site twice (~0.4 CPU-s each). A build without the live build's list (its
// first, or one after a build from before the list) lists the folder as before.
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '#src/files/snapshots.ts';
import { GONE_RENDER_DIR, SEO_DIR, SEO_FILES } from '#src/domain/seo/site-files.ts';
import { eachLimited } from '#src/files/each-limited.ts';
import { listFiles } from './assemble-site.ts';
import type { BuildRef } from './live-build.ts';
import { PRECOMPRESSED_SUFFIXES } from './precompress.ts';

export const SITE_FILES_FILE = 'site-files.json';

const isCompressedCopy = (file: string) => PRECOMPRESSED_SUFFIXES.some((suffix) => file.endsWith(suffix));

/** The site's files but their compressed copies, sorted: what site-files.json holds. */
export async function listSiteFiles(site: string): Promise<string[]> {
  return (await listFiles(site)).filter((file) => !isCompressedCopy(file)).sort();
}

/** A build's site files as it wrote them; null when it has no list (or a damaged one: the folder is listed instead). */
export async function readSiteFiles(build: BuildRef): Promise<string[] | null> {
  const file = path.join(build.dir, SITE_FILES_FILE);
  if (!existsSync(file)) return null;
  try {
    const files = JSON.parse(await readFile(file, 'utf8')) as unknown;
    return Array.isArray(files) && files.every((item) => typeof item === 'string') ? files : null;
  } catch {
    return null;
  }
}

export async function writeSiteFiles(build: BuildRef, files: Iterable<string>): Promise<void> {
  await writeFileAtomic(path.join(build.dir, SITE_FILES_FILE), JSON.stringify([...new Set(files)].sort()));
}

/**
 * Removes every file of the site (and its compressed copies) that is not in `keep`: pages, spec sheets and bundles
 * the new build no longer has. `listed`: the files the site holds besides `keep` (the live build's list, which the
 * site was linked from); without it the folder is listed. Returns the files left (without compressed copies).
 */
export async function removeStale(site: string, keep: ReadonlySet<string>, listed: readonly string[] | null): Promise<string[]> {
  const files = listed ?? (await listSiteFiles(site));
  const stale = files.filter((file) => !keep.has(file));
  await eachLimited(stale, 16, async (file) => {
    for (const each of [file, ...PRECOMPRESSED_SUFFIXES.map((suffix) => file + suffix)]) await rm(path.join(site, each), { force: true });
  });
  return [...new Set([...files.filter((file) => keep.has(file)), ...keep])];
}

/**
 * The site's files once the SEO step and the audit have written theirs: the rendered 410 pages moved from gone/
 * into the private .seo folder, the sitemaps, the SEO state and the audit's reports.
 */
export function finalSiteFiles(assembled: readonly string[], sitemaps: readonly string[]): string[] {
  const goneRendered = `${GONE_RENDER_DIR}${path.sep}`;
  const seoFile = (name: string) => path.join(SEO_DIR, name);
  return [
    ...assembled.map((file) => (file.startsWith(goneRendered) ? path.join(SEO_DIR, SEO_FILES.gonePages, file.slice(goneRendered.length)) : file)),
    'sitemap.xml',
    ...sitemaps,
    ...[SEO_FILES.pages, SEO_FILES.cars, SEO_FILES.gone, SEO_FILES.audit, SEO_FILES.auditReport].map(seoFile),
  ];
}
