import { disjunctiveQueries } from '#src/domain/search/disjunctive-queries.ts';
import { multiSearch, searchIndex, type SearchResponse } from '#src/domain/search/engine.ts';
import type { SearchIndex } from '#src/domain/search/index/types.ts';
import { algoliaRequest, type BenchQuery } from './queries.ts';

/** One way our engine answers a bench query; `prepare` builds the requests once, the returned function is what is timed. */
export type OurMode = { name: 'exact' | 'island'; label: string; prepare(index: SearchIndex, query: BenchQuery): () => SearchResponse };

export const OUR_MODES: readonly OurMode[] = [
  {
    // The default, Algolia's answers: disjunctive counts come as InstantSearch gets them from Algolia, one more query
    // per refined facet in the same multi-query, merged into the main answer.
    name: 'exact',
    label: 'ours (exact default + per-facet queries)',
    prepare(index, query) {
      const { requests, merge } = disjunctiveQueries([algoliaRequest(query)]);
      return () => merge(multiSearch(index, { requests }).results)[0]!;
    },
  },
  {
    // The site island's opt-in: the same counts in one query.
    name: 'island',
    label: 'ours (island: one-query disjunctive)',
    prepare(index, query) {
      const request = algoliaRequest(query);
      return () => searchIndex(index, request, { facetCounting: 'disjunctive' });
    },
  },
];
