import { z } from 'zod';
import { checkParamNames, IGNORED_PARAMS, SearchError, type SearchParams } from './params.ts';

// Kept out of the engine's own path: zod would be a large share of the search page's JavaScript, and the browser
// only sends requests the island built. Untrusted requests (CLI, the hosted-search requester) pass through here.
const filterList = z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))]);
const stringList = z.union([z.string(), z.array(z.string())]);

export const searchParamsSchema = z.strictObject({
  query: z.string().optional(),
  filters: z.string().optional(),
  facetFilters: filterList.optional(),
  numericFilters: filterList.optional(),
  facets: stringList.optional(),
  hitsPerPage: z.number().int().min(0).max(1000).optional(),
  page: z.number().int().min(0).optional(),
  offset: z.number().int().min(0).optional(),
  length: z.number().int().min(0).max(1000).optional(),
  attributesToRetrieve: stringList.optional(),
  maxValuesPerFacet: z.number().int().min(0).max(1000).optional(),
  ...Object.fromEntries(IGNORED_PARAMS.map((name) => [name, z.unknown().optional()])),
});

/**
 * Checks parameters from outside (names, then value types) and names the first problem the way a shopper-facing
 * log can show it.
 * @example validateSearchParams({ hitsPerPage: -1 }) // throws SearchError('hitsPerPage: Too small: expected number to be >=0')
 */
export function validateSearchParams(params: Readonly<Record<string, unknown>>): SearchParams {
  const present = checkParamNames(params);
  const result = searchParamsSchema.safeParse(present);
  if (result.success) return result.data as SearchParams;
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') throw new SearchError(`Unknown parameter: ${issue.keys.join(', ')}`);
  throw new SearchError(`${issue.path.join('.') || 'params'}: ${issue.message}`);
}

/**
 * A multi-query's requests checked one by one (each keeps its index name).
 * @example validateSearchRequests([{ indexName: 'cars', hitsPerPage: 'x' }]) // throws SearchError('hitsPerPage: ...')
 */
export function validateSearchRequests<T extends { indexName: string }>(requests: readonly T[]): T[] {
  return requests.map((request) => {
    if (!request || typeof request !== 'object') throw new SearchError('requests: expected a list of search requests');
    const { indexName, ...params } = request;
    return { indexName, ...validateSearchParams(params) } as unknown as T;
  });
}
