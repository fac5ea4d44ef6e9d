import { z } from 'zod';
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

const filterList = z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))]);
const stringList = z.union([z.string(), z.array(z.string())]);

/** Algolia parameters accepted and ignored (highlighting, analytics, personalisation): sent by InstantSearch, no effect here. */
const IGNORED = [
  'analytics', 'analyticsTags', 'attributesToHighlight', 'attributesToSnippet', 'clickAnalytics', 'distinct', 'enableABTest',
  'enablePersonalization', 'enableReRanking', 'enableRules', 'explain', 'facetingAfterDistinct', 'getRankingInfo',
  'highlightPostTag', 'highlightPreTag', 'maxFacetHits', 'percentileComputation', 'personalizationImpact', 'responseFields',
  'ruleContexts', 'snippetEllipsisText', 'sortFacetValuesBy', 'synonyms', 'tagFilters', 'userToken', 'replaceSynonymsInHighlight',
  'restrictHighlightAndSnippetArrays', 'advancedSyntax', 'removeWordsIfNoResults', 'queryType', 'typoTolerance', 'type',
] as const;

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
  ...Object.fromEntries(IGNORED.map((name) => [name, z.unknown().optional()])),
});

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
 * Checks parameters and names the first problem the way a shopper-facing log can show it.
 * @example validateSearchParams({ hitsPerPage: -1 }) // throws SearchError('hitsPerPage: Too small: expected number to be >=0')
 */
export function validateSearchParams(params: Readonly<Record<string, unknown>>): SearchParams {
  // Keys set to undefined count as absent (clients spread `{ facet: undefined, ... }`).
  const present: Record<string, unknown> = {};
  for (const key in params) if (params[key] !== undefined) present[key] = params[key];
  const result = searchParamsSchema.safeParse(present);
  if (result.success) {
    const { type } = result.data as SearchParams;
    if (type !== undefined && type !== 'default') throw new SearchError(`type: only "default" searches are supported, not "${String(type)}" (no search for facet values)`);
    return result.data as SearchParams;
  }
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') throw new SearchError(`Unknown parameter: ${issue.keys.join(', ')}`);
  throw new SearchError(`${issue.path.join('.') || 'params'}: ${issue.message}`);
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
