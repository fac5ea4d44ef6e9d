import { describe, expect, it } from 'vitest';
import { generatedStock } from '#src/domain/search/test-stock.ts';
import type { SearchConfig } from '#src/domain/tenant/schema/search.ts';
import type { EndRequest, Requester } from '#src/search-clients/embedded-requester.ts';
import { algoliaSettings, pushToAlgolia } from './algolia-push.ts';

const search: SearchConfig = {
  service: { kind: 'algolia', appId: 'TESTAPP', searchApiKey: 'search-key', indexName: 'harbour_cars' },
  filters: ['make'],
  sortOptions: ['relevance', 'latest', 'price_asc', 'km_asc'],
  defaultSort: 'relevance',
  defaultFilter: '',
  pageSize: 21,
  soldVisibleDays: 3,
  priceAscendingRequiresPrice: false,
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

/** Answers the write API like Algolia (every task published at once) and records each request. */
function recordingRequester(): Requester & { sent: { method: string; path: string; body: unknown; headers: Record<string, string> }[] } {
  const sent: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  let task = 100;
  return {
    sent,
    async send(request: EndRequest) {
      const url = new URL(request.url);
      const body = typeof request.data === 'string' ? JSON.parse(request.data) : undefined;
      sent.push({ method: request.method, path: decodeURIComponent(url.pathname), body, headers: request.headers });
      const reply = /\/task\/\d+$/.test(url.pathname)
        ? { status: 'published', pendingTask: false }
        : { taskID: ++task, updatedAt: '2026-11-20T00:00:00Z', objectIDs: [] };
      return { status: 200, isTimedOut: false, content: JSON.stringify(reply) };
    },
  };
}

describe('algoliaSettings', () => {
  it('declares facets, searchable attributes, ranking and one replica per enabled sort', () => {
    const { main, replicas } = algoliaSettings(search as never);
    expect(main).toMatchObject({
      searchableAttributes: ['year', 'make', 'model', 'badge', 'series', 'colour', 'simple_body', 'stocknum'],
      customRanking: ['desc(custom_rank)'],
      replicas: ['harbour_cars_latest', 'harbour_cars_price_asc', 'harbour_cars_km_asc'],
      minWordSizefor1Typo: 5,
      paginationLimitedTo: 1000,
    });
    expect(main.attributesForFaceting).toEqual(
      expect.arrayContaining([
        'make',
        'price',
        'categories',
        'filterOnly(delisted_at_timestamp)',
        'filterOnly(show_on_dealer_website)',
        'filterOnly(stocknum)',
      ]),
    );
    expect(replicas).toEqual([
      { indexName: 'harbour_cars_latest', settings: { ranking: ['desc(created_at_timestamp)', 'custom'], customRanking: ['desc(custom_rank)'] } },
      { indexName: 'harbour_cars_price_asc', settings: { ranking: ['asc(price)', 'custom'], customRanking: ['desc(custom_rank)'] } },
      { indexName: 'harbour_cars_km_asc', settings: { ranking: ['asc(km)', 'custom'], customRanking: ['desc(custom_rank)'] } },
    ]);
  });
});

describe('pushToAlgolia (custom requester, no network)', () => {
  it('sets main and replica settings, then swaps in every record through a temporary index', async () => {
    const requester = recordingRequester();
    const records = generatedStock(1500);
    const result = await pushToAlgolia({ search, records, adminKey: 'admin-key', requester });
    expect(result).toEqual({ indexName: 'harbour_cars', records: 1500, replicas: ['harbour_cars_latest', 'harbour_cars_price_asc', 'harbour_cars_km_asc'] });

    const writes = requester.sent.filter((request) => request.method !== 'GET');
    expect(writes.every((request) => request.headers['x-algolia-api-key'] === 'admin-key')).toBe(true);
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: '/1/indexes/harbour_cars/settings',
      body: { replicas: ['harbour_cars_latest', 'harbour_cars_price_asc', 'harbour_cars_km_asc'] },
    });
    expect(writes.slice(1, 4).map((request) => [request.path, (request.body as { ranking: string[] }).ranking[0]])).toEqual([
      ['/1/indexes/harbour_cars_latest/settings', 'desc(created_at_timestamp)'],
      ['/1/indexes/harbour_cars_price_asc/settings', 'asc(price)'],
      ['/1/indexes/harbour_cars_km_asc/settings', 'asc(km)'],
    ]);
    const batches = writes.filter((request) => request.path.endsWith('/batch'));
    expect(batches).toHaveLength(2);
    expect(batches.every((request) => /^\/1\/indexes\/harbour_cars_tmp_\d+\/batch$/.test(request.path))).toBe(true);
    const pushed = batches.flatMap((request) => (request.body as { requests: { action: string; body: { objectID: string } }[] }).requests);
    expect(pushed.map((entry) => entry.body.objectID)).toEqual(records.map((record) => record.objectID));
    expect(pushed[0]).toEqual({ action: 'addObject', body: records[0] });
    const move = writes.find((request) => request.path.endsWith('/operation') && (request.body as { operation: string }).operation === 'move');
    expect(move?.body).toEqual({ operation: 'move', destination: 'harbour_cars' });
  });

  it('refuses a tenant on the embedded search', async () => {
    await expect(
      pushToAlgolia({ search: { ...search, service: { kind: 'embedded' } }, records: [], adminKey: 'k', requester: recordingRequester() }),
    ).rejects.toThrow('this tenant uses the embedded search: there is nothing to push to Algolia');
  });
});
