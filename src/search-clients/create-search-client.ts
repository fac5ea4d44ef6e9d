import type { SearchIndex } from '#src/domain/search/index/types.ts';
import type { SerializedIndex } from '#src/domain/search/index/serialize.ts';
import { baseIndexName } from '#src/domain/search/replicas.ts';
import { withVisibility } from '#src/domain/search/visibility-filter.ts';
import type { SearchConfig } from '#src/domain/tenant/schema/search.ts';
import { createEmbeddedSearchClient } from './embedded-client.ts';
import type { Requester } from './embedded-requester.ts';
import { flatRequests, type MultiSearchBody, type SearchClient } from './types.ts';

export type CreateSearchClientOptions = {
  /** Where the embedded index comes from (only used without hosted search). */
  loadIndex: () => Promise<SerializedIndex | SearchIndex>;
  /** The shopper's clock, for the sold-cars window (default: the real time). */
  now?: () => Date;
  /** Hosted search only: replaces the network (tests). */
  requester?: Requester;
};

/** The platform's islands count facets disjunctively in one answer: they opt in, whichever service answers. */
export const ISLAND_FACET_COUNTING = 'disjunctive' as const;

/**
 * The search client for a tenant's islands: hosted Algolia when `search.service` has credentials, else the embedded
 * engine over the tenant's static index. Every request gets the tenant's base filter (visibility, default filter,
 * price rule for price-ascending sorts), so islands only send what the shopper chose; facets refined in
 * `facetFilters` are counted without their own refinement (ISLAND_FACET_COUNTING, asked for explicitly: neither
 * client does it by default). For Algolia's own libraries use createEmbeddedSearchClient or the lite client.
 * @example const { client, indexName } = createSearchClient(tenant.search, { loadIndex: () => fetch('/search-index.json').then((r) => r.json()) });
 */
export function createSearchClient(config: SearchConfig, options: CreateSearchClientOptions): { client: SearchClient; indexName: string } {
  const indexName = baseIndexName(config.service);
  const { service } = config;
  // algoliasearch loads only for tenants with hosted search, on their first search: the embedded tenants'
  // pages never fetch it. A failed load is tried again on the next search.
  let inner: Promise<SearchClient> | null = null;
  const client = (): Promise<SearchClient> =>
    (inner ??=
      service.kind === 'algolia'
        ? import('./algolia-client.ts').then(
            ({ createAlgoliaSearchClient }) =>
              createAlgoliaSearchClient(service, { facetCounting: ISLAND_FACET_COUNTING, ...(options.requester ? { requester: options.requester } : {}) }),
            (error: unknown) => {
              inner = null;
              throw error;
            },
          )
        : Promise.resolve(createEmbeddedSearchClient({ loadIndex: options.loadIndex, engine: { facetCounting: ISLAND_FACET_COUNTING } })));
  const search = async (body: MultiSearchBody) => {
    const now = options.now?.() ?? new Date();
    const requests = flatRequests(body).map((request) => withVisibility(request, indexName, config, now));
    return (await client()).search({ requests });
  };
  return { client: { search, searchForHits: search }, indexName };
}
