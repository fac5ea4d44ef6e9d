import { DEFAULT_PAGINATION_LIMIT, FACET_ATTRIBUTES, SEARCH_ATTRIBUTES, type AttributeName } from './attributes.ts';
import { countFacet, countRowFacets, type CountedFacet, type DocList, type FacetStats } from './engine/facets.ts';
import { hitsOf, pageDocs, retrievedAttributes, sortOrder } from './engine/hits.ts';
import { checkParamNames, encodeParams, SearchError, type SearchParams, type SearchRequest } from './engine/params.ts';
import { compileFilters, type Clause } from './engine/clauses.ts';
import { andInto, andNotInto, countDocs, fullBitset, listDocs, notInto, type Bitset } from './index/bitset.ts';
import { matchQuery, textIndexOf } from './index/text-index.ts';
import type { SearchIndex } from './index/types.ts';
import type { SearchHit } from './record.ts';
import { resolveReplica } from './replicas.ts';

export { SearchError, type SearchParams, type SearchRequest };
export type { FacetStats };

/** Algolia's search response for one query. */
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
  exhaustiveFacetsCount: true;
  exhaustiveNbHits: true;
  exhaustive: { facetsCount: true; nbHits: true; typo: true };
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
};

export type EngineOptions = {
  /**
   * Count each facet that has a selection in `facetFilters` without that selection, so choosing Toyota still
   * shows Ford's count (default true). It applies to `facetFilters` groups whose filters are all positive
   * `facet:value` on one facet, the way InstantSearch sends refinements; `filters` and `numericFilters` always
   * narrow every count. Hosted Algolia counts conjunctively; `false` behaves like it (the Algolia client
   * wrapper then adds the per-facet queries InstantSearch would send).
   */
  disjunctiveFacets?: boolean;
  /** Most hits reachable by paging (Algolia's `paginationLimitedTo`, default 1000). */
  paginationLimit?: number;
  /** Milliseconds clock for `processingTimeMS` (domain code reads no clock of its own); default reports 0. */
  clock?: () => number;
};

const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_MAX_VALUES_PER_FACET = 100;

function facetNames(index: SearchIndex, list: readonly string[]): AttributeName[] {
  const names = list.includes('*') ? FACET_ATTRIBUTES : (list as AttributeName[]);
  return names.filter((name) => SEARCH_ATTRIBUTES[name]?.facet === 'facet' && index.columns.has(name));
}

function intersect(size: number, clauses: readonly Clause[], skip: string | null): Bitset {
  const bits = fullBitset(size);
  for (const clause of clauses) if (skip === null || clause.refines !== skip) andInto(bits, clause.bits);
  return bits;
}

/** The documents of a set, listed directly or, when the set holds most of the index, as its complement. */
function docList(index: SearchIndex, bits: Bitset, out: Uint32Array): DocList {
  if (countDocs(bits) * 2 <= index.size) return { docs: out, n: listDocs(bits, out), complement: false };
  return { docs: out, n: listDocs(notInto(bits.slice(), index.size), out), complement: true };
}

function countFacets(index: SearchIndex, names: readonly AttributeName[], clauses: readonly Clause[], result: Bitset, maxValues: number) {
  const counted = new Map<string, CountedFacet>();
  // Facets without a selection share the result's document list; a refined facet counts without its own selection.
  const refined = new Set(clauses.map((clause) => clause.refines).filter((name) => name !== null));
  const shared = names.filter((name) => !refined.has(name));
  const resultList = shared.length ? docList(index, result, index.scratch.docs) : null;
  const inRows = new Set(shared.filter((name) => index.rows.names.includes(name)));
  // Several small facets: one pass over the rows counts them all.
  if (resultList && inRows.size >= 3) for (const [name, facet] of countRowFacets(index.rows, index.columns, resultList, inRows, maxValues)) counted.set(name, facet);
  for (const name of names) {
    const column = index.columns.get(name);
    if (!column || column.kind === 'text' || counted.has(name)) continue;
    const list = refined.has(name) ? docList(index, intersect(index.size, clauses, name), index.scratch.refinedDocs) : resultList!;
    counted.set(name, countFacet(column, list, maxValues));
  }
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, FacetStats> = {};
  for (const name of names) {
    const facet = counted.get(name);
    if (!facet) continue;
    facets[name] = facet.values;
    if (facet.stats) stats[name] = facet.stats;
  }
  return { facets, stats };
}

/**
 * Answers one Algolia search request from an index: text query, `filters`, `facetFilters`, `numericFilters`,
 * facet counts and numeric stats, paging (`page`/`hitsPerPage` or `offset`/`length`) and `attributesToRetrieve`.
 * The index name picks the order: the base name is "most relevant" (custom rank), suffixes pick replicas
 * (`_latest`, `_price_asc`, `_price_desc`, `_km_asc`, `_subscription_asc`).
 * @example searchIndex(index, { indexName: 'cars_price_asc', query: 'hilux', facetFilters: [['make:Toyota']], facets: ['*'] })
 */
export function searchIndex(index: SearchIndex, request: Readonly<Partial<SearchRequest>>, options: EngineOptions = {}): SearchResponse {
  const started = options.clock?.() ?? 0;
  const { indexName = index.name, ...raw } = request;
  const sort = resolveReplica(index.name, indexName);
  if (sort === null) throw new SearchError(`Index "${indexName}" does not exist`, 404);
  // Names only: value types are checked where untrusted requests come in (engine/validate-params.ts).
  const params = checkParamNames(raw);

  const clauses = compileFilters(index, params, options.disjunctiveFacets ?? true);
  const text = params.query ? matchQuery(textIndexOf(index), params.query, index.size) : null;
  if (text) clauses.push({ bits: text.all, refines: null });
  const result = intersect(index.size, clauses, null);
  const nbHits = countDocs(result);

  const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  const page = params.page ?? 0;
  const start = params.offset ?? page * hitsPerPage;
  const wanted = params.offset === undefined ? hitsPerPage : (params.length ?? hitsPerPage);
  const reachable = Math.min(nbHits, options.paginationLimit ?? DEFAULT_PAGINATION_LIMIT);
  const end = Math.min(start + wanted, reachable);
  let docs: number[] = [];
  if (start < end) {
    // The relevance index ranks matches without a typo before those with one; replicas rank by their attribute.
    const clean = text && sort === 'relevance' ? andInto(text.clean.slice(), result) : null;
    const tiers = clean ? [clean, andNotInto(result.slice(), clean)] : [result];
    docs = pageDocs(sortOrder(index, sort), tiers, start, end);
  }

  const facetList = params.facets === undefined ? [] : typeof params.facets === 'string' ? [params.facets] : params.facets;
  const names = facetNames(index, facetList);
  const counted = facetList.length ? countFacets(index, names, clauses, result, params.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET) : null;
  return {
    hits: hitsOf(index, docs, retrievedAttributes(index, params.attributesToRetrieve)),
    nbHits,
    page: params.offset === undefined ? page : hitsPerPage ? Math.floor(start / hitsPerPage) : 0,
    nbPages: hitsPerPage ? Math.ceil(reachable / hitsPerPage) : 0,
    hitsPerPage,
    ...(params.offset === undefined ? {} : { offset: start, length: wanted }),
    ...(counted ? { facets: counted.facets, ...(Object.keys(counted.stats).length ? { facets_stats: counted.stats } : {}) } : {}),
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true, typo: true },
    processingTimeMS: options.clock ? Math.round(options.clock() - started) : 0,
    query: params.query ?? '',
    params: encodeParams(raw),
    index: indexName,
  };
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
  if (!body || !Array.isArray(body.requests)) throw new SearchError('requests: expected a list of search requests');
  return {
    results: body.requests.map((request) => {
      const indexName = request?.indexName;
      if (typeof indexName !== 'string') throw new SearchError('indexName: expected the name of an index');
      const index = list.find((candidate) => resolveReplica(candidate.name, indexName) !== null);
      if (!index) throw new SearchError(`Index "${indexName}" does not exist`, 404);
      return searchIndex(index, request, options);
    }),
  };
}
