import { multiSearch, type EngineOptions } from '#src/domain/search/engine.ts';
import { deserializeIndex, type SerializedIndex } from '#src/domain/search/index/serialize.ts';
import type { SearchIndex } from '#src/domain/search/index/types.ts';
import { flatRequests, type MultiSearchBody, type SearchClient } from './types.ts';

export type EmbeddedClientOptions = {
  /**
   * Loads the tenant's index, called once (again only after a failure). In the browser:
   * `() => fetch('/search-index.json').then((response) => response.json())`; the HTTP cache keeps it between pages.
   */
  loadIndex: () => Promise<SerializedIndex | SearchIndex>;
  engine?: EngineOptions;
};

const isSearchIndex = (value: SerializedIndex | SearchIndex): value is SearchIndex =>
  value instanceof Object && 'columns' in value && value.columns instanceof Map;

/**
 * A search client answering from the embedded engine, with the lite client's `search({ requests })` surface: a
 * drop-in search client for InstantSearch and algoliasearch-helper, answering exactly as hosted Algolia would
 * (facet counts on the filtered result) unless `engine.facetCounting: 'disjunctive'` is asked for.
 * Hits are shared between answers and frozen: copy one before changing it.
 * @example const client = createEmbeddedSearchClient({ loadIndex: () => fetch('/search-index.json').then((r) => r.json()) });
 * const { results } = await client.search({ requests: [{ indexName: 'cars', query: 'hilux' }] });
 */
export function createEmbeddedSearchClient(options: EmbeddedClientOptions): SearchClient & { index(): Promise<SearchIndex> } {
  let loading: Promise<SearchIndex> | null = null;
  const index = (): Promise<SearchIndex> => {
    loading ??= options.loadIndex().then(
      (loaded) => (isSearchIndex(loaded) ? loaded : deserializeIndex(loaded)),
      (error: unknown) => {
        loading = null; // let the next search try again
        throw error;
      },
    );
    return loading;
  };
  const engine: EngineOptions = { clock: () => performance.now(), ...options.engine };
  const search = async (body: MultiSearchBody) => multiSearch(await index(), { requests: flatRequests(body) }, engine);
  return { search, searchForHits: search, index };
}
