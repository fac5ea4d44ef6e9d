import { describe, expect, it } from 'vitest';
import { stateCacheKey, createResultsCache, resultsCacheKey, type ResultsCacheKey } from './results-cache.ts';

const key = (overrides: Partial<ResultsCacheKey> = {}): ResultsCacheKey => ({ offset: 0, query: '', sort: 'relevance', filters: {}, ...overrides });

describe('resultsCacheKey (offset, query, sort, filters)', () => {
  it.each([
    [
      'filter and value order do not matter',
      key({ filters: { make: ['Toyota', 'Ford'], colour: ['White'] } }),
      key({ filters: { colour: ['White'], make: ['Ford', 'Toyota'] } }),
      true,
    ],
    ['empty filters do not count', key({ filters: { make: [], model: null } }), key(), true],
    ['query case and edge spaces do not matter', key({ query: ' HiLux ' }), key({ query: 'hilux' }), true],
    ['single values equal one-item lists', key({ filters: { certified: true } }), key({ filters: { certified: ['true'] } }), true],
    ['offset matters', key({ offset: 21 }), key(), false],
    ['sort matters', key({ sort: 'price_asc' }), key(), false],
    ['values matter', key({ filters: { make: ['Toyota'] } }), key({ filters: { make: ['Ford'] } }), false],
  ])('%s', (_name, a, b, same) => expect(resultsCacheKey(a) === resultsCacheKey(b)).toBe(same));
});

describe('createResultsCache', () => {
  it('drops the least recently used entry when full', () => {
    const cache = createResultsCache<string>(2);
    cache.set(key({ offset: 0 }), 'page 1');
    cache.set(key({ offset: 21 }), 'page 2');
    expect(cache.get(key({ offset: 0 }))).toBe('page 1'); // page 1 is now the newest
    cache.set(key({ offset: 42 }), 'page 3');
    expect(cache.size).toBe(2);
    expect(cache.get(key({ offset: 21 }))).toBeUndefined();
    expect(cache.get(key({ offset: 0 }))).toBe('page 1');
    expect(cache.get(key({ offset: 42 }))).toBe('page 3');
  });

  it('replaces an entry for the same key without growing', () => {
    const cache = createResultsCache<number>(3);
    cache.set(key(), 1);
    cache.set(key(), 2);
    expect([cache.size, cache.get(key())]).toEqual([1, 2]);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('needs room for at least one entry', () => {
    expect(() => createResultsCache(0)).toThrow('maxEntries must be a whole number of at least 1, got 0');
  });
});

describe('stateCacheKey', () => {
  const base = { query: 'hilux', page: 2, sortBy: 'latest' as const, refinements: { make: ['Toyota', 'Ford'] }, ranges: { price: { min: 5000, max: null } } };
  it('keys a page by offset, query, sort and filters, ranges as min-max', () => {
    expect(stateCacheKey(base, 21)).toEqual({ offset: 21, query: 'hilux', sort: 'latest', filters: { make: ['Toyota', 'Ford'], price: '5000-' } });
  });
  it('gives the same key in any value order and a different one for another range', () => {
    const same = resultsCacheKey(stateCacheKey({ ...base, refinements: { make: ['Ford', 'Toyota'] } }, 21));
    expect(same).toBe(resultsCacheKey(stateCacheKey(base, 21)));
    expect(resultsCacheKey(stateCacheKey({ ...base, ranges: { price: { min: 6000, max: null } } }, 21))).not.toBe(same);
  });
});
