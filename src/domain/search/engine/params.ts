import type { FilterList } from '../filters/facet-filters.ts';
import { PARAM_RULES } from './param-rules.ts';

/** A search that cannot be answered: bad parameters (400) or an unknown index (404), with Algolia's status codes. */
export class SearchError extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.name = 'SearchError';
    this.status = status;
  }
}

/** Algolia search parameters this engine answers (see PARAM_RULES for every parameter Algolia knows). */
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
  /** Attributes whose `_highlightResult` each hit carries (none by default: the index sets `attributesToHighlight: []`). */
  attributesToHighlight?: string | readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** Top-level response fields to return (`*` for all); `message` always comes back. */
  responseFields?: string | readonly string[];
  /** Adds a `queryID` to the response. */
  clickAnalytics?: boolean;
  /** true or 'strict' (default): one typo from 5 letters; false: none; 'min': only the fewest typos found. */
  typoTolerance?: boolean | 'true' | 'false' | 'min' | 'strict';
  [ignored: string]: unknown;
};

/** One request of a multi-query: the index (or replica) name plus its parameters. */
export type SearchRequest = SearchParams & { indexName: string };

/**
 * Checks a request's parameters as Algolia does: names Algolia knows (else 'Unknown parameter: x'), value types and
 * bounds ('Invalid value for "hitsPerPage" parameter, expected integer between 0 and 1000'), and, for parameters the
 * engine does not compute, that the value leaves Algolia's answer as it is (else a 400 saying why). Keys set to
 * undefined count as absent (clients spread `{ facet: undefined, ... }`). Cheap enough for every search in the browser.
 * @example checkParams({ colour: 'red' }) // throws SearchError('Unknown parameter: colour')
 * @example checkParams({ hitsPerPage: 5000 }) // throws SearchError('Invalid value for "hitsPerPage" parameter, expected integer between 0 and 1000')
 */
export function checkParams(params: Readonly<Record<string, unknown>>): SearchParams {
  const present: Record<string, unknown> = {};
  const unknown: string[] = [];
  for (const key in params) {
    if (params[key] === undefined) continue;
    present[key] = params[key];
    if (!Object.hasOwn(PARAM_RULES, key)) unknown.push(key);
  }
  if (unknown.length) throw new SearchError(`Unknown parameter: ${unknown.join(', ')}`);
  for (const key in present) {
    const rule = PARAM_RULES[key]!;
    const expected = rule.check(present[key]);
    if (expected !== null) throw new SearchError(`Invalid value for "${key}" parameter, expected ${expected}`);
    if (typeof rule.use === 'object' && !rule.use.when(present[key], present)) {
      throw new SearchError(`${key}: ${JSON.stringify(present[key])} is not supported by the embedded search (${rule.use.why})`);
    }
  }
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
