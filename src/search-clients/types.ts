import { SearchError, type SearchRequest, type SearchResponse } from '#src/domain/search/engine.ts';
import { decodeParams } from '#src/domain/search/engine/params.ts';

/** algoliasearch v4's request form, which the lite client still accepts: parameters under `params` (object or url-encoded). */
export type LegacySearchRequest = { indexName: string; params?: Record<string, unknown> | string };

export type MultiSearchBody = { requests: readonly SearchRequest[] } | readonly (SearchRequest | LegacySearchRequest)[];

/**
 * The surface the search islands use: algoliasearch's lite client `search` / `searchForHits`. Both the embedded
 * engine and hosted Algolia provide it, and one contract test suite covers both (src/search/contract.test.ts).
 * Failures reject with an error carrying Algolia's `status` (400 bad parameters, 404 unknown index).
 */
export type SearchClient = {
  search(body: MultiSearchBody): Promise<{ results: SearchResponse[] }>;
  searchForHits(body: MultiSearchBody): Promise<{ results: SearchResponse[] }>;
};

/** Turns either request form into flat requests `{ indexName, ...params }`; a body of another shape is a 400. */
export function flatRequests(body: MultiSearchBody): SearchRequest[] {
  const list = Array.isArray(body)
    ? (body as readonly (SearchRequest | LegacySearchRequest)[])
    : (body as { requests?: readonly SearchRequest[] } | null)?.requests;
  if (!Array.isArray(list) || list.some((request) => !request || typeof request !== 'object' || Array.isArray(request))) {
    throw new SearchError('Invalid value for "requests" parameter, expected array of search requests');
  }
  return list.map((request) => {
    const { params, ...rest } = request as LegacySearchRequest & Record<string, unknown>;
    if (params === undefined) return rest as SearchRequest;
    return { ...(typeof params === 'string' ? decodeParams(params) : params), ...rest } as SearchRequest;
  });
}
