import type { SearchState } from './url-state.ts';

/** What a search result is cached by (spec 1 section 4): offset, query, sort and filters. */
export type ResultsCacheKey = {
  offset: number;
  query: string;
  sort: string;
  /** Filter attribute -> chosen values (order of attributes and of values does not matter). */
  filters: Readonly<Record<string, readonly (string | number | boolean)[] | string | number | boolean | null | undefined>>;
};

/**
 * A stable string for a cache key: the same search in any attribute or value order gives the same string;
 * empty filters are dropped.
 * @example resultsCacheKey({ offset: 0, query: 'Hilux ', sort: 'relevance', filters: { make: ['Toyota'], model: [] } })
 * // '{"offset":0,"query":"hilux","sort":"relevance","filters":[["make",["Toyota"]]]}'
 */
export function resultsCacheKey(key: ResultsCacheKey): string {
  const filters = Object.entries(key.filters)
    .map(([name, value]) => [name, (Array.isArray(value) ? value : value == null ? [] : [value]).map(String).sort()] as const)
    .filter(([, values]) => values.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify({ offset: key.offset, query: key.query.trim().toLowerCase(), sort: key.sort, filters });
}

/**
 * The cache key of a search state's page: offset, query, sort, and refinements and ranges as filters (a range as
 * `min-max`, either end possibly empty).
 * @example stateCacheKey({ query: '', page: 2, sortBy: 'latest', refinements: { make: ['Kia'] }, ranges: { price: { min: 5000, max: null } } }, 21)
 * // { offset: 21, query: '', sort: 'latest', filters: { make: ['Kia'], price: '5000-' } }
 */
export function stateCacheKey(state: SearchState, pageSize: number): ResultsCacheKey {
  const ranges = Object.entries(state.ranges).map(([attribute, range]) => [attribute, range ? `${range.min ?? ''}-${range.max ?? ''}` : null] as const);
  return { offset: (state.page - 1) * pageSize, query: state.query, sort: state.sortBy, filters: { ...state.refinements, ...Object.fromEntries(ranges) } };
}

export type ResultsCache<T> = {
  get(key: ResultsCacheKey): T | undefined;
  set(key: ResultsCacheKey, value: T): void;
  readonly size: number;
  clear(): void;
};

/**
 * A bounded cache of search results that drops the least recently used entry when full (spec 1 section 4:
 * "the cache is bounded and drops the oldest"); reading an entry makes it the newest.
 * @example const cache = createResultsCache<SearchResponse>(tenant.search.cacheSize)
 */
export function createResultsCache<T>(maxEntries: number): ResultsCache<T> {
  if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError(`maxEntries must be a whole number of at least 1, got ${maxEntries}`);
  const entries = new Map<string, T>();
  return {
    get(key) {
      const id = resultsCacheKey(key);
      if (!entries.has(id)) return undefined;
      const value = entries.get(id)!;
      entries.delete(id);
      entries.set(id, value);
      return value;
    },
    set(key, value) {
      const id = resultsCacheKey(key);
      entries.delete(id);
      entries.set(id, value);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
