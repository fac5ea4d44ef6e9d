import type { SearchConfig, SortOption } from '../tenant/schema/search.ts';

/** How a replica orders hits: by one attribute, then custom rank (highest first), then objectID. */
export type ReplicaOrder = { attribute: 'custom_rank' | 'created_at_timestamp' | 'price' | 'km' | 'subscription_price'; direction: 'asc' | 'desc' };

/** Sort replicas by index-name suffix; the base index (no suffix) is "most relevant": custom rank, highest first. */
export const REPLICAS: Readonly<Record<SortOption, { suffix: string; order: ReplicaOrder }>> = {
  relevance: { suffix: '', order: { attribute: 'custom_rank', direction: 'desc' } },
  latest: { suffix: '_latest', order: { attribute: 'created_at_timestamp', direction: 'desc' } },
  price_asc: { suffix: '_price_asc', order: { attribute: 'price', direction: 'asc' } },
  price_desc: { suffix: '_price_desc', order: { attribute: 'price', direction: 'desc' } },
  km_asc: { suffix: '_km_asc', order: { attribute: 'km', direction: 'asc' } },
  subscription_asc: { suffix: '_subscription_asc', order: { attribute: 'subscription_price', direction: 'asc' } },
};

export const SORT_OPTIONS = Object.keys(REPLICAS) as SortOption[];

/**
 * The index name that serves a sort.
 * @example replicaIndexName('cars', 'price_asc') // 'cars_price_asc'
 */
export function replicaIndexName(baseName: string, sort: SortOption): string {
  return `${baseName}${REPLICAS[sort].suffix}`;
}

/**
 * Which sort an index name asks for, or null when it is neither the base index nor one of its replicas.
 * @example resolveReplica('cars', 'cars_latest') // 'latest'
 */
export function resolveReplica(baseName: string, indexName: string): SortOption | null {
  if (indexName === baseName) return 'relevance';
  if (!indexName.startsWith(baseName)) return null;
  const suffix = indexName.slice(baseName.length);
  return SORT_OPTIONS.find((sort) => sort !== 'relevance' && REPLICAS[sort].suffix === suffix) ?? null;
}

/** The embedded engine's base index name (any name works; hosted search uses the configured one). */
export const EMBEDDED_INDEX_NAME = 'cars';

/**
 * The base index name searches use for a tenant's search service.
 * @example baseIndexName({ kind: 'embedded' }) // 'cars'
 */
export function baseIndexName(service: SearchConfig['service']): string {
  return service.kind === 'algolia' ? service.indexName : EMBEDDED_INDEX_NAME;
}
