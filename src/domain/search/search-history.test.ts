import { describe, expect, it } from 'vitest';
import { addSearch, readSearchHistory, SEARCH_HISTORY_LIMIT, searchHistoryEntry, searchHistoryKey, type SearchHistoryEntry } from './search-history.ts';

const entry = (path: string): SearchHistoryEntry => ({ path, filters: {} });

describe('recent search history (spec 2 sections 3 and 9: at most 5 entries, filters plus path, per site)', () => {
  it('keeps 5 entries, newest first', () => {
    let history: SearchHistoryEntry[] = [];
    for (let i = 1; i <= 7; i++) history = addSearch(history, entry(`/search/${i}`));
    expect(SEARCH_HISTORY_LIMIT).toBe(5);
    expect(history.map((item) => item.path)).toEqual(['/search/7', '/search/6', '/search/5', '/search/4', '/search/3']);
  });

  it('moves a repeated search to the front instead of keeping it twice', () => {
    const history = addSearch([entry('/a'), entry('/b'), entry('/c')], entry('/b'));
    expect(history.map((item) => item.path)).toEqual(['/b', '/a', '/c']);
  });

  it("keeps each site's history under its own key", () => {
    expect(searchHistoryKey('harbour-toyota')).toBe('harbour-toyota:recent-searches');
    expect(searchHistoryKey('corner-car-yard')).not.toBe(searchHistoryKey('harbour-toyota'));
  });

  it('records the filters: facet values and ranges, empty ones left out', () => {
    expect(
      searchHistoryEntry('/search/used-cars?price=-30000', {
        refinements: { car_type: ['used'], make: [] },
        ranges: { price: { min: null, max: 30000 }, km: { min: null, max: null } },
      }),
    ).toEqual({
      path: '/search/used-cars?price=-30000',
      filters: { car_type: ['used'], price: { min: null, max: 30000 } },
    });
  });

  it.each([
    [null, []],
    ['not json', []],
    ['{"path":"/x"}', []],
    ['[{"path":"/a","filters":{}},{"nope":1},"x",{"path":2,"filters":{}}]', [entry('/a')]],
    [JSON.stringify(Array.from({ length: 8 }, (_, i) => entry(`/${i}`))), Array.from({ length: 5 }, (_, i) => entry(`/${i}`))],
  ])('reads %j back safely', (raw, expected) => expect(readSearchHistory(raw)).toEqual(expected));
});
