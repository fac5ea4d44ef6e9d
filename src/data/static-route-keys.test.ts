// The static routes' keys (static-route-keys.ts) are made of each page's one data call, and the page reads its data
// through the same call (staticPageData). What a page reads besides is the site, which every key holds: this test
// reads each keyed page and the components and layouts it renders, and fails for a page that reads any other data,
// whose key would then miss an input and keep a stale page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#src/files/paths.ts';

/**
 * What a page may read from src/data besides its own data: the site inputs every key holds (page-keys.ts
 * prepareSiteKeys: the tenant config, the stock clock, the menus, the content), and helpers that render what they are
 * given. Constants (UPPER_CASE) are code, which the key holds too.
 */
const SITE_READS: Record<string, string[]> = {
  // imageService is the tenant config's images.service with its url.
  'site.ts': ['tenant', 'stockTime', 'siteMenus', 'siteAnalyticsTags', 'imageService'],
  'content.ts': ['sitePages', 'sitePage', 'siteBlog', 'openJobs'],
  // From the tenant's locations and the stock clock (today's hours).
  'locations.ts': ['shownLocations', 'buildDay', 'locationCard', 'locationBlockCards', 'hasDealerLocator'],
  'site-structured-data.ts': ['siteJsonLd'],
  'render-once.ts': ['renderOnce'],
  // A card of a car the page's data holds.
  'static-cards.ts': ['staticCardHtml'],
  'static-route-keys.ts': ['staticPageData'],
};

const keysSource = readFileSync(path.join(REPO_ROOT, 'src/data/static-route-keys.ts'), 'utf8');
const table = [...keysSource.matchAll(/^ {2}'(src\/pages\/[^']+)': (.+),$/gm)].map(([, page, data]) => ({ page: page!, showsSiteOnly: data === '() => null' }));
const IMPORT = /import\s+(type\s+)?(?:\{([^}]*)\}|(\w+))\s+from\s+'(#src\/[^']+|\.{1,2}\/[^']+)'/g;

/** The src/data functions a file and the .astro components and layouts it renders import: "module: name" each. */
const readSource = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
function dataReads(file: string, read = readSource, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const reads: string[] = [];
  for (const [, typeOnly, names, defaultName, from] of read(file).matchAll(IMPORT)) {
    if (typeOnly) continue;
    const target = from!.startsWith('#src/') ? from!.replace('#src/', 'src/') : path.join(path.dirname(file), from!);
    if (target.startsWith('src/data/')) {
      const module = target.slice('src/data/'.length);
      const imported = (names ?? defaultName ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type ') && !/^[A-Z0-9_]+$/.test(name));
      reads.push(...imported.filter((name) => !SITE_READS[module]?.includes(name)).map((name) => `${module}: ${name}`));
    } else if (target.endsWith('.astro') && existsSync(path.join(REPO_ROOT, target))) {
      reads.push(...dataReads(target, read, seen));
    }
  }
  return reads;
}

describe('static route keys', () => {
  it('list the pages without getStaticPaths, each one existing', () => {
    expect(table.length).toBeGreaterThan(10);
    for (const { page } of table) expect(readFileSync(path.join(REPO_ROOT, page), 'utf8'), page).not.toContain('getStaticPaths');
  });

  it.each(table)('$page reads nothing but the site and its own data call', ({ page, showsSiteOnly }) => {
    expect(dataReads(page)).toEqual([]);
    const calls = [...readFileSync(path.join(REPO_ROOT, page), 'utf8').matchAll(/staticPageData\('([^']+)'\)/g)].map(([, name]) => name);
    expect(calls).toEqual(showsSiteOnly ? [] : [page]);
  });

  it('catch a page, or a component it renders, that reads data its key does not hold', () => {
    const edited = (file: string, from: string, to: string) => (name: string) => (name === file ? readSource(name).replace(from, to) : readSource(name));
    const direct = edited('src/pages/index.astro', 'import {', "import { homePageData } from '#src/data/home-page.ts';\nimport {");
    expect(dataReads('src/pages/index.astro', direct)).toEqual(['home-page.ts: homePageData']);
    const inComponent = edited('src/components/ContactPage.astro', 'import {', "import { searchVehicles } from '#src/data/site.ts';\nimport {");
    expect(dataReads('src/pages/contact.astro', inComponent)).toEqual(['site.ts: searchVehicles']);
  });
});
