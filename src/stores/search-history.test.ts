import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptySearchState } from '#src/domain/search/url-state.ts';
import { rememberSearch } from './search-history.ts';

function browserStorage(failing = false) {
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (failing) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      stored.set(key, value);
    },
  });
  return stored;
}
const search = (make: string) => ({ ...emptySearchState('relevance'), refinements: { make: [make] } });
const paths = (stored: Map<string, string>, key: string) => (JSON.parse(stored.get(key) ?? '[]') as { path: string }[]).map((entry) => entry.path);

describe('rememberSearch: each site keeps its own last 5 searches', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps 5 per site, newest first, sites apart', () => {
    const stored = browserStorage();
    for (const make of ['Ford', 'Kia', 'Mazda', 'Toyota', 'Holden', 'Isuzu'])
      rememberSearch('bayside-auto-group', `/search/${make.toLowerCase()}`, search(make));
    rememberSearch('harbour-toyota', '/search/toyota', search('Toyota'));
    expect(paths(stored, 'bayside-auto-group:recent-searches')).toEqual(['/search/isuzu', '/search/holden', '/search/toyota', '/search/mazda', '/search/kia']);
    expect(paths(stored, 'harbour-toyota:recent-searches')).toEqual(['/search/toyota']);
    expect(JSON.parse(stored.get('harbour-toyota:recent-searches')!)[0].filters).toEqual({ make: ['Toyota'] });
  });

  it('only logs when the browser refuses to store', () => {
    browserStorage(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => rememberSearch('corner-car-yard', '/used-car/used/', search('Ford'))).not.toThrow();
    expect(warn).toHaveBeenCalledWith('search history not saved', expect.any(DOMException));
  });
});
