import { addSearch, readSearchHistory, searchHistoryEntry, searchHistoryKey } from '#src/domain/search/search-history.ts';
import type { SearchState } from '#src/domain/search/url-state.ts';

/**
 * Remembers a search in the site's recent search history (local storage, 5 entries; storage errors only logged,
 * like the other shopper records).
 */
export function rememberSearch(siteSlug: string, url: string, state: Pick<SearchState, 'refinements' | 'ranges'>): void {
  try {
    const key = searchHistoryKey(siteSlug);
    localStorage.setItem(key, JSON.stringify(addSearch(readSearchHistory(localStorage.getItem(key)), searchHistoryEntry(url, state))));
  } catch (error) {
    console.warn('search history not saved', error);
  }
}
