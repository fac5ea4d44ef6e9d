// What the SEO step learnt from each page (its facts for the sitemaps, its structured-data and html-validate results
// for the audit), carried from the live build to the next. An incremental build hard-links every page it did not
// render from the live build, so such a page is the same file: same device, inode, size and modification time. Its
// results are then reused; a page rendered again is a new file (written and renamed in) and is read afresh. So an
// incremental build reads only the pages it rendered, and writes the same sitemaps and audit as a cold build would.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, type Stats } from 'node:fs';
import { readFile, realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '#src/files/paths.ts';
import type { PageFacts } from './page-facts.ts';

/** Beside a build's site folder (never served), like its manifest and page keys. */
export const PAGE_CACHE_FILE = 'seo-pages.json';

/** A finding of a check that looks at one page alone (structured data, html-validate): the page's, whatever the site. */
export type PageIssue = { severity: 'error' | 'warning'; rule: string; message: string };

export type PageCacheEntry = {
  /** device:inode:size:mtime of the file the results were read from. */
  id: string;
  facts: PageFacts;
  jsonLd?: PageIssue[];
  html?: PageIssue[];
};

/** On disk, each distinct link is written once (`links`) and pages name theirs by index: the menus and footer repeat
 * the same links on every page (about 2/3 of the file before). */
type StoredEntry = Omit<PageCacheEntry, 'facts'> & { facts: Omit<PageFacts, 'links'> & { links: number[] } };
type CacheFile = { version: string; links: string[]; pages: Record<string, StoredEntry> };

function pack(pages: Record<string, PageCacheEntry>): Omit<CacheFile, 'version'> {
  const links: string[] = [];
  const index = new Map<string, number>();
  const number = (link: string) => {
    let at = index.get(link);
    if (at === undefined) index.set(link, (at = links.push(link) - 1));
    return at;
  };
  const packed: Record<string, StoredEntry> = {};
  for (const [file, entry] of Object.entries(pages)) packed[file] = { ...entry, facts: { ...entry.facts, links: entry.facts.links.map(number) } };
  return { links, pages: packed };
}

function unpack(data: CacheFile): Record<string, PageCacheEntry> {
  const pages: Record<string, PageCacheEntry> = {};
  for (const [file, entry] of Object.entries(data.pages))
    pages[file] = { ...entry, facts: { ...entry.facts, links: entry.facts.links.map((at) => data.links[at]!) } };
  return pages;
}

/** The code that makes the cached results: the site's code version's inputs that matter here, and these readers. */
const VERSION_FILES = [
  'package-lock.json',
  'scripts/lib/seo/page-facts.ts',
  'scripts/lib/seo/page-cache.ts',
  'scripts/lib/seo-audit/structured-data-check.ts',
  'scripts/lib/seo-audit/html-validate-config.ts',
  'src/domain/seo/audit/page-facts.ts',
  'src/domain/seo/audit/structured-data-rules.ts',
];
let version: string | undefined;
function cacheVersion(): string {
  if (version) return version;
  const hash = createHash('sha256').update(`node ${process.version}\u0000`);
  for (const file of VERSION_FILES) {
    const full = path.join(REPO_ROOT, file);
    hash
      .update(`${file}\u0000`)
      .update(existsSync(full) ? readFileSync(full) : '')
      .update('\u0000');
  }
  return (version = hash.digest('hex').slice(0, 32));
}

export const fileId = (stats: Stats): string => `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}`;

/** The previous build's results (read-only) and this build's (written by `save`). */
export class PageCache {
  readonly pages: Record<string, PageCacheEntry> = {};
  private readonly previous: Record<string, PageCacheEntry>;
  /** Pages whose facts were read from their file this time (the rest were carried). */
  read = 0;

  constructor(previous: Record<string, PageCacheEntry> = {}) {
    this.previous = previous;
  }

  /** The cache of the build whose site folder is `siteFolder` (a live site's link is followed); empty if none. */
  static async of(siteFolder: string | null): Promise<PageCache> {
    if (!siteFolder) return new PageCache();
    try {
      const file = path.join(path.dirname(await realpath(siteFolder)), PAGE_CACHE_FILE);
      const data = JSON.parse(await readFile(file, 'utf8')) as CacheFile;
      return new PageCache(data.version === cacheVersion() ? unpack(data) : {});
    } catch {
      return new PageCache(); // none yet, or damaged: every page is read
    }
  }

  /** The page's facts: carried when its file is the one the previous build read, else read now. */
  async facts(file: string, id: string, read: () => Promise<PageFacts>): Promise<PageFacts> {
    const carried = this.previous[file];
    if (carried?.id === id) {
      this.pages[file] = carried;
      return carried.facts;
    }
    this.read++;
    const entry: PageCacheEntry = { id, facts: await read() };
    this.pages[file] = entry;
    return entry.facts;
  }

  /** A one-page check's result for `file`, computed once per file version. */
  async issues(file: string, check: 'jsonLd' | 'html', run: () => Promise<PageIssue[]>): Promise<PageIssue[]> {
    const entry = this.pages[file];
    const known = entry?.[check];
    if (known) return known;
    const issues = await run();
    if (entry) entry[check] = issues;
    return issues;
  }

  /** Written beside the build's site folder, for the next build. */
  async save(siteFolder: string): Promise<void> {
    const file = path.join(path.dirname(siteFolder), PAGE_CACHE_FILE);
    await writeFile(file, JSON.stringify({ version: cacheVersion(), ...pack(this.pages) } satisfies CacheFile));
  }
}
