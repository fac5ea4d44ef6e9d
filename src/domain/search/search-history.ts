// Recent search history (spec 2 sections 3 and 9): the shopper's last searches on a site, filters plus path, kept in
// the shopper's browser under the site's own key.
import type { SearchState } from './url-state.ts';

/** "Search history keeps 5 entries." */
export const SEARCH_HISTORY_LIMIT = 5;

export type SearchHistoryEntry = {
  /** The search's URL (path and query string), as the address bar shows it. */
  path: string;
  /** The filters: facet values by attribute, and ranges as `{ min, max }`. */
  filters: Record<string, string[] | { min: number | null; max: number | null }>;
};

/** @example searchHistoryKey('harbour-toyota') // 'harbour-toyota:recent-searches' */
export const searchHistoryKey = (siteSlug: string): string => `${siteSlug}:recent-searches`;

/**
 * The entry for a search: its URL and its filters (empty ones left out).
 * @example searchHistoryEntry('/search/used-cars?make=Kia', state) // { path: '/search/used-cars?make=Kia', filters: { car_type: ['used'], make: ['Kia'] } }
 */
export function searchHistoryEntry(path: string, state: Pick<SearchState, 'refinements' | 'ranges'>): SearchHistoryEntry {
  const filters: SearchHistoryEntry['filters'] = {};
  for (const [attribute, values] of Object.entries(state.refinements)) if (values.length) filters[attribute] = [...values];
  for (const [attribute, range] of Object.entries(state.ranges)) if (range && (range.min !== null || range.max !== null)) filters[attribute] = { ...range };
  return { path, filters };
}

/**
 * The history after a search: it goes first (once: a repeat moves up), the oldest drop off past 5.
 * @example addSearch(history, entry).length // at most 5
 */
export function addSearch(history: readonly SearchHistoryEntry[], entry: SearchHistoryEntry, limit = SEARCH_HISTORY_LIMIT): SearchHistoryEntry[] {
  return [entry, ...history.filter((item) => item.path !== entry.path)].slice(0, limit);
}

/** Reads a stored history; anything malformed reads as empty, and a longer list (an older version) is cut to 5. */
export function readSearchHistory(raw: string | null): SearchHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (item): item is SearchHistoryEntry =>
          typeof item === 'object' && item !== null && typeof item.path === 'string' && typeof item.filters === 'object' && item.filters !== null,
      )
      .slice(0, SEARCH_HISTORY_LIMIT);
  } catch {
    return [];
  }
}
