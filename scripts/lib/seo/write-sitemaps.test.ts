import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sitemapPaths } from '../seo-audit/audit-site.ts';
import { writeSitemaps, type SitemapEntry } from './write-sitemaps.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'sitemaps-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('sitemaps', () => {
  it('say which paths they list, in the order the audit reads them back from the files', async () => {
    const entry = (pagePath: string, group: SitemapEntry['group']): SitemapEntry => ({ path: pagePath, group, lastmod: '2026-11-20', images: [] });
    const entries = [
      entry('/cars/2019-mazda-cx-5-t101', 'vehicles'),
      entry('/used-car/used/', 'search'),
      entry('/cars/2016-toyota-corolla-t102', 'vehicles'),
      entry('/', 'content'),
      entry('/locations/south & east', 'locations'),
      entry('/blog/caf\u00e9-opening', 'blog'),
    ];
    const files = await writeSitemaps(folder, 'https://dealer.example/', entries);
    const written = files.flatMap((file) => file.paths);
    expect(written).toHaveLength(entries.length);
    expect(written).toEqual(await sitemapPaths(folder, 'https://dealer.example'));
    expect(files.find((file) => file.group === 'vehicles')?.paths).toEqual(['/cars/2016-toyota-corolla-t102', '/cars/2019-mazda-cx-5-t101']);
  });
});
