import { describe, expect, it } from 'vitest';
import { requestedFacets, searchRequest } from './request.ts';
import { emptySearchState, type SearchState } from './url-state.ts';

const state = (patch: Partial<SearchState>): SearchState => ({ ...emptySearchState('relevance'), ...patch });

describe('searchRequest', () => {
  it('sends refinements as one OR group per attribute, ranges as numeric filters, the sort as a replica', () => {
    const request = searchRequest(
      state({
        query: ' hilux ',
        page: 3,
        sortBy: 'price_asc',
        refinements: { make: ['Toyota', 'Ford'], colour: ['White'], location_id: ['12'] },
        ranges: { price: { min: 10000, max: null }, year: { min: 2018, max: 2022 } },
      }),
      'cars',
      { pageSize: 21, filters: ['car_type', 'make', 'colour', 'price'] },
    );
    expect(request).toEqual({
      indexName: 'cars_price_asc',
      query: 'hilux',
      facetFilters: [['colour:White'], ['location_id:12'], ['make:Toyota', 'make:Ford']],
      numericFilters: ['price>=10000', 'year>=2018', 'year<=2022'],
      facets: ['car_type', 'make', 'colour', 'price', 'model'],
      hitsPerPage: 21,
      page: 2,
      maxValuesPerFacet: 200,
    });
  });
  it('uses the base index for most relevant and page 0 for page 1', () => {
    expect(searchRequest(state({}), 'cars', { pageSize: 21, filters: [] })).toMatchObject({ indexName: 'cars', page: 0, facetFilters: [], numericFilters: [] });
  });
  it('sends facet values raw, quotes included, as Algolia reads them; a leading dash is escaped so it does not negate', () => {
    const request = searchRequest(state({ refinements: { badge: ['GX "Special"', '-R'] } }), 'cars', { pageSize: 21, filters: [] });
    expect(request.facetFilters).toEqual([['badge:GX "Special"', 'badge:\\-R']]);
  });
  it('asks only for the facets the page shows, plus car type for capped totals and any extra', () => {
    expect(searchRequest(state({}), 'cars', { pageSize: 21, filters: ['simple_body', 'km'] }).facets).toEqual(['simple_body', 'km', 'car_type']);
    expect(requestedFacets({ filters: ['make'] }, ['simple_body', 'make'])).toEqual(['make', 'model', 'car_type', 'simple_body']);
  });
});

describe('quoted facet values through the engine', () => {
  it('finds a value with quotes and one starting with a dash', async () => {
    const { buildSearchIndex } = await import('./index/build.ts');
    const { searchIndex } = await import('./engine.ts');
    const { stockRecord } = await import('./test-stock.ts');
    const index = buildSearchIndex(
      [stockRecord({ objectID: '1', badge: 'GX "Special"' }), stockRecord({ objectID: '2', badge: '-R' }), stockRecord({ objectID: '3', badge: 'GXL' })],
      { name: 'cars' },
    );
    const hits = (values: string[]) =>
      searchIndex(index, searchRequest(state({ refinements: { badge: values } }), 'cars', { pageSize: 21, filters: ['badge'] })).hits.map(
        (hit) => hit.objectID,
      );
    expect(hits(['GX "Special"'])).toEqual(['1']);
    expect(hits(['-R'])).toEqual(['2']);
  });
});
