import { describe, expect, it } from 'vitest';
import { catalogueRequest, NO_OFFERS_TEXT, NO_OFFERS_TITLE, offersRequest, SPECIAL_OFFERS_CATEGORY } from '#src/domain/search/catalogue-offers.ts';
import { BROWSER_ATTRIBUTES, columnsFromRecords } from '#src/domain/search/index/build.ts';
import { deserializeIndex, serializeIndex } from '#src/domain/search/index/serialize.ts';
import { generatedStock } from '#src/domain/search/test-stock.ts';
import { createAlgoliaSearchClient } from './algolia-client.ts';
import { createEmbeddedSearchClient } from './embedded-client.ts';
import { createEmbeddedRequester } from './embedded-requester.ts';
import { createCatalogueSearch, createOffersSearch } from './small-searches.ts';
import type { SearchClient } from './types.ts';

const records = generatedStock(300);
const indexJson = JSON.stringify(serializeIndex(columnsFromRecords(records, { name: 'cars', attributes: BROWSER_ATTRIBUTES })));
const counting = (client: SearchClient) => {
  let calls = 0;
  return {
    calls: () => calls,
    client: { search: (body: never) => (calls++, client.search(body)), searchForHits: (body: never) => (calls++, client.search(body)) } as SearchClient,
  };
};

describe('catalogue and offers requests (spec 1 section 7)', () => {
  it('catalogue: make, model and body as facet filters, 21 per page by offset', () => {
    expect(catalogueRequest({ query: ' sr5 ', page: 2, make: 'Toyota', model: 'HiLux', body: 'Ute' }, 'cars')).toEqual({
      indexName: 'cars',
      query: 'sr5',
      facetFilters: [['make:Toyota'], ['model:HiLux'], ['simple_body:Ute']],
      offset: 21,
      length: 21,
    });
  });
  it('offers: the dealership, any chosen category and the price range', () => {
    expect(
      offersRequest({ query: '', page: 1, categories: ['Runout', 'Demo Clearance'], price: { min: 10000, max: null } }, { indexName: 'cars', dealershipId: 3 }),
    ).toEqual({
      indexName: 'cars',
      query: '',
      facetFilters: [['categories:Runout', 'categories:Demo Clearance']],
      numericFilters: ['dealership_id=3', 'price>=10000'],
      offset: 0,
      length: 21,
    });
  });
  it('offers: an offer category is its own AND group before the chosen categories', () => {
    expect(
      offersRequest(
        { query: '', page: 2, categories: ['Clearance'], price: null },
        { indexName: 'cars', dealershipId: null, offerCategory: SPECIAL_OFFERS_CATEGORY },
      ),
    ).toMatchObject({
      facetFilters: [['categories:Special Offers'], ['categories:Clearance']],
      numericFilters: [],
      offset: 21,
    });
  });
  it('has the spec texts for no offers', () => {
    expect([NO_OFFERS_TITLE, NO_OFFERS_TEXT]).toEqual([
      'No Results Available',
      'There appears to be no offers currently available that meet the conditions of your search',
    ]);
  });
});

describe.each([
  ['embedded engine', () => createEmbeddedSearchClient({ loadIndex: async () => JSON.parse(indexJson) })],
  [
    'algoliasearch (requester answering from the engine)',
    () =>
      createAlgoliaSearchClient(
        { appId: 'TESTAPP', searchApiKey: 'key' },
        { requester: createEmbeddedRequester({ indexes: [deserializeIndex(JSON.parse(indexJson))] }) },
      ),
  ],
])('catalogue and offers searches over the %s', (_name, makeClient) => {
  it('catalogue: the make and body asked for, 21 a page, the second page after the first, cached', async () => {
    const { client, calls } = counting(makeClient());
    const catalogue = createCatalogueSearch(client, 'cars');
    const expected = records.filter((record) => record.make === 'Toyota');
    const first = await catalogue({ query: '', page: 1, make: 'Toyota', model: null, body: null });
    expect(first.nbHits).toBe(expected.length);
    expect(first.hits).toHaveLength(Math.min(21, expected.length));
    expect(first.hits.every((hit) => hit.make === 'Toyota')).toBe(true);
    const second = await catalogue({ query: '', page: 2, make: 'Toyota', model: null, body: null });
    expect(second.hits.map((hit) => hit.objectID)).not.toContain(first.hits[0]!.objectID);
    await catalogue({ query: '', page: 1, make: 'Toyota', model: null, body: null });
    expect(calls()).toBe(2);
  });
  it("offers: the dealership's cars in a category under a price; none gives an empty answer", async () => {
    const offers = createOffersSearch(makeClient(), 'cars', records[0]!.dealership_id);
    const category = records.flatMap((record) => record.categories)[0];
    const answer = await offers({ query: '', page: 1, categories: category ? [category] : [], price: { min: null, max: 60000 } });
    const expected = records.filter(
      (record) => record.dealership_id === records[0]!.dealership_id && (!category || record.categories.includes(category)) && record.price <= 60000,
    );
    expect(answer.nbHits).toBe(expected.length);
    expect((await offers({ query: 'zzzzzz', page: 1, categories: [], price: null })).nbHits).toBe(0);
  });
  it('offers with an offer category: only those cars, narrowed by a chosen category', async () => {
    const offers = createOffersSearch(makeClient(), 'cars', null, SPECIAL_OFFERS_CATEGORY);
    const inOffers = records.filter((record) => record.categories.includes(SPECIAL_OFFERS_CATEGORY));
    expect((await offers({ query: '', page: 1, categories: [], price: null })).nbHits).toBe(inOffers.length);
    const clearance = await offers({ query: '', page: 1, categories: ['Clearance'], price: null });
    expect(clearance.nbHits).toBe(inOffers.filter((record) => record.categories.includes('Clearance')).length);
  });
});
