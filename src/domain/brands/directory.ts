// The group's brands directory (spec 1 sections 1 and 2): car, motorcycle, truck and group brands, each linking to
// its overview page `/{brand slug}/overview`, straight to its search (`skipPage`), or to the maker's own site.
import type { BrandEntry } from '../tenant/schema/brands.ts';
import { BRAND_KINDS } from '../tenant/schema/brands.ts';
import { slugify } from '../vehicle/slug.ts';

export const BRAND_KIND_HEADINGS: Readonly<Record<BrandEntry['kind'], string>> = {
  car: 'Car brands',
  motorcycle: 'Motorcycle brands',
  truck: 'Truck brands',
  group: 'Group brands',
};

/** `/{brand slug}/overview` */
export const brandPagePath = (brand: Pick<BrandEntry, 'slug'>): string => `/${brand.slug}/overview`;

/**
 * The brand's stock search: its make's search, or its dealership's (`/search/{dealership slug}`, spec 1 section 2).
 * @example brandSearchPath({ make: 'Toyota' }) // '/search/toyota'
 * @example brandSearchPath({ dealershipSlug: 'bayside-used-cars' }) // '/search/bayside-used-cars'
 */
export function brandSearchPath(brand: Pick<BrandEntry, 'make' | 'dealershipSlug'>): string | null {
  if (brand.make) return `/search/${slugify(brand.make)}`;
  return brand.dealershipSlug ? `/search/${brand.dealershipSlug}` : null;
}

/** Where the directory sends a shopper for a brand, and whether it leaves the site. */
export type BrandLink = { href: string; external: boolean };

/**
 * The directory's link for a brand: the maker's site, its search (`skipPage`), or its overview page. `hasSearch`
 * says whether the site has a page for a search path (a make with no stock has none); such a skipPage brand gets
 * no link at all.
 * @example brandLink({ slug: 'ldv', make: 'LDV', skipPage: true }, () => true) // { href: '/search/ldv', external: false }
 */
export function brandLink(brand: BrandEntry, hasSearch: (path: string) => boolean): BrandLink | null {
  if (brand.externalUrl) return { href: brand.externalUrl, external: true };
  if (!brand.skipPage) return { href: brandPagePath(brand), external: false };
  const search = brandSearchPath(brand);
  return search && hasSearch(search) ? { href: search, external: false } : null;
}

/**
 * The directory's sections in the spec's order (car, motorcycle, truck, group), each with its brands in the tenant's
 * order; kinds without brands are left out.
 */
export function directorySections<B extends Pick<BrandEntry, 'kind'>>(brands: readonly B[]): Array<{ kind: BrandEntry['kind']; heading: string; brands: B[] }> {
  return BRAND_KINDS.map((kind) => ({ kind, heading: BRAND_KIND_HEADINGS[kind], brands: brands.filter((brand) => brand.kind === kind) })).filter(
    (section) => section.brands.length > 0,
  );
}

/** Brands that get an overview page: not skipped, not linked away. */
export const brandsWithPages = <B extends Pick<BrandEntry, 'skipPage' | 'externalUrl'>>(brands: readonly B[]): B[] =>
  brands.filter((brand) => !brand.skipPage && !brand.externalUrl);
