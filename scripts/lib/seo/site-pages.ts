import { statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileId, type PageCache } from './page-cache.ts';
import { pageFacts, type PageFacts } from './page-facts.ts';
import { readPagesThreaded, THREADED_READ_MIN, type PageRead } from './read-pages.ts';

export type SitePage = {
  /** The page's URL path: its canonical path when that is the file's own (`/used-car/used/`), else from the file. */
  path: string;
  /** Relative to the site folder: `cars/x.html`. */
  file: string;
  facts: PageFacts;
};

/** `cars/x.html` is `/cars/x`, `index.html` is `/`, `a/index.html` is `/a`. */
export function filePath(file: string): string {
  const bare = file
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `/${bare}`.replace(/(.)\/$/, '$1');
}

function pagePath(file: string, facts: PageFacts, origin: string): string {
  const own = filePath(file);
  const canonical = facts.canonicals[0];
  if (!canonical) return own;
  try {
    const url = new URL(canonical, origin);
    return url.origin === origin && url.pathname === `${own}/` ? url.pathname : own;
  } catch {
    return own;
  }
}

/**
 * Every HTML page of a built site (never the private `.seo` folder), with its facts. With a cache (page-cache.ts),
 * a page that is the file the live build read keeps the facts read then; when many are to be read (a cold build),
 * they are read on every core (read-pages.ts) and their JSON-LD findings kept in the cache for the audit.
 * `listed`: the site's files when the caller knows them (the build's site file list), else the folder is listed.
 */
export async function readSitePages(siteFolder: string, siteUrl: string, cache?: PageCache, listed?: readonly string[]): Promise<SitePage[]> {
  const origin = new URL(siteUrl).origin;
  const all =
    listed ??
    (await readdir(siteFolder, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(siteFolder, path.join(entry.parentPath, entry.name)));
  const files = all
    .filter((file) => file.endsWith('.html'))
    .filter((file) => !file.split(path.sep).some((segment) => segment.startsWith('.')))
    .sort();
  // statSync: one at a time, a thread-pool round trip per page cost more than the call (10,000 pages).
  const ids = files.map((file) => (cache ? fileId(statSync(path.join(siteFolder, file))) : ''));
  const unread = cache ? files.filter((file, at) => !cache.has(file, ids[at]!)) : [];
  const threaded = new Map<string, PageRead>();
  if (unread.length >= THREADED_READ_MIN) (await readPagesThreaded(siteFolder, unread)).forEach((read, at) => threaded.set(unread[at]!, read));
  const pages: SitePage[] = [];
  for (const [at, file] of files.entries()) {
    const done = threaded.get(file);
    const read = async () => done?.facts ?? pageFacts(await readFile(path.join(siteFolder, file), 'utf8'));
    const facts = cache ? await cache.facts(file, ids[at]!, read) : await read();
    if (cache && done) await cache.issues(file, 'jsonLd', async () => done.jsonLd);
    pages.push({ path: pagePath(file, facts, origin), file, facts });
  }
  return pages;
}
