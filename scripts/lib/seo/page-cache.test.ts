// The SEO step's page cache: a page carried from the live build (the same file, hard-linked) keeps the facts and
// checks read from it; a page written again is read again, even with the same size.
import { link, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';
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
});
