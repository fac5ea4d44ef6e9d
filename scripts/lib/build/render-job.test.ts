import { describe, expect, it } from 'vitest';
import { inShare, pagePathname } from './render-job.ts';

const part = (content: string, dynamic = false) => ({ content, dynamic, spread: content.startsWith('...') });

describe('pagePathname', () => {
  it('fills a route from its getStaticPaths params, as astro build names its pages', () => {
    expect(pagePathname([[part('cars')], [part('slug', true)]], { slug: '2021-mazda-cx-5-r1' })).toBe('/cars/2021-mazda-cx-5-r1');
    expect(pagePathname([[part('brand', true)], [part('overview')]], { brand: 'kia' })).toBe('/kia/overview');
    expect(pagePathname([[part('brand-logos')], [part('make', true), part('.svg')]], { make: 'kia' })).toBe('/brand-logos/kia.svg');
    expect(pagePathname([], {})).toBe('/');
  });

  it('leaves out an empty rest param and keeps a full one', () => {
    expect(pagePathname([[part('brands')], [part('...index', true)]], { index: undefined })).toBe('/brands');
    expect(pagePathname([[part('search')], [part('...path', true)]], { path: 'used-cars/toyota' })).toBe('/search/used-cars/toyota');
  });

  it('fails on a missing param instead of writing a page at the wrong path', () => {
    expect(() => pagePathname([[part('cars')], [part('slug', true)]], {})).toThrow('[slug]');
  });
});

describe('inShare', () => {
  it('gives every page to exactly one of the processes', () => {
    const files = Array.from({ length: 200 }, (_, n) => `cars/car-${n}.html`);
    const shares = [0, 1, 2].map((index) => files.filter((file) => inShare(file, { index, count: 3 })));
    expect(shares.flat().sort()).toEqual([...files].sort());
    for (const share of shares) expect(share.length).toBeGreaterThan(30);
    expect(files.every((file) => inShare(file, { index: 0, count: 1 }))).toBe(true);
  });
});
