import { liteClient } from 'algoliasearch/lite';
import { disjunctiveQueries } from '#src/domain/search/disjunctive-queries.ts';
import type { SearchResponse } from '#src/domain/search/engine.ts';
import type { Requester } from './embedded-requester.ts';
import { flatRequests, type MultiSearchBody, type SearchClient } from './types.ts';

export type AlgoliaClientOptions = {
  /** Replaces the network (tests answer from the embedded engine). */
  requester?: Requester;
  /**
   * Add the per-facet queries that make facet counts disjunctive (default true), so hosted search counts like
   * the embedded engine. Turn off when the caller (e.g. InstantSearch's helper) already sends them.
   */
  disjunctiveFacets?: boolean;
};

/**
 * Hosted search through algoliasearch's lite client (search-only key), with the same surface and facet-count
 * semantics as the embedded client.
 * @example createAlgoliaSearchClient({ appId: 'ABC123', searchApiKey: 'search-only-key' })
 */
export function createAlgoliaSearchClient(credentials: { appId: string; searchApiKey: string }, options: AlgoliaClientOptions = {}): SearchClient {
  const client = liteClient(credentials.appId, credentials.searchApiKey, options.requester ? { requester: options.requester } : undefined);
  const search = async (body: MultiSearchBody) => {
    const requests = flatRequests(body);
    const expansion = options.disjunctiveFacets === false ? { requests, merge: (results: readonly SearchResponse[]) => [...results] } : disjunctiveQueries(requests);
    const { results } = await client.search({ requests: expansion.requests as never });
    return { results: expansion.merge(results as unknown as SearchResponse[]) };
  };
  return { search, searchForHits: search };
}
