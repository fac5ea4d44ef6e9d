// Saved searches: a shopper's 'Save this search' keeps the search page's URL, a name for it, and the cars it found
// then (so an alert can tell which cars are new).
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { searchLabel } from '#src/domain/accounts/saved-search.ts';
import { SAVED_SEARCHES_MAX } from '#src/domain/accounts/watchlist.ts';
import { searchUrl } from '#src/domain/search/url-state.ts';
import type { ApiEnv } from '../api-env.ts';
import type { DB } from '../db/schema.ts';
import { countSavedSearches, listSavedSearches, removeSavedSearch, saveSearch } from '../db/watchlist-repo.ts';
import type { StockIndexes } from '../leads/stock-index.ts';
import type { TenantLeadsCache } from '../leads/tenant-context.ts';
import type { SiteSearch } from './site-search.ts';

export type SavedSearchView = { id: string; url: string; label: string; savedAt: string };

export type SavedSearches = {
  list(tenant: string, shopperId: string): Promise<SavedSearchView[]>;
  save(
    c: Context<ApiEnv>,
    shopperId: string,
    search: { url: string; label?: string | undefined },
  ): Promise<{ ok: true; id: string; label: string } | { ok: false; status: 409 | 422 | 503; error: string }>;
  remove(tenant: string, shopperId: string, id: string): Promise<boolean>;
};

export function createSavedSearches(deps: { db: Kysely<DB>; stock: StockIndexes; tenants: TenantLeadsCache; search: SiteSearch }): SavedSearches {
  return {
    async list(tenant, shopperId) {
      return (await listSavedSearches(deps.db, tenant, shopperId)).map((row) => ({
        id: row.id,
        url: row.url,
        label: row.label,
        savedAt: row.createdAt.toISOString(),
      }));
    },
    async save(c, shopperId, search) {
      const tenant = c.get('tenantSlug');
      const site = c.get('site');
      const leads = await deps.tenants.get(tenant, site.manifest.buildId);
      if (!leads) return { ok: false, status: 503, error: 'Searches cannot be saved on this site right now.' };
      const found = await deps.search.matches(leads.config, site, await deps.stock.get(tenant), search.url);
      if (!found.ok) return { ok: false, status: 422, error: found.error };
      if ((await countSavedSearches(deps.db, tenant, shopperId)) >= SAVED_SEARCHES_MAX)
        return { ok: false, status: 409, error: `You can keep ${SAVED_SEARCHES_MAX} saved searches. Remove one to save another.` };
      // Kept as the search page writes it (page 1): the same search saved twice is one saved search.
      const url = searchUrl({ ...found.state, page: 1 }, leads.config.search.defaultSort, { usedCarVariant: leads.config.search.usedCarVariantPath });
      const label = search.label ?? searchLabel(found.state);
      const id = await saveSearch(deps.db, tenant, shopperId, { url, label, knownCarIds: found.ids });
      return { ok: true, id, label };
    },
    remove: (tenant, shopperId, id) => removeSavedSearch(deps.db, tenant, shopperId, id),
  };
}
