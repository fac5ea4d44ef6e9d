// What the SEO step learnt from each page (its facts for the sitemaps, its structured-data and html-validate results
// for the audit), carried from the live build to the next. An incremental build hard-links every page it did not
// render from the live build, so such a page is the same file: same device, inode, size and modification time. Its
// results are then reused; a page rendered again is a new file (written and renamed in) and is read afresh. So an
// incremental build reads only the pages it rendered, and writes the same sitemaps and audit as a cold build would.
//
// On disk: a base file (every page) and a delta (the pages whose results differ from the base's, and those gone).
// A build that changed few pages hard-links the live build's base and writes only the delta; past DELTA_MAX pages it
// writes a new base. A 5,000-car site's base is ~39 MB (~0.4 s to pack and write, the same again on disk per kept
// build); a one-car change's delta is a few dozen pages.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, type Stats } from 'node:fs';
import { link, readFile, realpath, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '#src/files/paths.ts';
import type { PageFacts } from './page-facts.ts';

/** Beside a build's site folder (never served), like its manifest and page keys. */
export const PAGE_CACHE_FILE = 'seo-pages.json';
export const PAGE_CACHE_DELTA_FILE = 'seo-pages.delta.json';
/** A delta of more pages than this (or a tenth of the site, if more) is folded into a new base. */
const DELTA_MAX = 500;

/** A finding of a check that looks at one page alone (structured data, html-validate): the page's, whatever the site. */
export type PageIssue = { severity: 'error' | 'warning'; rule: string; message: string };

export type PageCacheEntry = {
  /** device:inode:size:mtime of the file the results were read from. */
  id: string;
  facts: PageFacts;
  jsonLd?: PageIssue[];
  html?: PageIssue[];
};

/**
 * On disk, each distinct string of links and images (href, src, alt) is written once (`links`) and pages name theirs
 * by index: the menus and footer repeat the same links on every page, the gallery the same photos. A page's JSON-LD
 * text is left out once its check's result is known (all the audit needs of it; its words are in `contentHash`):
 * that and the repeated strings were ~3/4 of a 5,000-car site's ~42 MB file, parsed by every build.
 */
type StoredImage = [src: number, alt: number, inMain: 0 | 1];
type StoredFacts = Omit<PageFacts, 'links' | 'images' | 'jsonLd'> & { links: number[]; images: StoredImage[]; jsonLd?: string[] };
type StoredEntry = Omit<PageCacheEntry, 'facts'> & { facts: StoredFacts };
type CacheFile = { version: string; links: string[]; pages: Record<string, StoredEntry> } & (
  { kind?: 'base'; id?: string } | { kind: 'delta'; base: string; removed: string[] }
);
/** The base file a cache was loaded from: the next build links it when it writes a delta. */
type Base = { file: string; id: string; files: ReadonlySet<string>; differs: ReadonlySet<string> };

function pack(pages: Record<string, PageCacheEntry>): { links: string[]; pages: Record<string, StoredEntry> } {
  const links: string[] = [];
  const index = new Map<string, number>();
  const number = (text: string) => {
    let at = index.get(text);
    if (at === undefined) index.set(text, (at = links.push(text) - 1));
    return at;
  };
  const packed: Record<string, StoredEntry> = {};
  for (const [file, entry] of Object.entries(pages)) {
    const { jsonLd, links: hrefs, images, ...facts } = entry.facts;
    packed[file] = {
      ...entry,
      facts: {
        ...facts,
        links: hrefs.map(number),
        images: images.map((image): StoredImage => [number(image.src), image.alt === null ? -1 : number(image.alt), image.inMain ? 1 : 0]),
        ...(entry.jsonLd ? {} : { jsonLd }),
      },
    };
  }
  return { links, pages: packed };
}

function unpack(data: CacheFile): Record<string, PageCacheEntry> {
  const pages: Record<string, PageCacheEntry> = {};
  const text = data.links;
  for (const [file, entry] of Object.entries(data.pages)) {
    const { links, images, jsonLd, ...facts } = entry.facts;
    pages[file] = {
      ...entry,
      facts: {
        ...facts,
        links: links.map((at) => text[at]!),
        images: images.map(([src, alt, inMain]) => ({ src: text[src]!, alt: alt === -1 ? null : text[alt]!, inMain: inMain === 1 })),
        jsonLd: jsonLd ?? [],
      },
    };
  }
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
  private readonly base: Base | null;
  /** Pages whose results this build read or checked anew. */
  private readonly changed = new Set<string>();
  /** Pages whose facts were read from their file this time (the rest were carried). */
  read = 0;

  constructor(previous: Record<string, PageCacheEntry> = {}, base: Base | null = null) {
    this.previous = previous;
    this.base = base;
  }

  /** The cache of the build whose site folder is `siteFolder` (a live site's link is followed); empty if none. */
  static async of(siteFolder: string | null): Promise<PageCache> {
    if (!siteFolder) return new PageCache();
    let dir: string;
    let data: CacheFile;
    try {
      dir = path.dirname(await realpath(siteFolder));
      data = JSON.parse(await readFile(path.join(dir, PAGE_CACHE_FILE), 'utf8')) as CacheFile;
    } catch {
      return new PageCache(); // none yet, or damaged: every page is read
    }
    if (data.version !== cacheVersion() || data.kind === 'delta' || !data.id) return new PageCache();
    const pages = unpack(data);
    const files = new Set(Object.keys(pages));
    let differs: string[] = [];
    try {
      const delta = JSON.parse(await readFile(path.join(dir, PAGE_CACHE_DELTA_FILE), 'utf8')) as CacheFile;
      if (delta.kind === 'delta' && delta.base === data.id && delta.version === data.version) {
        Object.assign(pages, unpack(delta));
        for (const file of delta.removed) delete pages[file];
        differs = [...Object.keys(delta.pages), ...delta.removed];
      }
    } catch {
      // no delta (the base is the whole cache), or a damaged one: its pages' ids no longer match, so they are read
    }
    return new PageCache(pages, { file: path.join(dir, PAGE_CACHE_FILE), id: data.id, files, differs: new Set(differs) });
  }

  /** Whether the previous build read this very file (its results are carried). */
  has(file: string, id: string): boolean {
    return this.previous[file]?.id === id;
  }

  /** The page's facts: carried when its file is the one the previous build read, else read now. */
  async facts(file: string, id: string, read: () => Promise<PageFacts>): Promise<PageFacts> {
    const carried = this.previous[file];
    if (carried?.id === id) {
      this.pages[file] = carried;
      return carried.facts;
    }
    this.read++;
    this.changed.add(file);
    const entry: PageCacheEntry = { id, facts: await read() };
    this.pages[file] = entry;
    return entry.facts;
  }

  /** Whether this build's entry for `file` has the check's result already. */
  known(file: string, check: 'jsonLd' | 'html'): boolean {
    return this.pages[file]?.[check] !== undefined;
  }

  /** A one-page check's result for `file` when this build's entry has it already (no await for ~10,000 pages). */
  knownIssues(file: string, check: 'jsonLd' | 'html'): PageIssue[] | undefined {
    return this.pages[file]?.[check];
  }

  /** A one-page check's result for `file`, computed once per file version. */
  async issues(file: string, check: 'jsonLd' | 'html', run: () => Promise<PageIssue[]>): Promise<PageIssue[]> {
    const entry = this.pages[file];
    const known = entry?.[check];
    if (known) return known;
    const issues = await run();
    if (entry) {
      // A carried entry is the previous build's object: this build's copy gets the result, the previous one stays.
      this.pages[file] = { ...entry, [check]: issues };
      this.changed.add(file);
    }
    return issues;
  }

  /**
   * Written beside the build's site folder, for the next build: the live build's base linked and a delta of what
   * differs from it, or a new base when the delta would pass DELTA_MAX pages (or there is no base to link).
   */
  async save(siteFolder: string): Promise<void> {
    const dir = path.dirname(siteFolder);
    const file = path.join(dir, PAGE_CACHE_FILE);
    const version = cacheVersion();
    const base = this.base;
    if (base) {
      const changed: Record<string, PageCacheEntry> = {};
      for (const [page, entry] of Object.entries(this.pages)) if (this.changed.has(page) || base.differs.has(page)) changed[page] = entry;
      const removed = [...base.files].filter((page) => !(page in this.pages));
      const size = Object.keys(changed).length + removed.length;
      if (size <= Math.max(DELTA_MAX, Object.keys(this.pages).length / 10)) {
        try {
          await link(base.file, file);
          const delta: CacheFile = { version, kind: 'delta', base: base.id, removed, ...pack(changed) };
          await writeFile(path.join(dir, PAGE_CACHE_DELTA_FILE), JSON.stringify(delta));
          return;
        } catch {
          // the base cannot be linked (another file system, or gone): a new base is written below
        }
      }
    }
    const whole: CacheFile = { version, kind: 'base', id: randomBytes(8).toString('hex'), ...pack(this.pages) };
    await writeFile(`${file}.new`, JSON.stringify(whole));
    await rename(`${file}.new`, file);
  }
}
