// A site's own search, run on the server for saved searches: the URL a shopper saved is read as the search page
// reads it (src/domain/search/url-state.ts) and answered by the tenant's search client (the embedded engine over the
// built site's search-index.json, or hosted Algolia), with the same visibility rules, newest first.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { searchRequest } from '#src/domain/search/request.ts';
import { mergeSimilarCars, similarCarsRequests, type SimilarCarsSource } from '#src/domain/search/similar-cars.ts';
import { buildVocabulary, parseSearchUrl, type SearchState } from '#src/domain/search/url-state.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { createSearchClient } from '#src/search-clients/create-search-client.ts';
import type { StockIndex } from '../leads/stock-index.ts';
import type { TenantSite } from '../site-registry.ts';

/** Cars a saved search follows at most (Algolia's largest page). */
const MAX_MATCHES = 1000;

export type SavedSearchQuery = { ok: true; state: SearchState; ids: string[] } | { ok: false; error: string };

export type SiteSearch = {
  /** The cars a search URL (path and query) of this site finds now; not ok when the URL is not a search of this site. */
  matches(config: TenantConfig, site: TenantSite, stock: StockIndex, url: string): Promise<SavedSearchQuery>;
  /** The ids of up to 6 cars in stock like this one: the vehicle page's similar-cars queries, on this site's search. */
  similar(config: TenantConfig, site: TenantSite, car: SimilarCarsSource): Promise<string[]>;
};

export function createSiteSearch(): SiteSearch {
  const clients = new Map<string, ReturnType<typeof createSearchClient>>();
  const clientFor = (config: TenantConfig, site: TenantSite) => {
    const key = `${site.slug}/${site.manifest.buildId}`;
    let client = clients.get(key);
    if (!client) {
      for (const old of clients.keys()) if (old.startsWith(`${site.slug}/`)) clients.delete(old); // one build per site
      const stockTime = site.manifest.stockFetchedAt ? new Date(site.manifest.stockFetchedAt) : new Date(site.manifest.builtAt);
      client = createSearchClient(config.search, {
        loadIndex: async () => JSON.parse(await readFile(path.join(site.dir, 'search-index.json'), 'utf8')),
        now: () => stockTime,
      });
      clients.set(key, client);
    }
    return client;
  };
  return {
    async matches(config, site, stock, url) {
      let parsed: URL;
      try {
        parsed = new URL(url, 'http://site.invalid');
      } catch {
        return { ok: false, error: 'That is not a search on this site.' };
      }
      if (parsed.origin !== 'http://site.invalid') return { ok: false, error: 'That is not a search on this site.' };
      const cars = [...stock.watchCars().values()].map((car) => ({ make: car.make, model: car.model, simple_body: car.simpleBody }));
      const state = parseSearchUrl(parsed.pathname, parsed.search, buildVocabulary(cars), config.search.defaultSort, config.search.sortOptions);
      if (!state) return { ok: false, error: 'That is not a search on this site.' };
      const { client, indexName } = clientFor(config, site);
      // Newest first, from the first page: a saved search follows what arrives, whatever page the shopper was on.
      const request = {
        ...searchRequest({ ...state, page: 1, sortBy: config.search.sortOptions.includes('latest') ? 'latest' : state.sortBy }, indexName, config.search),
        hitsPerPage: MAX_MATCHES,
        facets: [],
      };
      const { results } = await client.search({ requests: [request] });
      const hits = (results[0] as { hits?: Array<{ objectID: string }> } | undefined)?.hits ?? [];
      return { ok: true, state, ids: hits.map((hit) => hit.objectID) };
    },
    async similar(config, site, car) {
      const { client, indexName } = clientFor(config, site);
      const { results } = await client.search({ requests: similarCarsRequests(car, indexName) });
      return mergeSimilarCars(car, results as Parameters<typeof mergeSimilarCars>[1]).map((hit) => hit.objectID);
    },
  };
}
