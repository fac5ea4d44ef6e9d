import { liteClient } from 'algoliasearch/lite';
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '#src/domain/search/engine.ts';
import { matchesFilter } from '#src/domain/search/filters/match-record.ts';
import { parseFilters } from '#src/domain/search/filters/parser.ts';
import { BROWSER_ATTRIBUTES, columnsFromRecords } from '#src/domain/search/index/build.ts';
import { deserializeIndex, serializeIndex } from '#src/domain/search/index/serialize.ts';
import type { SearchRecord } from '#src/domain/search/record.ts';
import { mergeSimilarCars, similarCarsRequests } from '#src/domain/search/similar-cars.ts';
import { generatedStock, STOCK_NOW } from '#src/domain/search/test-stock.ts';
import type { SearchConfig } from '#src/domain/tenant/schema/search.ts';
import { createAlgoliaSearchClient } from './algolia-client.ts';
import { createSearchClient } from './create-search-client.ts';
import { createEmbeddedSearchClient } from './embedded-client.ts';
import { createEmbeddedRequester, type EndRequest } from './embedded-requester.ts';
import type { SearchClient } from './types.ts';

// The static index as the browser gets it: JSON with facet and card attributes.
const records = generatedStock(300);
const indexJson = JSON.stringify(serializeIndex(columnsFromRecords(records, { name: 'cars', attributes: BROWSER_ATTRIBUTES })));
const where = (source: string) => records.filter((record) => matchesFilter(record, parseFilters(source)));
const countBy = (list: readonly SearchRecord[], attribute: keyof SearchRecord) =>
  list.reduce<Record<string, number>>((counts, record) => {
    const value = record[attribute];
    if (value !== null) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
    return counts;
  }, {});
const ids = (result: SearchResponse) => result.hits.map((hit) => hit.objectID);

/** Hosted Algolia stand-in: the real lite client, its requester answering from our engine (Algolia's counts, the default). */
function algoliaOverEngine(options: { onRequest?: (request: EndRequest) => void } = {}) {
  return createEmbeddedRequester({ indexes: [deserializeIndex(JSON.parse(indexJson))], onRequest: options.onRequest });
}

/** The one contract every search client keeps: Algolia's request and response shapes and Algolia's answers. */
function searchClientContract(makeClient: () => SearchClient) {
  const client = makeClient();
  const one = async (request: Record<string, unknown>) => (await client.search({ requests: [{ indexName: 'cars', ...request }] })).results[0]!;

  it('answers a multi-query in order, in Algolia response shape', async () => {
    const { results } = await client.search({
      requests: [
        { indexName: 'cars', query: 'toyota', hitsPerPage: 3, facets: ['make'] },
        { indexName: 'cars_price_desc', filters: 'price > 0', hitsPerPage: 1 },
      ],
    });
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({
      nbHits: where('make:Toyota').length,
      page: 0,
      hitsPerPage: 3,
      nbPages: Math.ceil(where('make:Toyota').length / 3),
      query: 'toyota',
      params: expect.stringContaining('query=toyota'),
      exhaustiveNbHits: true,
      index: 'cars',
      facets: { make: { Toyota: where('make:Toyota').length } },
    });
    expect(results[0]!.hits[0]).toMatchObject({ objectID: expect.any(String), make: 'Toyota', slug: expect.any(String), thumb: expect.anything() });
    expect(results[1]!.hits[0]!.price).toBe(Math.max(...records.map((record) => record.price)));
  });

  it('counts every facet over the filtered result, refined ones too, as hosted Algolia does', async () => {
    const result = await one({
      facetFilters: [['make:Toyota', 'make:Ford'], ['simple_body:Ute']],
      facets: ['make', 'simple_body', 'colour'],
      maxValuesPerFacet: 100,
    });
    const filtered = where('(make:Toyota OR make:Ford) AND simple_body:Ute');
    expect(result.facets).toEqual({ make: countBy(filtered, 'make'), simple_body: countBy(filtered, 'simple_body'), colour: countBy(filtered, 'colour') });
    const used = await one({ facetFilters: ['car_type:used'], facets: ['car_type'] });
    expect(used.facets).toEqual({ car_type: { used: where('car_type:used').length } });
  });

  it('reports facets_stats for numeric facets', async () => {
    const result = await one({ filters: 'car_type:used', facets: ['price', 'make'] });
    const prices = where('car_type:used').map((record) => record.price);
    expect(result.facets_stats).toEqual({
      price: {
        min: Math.min(...prices),
        max: Math.max(...prices),
        avg: expect.closeTo(prices.reduce((a, b) => a + b, 0) / prices.length, 6),
        sum: prices.reduce((a, b) => a + b, 0),
      },
    });
  });

  it.each([
    ['cars_price_asc', (a: SearchRecord, b: SearchRecord) => a.price - b.price],
    ['cars_latest', (a: SearchRecord, b: SearchRecord) => b.created_at_timestamp - a.created_at_timestamp],
  ] as const)('sorts by the %s replica', async (indexName, compare) => {
    const { results } = await client.search({ requests: [{ indexName, filters: 'make:Kia', hitsPerPage: 100 }] });
    const prices = results[0]!.hits.map((hit) => records.find((record) => record.objectID === hit.objectID)!);
    expect(prices).toEqual([...prices].sort((a, b) => compare(a, b) || b.custom_rank - a.custom_rank));
    expect(prices).toHaveLength(where('make:Kia').length);
  });

  it('matches text with a prefix on the last word and one typo in longer words', async () => {
    expect((await one({ query: 'toyta hil', hitsPerPage: 100 })).nbHits).toBe(where('make:Toyota AND model:HiLux').length);
    expect(ids(await one({ query: 'zzzz' }))).toEqual([]);
  });

  it('pages: beyond the last page gives no hits and the same nbPages; offset/length slice', async () => {
    const beyond = await one({ hitsPerPage: 50, page: 10 });
    expect(beyond).toMatchObject({ hits: [], page: 10, nbPages: Math.ceil(records.length / 50), nbHits: records.length });
    const all = ids(await one({ hitsPerPage: 100 }));
    expect(ids(await one({ offset: 10, length: 4 }))).toEqual(all.slice(10, 14));
  });

  it('accepts the legacy request form with params under `params`', async () => {
    const { results } = await client.search([
      { indexName: 'cars', params: { filters: 'make:Mazda', hitsPerPage: 2 } },
      { indexName: 'cars_latest', params: { filters: 'make:Mazda', hitsPerPage: 2 } },
    ]);
    expect(results.map((result) => result.nbHits)).toEqual([where('make:Mazda').length, where('make:Mazda').length]);
    expect(results[1]!.index).toBe('cars_latest');
  });

  it('runs the similar-cars multi-query', async () => {
    const car = records.find((record) => record.make === 'Toyota' && record.model === 'RAV4' && record.price > 0)!;
    const { results } = await client.searchForHits({ requests: similarCarsRequests(car, 'cars') });
    const similar = mergeSimilarCars(car, results);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(6);
    expect(similar.map((hit) => hit.objectID)).not.toContain(car.objectID);
    expect(similar.every((hit) => hit.status === 'in_stock')).toBe(true);
  });

  it('rejects an unknown index with 404 and a bad filter with 400, naming the problem', async () => {
    await expect(client.search({ requests: [{ indexName: 'nope' }] })).rejects.toMatchObject({ status: 404, message: 'Index nope does not exist' });
    await expect(one({ filters: 'make:Toyota OR OR' })).rejects.toMatchObject({
      status: 400,
      message: 'filters: Unexpected token "OR" at position 15: expected a filter',
    });
    await expect(one({ colour: 'red' })).rejects.toMatchObject({ status: 400, message: 'Unknown parameter: colour' });
    await expect(one({ hitsPerPage: 5000 })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid value for "hitsPerPage" parameter, expected integer between 0 and 1000',
    });
  });
}

describe('search client contract: embedded engine over the browser index', () => {
  searchClientContract(() => createEmbeddedSearchClient({ loadIndex: async () => JSON.parse(indexJson) }));
});

describe('search client contract: our hosted-search client (algoliasearch lite), requester answering from the engine', () => {
  searchClientContract(() => createAlgoliaSearchClient({ appId: 'TESTAPP', searchApiKey: 'search-key' }, { requester: algoliaOverEngine() }));
});

describe('search client contract: bare algoliasearch lite client, requester answering from the engine', () => {
  searchClientContract(() => {
    const client = liteClient('TESTAPP', 'search-key', { requester: algoliaOverEngine() });
    const search = (body: never) => client.search(body) as unknown as Promise<{ results: SearchResponse[] }>;
    return { search, searchForHits: search } as SearchClient;
  });
});

describe('our clients also read url-encoded params (algoliasearch v4 style)', () => {
  it.each([
    ['embedded', () => createEmbeddedSearchClient({ loadIndex: async () => JSON.parse(indexJson) })],
    ['algolia', () => createAlgoliaSearchClient({ appId: 'TESTAPP', searchApiKey: 'search-key' }, { requester: algoliaOverEngine() })],
  ] as const)('%s', async (_name, make) => {
    const { results } = await make().search([{ indexName: 'cars', params: 'filters=make%3AMazda&hitsPerPage=2&facets=%5B%22make%22%5D' }]);
    expect(results[0]).toMatchObject({ nbHits: where('make:Mazda').length, hitsPerPage: 2, facets: { make: { Mazda: where('make:Mazda').length } } });
  });
});

describe('the lite client speaks to the requester as to Algolia', () => {
  it('POSTs the multi-query to /1/indexes/*/queries with the application id and key', async () => {
    const seen: EndRequest[] = [];
    const client = createAlgoliaSearchClient(
      { appId: 'TESTAPP', searchApiKey: 'search-key' },
      { requester: algoliaOverEngine({ onRequest: (request) => seen.push(request) }) },
    );
    await client.search({ requests: [{ indexName: 'cars', query: 'kia' }] });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: expect.stringMatching(/^https:\/\/TESTAPP-dsn\.algolia\.net\/1\/indexes\/\*\/queries\?/) });
    expect(seen[0]!.headers).toMatchObject({ 'x-algolia-application-id': 'TESTAPP', 'x-algolia-api-key': 'search-key' });
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ requests: [{ indexName: 'cars', query: 'kia' }] });
  });
});

describe("createSearchClient (the site's islands): either service, the tenant base filter on every request, disjunctive counts by explicit opt-in", () => {
  const search: SearchConfig = {
    service: { kind: 'embedded' },
    filters: [],
    sortOptions: ['relevance', 'price_asc'],
    defaultSort: 'relevance',
    defaultFilter: 'car_type:used OR car_type:demo',
    pageSize: 21,
    soldVisibleDays: 3,
    priceAscendingRequiresPrice: true,
    carFilter: { by: 'age', limit: 0 },
    makesShownBeforeShowAll: 7,
    modelListLimit: 30,
    usedCarVariantPath: false,
    cacheSize: 30,
    scrollToTopOnChange: true,
    cardsPerRow: 3,
    cardVariant: 'standard',
    usedLabel: 'Used',
  };
  const hosted: SearchConfig = { ...search, service: { kind: 'algolia', appId: 'TESTAPP', searchApiKey: 'search-key', indexName: 'cars' } };
  const options = { loadIndex: async () => JSON.parse(indexJson), now: () => STOCK_NOW, requester: algoliaOverEngine() };
  const soldSince = STOCK_NOW.getTime() / 1000 - 3 * 86_400;
  const visible = (extra: string) =>
    records.filter(
      (record) =>
        record.show_on_dealer_website &&
        record.delisted_at_timestamp >= soldSince &&
        matchesFilter(record, parseFilters(`(car_type:used OR car_type:demo) AND ${extra}`)),
    );

  it.each([
    ['embedded', search],
    ['algolia', hosted],
  ] as const)('%s', async (_kind, config) => {
    const { client, indexName } = createSearchClient(config, options);
    expect(indexName).toBe('cars');
    const { results } = await client.search({
      requests: [
        { indexName: 'cars', facets: ['make'], facetFilters: [['make:Toyota']], hitsPerPage: 0 },
        { indexName: 'cars_price_asc', hitsPerPage: 1 },
      ],
    });
    expect(results[0]!.nbHits).toBe(visible('make:Toyota').length);
    expect(results[0]!.facets!.make).toEqual(countBy(visible('price >= 0'), 'make'));
    expect(results[1]!.hits[0]!.price).toBe(Math.min(...visible('price > 0').map((record) => record.price)));
  });
});
