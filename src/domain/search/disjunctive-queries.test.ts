import { describe, expect, it } from 'vitest';
import { disjunctiveQueries } from './disjunctive-queries.ts';
import { multiSearch, type SearchRequest } from './engine.ts';
import { buildSearchIndex } from './index/build.ts';
import { generatedStock } from './test-stock.ts';

const index = buildSearchIndex(generatedStock(200), { name: 'cars' });
const strip = <T extends { processingTimeMS: number; params: string }>({ processingTimeMS: _t, params: _p, ...rest }: T) => rest;

describe('disjunctiveQueries: per-facet queries for a service that counts on the filtered result (Algolia)', () => {
  it.each<[string, SearchRequest]>([
    [
      'two refined facets',
      { indexName: 'cars', facets: ['make', 'simple_body', 'colour'], facetFilters: [['make:Toyota', 'make:Ford'], ['simple_body:Ute'], 'colour:-Red'] },
    ],
    [
      "facets ['*'] with a refined number facet",
      { indexName: 'cars_price_asc', facets: ['*'], facetFilters: [['year:2020', 'year:2021']], numericFilters: ['price > 0'], hitsPerPage: 5 },
    ],
    ['a facetFilters string', { indexName: 'cars', facets: ['make'], facetFilters: 'make:Kia', query: 'kia' }],
    ['nothing refined', { indexName: 'cars', facets: ['make'], filters: 'make:Kia' }],
    ['a refined facet that is not asked for', { indexName: 'cars', facets: ['colour'], facetFilters: [['make:Toyota']], offset: 3, length: 4 }],
  ])("%s: Algolia's counts + extra queries = the engine's one-query disjunctive counts", (_name, request) => {
    const { requests, merge } = disjunctiveQueries([request]);
    const merged = merge(multiSearch([index], { requests }).results);
    const direct = multiSearch([index], { requests: [request] }, { facetCounting: 'disjunctive' }).results;
    expect(merged.map(strip)).toEqual(direct.map(strip));
  });

  it('adds one query per refined, requested facet, asking only for its counts', () => {
    const { requests } = disjunctiveQueries([
      { indexName: 'cars', facets: ['make', 'colour'], facetFilters: [['make:Toyota'], 'colour:Red', 'car_type:used'], hitsPerPage: 21, offset: 5, length: 3 },
    ]);
    expect(requests.slice(1)).toEqual([
      {
        indexName: 'cars',
        facets: ['make'],
        facetFilters: ['colour:Red', 'car_type:used'],
        hitsPerPage: 0,
        page: 0,
        attributesToRetrieve: [],
        attributesToHighlight: [],
        analytics: false,
        clickAnalytics: false,
      },
      {
        indexName: 'cars',
        facets: ['colour'],
        facetFilters: [['make:Toyota'], 'car_type:used'],
        hitsPerPage: 0,
        page: 0,
        attributesToRetrieve: [],
        attributesToHighlight: [],
        analytics: false,
        clickAnalytics: false,
      },
    ]);
  });

  it('leaves bad filters to the service to report', () => {
    expect(disjunctiveQueries([{ indexName: 'cars', facets: ['make'], facetFilters: ['Toyota'] }]).requests).toHaveLength(1);
  });
});
