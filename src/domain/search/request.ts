import type { SearchConfig } from '../tenant/schema/search.ts';
import type { SearchRequest } from './engine/params.ts';
import { replicaIndexName } from './replicas.ts';
import { RANGE_ATTRIBUTES, type SearchState } from './url-state.ts';

/** Attributes with a numeric value: refinements on them become numeric filters, not facet filters. */
const NUMERIC_REFINEMENTS = new Set(['location_id', 'dealership_id', 'seats']);

/**
 * The facets a search page counts: the filters it shows, the models of the make list, and car type for the
 * capped-total rule (spec 1 section 9); `extra` adds more (the build's landing pages need make, model and body).
 * @example requestedFacets({ filters: ['make', 'price'] }) // ['make', 'price', 'model', 'car_type']
 */
export function requestedFacets(config: Pick<SearchConfig, 'filters'>, extra: readonly string[] = []): string[] {
  return [...new Set<string>([...config.filters, ...(config.filters.includes('make') ? ['model'] : []), 'car_type', ...extra])];
}

/**
 * The Algolia request for a search state: facet refinements as OR groups (one per attribute, so the engine counts
 * each facet disjunctively), ranges as numeric filters, the sort as a replica index, `page` 0-based. Facet values
 * go as they are, quotes included: Algolia reads a facet filter up to the first colon, the rest is the value
 * (only a leading `-`, which would negate, is escaped).
 * @example searchRequest(state, 'cars', config).facetFilters // [['make:Ford', 'make:Toyota']]
 */
export function searchRequest(
  state: SearchState,
  baseIndexName: string,
  config: Pick<SearchConfig, 'pageSize' | 'filters'>,
  extraFacets: readonly string[] = [],
): SearchRequest {
  const facetFilters: string[][] = [];
  const numericFilters: string[] = [];
  for (const attribute of Object.keys(state.refinements).sort()) {
    const values = state.refinements[attribute]!;
    if (!values.length) continue;
    if (NUMERIC_REFINEMENTS.has(attribute)) {
      const numbers = values.map(Number).filter(Number.isFinite);
      if (numbers.length) facetFilters.push(numbers.map((value) => `${attribute}:${value}`));
    } else facetFilters.push(values.map((value) => `${attribute}:${value.startsWith('-') ? '\\' : ''}${value}`));
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = state.ranges[attribute];
    if (range?.min != null) numericFilters.push(`${attribute}>=${range.min}`);
    if (range?.max != null) numericFilters.push(`${attribute}<=${range.max}`);
  }
  return {
    indexName: replicaIndexName(baseIndexName, state.sortBy),
    query: state.query.trim(),
    facetFilters,
    numericFilters,
    facets: requestedFacets(config, extraFacets),
    hitsPerPage: config.pageSize,
    page: Math.max(0, state.page - 1),
    maxValuesPerFacet: 200,
  };
}
