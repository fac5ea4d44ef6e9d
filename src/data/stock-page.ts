// /cars/ (spec 2 section 2, 'Stock'): the stock landing page. How many cars of each type, make and body (and for a
// group each dealership) are in stock, each a link to its prerendered search, and the newest arrivals.
import { brandLogo } from '#src/domain/brands/logos.ts';
import { formatNumber } from '#src/domain/money.ts';
import { emptySearchState, searchUrl } from '#src/domain/search/url-state.ts';
import { carTypeLabel, CAR_TYPE_ORDER } from '#src/domain/vehicle/availability.ts';
import { hasSearchPage, SEARCH_PATHS, searchAtBuild } from './search-data.ts';
import { searchVehicles, tenant } from './site.ts';

export const STOCK_PATH = '/cars';
const NEWEST = 4;

type Tile = { label: string; count: number; countText: string; href: string };

/** Facet values as tiles linking to their searches; values without a prerendered search are left out. */
function tiles(
  counts: Record<string, number>,
  refine: (value: string) => Record<string, string[]>,
  label: (value: string) => string = (value) => value,
): Tile[] {
  return Object.entries(counts)
    .map(([value, count]) => ({
      value,
      count,
      href: searchUrl({ ...emptySearchState(tenant.search.defaultSort), refinements: refine(value) }, tenant.search.defaultSort, SEARCH_PATHS),
    }))
    .filter((tile) => hasSearchPage(tile.href))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .map(({ value, count, href }) => ({ label: label(value), count, countText: `${formatNumber(count)} ${count === 1 ? 'car' : 'cars'}`, href }));
}

export function stockPageData() {
  const answer = searchAtBuild(emptySearchState(tenant.search.defaultSort));
  const facets = answer.facets ?? {};
  // Car types in display order (new, demo, used), not by count.
  const typeTiles = tiles(
    facets.car_type ?? {},
    (type) => ({ car_type: [type] }),
    (type) => type,
  );
  const types = CAR_TYPE_ORDER.flatMap((type) =>
    typeTiles.filter((tile) => tile.label === type).map((tile) => ({ ...tile, label: `${carTypeLabel(type, tenant.search.usedLabel)} Cars` })),
  );
  const dealershipNames = new Map(tenant.dealerships.map((dealership) => [dealership.slug, dealership.name]));
  return {
    title: `Our Stock: ${formatNumber(answer.nbHits)} cars | ${tenant.name}`,
    description: `Browse ${formatNumber(answer.nbHits)} new, demo and used cars at ${tenant.name} by type, make and body.`,
    totalText: `${formatNumber(answer.nbHits)} cars listed`,
    allHref: searchUrl(emptySearchState(tenant.search.defaultSort), tenant.search.defaultSort, SEARCH_PATHS),
    types,
    makes: tiles(facets.make ?? {}, (make) => ({ make: [make] })).map((tile) => ({ ...tile, logo: brandLogo(tile.label, tenant.brands.logos) })),
    bodies: tiles(facets.simple_body ?? {}, (body) => ({ simple_body: [body] })),
    dealerships: SEARCH_PATHS.dealershipPaths
      ? tiles(
          facets.dealership_slug ?? {},
          (slug) => ({ dealership_slug: [slug] }),
          (slug) => dealershipNames.get(slug) ?? slug,
        )
      : [],
    newest: searchVehicles()
      .filter((vehicle) => vehicle.status === 'in_stock')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, NEWEST),
  };
}
