import { FACET_ATTRIBUTES, SEARCH_ATTRIBUTES } from '#src/domain/search/attributes.ts';
import type { SearchRequest } from '#src/domain/search/engine.ts';
import { replicaIndexName } from '#src/domain/search/replicas.ts';
import { visibilityFilter } from '#src/domain/search/visibility-filter.ts';
import type { SortOption } from '#src/domain/tenant/schema/search.ts';
import { BENCH_NOW } from './stock.ts';

/**
 * One query type of the bench, engine-neutral: every engine answers the same thing — the tenant's visibility
 * filter, the shopper's choices (values ORed within a facet, ANDed across facets, counted disjunctively), an
 * optional price range, an optional text, one page in one order, and counts for every facet with numeric stats.
 */
export type BenchQuery = {
  name: 'browse' | 'text' | 'landing' | 'disjunctive' | 'deep-page';
  text: string;
  refinements: Record<string, string[]>;
  priceRange: [number, number] | null;
  sort: SortOption;
  page: number;
  hitsPerPage: number;
};

export const FACETS = FACET_ATTRIBUTES as readonly string[];
export const NUMERIC_FACETS = FACETS.filter((name) => SEARCH_ATTRIBUTES[name as keyof typeof SEARCH_ATTRIBUTES].kind === 'number');
export const MAX_VALUES_PER_FACET = 100;
const SOLD_VISIBLE_DAYS = 3;
/** Sold cars stay visible for this long: the visibility filter's cut-off, in seconds. */
export const SOLD_SINCE = Math.floor(BENCH_NOW.getTime() / 1000) - SOLD_VISIBLE_DAYS * 86_400;

export const BENCH_QUERIES: readonly BenchQuery[] = [
  { name: 'browse', text: '', refinements: {}, priceRange: null, sort: 'relevance', page: 0, hitsPerPage: 21 },
  { name: 'text', text: 'toyota hilux', refinements: {}, priceRange: null, sort: 'relevance', page: 0, hitsPerPage: 21 },
  { name: 'landing', text: '', refinements: { make: ['Toyota'], model: ['HiLux'] }, priceRange: null, sort: 'relevance', page: 0, hitsPerPage: 21 },
  {
    name: 'disjunctive',
    text: '',
    refinements: { make: ['Toyota', 'Ford', 'Mazda'], simple_body: ['SUV', 'Ute'] },
    priceRange: [15_000, 45_000],
    sort: 'price_asc',
    page: 0,
    hitsPerPage: 21,
  },
  { name: 'deep-page', text: '', refinements: {}, priceRange: null, sort: 'latest', page: 45, hitsPerPage: 21 },
];

/** The query as Algolia search parameters for our engine. */
export function algoliaRequest(query: BenchQuery): SearchRequest {
  return {
    indexName: replicaIndexName('cars', query.sort),
    ...(query.text ? { query: query.text } : {}),
    filters: visibilityFilter({ soldVisibleDays: SOLD_VISIBLE_DAYS, defaultFilter: '', priceAscendingRequiresPrice: false }, BENCH_NOW),
    facetFilters: Object.entries(query.refinements).map(([facet, values]) => values.map((value) => `${facet}:${value}`)),
    ...(query.priceRange ? { numericFilters: [`price:${query.priceRange[0]} TO ${query.priceRange[1]}`] } : {}),
    facets: ['*'],
    maxValuesPerFacet: MAX_VALUES_PER_FACET,
    hitsPerPage: query.hitsPerPage,
    page: query.page,
  };
}
