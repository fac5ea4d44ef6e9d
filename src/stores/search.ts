import { atom } from 'nanostores';
import type { SearchResponse } from '#src/domain/search/engine.ts';
import type { Range, RangeAttribute, SearchState } from '#src/domain/search/url-state.ts';

export type SearchResults = { response: SearchResponse; loading: boolean; failed: boolean };

/**
 * One search page's stores. Made per island (not module-wide) so server rendering of many pages in one build
 * never shares state. Every change of filters or text goes back to page 1 (spec 1 section 4).
 */
export function createSearchStore(initialState: SearchState, initialResponse: SearchResponse) {
  const $state = atom<SearchState>(initialState);
  const $results = atom<SearchResults>({ response: initialResponse, loading: false, failed: false });
  const update = (patch: Partial<SearchState>) => $state.set({ ...$state.get(), page: 1, ...patch });
  return {
    $state,
    $results,
    setQuery: (query: string) => update({ query }),
    toggleRefinement: (attribute: string, value: string) => {
      const current = $state.get().refinements[attribute] ?? [];
      const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
      const refinements = { ...$state.get().refinements, [attribute]: next };
      // Leaving a make drops its models too.
      if (attribute === 'make' && !next.includes(value)) delete refinements.model;
      update({ refinements });
    },
    setRange: (attribute: RangeAttribute, range: Range) => update({ ranges: { ...$state.get().ranges, [attribute]: range } }),
    setSort: (sortBy: SearchState['sortBy']) => update({ sortBy }),
    setPage: (page: number) => $state.set({ ...$state.get(), page }),
    clearFilters: () => update({ query: '', refinements: {}, ranges: {} }),
    replaceState: (state: SearchState) => $state.set(state),
  };
}
export type SearchStore = ReturnType<typeof createSearchStore>;
