import { describe, expect, it } from 'vitest';
import { emptySearchState } from '../search/url-state.ts';
import { searchLabel } from './saved-search.ts';

const state = (changes: Partial<ReturnType<typeof emptySearchState>>) => ({ ...emptySearchState('latest'), ...changes });

describe("a saved search's name", () => {
  it('reads car types, makes, models and body first, then the text and the ranges', () => {
    expect(searchLabel(state({ refinements: { car_type: ['used'], make: ['Toyota'] }, ranges: { price: { min: null, max: 30000 } } }))).toBe(
      'Used Toyota, up to $30,000',
    );
    expect(
      searchLabel(
        state({
          refinements: { car_type: ['demo', 'new'], make: ['Ford'], model: ['Ranger'], colour: ['White'] },
          query: 'diesel',
          ranges: { km: { min: 10000, max: 50000 } },
        }),
      ),
    ).toBe('Demo and New Ford Ranger, "diesel", White, 10,000 km to 50,000 km');
  });

  it('names a search without filters', () => {
    expect(searchLabel(state({}))).toBe('All cars');
    expect(searchLabel(state({ refinements: { car_type: ['used'] } }))).toBe('Used cars');
    expect(searchLabel(state({ refinements: { simple_body: ['SUV'] }, ranges: { year: { min: 2020, max: null } } }))).toBe('SUV, from 2020');
  });
});
