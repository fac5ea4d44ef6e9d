import { algoliasearch } from 'algoliasearch';
import { attributesForFaceting, DEFAULT_PAGINATION_LIMIT, SEARCHABLE_ATTRIBUTES } from '#src/domain/search/attributes.ts';
import type { SearchRecord } from '#src/domain/search/record.ts';
import { REPLICAS, replicaIndexName } from '#src/domain/search/replicas.ts';
import type { SearchConfig } from '#src/domain/tenant/schema/search.ts';
import type { Requester } from '#src/search-clients/embedded-requester.ts';

type Settings = Record<string, unknown>;

/**
 * Hosted index settings that make Algolia rank and match like the embedded engine: the searchable attributes,
 * facets (filter-only where the engine counts none), custom rank as the tie-breaker, one typo from 5 letters and
 * none in numbers or stock numbers, prefix on the last word, the same pagination limit, and one standard replica per
 * enabled sort (its attribute, then custom rank).
 * @example algoliaSettings(tenant.search).replicas.map((replica) => replica.indexName) // ['cars_latest', 'cars_price_desc', 'cars_price_asc']
 */
export function algoliaSettings(search: SearchConfig & { service: { kind: 'algolia'; indexName: string } }): {
  main: Settings;
  replicas: { indexName: string; settings: Settings }[];
} {
  const base = search.service.indexName;
  const replicas = search.sortOptions
    .filter((sort) => sort !== 'relevance')
    .map((sort) => {
      const { attribute, direction } = REPLICAS[sort].order;
      return { indexName: replicaIndexName(base, sort), settings: { ranking: [`${direction}(${attribute})`, 'custom'], customRanking: ['desc(custom_rank)'] } };
    });
  const main: Settings = {
    searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
    attributesForFaceting: attributesForFaceting(),
    ranking: ['typo', 'custom'],
    customRanking: ['desc(custom_rank)'],
    replicas: replicas.map((replica) => replica.indexName),
    queryType: 'prefixLast',
    typoTolerance: true,
    minWordSizefor1Typo: 5,
    minWordSizefor2Typos: 100,
    allowTyposOnNumericTokens: false,
    disableTypoToleranceOnAttributes: ['stocknum', 'year'],
    ignorePlurals: false,
    removeStopWords: false,
    paginationLimitedTo: DEFAULT_PAGINATION_LIMIT,
    maxValuesPerFacet: 100,
    attributesToHighlight: [],
  };
  return { main, replicas };
}

export type PushOptions = {
  search: SearchConfig;
  records: readonly SearchRecord[];
  adminKey: string;
  /** Replaces the network (tests record what would be sent). */
  requester?: Requester;
  log?: (line: string) => void;
};

/**
 * Pushes a tenant's records and index settings to Algolia: 1. main index settings (forwarded to replicas) and the
 * replica list; 2. each replica's ranking; 3. all records, swapped in atomically (a temporary index moved over the
 * main one, so shoppers never see a half-filled index). Waits for each task.
 */
export async function pushToAlgolia(options: PushOptions): Promise<{ indexName: string; records: number; replicas: string[] }> {
  const { service } = options.search;
  if (service.kind !== 'algolia') throw new Error('this tenant uses the embedded search: there is nothing to push to Algolia');
  const log = options.log ?? (() => {});
  const client = algoliasearch(service.appId, options.adminKey, options.requester ? { requester: options.requester } : undefined);
  const { main, replicas } = algoliaSettings({ ...options.search, service });

  // 1. Main index settings; searchable attributes, facets and typo rules reach the replicas too.
  log(`settings of ${service.indexName} (${replicas.length} replicas)`);
  const mainTask = await client.setSettings({ indexName: service.indexName, indexSettings: main as never, forwardToReplicas: true });
  await client.waitForTask({ indexName: service.indexName, taskID: mainTask.taskID });

  // 2. Each replica sorts by its own attribute first.
  for (const replica of replicas) {
    log(`ranking of ${replica.indexName}`);
    const task = await client.setSettings({ indexName: replica.indexName, indexSettings: replica.settings as never });
    await client.waitForTask({ indexName: replica.indexName, taskID: task.taskID });
  }

  // 3. Records, replaced atomically.
  log(`${options.records.length} records into ${service.indexName}`);
  await client.replaceAllObjects({ indexName: service.indexName, objects: options.records as unknown as Record<string, unknown>[], batchSize: 1000 });
  return { indexName: service.indexName, records: options.records.length, replicas: replicas.map((replica) => replica.indexName) };
}
