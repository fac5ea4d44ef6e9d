import { describe, expect, it } from 'vitest';
import { searchRequest } from './request.ts';
import { emptySearchState, type SearchState } from './url-state.ts';

const state = (patch: Partial<SearchState>): SearchState => ({ ...emptySearchState('relevance'), ...patch });

describe('searchRequest', () => {
  it('sends refinements as one OR group per attribute, ranges as numeric filters, the sort as a replica', () => {
    const request = searchRequest(
      state({ query: ' hilux ', page: 3, sortBy: 'price_asc', refinements: { make: ['Toyota', 'Ford'], colour: ['White'], location_id: ['12'] }, ranges: { price: { min: 10000, max: null }, year: { min: 2018, max: 2022 } } }),
      'cars',
      { pageSize: 21 },
    );
    expect(request).toEqual({
      indexName: 'cars_price_asc',
      query: 'hilux',
      facetFilters: [['colour:White'], ['location_id:12'], ['make:Toyota', 'make:Ford']],
      numericFilters: ['price>=10000', 'year>=2018', 'year<=2022'],
      facets: ['*'],
      hitsPerPage: 21,
      page: 2,
      maxValuesPerFacet: 200,
    });
  });
  it('uses the base index for most relevant and page 0 for page 1', () => {
    expect(searchRequest(state({}), 'cars', { pageSize: 21 })).toMatchObject({ indexName: 'cars', page: 0, facetFilters: [], numericFilters: [] });
  });
});
