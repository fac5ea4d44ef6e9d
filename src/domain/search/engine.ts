import { DEFAULT_PAGINATION_LIMIT, type AttributeName } from './attributes.ts';
import { countFacets, facetNames, intersect } from './engine/count-facets.ts';
import type { FacetStats } from './engine/facets.ts';
import { highlightQuery } from './engine/highlight.ts';
import { highlightedAttributes, hitsOf, pageDocs, retrievedAttributes, sortOrder, withHighlights } from './engine/hits.ts';
import { checkParams, encodeParams, SearchError, type SearchParams, type SearchRequest } from './engine/params.ts';
import { compileFilters } from './engine/clauses.ts';
import { andInto, andNotInto, countDocs, type Bitset } from './index/bitset.ts';
import { matchQuery, textIndexOf } from './index/text-index.ts';
import type { SearchIndex } from './index/types.ts';
import type { SearchHit } from './record.ts';
import { resolveReplica } from './replicas.ts';
import { queryIdOf, shapeResponse } from './engine/response.ts';

export { SearchError, type SearchParams, type SearchRequest };
export type { FacetStats };

/** Algolia's search response for one query (the fields this engine returns). */
export type SearchResponse = {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  offset?: number;
  length?: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  /** Only when facets were asked for. */
  exhaustiveFacetsCount?: true;
  exhaustiveNbHits: true;
  /** Left out when typo tolerance is off, as Algolia does. */
  exhaustiveTypo?: true;
  exhaustive: { nbHits: true; typo?: true; facetsCount?: true; facetValues?: boolean };
  /** With `clickAnalytics: true`. */
  queryID?: string;
  /** Algolia's warning, e.g. for a page past the pagination limit. */
  message?: string;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
};

export type EngineOptions = {
  /**
   * How facets are counted. `'filtered'` (default) is hosted Algolia's answer: every facet counted over the
   * filtered result; InstantSearch and algoliasearch-helper get disjunctive counts by sending one more query per
   * refined facet. `'disjunctive'` is an opt-in that is NOT Algolia's answer: a facet refined by a `facetFilters`
   * group of positive `facet:value` filters on that one facet is counted without that group, in the same query
   * (choosing Toyota still shows Ford's count); `filters` and `numericFilters` still narrow every count. The
   * platform's own search island asks for it (src/search-clients/create-search-client.ts); Algolia's libraries must not.
   */
  facetCounting?: 'filtered' | 'disjunctive';
  /** Most hits reachable by paging (Algolia's `paginationLimitedTo`, default 1000). */
  paginationLimit?: number;
  /** Milliseconds clock for `processingTimeMS` (domain code reads no clock of its own); default reports 0. */
  clock?: () => number;
};

const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_MAX_VALUES_PER_FACET = 100;
/** Algolia's answer for a page that starts at or past `paginationLimitedTo`. */
export const PAGINATION_LIMIT_MESSAGE = (limit: number) =>
  `you can only fetch the ${limit} hits for this query. You can extend the number of hits returned via the paginationLimitedTo index parameter or use the browse method. You can read our FAQ for more details about browsing: https://www.algolia.com/doc/faq/index-configuration/how-can-i-retrieve-all-the-records-in-my-index`;

/** The text query's documents, as typo tolerance allows them: all matches, those without a typo, or the fewest typos found. */
function textMatches(index: SearchIndex, params: SearchParams): { all: Bitset; clean: Bitset } | null {
  const text = params.query ? matchQuery(textIndexOf(index), params.query, index.size) : null;
  if (!text) return null;
  const tolerance = params.typoTolerance ?? true;
  if (tolerance === false || tolerance === 'false') return { all: text.clean, clean: text.clean };
  if (tolerance === 'min' && countDocs(text.clean) > 0) return { all: text.clean, clean: text.clean };
  return text;
}

/**
 * Answers one Algolia search request from an index, as hosted Algolia answers it for the index settings the
 * platform pushes (scripts/lib/search/algolia-push.ts): text query, `filters`, `facetFilters`, `numericFilters`, facet
 * counts over the filtered result and numeric stats, paging (`page`/`hitsPerPage` or `offset`/`length`, up to the
 * pagination limit), `attributesToRetrieve`, `attributesToHighlight`, `responseFields`, `clickAnalytics`,
 * `typoTolerance`; every other Algolia parameter is accepted only where it leaves the answer as it is (engine/param-rules.ts).
 * The index name picks the order: the base name is "most relevant" (custom rank), suffixes pick replicas
 * (`_latest`, `_price_asc`, `_price_desc`, `_km_asc`, `_subscription_asc`).
 * @example searchIndex(index, { indexName: 'cars_price_asc', query: 'hilux', facetFilters: [['make:Toyota']], facets: ['*'] })
 */
export function searchIndex(index: SearchIndex, request: Readonly<Partial<SearchRequest>>, options: EngineOptions = {}): SearchResponse {
  const started = options.clock?.() ?? 0;
  const { indexName = index.name, ...raw } = request;
  const sort = resolveReplica(index.name, indexName);
  if (sort === null) throw new SearchError(`Index ${indexName} does not exist`, 404);
  const params = checkParams(raw);

  const clauses = compileFilters(index, params, options.facetCounting === 'disjunctive');
  const text = textMatches(index, params);
  if (text) clauses.push({ bits: text.all, refines: null });
  const result = intersect(index.size, clauses, null);

  const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  const page = params.page ?? 0;
  const start = params.offset ?? page * hitsPerPage;
  const wanted = params.offset === undefined ? hitsPerPage : (params.length ?? hitsPerPage);
  const limit = options.paginationLimit ?? DEFAULT_PAGINATION_LIMIT;
  const beyondLimit = start >= limit && wanted > 0;
  const nbHits = beyondLimit ? 0 : countDocs(result);
  const reachable = Math.min(nbHits, limit);
  const end = Math.min(start + wanted, reachable);
  let docs: number[] = [];
  if (start < end) {
    // The relevance index ranks matches without a typo before those with one; replicas rank by their attribute.
    const clean = text && sort === 'relevance' ? andInto(text.clean.slice(), result) : null;
    const tiers = clean ? [clean, andNotInto(result.slice(), clean)] : [result];
    docs = pageDocs(sortOrder(index, sort), tiers, start, end);
  }

  const facetList = params.facets === undefined ? [] : typeof params.facets === 'string' ? [params.facets] : params.facets;
  const names: AttributeName[] = beyondLimit ? [] : facetNames(index, facetList);
  const counted = facetList.length ? countFacets(index, names, clauses, result, params.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET) : null;
  let hits = hitsOf(index, docs, retrievedAttributes(index, params.attributesToRetrieve));
  const highlighted = params.attributesToHighlight === undefined ? [] : highlightedAttributes(index, params.attributesToHighlight);
  if (highlighted.length) {
    const typos = params.typoTolerance !== false && params.typoTolerance !== 'false';
    hits = withHighlights(
      index,
      docs,
      hits,
      highlighted,
      highlightQuery(params.query ?? '', { preTag: params.highlightPreTag, postTag: params.highlightPostTag, typos }),
    );
  }
  const typoOff = params.typoTolerance === false || params.typoTolerance === 'false';
  const response: SearchResponse = {
    hits,
    nbHits,
    page: params.offset === undefined ? page : hitsPerPage ? Math.floor(start / hitsPerPage) : 0,
    nbPages: hitsPerPage ? Math.ceil(reachable / hitsPerPage) : 0,
    hitsPerPage,
    ...(params.offset === undefined ? {} : { offset: start, length: wanted }),
    ...(counted
      ? { facets: counted.facets, ...(Object.keys(counted.stats).length ? { facets_stats: counted.stats } : {}), exhaustiveFacetsCount: true as const }
      : {}),
    exhaustiveNbHits: true,
    ...(typoOff ? {} : { exhaustiveTypo: true as const }),
    exhaustive: {
      nbHits: true,
      ...(typoOff ? {} : { typo: true as const }),
      ...(counted ? { facetsCount: true as const, facetValues: counted.complete } : {}),
    },
    ...(params.clickAnalytics ? { queryID: queryIdOf(indexName, raw) } : {}),
    ...(beyondLimit ? { message: PAGINATION_LIMIT_MESSAGE(limit) } : {}),
    processingTimeMS: options.clock ? Math.round(options.clock() - started) : 0,
    query: params.query ?? '',
    params: encodeParams(raw),
    index: indexName,
  };
  return shapeResponse(response, params.responseFields);
}

/**
 * Algolia's multi-query: each request names its index (a base index or one of its replicas); answers come
 * back in request order. Any failing request fails the call, as with Algolia's default strategy.
 * @example multiSearch([index], { requests: [{ indexName: 'cars', hitsPerPage: 10, filters: 'make:Kia' }] }).results[0].nbHits
 */
export function multiSearch(
  indexes: SearchIndex | readonly SearchIndex[],
  body: { requests: readonly Readonly<SearchRequest>[] },
  options: EngineOptions = {},
): { results: SearchResponse[] } {
  const list: readonly SearchIndex[] = Array.isArray(indexes) ? indexes : [indexes as SearchIndex];
  if (!body || !Array.isArray(body.requests)) throw new SearchError('Invalid value for "requests" parameter, expected array of search requests');
  return {
    results: body.requests.map((request) => {
      const indexName = request?.indexName;
      if (typeof indexName !== 'string') throw new SearchError('Invalid value for "indexName" parameter, expected string');
      const index = list.find((candidate) => resolveReplica(candidate.name, indexName) !== null);
      if (!index) throw new SearchError(`Index ${indexName} does not exist`, 404);
      return searchIndex(index, request, options);
    }),
  };
}
