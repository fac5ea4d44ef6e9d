// The SEO step's page cache: a page carried from the live build (the same file, hard-linked) keeps the facts and
// checks read from it; a page written again is read again, even with the same size.
import { existsSync, statSync } from 'node:fs';
import { link, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CACHE_DELTA_FILE, PAGE_CACHE_FILE, PageCache } from './page-cache.ts';
import { readSitePages } from './site-pages.ts';

const SITE_URL = 'https://tiny.example.com';
const page = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1><a href="/">Home</a> <a href="/${title}">Self</a></main></body></html>`;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'page-cache-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the SEO page cache', () => {
  it('carries the facts of linked pages and reads pages written anew', async () => {
    // Arrange: a live build of two pages, read and checked once.
    const live = path.join(root, 'live', 'site');
    await mkdir(live, { recursive: true });
    await writeFile(path.join(live, 'a.html'), page('Alpha'));
    await writeFile(path.join(live, 'b.html'), page('Bravo'));
    const first = await PageCache.of(null);
    await readSitePages(live, SITE_URL, first);
    let checks = 0;
    const check = async () => [{ severity: 'warning' as const, rule: 'r', message: `check ${++checks}` }];
    await first.issues('a.html', 'html', check);
    await first.save(live);
    expect(first.read).toBe(2);

    // Act: the next build links a.html in and writes b.html again (same length, other words).
    const next = path.join(root, 'next', 'site');
    await mkdir(next, { recursive: true });
    await link(path.join(live, 'a.html'), path.join(next, 'a.html'));
    await writeFile(path.join(next, 'b.html.new'), page('Bravx'));
    await rename(path.join(next, 'b.html.new'), path.join(next, 'b.html'));
    const cache = await PageCache.of(live);
    const pages = await readSitePages(next, SITE_URL, cache);

    // Assert: only b.html was read; a.html's check result came from the live build.
    expect(cache.read).toBe(1);
    expect(pages.map((item) => item.facts.titles[0])).toEqual(['Alpha', 'Bravx']);
    expect(pages.map((item) => item.facts.links)).toEqual([
      ['/', '/Alpha'],
      ['/', '/Bravx'],
    ]);
    expect(await cache.issues('a.html', 'html', check)).toEqual([{ severity: 'warning', rule: 'r', message: 'check 1' }]);
    expect(await cache.issues('b.html', 'html', check)).toEqual([{ severity: 'warning', rule: 'r', message: 'check 2' }]);
  });

  it("keeps the live build's file and writes only the pages that changed, then folds them into it on the next load", async () => {
    // Arrange: a live build of three pages, saved whole.
    const site = (name: string) => path.join(root, 'delta', name, 'site');
    await mkdir(site('one'), { recursive: true });
    for (const name of ['a', 'b', 'c']) await writeFile(path.join(site('one'), `${name}.html`), page(name.toUpperCase()));
    const first = await PageCache.of(null);
    await readSitePages(site('one'), SITE_URL, first);
    await first.save(site('one'));
    expect(existsSync(path.join(site('one'), '..', PAGE_CACHE_DELTA_FILE))).toBe(false);

    // Act: the next build keeps a.html, writes b.html anew and drops c.html; the one after keeps both.
    await mkdir(site('two'), { recursive: true });
    await link(path.join(site('one'), 'a.html'), path.join(site('two'), 'a.html'));
    await writeFile(path.join(site('two'), 'b.html'), page('Bee'));
    const second = await PageCache.of(site('one'));
    await readSitePages(site('two'), SITE_URL, second);
    await second.save(site('two'));
    await mkdir(site('three'), { recursive: true });
    for (const name of ['a', 'b']) await link(path.join(site('two'), `${name}.html`), path.join(site('three'), `${name}.html`));
    const third = await PageCache.of(site('two'));
    const pages = await readSitePages(site('three'), SITE_URL, third);

    // Assert: the second build linked the first's base and wrote a delta of b.html and c.html's removal; the third
    // read nothing and sees b.html as the second build read it.
    const baseOf = (name: string) => path.join(site(name), '..', PAGE_CACHE_FILE);
    expect(statSync(baseOf('two')).ino).toBe(statSync(baseOf('one')).ino);
    const delta = JSON.parse(await readFile(path.join(site('two'), '..', PAGE_CACHE_DELTA_FILE), 'utf8'));
    expect({ pages: Object.keys(delta.pages), removed: delta.removed }).toEqual({ pages: ['b.html'], removed: ['c.html'] });
    expect(third.read).toBe(0);
    expect(pages.map((item) => item.facts.titles[0])).toEqual(['A', 'Bee']);
  });

  it("stores a page's JSON-LD text only until its check has a result, and carries that result", async () => {
    // Arrange: two pages with JSON-LD; the check runs on the first only.
    const live = path.join(root, 'jsonld', 'site');
    await mkdir(live, { recursive: true });
    const withJsonLd = (name: string) =>
      page(name).replace('</head>', `<script type="application/ld+json">{"@type":"Car","name":"${name}-ld"}</script></head>`);
    await writeFile(path.join(live, 'a.html'), withJsonLd('Alpha'));
    await writeFile(path.join(live, 'b.html'), withJsonLd('Bravo'));
    const first = await PageCache.of(null);
    await readSitePages(live, SITE_URL, first);
    await first.issues('a.html', 'jsonLd', async () => [{ severity: 'error', rule: 'jsonld', message: 'checked once' }]);
    await first.save(live);

    // Act
    const stored = await readFile(path.join(live, '..', PAGE_CACHE_FILE), 'utf8');
    const next = await PageCache.of(live);
    const pages = await readSitePages(live, SITE_URL, next);

    // Assert: the checked page's text is gone from the file, the unchecked one's kept; both pages carried.
    expect(stored).not.toContain('Alpha-ld');
    expect(stored).toContain('Bravo-ld');
    expect(next.read).toBe(0);
    expect(pages.map((item) => item.facts.images)).toEqual([[], []]);
    expect(await next.issues('a.html', 'jsonLd', async () => [])).toEqual([{ severity: 'error', rule: 'jsonld', message: 'checked once' }]);
    expect(pages[1]!.facts.jsonLd).toEqual(['{"@type":"Car","name":"Bravo-ld"}']);
  });
});
