import type { FilterList } from '../filters/facet-filters.ts';

/** A search that cannot be answered: bad parameters (400) or an unknown index (404), with Algolia's status codes. */
export class SearchError extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.name = 'SearchError';
    this.status = status;
  }
}

/** Algolia parameters accepted and ignored (highlighting, analytics, personalisation): sent by InstantSearch, no effect here. */
export const IGNORED_PARAMS = [
  'analytics', 'analyticsTags', 'attributesToHighlight', 'attributesToSnippet', 'clickAnalytics', 'distinct', 'enableABTest',
  'enablePersonalization', 'enableReRanking', 'enableRules', 'explain', 'facetingAfterDistinct', 'getRankingInfo',
  'highlightPostTag', 'highlightPreTag', 'maxFacetHits', 'percentileComputation', 'personalizationImpact', 'responseFields',
  'ruleContexts', 'snippetEllipsisText', 'sortFacetValuesBy', 'synonyms', 'tagFilters', 'userToken', 'replaceSynonymsInHighlight',
  'restrictHighlightAndSnippetArrays', 'advancedSyntax', 'removeWordsIfNoResults', 'queryType', 'typoTolerance', 'type',
] as const;

/** Algolia parameters this engine answers. */
export const ANSWERED_PARAMS = [
  'query', 'filters', 'facetFilters', 'numericFilters', 'facets', 'hitsPerPage', 'page', 'offset', 'length', 'attributesToRetrieve', 'maxValuesPerFacet',
] as const;

const KNOWN = new Set<string>([...ANSWERED_PARAMS, ...IGNORED_PARAMS]);

/** Algolia search parameters this engine answers (others Algolia knows are accepted and ignored). */
export type SearchParams = {
  query?: string;
  filters?: string;
  facetFilters?: FilterList;
  numericFilters?: FilterList;
  /** Facets to count: names, or `['*']` for every facet. */
  facets?: string | readonly string[];
  hitsPerPage?: number;
  page?: number;
  offset?: number;
  length?: number;
  attributesToRetrieve?: string | readonly string[];
  maxValuesPerFacet?: number;
  [ignored: string]: unknown;
};

/** One request of a multi-query: the index (or replica) name plus its parameters. */
export type SearchRequest = SearchParams & { indexName: string };

/**
 * The engine's own check, cheap enough for the browser: parameter names it knows and a default search type.
 * Keys set to undefined count as absent (clients spread `{ facet: undefined, ... }`). Value types are checked where
 * untrusted input comes in (validateSearchParams in ./validate-params.ts: the CLI and the hosted-search requester);
 * the islands build their requests themselves.
 * @example checkParamNames({ colour: 'red' }) // throws SearchError('Unknown parameter: colour')
 */
export function checkParamNames(params: Readonly<Record<string, unknown>>): SearchParams {
  const present: Record<string, unknown> = {};
  const unknown: string[] = [];
  for (const key in params) {
    if (params[key] === undefined) continue;
    present[key] = params[key];
    if (!KNOWN.has(key)) unknown.push(key);
  }
  if (unknown.length) throw new SearchError(`Unknown parameter: ${unknown.join(', ')}`);
  const { type } = present;
  if (type !== undefined && type !== 'default') throw new SearchError(`type: only "default" searches are supported, not "${String(type)}" (no search for facet values)`);
  return present as SearchParams;
}

/**
 * Algolia's url-encoded `params` string of a request, as echoed in responses (lists as JSON).
 * @example encodeParams({ query: 'hilux', hitsPerPage: 21 }) // 'query=hilux&hitsPerPage=21'
 */
export function encodeParams(params: Readonly<Record<string, unknown>>): string {
  return Object.entries(params)
    .filter(([key, value]) => key !== 'indexName' && value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}

/**
 * Reads a url-encoded `params` string back into parameters (JSON values where they parse, strings otherwise).
 * @example decodeParams('query=hilux&hitsPerPage=21') // { query: 'hilux', hitsPerPage: 21 }
 */
export function decodeParams(encoded: string): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const part of encoded.split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const key = decodeURIComponent((at < 0 ? part : part.slice(0, at)).replace(/\+/g, ' '));
    const raw = at < 0 ? '' : decodeURIComponent(part.slice(at + 1).replace(/\+/g, ' '));
    params[key] = key === 'query' || key === 'filters' ? raw : parseValue(raw);
  }
  return params;
}

function parseValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
