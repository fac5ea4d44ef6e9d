import { liteClient } from 'algoliasearch/lite';
import { disjunctiveQueries } from '#src/domain/search/disjunctive-queries.ts';
import type { SearchResponse } from '#src/domain/search/engine.ts';
import type { Requester } from './embedded-requester.ts';
import { flatRequests, type MultiSearchBody, type SearchClient } from './types.ts';

export type AlgoliaClientOptions = {
  /** Replaces the network (tests answer from the embedded engine). */
  requester?: Requester;
  /**
   * `'filtered'` (default): Algolia's own answers, untouched. `'disjunctive'`: the opt-in the platform's search island
   * uses (see EngineOptions.facetCounting): one more query per facet refined in `facetFilters`, merged into the
   * answer, so each refined facet is counted without its own refinement, as the embedded engine counts in that mode.
   */
  facetCounting?: 'filtered' | 'disjunctive';
};

/**
 * Hosted search through algoliasearch's lite client (search-only key), with the embedded client's surface; answers
 * are Algolia's own unless `facetCounting: 'disjunctive'` is asked for.
 * @example createAlgoliaSearchClient({ appId: 'ABC123', searchApiKey: 'search-only-key' })
 */
export function createAlgoliaSearchClient(credentials: { appId: string; searchApiKey: string }, options: AlgoliaClientOptions = {}): SearchClient {
  const client = liteClient(credentials.appId, credentials.searchApiKey, options.requester ? { requester: options.requester } : undefined);
  const search = async (body: MultiSearchBody) => {
    const requests = flatRequests(body);
    const expansion =
      options.facetCounting === 'disjunctive' ? disjunctiveQueries(requests) : { requests, merge: (results: readonly SearchResponse[]) => [...results] };
    const { results } = await client.search({ requests: expansion.requests as never });
    return { results: expansion.merge(results as unknown as SearchResponse[]) };
  };
  return { search, searchForHits: search };
}
