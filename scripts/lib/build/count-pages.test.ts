import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countPages } from './count-pages.ts';

describe('countPages', () => {
  it('counts car pages apart from the other pages under /cars, search pages and the rest', async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'count-pages-'));
    const files = [
      'index.html',
      '404.html',
      'contact.html',
      'budget-finder/price-range.html',
      'search-index.json',
      'cars/2019-mazda-cx-5-t1.html',
      'cars/2019-mazda-cx-5-t1.pdf',
      'cars/2020-kia-rio-t2.html',
      'cars/trade-in.html',
      // A page written as a folder (an older build, or a page Astro writes that way) counts the same.
      'cars/2021-ford-ranger-t3/index.html',
      // A car's reserve page is not another car.
      'cars/2019-mazda-cx-5-t1/checkout.html',
      'search/new-used-and-demo-cars.html',
      'search/used-cars/mazda/cx-5.html',
    ];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      writeFileSync(path.join(site, file), '<!doctype html>');
    }
    expect(await countPages(site)).toEqual({ total: 11, cars: 3, search: 2, other: 6 });
  });
});
