import {
  catalogueRequest,
  offersRequest,
  SMALL_SEARCH_CACHE_SIZE,
  type CatalogueFields,
  type CatalogueState,
  type OffersState,
} from '#src/domain/search/catalogue-offers.ts';
import type { SearchRequest, SearchResponse } from '#src/domain/search/engine.ts';
import { createResultsCache, type ResultsCacheKey } from '#src/domain/search/results-cache.ts';
import type { SearchClient } from './types.ts';

export type SmallSearchAnswer = Pick<SearchResponse, 'hits' | 'nbHits' | 'page' | 'nbPages' | 'offset' | 'length'>;

/** One request through a client, answers kept in a bounded cache of its own (about 10, spec 1 section 9). */
function cachedSearch<S>(client: SearchClient, toRequest: (state: S) => SearchRequest, keyOf: (state: S) => ResultsCacheKey) {
  const cache = createResultsCache<SmallSearchAnswer>(SMALL_SEARCH_CACHE_SIZE);
  return async (state: S): Promise<SmallSearchAnswer> => {
    const key = keyOf(state);
    const cached = cache.get(key);
    if (cached) return cached;
    const { results } = await client.search({ requests: [toRequest(state)] });
    const { hits, nbHits, page, nbPages, offset, length } = results[0]!;
    const answer = { hits, nbHits, page, nbPages, offset, length };
    cache.set(key, answer);
    return answer;
  };
}

/**
 * The manufacturer catalogue search (make, model, body, query; 21 per page) over a search client, embedded or hosted.
 * @example const catalogue = createCatalogueSearch(client, 'cars'); (await catalogue({ query: '', page: 1, make: 'Toyota', model: null, body: null })).hits
 */
export function createCatalogueSearch(
  client: SearchClient,
  indexName: string,
  fields?: CatalogueFields,
): (state: CatalogueState) => Promise<SmallSearchAnswer> {
  return cachedSearch<CatalogueState>(
    client,
    (state) => catalogueRequest(state, indexName, fields),
    (state) => ({
      offset: catalogueRequest(state, indexName, fields).offset!,
      query: state.query,
      sort: 'catalogue',
      filters: { make: state.make, model: state.model, body: state.body },
    }),
  );
}

/**
 * The special-offers search (the dealership's cars by category and price, query; 21 per page); an empty answer shows
 * NO_OFFERS_TITLE and NO_OFFERS_TEXT.
 * `offerCategory` limits every answer to the cars in that category (the special-offers page passes SPECIAL_OFFERS_CATEGORY).
 * @example const offers = createOffersSearch(client, 'cars', 3); (await offers({ query: '', page: 1, categories: ['Runout'], price: null })).nbHits
 */
export function createOffersSearch(
  client: SearchClient,
  indexName: string,
  dealershipId: number | null,
  offerCategory: string | null = null,
): (state: OffersState) => Promise<SmallSearchAnswer> {
  const request = (state: OffersState) => offersRequest(state, { indexName, dealershipId, offerCategory });
  return cachedSearch<OffersState>(client, request, (state) => ({
    offset: request(state).offset!,
    query: state.query,
    sort: 'offers',
    filters: { categories: state.categories, price: state.price ? `${state.price.min ?? ''}-${state.price.max ?? ''}` : null },
  }));
}
