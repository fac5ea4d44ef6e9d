// Every Algolia search parameter (algoliasearch v5's SearchParamsObject), and what the embedded engine does with it:
// - answered: the engine computes Algolia's answer for it;
// - ignored: Algolia's answer would not change for this index (no rules, synonyms, A/B tests, personalisation or
//   distinct attribute are configured; the ranking has no exact, proximity or attribute criterion), so any valid
//   value is accepted;
// - ignored only for the values that leave the answer as it is (`neutral`); any other value is a 400 that says so,
//   never a silent difference.
// Names Algolia does not know are a 400 'Unknown parameter: <name>', as Algolia answers them.
import { SEARCHABLE_ATTRIBUTES } from '../attributes.ts';

/** What a value should be, in the words of Algolia's errors ('Invalid value for "x" parameter, expected <what>'), or null when it is fine. */
type Check = (value: unknown) => string | null;
/** A value the engine answers as Algolia would; anything else gets `why` in a 400. */
type Neutral = { when: (value: unknown, params: Readonly<Record<string, unknown>>) => boolean; why: string };
export type ParamRule = { check: Check; use: 'answered' | 'ignored' | Neutral };

const isString = (value: unknown): value is string => typeof value === 'string';
const isList = (value: unknown): value is unknown[] => Array.isArray(value);
const string: Check = (value) => (isString(value) ? null : 'string');
const boolean: Check = (value) => (typeof value === 'boolean' ? null : 'boolean');
const integer =
  (min: number, max = Infinity): Check =>
  (value) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max
      ? null
      : max === Infinity
        ? `integer >= ${min}`
        : `integer between ${min} and ${max}`;
const strings: Check = (value) => (isString(value) || (isList(value) && value.every(isString)) ? null : 'string or array of strings');
const filterList: Check = (value) =>
  isString(value) || (isList(value) && value.every((item) => isString(item) || (isList(item) && item.every(isString))))
    ? null
    : 'string or array of strings and arrays of strings';
const either =
  (...checks: Check[]): Check =>
  (value) =>
    checks.some((check) => check(value) === null) ? null : checks.map((check) => check(value)).join(' or ');
const oneOf =
  (...allowed: readonly unknown[]): Check =>
  (value) =>
    allowed.includes(value) ? null : allowed.map((item) => JSON.stringify(item)).join(', ');
const anything: Check = () => null;

const empty = (value: unknown) => value === null || value === '' || (isList(value) && value.length === 0);
const neutral = (when: Neutral['when'], why: string): Neutral => ({ when, why });
const onlyEmpty = (why: string) => neutral(empty, why);
const onlyFalse = (why: string) => neutral((value) => value === false || (isList(value) && value.length === 0), why);
const onlyValue = (kept: unknown, why: string) => neutral((value) => value === kept, why);
const queryBytes = (value: unknown) => (isString(value) ? new TextEncoder().encode(value).length : 0);
const listOf = (value: unknown): unknown[] => (isList(value) ? value : [value]);

const answered = (check: Check): ParamRule => ({ check, use: 'answered' });
const ignored = (check: Check): ParamRule => ({ check, use: 'ignored' });
const only = (check: Check, rule: Neutral): ParamRule => ({ check, use: rule });

/** Algolia's search parameters, by name. */
export const PARAM_RULES: Readonly<Record<string, ParamRule>> = {
  query: answered((value) => (!isString(value) ? 'string' : queryBytes(value) > 512 ? 'string shorter than 512 bytes' : null)),
  filters: answered(string),
  facetFilters: answered(filterList),
  numericFilters: answered(filterList),
  facets: answered(strings),
  hitsPerPage: answered(integer(0, 1000)),
  page: answered(integer(0)),
  offset: answered(integer(0)),
  length: answered(integer(0, 1000)),
  maxValuesPerFacet: answered(integer(0, 1000)),
  attributesToRetrieve: answered(strings),
  attributesToHighlight: answered(strings),
  highlightPreTag: answered(string),
  highlightPostTag: answered(string),
  responseFields: answered(strings),
  clickAnalytics: answered(boolean),
  typoTolerance: answered(either(boolean, oneOf('true', 'false', 'min', 'strict'))),
  type: only(string, onlyValue('default', 'only "default" searches are supported: no search for facet values')),

  // No analytics, A/B tests, personalisation, rules, re-ranking, synonyms or distinct attribute on this index.
  analytics: ignored(boolean),
  analyticsTags: ignored(strings),
  enableABTest: ignored(boolean),
  enablePersonalization: ignored(boolean),
  personalizationImpact: ignored(integer(0, 100)),
  userToken: ignored(string),
  percentileComputation: ignored(boolean),
  enableRules: ignored(boolean),
  ruleContexts: ignored(strings),
  enableReRanking: ignored(boolean),
  reRankingApplyFilter: ignored(either(filterList, (value) => (value === null ? null : 'null'))),
  synonyms: ignored(boolean),
  replaceSynonymsInHighlight: ignored(boolean),
  distinct: ignored(either(boolean, integer(0, 4))),
  facetingAfterDistinct: ignored(boolean),
  maxFacetHits: ignored(integer(1, 100)),
  snippetEllipsisText: ignored(string),
  // Languages matter for plurals, stop words and compounds, all off on this index.
  queryLanguages: ignored(strings),
  naturalLanguages: ignored(strings),
  decompoundQuery: ignored(boolean),
  // Criteria the index's ranking (typo, then custom rank) does not have.
  disableExactOnAttributes: ignored(strings),
  exactOnSingleWordQuery: ignored(oneOf('attribute', 'none', 'word')),
  alternativesAsExact: ignored(strings),
  minProximity: ignored(integer(1, 7)),
  attributeCriteriaComputedByMinProximity: ignored(boolean),
  relevancyStrictness: ignored(integer(0, 100)),
  sumOrFiltersScores: ignored(boolean),
  advancedSyntaxFeatures: ignored(strings),
  semanticSearch: ignored(anything),
  // Geo search without a centre or an area does nothing.
  aroundRadius: ignored(either(integer(1), oneOf('all'))),
  aroundPrecision: ignored(anything),
  minimumAroundRadius: ignored(integer(1)),

  attributesToSnippet: only(strings, onlyEmpty('snippets are not computed')),
  tagFilters: only(filterList, onlyEmpty('records carry no _tags')),
  optionalFilters: only(filterList, onlyEmpty('optional filters would change the ranking')),
  getRankingInfo: only(boolean, onlyFalse('no ranking information is computed')),
  explain: only(strings, onlyEmpty('no explanations are computed')),
  ignorePlurals: only(either(boolean, strings), onlyFalse('plurals are not ignored on this index')),
  removeStopWords: only(either(boolean, strings), onlyFalse('stop words are not removed on this index')),
  queryType: only(oneOf('prefixLast', 'prefixAll', 'prefixNone'), onlyValue('prefixLast', 'only the last word is a prefix')),
  removeWordsIfNoResults: only(oneOf('none', 'lastWords', 'firstWords', 'allOptional'), onlyValue('none', 'words are never removed')),
  mode: only(oneOf('keywordSearch', 'neuralSearch'), onlyValue('keywordSearch', 'keyword search only')),
  optionalWords: only(
    either(strings, (value) => (value === null ? null : 'null')),
    onlyEmpty('every query word is required'),
  ),
  allowTyposOnNumericTokens: only(boolean, onlyValue(false, 'numbers never match with a typo')),
  minWordSizefor1Typo: only(integer(0), onlyValue(5, 'one typo is allowed from 5 letters')),
  minWordSizefor2Typos: only(integer(0), onlyValue(100, 'two typos are never allowed')),
  disableTypoToleranceOnAttributes: only(
    strings,
    neutral((value) => listOf(value).every((name) => name === 'stocknum' || name === 'year'), 'only stock numbers and years match without typos'),
  ),
  restrictSearchableAttributes: only(
    strings,
    neutral(
      (value) => empty(value) || SEARCHABLE_ATTRIBUTES.every((name) => listOf(value).includes(name)),
      'the query always looks in every searchable attribute',
    ),
  ),
  advancedSyntax: only(
    boolean,
    neutral(
      (value, params) => value === false || !/(^|\s)-|"/.test(isString(params.query) ? params.query : ''),
      'quoted phrases and -exclusions are not supported',
    ),
  ),
  sortFacetValuesBy: only(oneOf('count', 'alpha'), onlyValue('count', 'facet values come by count')),
  restrictHighlightAndSnippetArrays: only(boolean, onlyValue(false, 'highlighted lists keep every item')),
  aroundLatLng: only(string, onlyEmpty('records carry no _geoloc')),
  aroundLatLngViaIP: only(boolean, onlyValue(false, 'records carry no _geoloc')),
  insideBoundingBox: only(anything, onlyEmpty('records carry no _geoloc')),
  insidePolygon: only(anything, onlyEmpty('records carry no _geoloc')),
  similarQuery: only(string, onlyEmpty('similar queries are not supported')),
  renderingContent: only(
    anything,
    neutral(() => false, 'rendering content is not returned'),
  ),
  ranking: only(
    strings,
    neutral(() => false, 'the ranking is fixed by the index and its replicas'),
  ),
  facetQuery: only(
    string,
    neutral(() => false, 'search for facet values is not supported'),
  ),
  facet: only(
    string,
    neutral(() => false, 'search for facet values is not supported'),
  ),
};
