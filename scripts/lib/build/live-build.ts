import { existsSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_SITE_FOLDER, buildDir, buildSiteDir, liveSiteLink } from '#src/files/paths.ts';

/** A build's page-keys.json: what its pages were rendered from (see src/data/page-keys.ts). */
export type PageKeys = {
  codeVersion: string;
  tenantHash: string;
  stockClock: string;
  /** Output file (cars/x.html, cars/x.pdf) -> key. */
  pages: Record<string, string>;
};

export const MANIFEST_FILE = 'manifest.json';
export const PAGE_KEYS_FILE = 'page-keys.json';

/** One build of a tenant: its id, its folder and public site folder, and its page keys when it has them. */
export type BuildRef = { slug: string; id: string; dir: string; siteDir: string };

export const buildRef = (slug: string, id: string): BuildRef => ({ slug, id, dir: buildDir(slug, id), siteDir: buildSiteDir(slug, id) });

/** The build the live site points at, or null (no live site, or one from before builds kept their site in site/). */
export async function liveBuild(slug: string): Promise<BuildRef | null> {
  let siteDir: string;
  try {
    siteDir = await realpath(liveSiteLink(slug));
  } catch {
    return null;
  }
  if (path.basename(siteDir) !== BUILD_SITE_FOLDER) return null;
  const dir = path.dirname(siteDir);
  return { slug, id: path.basename(dir), dir, siteDir };
}

export async function readPageKeys(build: BuildRef): Promise<PageKeys | null> {
  const file = path.join(build.dir, PAGE_KEYS_FILE);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as PageKeys;
  } catch {
    return null; // a damaged key file only means every page is rendered again
  }
}
