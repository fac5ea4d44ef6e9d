import { describe, expect, it } from 'vitest';
import type { BrandEntry } from '../tenant/schema/brands.ts';
import { brandLink, brandsWithPages, directorySections } from './directory.ts';

const brand = (entry: Partial<BrandEntry> & Pick<BrandEntry, 'slug' | 'kind'>): BrandEntry => ({ title: entry.slug, description: [], ...entry });
const everySearch = () => true;

describe('brands directory links (spec 1 sections 1 and 2)', () => {
  it('a brand links to its overview page', () => {
    expect(brandLink(brand({ slug: 'toyota', kind: 'car', make: 'Toyota' }), everySearch)).toEqual({ href: '/toyota/overview', external: false });
  });

  it('a skipPage brand links straight to its search: its make, or its dealership for a group brand', () => {
    expect(brandLink(brand({ slug: 'ldv', kind: 'truck', make: 'LDV', skipPage: true }), everySearch)).toEqual({ href: '/search/ldv', external: false });
    expect(brandLink(brand({ slug: 'used', kind: 'group', dealershipSlug: 'bayside-used-cars', skipPage: true }), everySearch)).toEqual({
      href: '/search/bayside-used-cars',
      external: false,
    });
  });

  it('a skipPage brand whose search the site does not build gets no link', () => {
    expect(brandLink(brand({ slug: 'ldv', kind: 'truck', make: 'LDV', skipPage: true }), () => false)).toBeNull();
  });

  it("a brand with its maker's site links there", () => {
    expect(brandLink(brand({ slug: 'isuzu-trucks', kind: 'truck', externalUrl: 'https://www.isuzu.com.au' }), everySearch)).toEqual({
      href: 'https://www.isuzu.com.au',
      external: true,
    });
  });

  it('lists car, motorcycle, truck, then group brands, skipping empty kinds; only page brands get pages', () => {
    const list = [
      brand({ slug: 'g', kind: 'group', skipPage: true, dealershipSlug: 'x' }),
      brand({ slug: 't', kind: 'truck', externalUrl: 'https://t.example' }),
      brand({ slug: 'c', kind: 'car' }),
    ];
    expect(directorySections(list).map((s) => [s.heading, s.brands.map((b) => b.slug)])).toEqual([
      ['Car brands', ['c']],
      ['Truck brands', ['t']],
      ['Group brands', ['g']],
    ]);
    expect(brandsWithPages(list).map((b) => b.slug)).toEqual(['c']);
  });
});
