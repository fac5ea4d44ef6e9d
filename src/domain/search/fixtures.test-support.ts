// Search answers for tests of what shows them (the search island, the comparison): one page holding every hit given.
import type { SearchResponse } from './engine.ts';
import type { SearchHit } from './record.ts';

/**
 * The answer of a search that found exactly these hits, on one page.
 * @example searchAnswer([toSearchRecord(usedMazdaInStock())]).nbHits // 1
 */
export function searchAnswer(hits: SearchHit[], overrides: Partial<SearchResponse> = {}): SearchResponse {
  return {
    hits,
    nbHits: hits.length,
    page: 0,
    nbPages: 1,
    hitsPerPage: 21,
    exhaustiveNbHits: true,
    exhaustive: { nbHits: true },
    processingTimeMS: 0,
    query: '',
    params: '',
    index: 'cars',
    ...overrides,
  };
}
