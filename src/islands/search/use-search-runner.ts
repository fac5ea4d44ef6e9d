import { useEffect, useRef } from 'react';
import { createResultsCache, stateCacheKey } from '#src/domain/search/results-cache.ts';
import type { SearchResponse } from '#src/domain/search/engine.ts';
import { searchRequest } from '#src/domain/search/request.ts';
import { baseIndexName } from '#src/domain/search/replicas.ts';
import { parseSearchUrl, searchUrl, type SearchState } from '#src/domain/search/url-state.ts';
import { createSearchClient } from '#src/search-clients/create-search-client.ts';
import { sendAnalyticsEvent } from '#src/stores/analytics.ts';
import type { SearchStore } from '#src/stores/search.ts';
import { rememberSearch } from '#src/stores/search-history.ts';
import type { SearchAppProps } from './SearchApp.tsx';

const SEARCH_VIEW_EVENT = 49;

async function loadIndex() {
  const response = await fetch('/search-index.json');
  if (!response.ok) throw new Error(`search index answered ${response.status}`);
  return response.json();
}

/**
 * Keeps URL, state and results in step: a state change pushes the URL and searches (cached per offset, query,
 * sort and filters; bounded, oldest dropped); back/forward restores the state without pushing. Returns the URL
 * of a page number for plain links.
 */
export function useSearchRunner(store: SearchStore, props: SearchAppProps): (page: number) => string {
  const { config } = props;
  const indexName = baseIndexName(config.service);
  const client = useRef<ReturnType<typeof createSearchClient> | null>(null);
  const cache = useRef(createResultsCache<SearchResponse>(config.cacheSize));
  const fromHistory = useRef(false);
  const latest = useRef(0);
  const paths = { usedCarVariant: config.usedCarVariantPath, dealershipPaths: Boolean(props.vocabulary.dealerships) };

  useEffect(() => {
    client.current = createSearchClient(config, { loadIndex, now: () => new Date(props.stockTime) });
    const run = async (state: SearchState) => {
      const key = stateCacheKey(state, config.pageSize);
      const cached = cache.current.get(key);
      if (cached) return store.$results.set({ response: cached, loading: false, failed: false });
      const ticket = ++latest.current;
      store.$results.set({ ...store.$results.get(), loading: true });
      try {
        const { results } = await client.current!.client.search({ requests: [searchRequest(state, indexName, config)] });
        cache.current.set(key, results[0]!);
        if (ticket === latest.current) store.$results.set({ response: results[0]!, loading: false, failed: false });
      } catch (error) {
        console.warn('search failed', error);
        if (ticket === latest.current) store.$results.set({ ...store.$results.get(), loading: false, failed: true });
      }
    };
    const unsubscribe = store.$state.listen((state) => {
      const url = searchUrl(state, config.defaultSort, paths);
      if (!fromHistory.current && `${location.pathname}${location.search}` !== url) history.pushState(null, '', url);
      fromHistory.current = false;
      rememberSearch(props.siteSlug, url, state);
      void run(state);
      if (config.scrollToTopOnChange) window.scrollTo({ top: 0 });
    });
    const readUrl = () => parseSearchUrl(location.pathname, location.search, props.vocabulary, config.defaultSort, config.sortOptions);
    const onPopState = () => {
      const state = readUrl();
      if (!state || JSON.stringify(state) === JSON.stringify(store.$state.get())) return;
      fromHistory.current = true;
      store.replaceState(state);
    };
    window.addEventListener('popstate', onPopState);
    // The page was rendered for its path; a query string (filters, page, sort) is applied once the island runs.
    const fromUrl = readUrl();
    if (fromUrl && JSON.stringify(fromUrl) !== JSON.stringify(store.$state.get())) {
      fromHistory.current = true;
      store.replaceState(fromUrl);
    } else {
      // The landing search itself, under its canonical URL (the same search later is then one entry, not two).
      rememberSearch(props.siteSlug, searchUrl(store.$state.get(), config.defaultSort, paths), store.$state.get());
    }
    sendAnalyticsEvent(SEARCH_VIEW_EVENT, { path: location.pathname });
    return () => {
      unsubscribe();
      window.removeEventListener('popstate', onPopState);
    };
  }, [store, config, indexName, props.stockTime, props.vocabulary, props.siteSlug]);

  return (page: number) => searchUrl({ ...store.$state.get(), page }, config.defaultSort, paths);
}
