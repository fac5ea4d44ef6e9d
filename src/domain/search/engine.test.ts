import { describe, expect, it } from 'vitest';
import { multiSearch, searchIndex } from './engine.ts';
import { matchesFilter } from './filters/match-record.ts';
import { parseFilters } from './filters/parser.ts';
import { buildSearchIndex } from './index/build.ts';
import type { SearchRecord } from './record.ts';
import { REPLICAS, replicaIndexName, SORT_OPTIONS } from './replicas.ts';
import { generatedStock, stockRecord } from './test-stock.ts';

const records = generatedStock(300);
const index = buildSearchIndex(records, { name: 'cars' });
const where = (source: string) => records.filter((record) => matchesFilter(record, parseFilters(source)));
const countBy = (list: readonly SearchRecord[], attribute: keyof SearchRecord) => {
  const counts: Record<string, number> = {};
  for (const record of list) {
    const value = record[attribute];
    for (const item of Array.isArray(value) ? value : value == null ? [] : [value]) counts[String(item)] = (counts[String(item)] ?? 0) + 1;
  }
  return counts;
};
const ids = (list: readonly { objectID: string }[]) => list.map((item) => item.objectID);

describe('facet counts over the filtered result, as hosted Algolia counts them (the default)', () => {
  it('counts every facet, refined or not, on the result: a conjunctive refinement shows only itself', () => {
    const response = searchIndex(index, { facetFilters: [['car_type:used']], facets: ['car_type', 'make'], maxValuesPerFacet: 1000 });
    expect(response.facets!.car_type).toEqual({ used: where('car_type:used').length });
    expect(response.facets!.make).toEqual(countBy(where('car_type:used'), 'make'));
  });

  it('an OR group counts only the values of the result', () => {
    const response = searchIndex(index, {
      facetFilters: [['make:Toyota', 'make:Ford'], ['simple_body:Ute']],
      facets: ['make', 'simple_body'],
      maxValuesPerFacet: 1000,
    });
    const result = where('(make:Toyota OR make:Ford) AND simple_body:Ute');
    expect(response.facets).toEqual({ make: countBy(result, 'make'), simple_body: countBy(result, 'simple_body') });
  });
});

describe("disjunctive facet counts in one query (the site island's opt-in), checked against a naive count", () => {
  const request = {
    facetFilters: [
      ['make:Toyota', 'make:Ford'],
      ['simple_body:Ute', 'simple_body:SUV'],
    ],
    numericFilters: ['price > 0'],
    facets: ['make', 'simple_body', 'colour', 'categories'],
    maxValuesPerFacet: 1000,
  };
  const disjunctive = { facetCounting: 'disjunctive' } as const;
  const response = searchIndex(index, request, disjunctive);

  it('counts each refined facet without its own selection: choosing Toyota still shows Ford', () => {
    expect(response.facets!.make).toEqual(countBy(where('(simple_body:Ute OR simple_body:SUV) AND price > 0'), 'make'));
    expect(response.facets!.simple_body).toEqual(countBy(where('(make:Toyota OR make:Ford) AND price > 0'), 'simple_body'));
    expect(response.facets!.make!.Mazda).toBeGreaterThan(0);
  });

  it('counts other facets over the result', () => {
    const result = where('(make:Toyota OR make:Ford) AND (simple_body:Ute OR simple_body:SUV) AND price > 0');
    expect(response.nbHits).toBe(result.length);
    expect(response.facets!.colour).toEqual(countBy(result, 'colour'));
    expect(response.facets!.categories).toEqual(countBy(result, 'categories'));
  });

  it('filters and numericFilters narrow every count, as does a facetFilters group spanning two facets', () => {
    const narrowed = searchIndex(index, { facetFilters: [['make:Toyota', 'colour:Red']], filters: 'car_type:used', facets: ['make'] }, disjunctive);
    expect(narrowed.facets!.make).toEqual(countBy(where('(make:Toyota OR colour:Red) AND car_type:used'), 'make'));
  });

  it('counts on the result without the opt-in', () => {
    const conjunctive = searchIndex(index, request);
    const result = where('(make:Toyota OR make:Ford) AND (simple_body:Ute OR simple_body:SUV) AND price > 0');
    expect(conjunctive.facets!.make).toEqual(countBy(result, 'make'));
  });
});

describe('facet values', () => {
  it('orders values by count, highest first, ties alphabetically, and keeps maxValuesPerFacet', () => {
    const top = searchIndex(index, { facets: ['colour', 'model'], maxValuesPerFacet: 3 });
    const all = Object.entries(countBy(records, 'colour')).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
    expect(Object.entries(top.facets!.colour!)).toEqual(all.slice(0, 3));
    expect(Object.keys(top.facets!.model!)).toHaveLength(3);
  });

  it('gives the same counts when searches repeat and alternate (reused count buffers are left clean)', () => {
    const narrow = { filters: 'make:Toyota', facets: ['km', 'model', 'price'], maxValuesPerFacet: 3 };
    const broad = { filters: 'NOT make:Toyota', facets: ['km', 'model', 'price'], maxValuesPerFacet: 3 };
    const first = [searchIndex(index, narrow), searchIndex(index, broad)];
    for (let i = 0; i < 3; i++) {
      expect(searchIndex(index, narrow).facets).toEqual(first[0]!.facets);
      expect(searchIndex(index, broad).facets).toEqual(first[1]!.facets);
    }
    const models = Object.entries(countBy(where('NOT make:Toyota'), 'model')).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
    expect(Object.entries(first[1]!.facets!.model!)).toEqual(models.slice(0, 3));
  });

  it("facets ['*'] counts every facet attribute but never filter-only ones", () => {
    const facets = Object.keys(searchIndex(index, { facets: ['*'] }).facets!);
    expect(facets).toEqual(expect.arrayContaining(['make', 'model', 'price', 'km', 'year', 'car_type', 'categories', 'certified']));
    expect(facets).not.toContain('custom_rank');
    expect(facets).not.toContain('stocknum');
    expect(searchIndex(index, { facets: ['stocknum', 'slug', 'nope'] }).facets).toEqual({});
  });
});

describe('facets_stats for numeric facets', () => {
  it.each([['price'], ['km'], ['year']] as const)('%s over the result, nulls left out', (attribute) => {
    const response = searchIndex(index, { filters: 'car_type:used OR car_type:new', facets: [attribute] });
    const values = where('car_type:used OR car_type:new')
      .map((record) => record[attribute])
      .filter((value): value is number => value !== null);
    const sum = values.reduce((total, value) => total + value, 0);
    expect(response.facets_stats![attribute]).toEqual({ min: Math.min(...values), max: Math.max(...values), avg: sum / values.length, sum });
  });

  it('has no entry when no hit has the number', () => {
    const response = searchIndex(index, { facets: ['subscription_price', 'make'] });
    expect(response.facets_stats).toBeUndefined();
    expect(response.facets!.subscription_price).toEqual({});
  });
});

describe('sort replicas by index-name suffix', () => {
  const naiveOrder = (sort: (typeof SORT_OPTIONS)[number]) => {
    const { attribute, direction } = REPLICAS[sort].order;
    return [...records].sort((a, b) => {
      const x = a[attribute];
      const y = b[attribute];
      if (sort !== 'relevance' && (x === null || y === null) && x !== y) return x === null ? 1 : -1;
      const byAttribute = sort === 'relevance' || x === null ? 0 : ((x as number) - (y as number)) * (direction === 'asc' ? 1 : -1);
      return byAttribute || b.custom_rank - a.custom_rank || (a.objectID < b.objectID ? -1 : 1);
    });
  };

  it.each(SORT_OPTIONS)('%s', (sort) => {
    const response = searchIndex(index, { indexName: replicaIndexName('cars', sort), hitsPerPage: 1000, attributesToRetrieve: ['objectID'] });
    expect(ids(response.hits)).toEqual(ids(naiveOrder(sort)));
  });

  it('answers an unknown index name with a 404', () => {
    expect(() => searchIndex(index, { indexName: 'cars_colour_asc' })).toThrow('Index cars_colour_asc does not exist');
    expect(() => multiSearch([index], { requests: [{ indexName: 'trucks' }] })).toThrow(
      expect.objectContaining({ status: 404, message: 'Index trucks does not exist' }),
    );
  });
});

describe('pagination', () => {
  const total = records.length;
  it.each([
    ['first page', { hitsPerPage: 21 }, { hits: 21, page: 0, nbPages: Math.ceil(total / 21) }],
    [
      'last page is partial',
      { hitsPerPage: 21, page: Math.ceil(total / 21) - 1 },
      { hits: total % 21 || 21, page: Math.ceil(total / 21) - 1, nbPages: Math.ceil(total / 21) },
    ],
    [
      'page beyond the last (within the pagination limit): no hits, same nbPages',
      { hitsPerPage: 21, page: 20 },
      { hits: 0, page: 20, nbPages: Math.ceil(total / 21) },
    ],
    ['hitsPerPage 0: no hits, no pages, counts still there', { hitsPerPage: 0 }, { hits: 0, page: 0, nbPages: 0 }],
    ['default hitsPerPage is 20', {}, { hits: 20, page: 0, nbPages: Math.ceil(total / 20) }],
  ])('%s', (_name, params, expected) => {
    const response = searchIndex(index, params);
    expect({ hits: response.hits.length, page: response.page, nbPages: response.nbPages }).toEqual(expected);
    expect(response.nbHits).toBe(total);
  });

  it('offset/length take any slice of the same order', () => {
    const all = ids(searchIndex(index, { hitsPerPage: 1000 }).hits);
    const slice = searchIndex(index, { offset: 17, length: 5 });
    expect(ids(slice.hits)).toEqual(all.slice(17, 22));
    expect(slice).toMatchObject({ offset: 17, length: 5 });
    expect(searchIndex(index, { offset: total - 2, length: 10 }).hits).toHaveLength(2);
    expect(searchIndex(index, { offset: total + 5, length: 10 }).hits).toHaveLength(0);
  });

  it('stops at the pagination limit like Algolia (paginationLimitedTo): pages up to it, then its message', () => {
    expect(searchIndex(index, { hitsPerPage: 20, page: 4 }, { paginationLimit: 100 })).toMatchObject({ nbHits: total, nbPages: 5, page: 4 });
    expect(searchIndex(index, { hitsPerPage: 30, page: 3 }, { paginationLimit: 100 }).hits).toHaveLength(10);
    const beyond = searchIndex(index, { hitsPerPage: 20, page: 5, facets: ['make'] }, { paginationLimit: 100 });
    expect(beyond).toMatchObject({ hits: [], nbHits: 0, nbPages: 0, page: 5, facets: {} });
    expect(beyond.message).toMatch(
      /^you can only fetch the 100 hits for this query\. You can extend the number of hits returned via the paginationLimitedTo index parameter/,
    );
    expect(searchIndex(index, { offset: 100, length: 5 }, { paginationLimit: 100 })).toMatchObject({ hits: [], nbHits: 0, offset: 100, length: 5 });
  });
});

describe('text query over year, make, model, badge, series, colour, body and stock number', () => {
  const cars = [
    stockRecord({ objectID: 'a', make: 'Toyota', model: 'HiLux', badge: 'SR5', colour: 'White', custom_rank: 9 }),
    stockRecord({ objectID: 'b', make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', simple_body: 'Hatch', colour: 'Red', custom_rank: 8 }),
    stockRecord({ objectID: 'c', make: 'Ford', model: 'Ranger', badge: 'Wildtrak', colour: 'Blue', custom_rank: 7, year: 2019 }),
    stockRecord({ objectID: 'd', make: 'Škoda', model: 'Octavia', badge: 'RS', simple_body: 'Wagon', custom_rank: 6 }),
    stockRecord({ objectID: 'e', make: 'Mazda', model: 'CX-5', badge: 'Akera', simple_body: 'SUV', custom_rank: 5, stocknum: 'U10493' }),
    stockRecord({ objectID: 'f', make: 'Kia', model: 'Sportage', badge: 'GT-Line', simple_body: 'SUV', custom_rank: 4 }),
    stockRecord({ objectID: 'g', make: 'Toyota', model: 'Tarago', badge: null, series: null, colour: 'Silver', simple_body: 'People Mover', custom_rank: 10 }),
  ];
  const small = buildSearchIndex(cars, { name: 'cars' });
  const hits = (query: string, indexName = 'cars') => ids(searchIndex(small, { query, indexName, hitsPerPage: 50 }).hits);

  it.each([
    ['toyota', ['g', 'a', 'b']],
    ['TOYOTA hilux', ['a']],
    ['toy', ['g', 'a', 'b']],
    ['toyota cor', ['b']],
    ['hilux toyota', ['a']],
    ['ford ranger 2019', ['c']],
    ['toyta', ['g', 'a', 'b']],
    ['toyota corola', ['b']],
    ['rangr', ['c']],
    ['wildtrk', ['c']],
    ['skoda', ['d']],
    ['ŠKODA octavia', ['d']],
    ['cx-5', ['e']],
    ['cx5', ['e']],
    ['cx 5 akera', ['e']],
    ['u10493', ['e']],
    ['U104', ['e']],
    ['suv', ['e', 'f']],
    ['people mover', ['g']],
    ['gt-line', ['f']],
    ['white ute', ['a']],
    ['kai', []],
    ['mazda ford', []],
    ['zzz', []],
    ['  ', ['g', 'a', 'b', 'c', 'd', 'e', 'f']],
  ])('%j -> %j', (query, expected) => expect(hits(query)).toEqual(expected));

  it('ranks matches without a typo before those with one in the relevance index, replicas sort by their attribute', () => {
    const typoCars = buildSearchIndex(
      [
        stockRecord({ objectID: 'x', model: 'Ranger', custom_rank: 9, price: 10 }),
        stockRecord({ objectID: 'y', model: 'Range', make: 'Land Rover', custom_rank: 1, price: 20 }),
      ],
      { name: 'cars' },
    );
    // "range" is not the last word, so it is no prefix: Range matches exactly, Ranger with one typo.
    expect(ids(searchIndex(typoCars, { query: 'range white' }).hits)).toEqual(['y', 'x']);
    expect(ids(searchIndex(typoCars, { query: 'range white', indexName: 'cars_price_asc' }).hits)).toEqual(['x', 'y']);
  });

  it('combines with filters and facets', () => {
    const response = searchIndex(small, { query: 'toyota', facetFilters: ['colour:White'], facets: ['model'] });
    expect(ids(response.hits)).toEqual(['a']);
    expect(response.facets).toEqual({ model: { HiLux: 1 } });
  });
});

describe('request parameters and response shape', () => {
  it('echoes Algolia fields', () => {
    const response = searchIndex(index, { indexName: 'cars_latest', query: 'ranger', hitsPerPage: 2, facets: ['make'] });
    expect(response).toMatchObject({
      query: 'ranger',
      index: 'cars_latest',
      hitsPerPage: 2,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      params: 'query=ranger&hitsPerPage=2&facets=%5B%22make%22%5D',
      processingTimeMS: 0,
    });
  });

  it('attributesToRetrieve limits hit attributes (objectID always)', () => {
    const [hit] = searchIndex(index, { attributesToRetrieve: ['make', 'price'], hitsPerPage: 1 }).hits;
    expect(Object.keys(hit!)).toEqual(['objectID', 'make', 'price']);
    const [all] = searchIndex(index, { attributesToRetrieve: ['*', '-thumb'], hitsPerPage: 1 }).hits;
    expect(all).not.toHaveProperty('thumb');
    expect(all).toHaveProperty('categories');
  });

  it('returns records as they were indexed', () => {
    const [hit] = searchIndex(index, { filters: 'objectID:1010', hitsPerPage: 1 }).hits;
    expect(hit).toEqual(records.find((record) => record.objectID === '1010'));
  });

  it.each([
    [{ colour: 'red' }, 'Unknown parameter: colour'],
    [{ type: 'facet' }, 'type: "facet" is not supported by the embedded search (only "default" searches are supported: no search for facet values)'],
    [{ filters: 'make:Toyota OR OR' }, 'filters: Unexpected token "OR" at position 15: expected a filter'],
    [{ facetFilters: ['Toyota'] }, 'facetFilters[0]: expected "attribute:value", got "Toyota"'],
    [{ numericFilters: ['price >'] }, 'numericFilters[0]: Unexpected end of filter at position 7: expected a number after "price >"'],
  ])('%j is refused: %s', (params, message) => {
    expect(() => searchIndex(index, params as never)).toThrow(expect.objectContaining({ status: 400, message }));
  });

  it('accepts and ignores Algolia parameters that do not change its answer', () => {
    expect(searchIndex(index, { attributesToHighlight: [], analytics: false, enableRules: true, distinct: true, hitsPerPage: 1 }).hits).toHaveLength(1);
    expect(searchIndex(index, { facet: undefined, facetQuery: undefined, hitsPerPage: 1 }).hits).toHaveLength(1);
  });

  it('multiSearch answers each request in order, each on its replica', () => {
    const { results } = multiSearch([index], {
      requests: [
        { indexName: 'cars_price_desc', hitsPerPage: 1, filters: 'price > 0' },
        { indexName: 'cars_price_asc', hitsPerPage: 1, filters: 'price > 0' },
      ],
    });
    const prices = where('price > 0').map((record) => record.price);
    expect(results.map((result) => result.hits[0]!.price)).toEqual([Math.max(...prices), Math.min(...prices)]);
  });
});
