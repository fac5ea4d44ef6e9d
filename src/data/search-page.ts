import { searchVehicles, tenant } from './site.ts';

/** The first page of the default search, rendered into the HTML so it works before any script. */
export function defaultSearchPage() {
  const hits = searchVehicles();
  return { hits: hits.slice(0, tenant.search.pageSize), total: hits.length, pageSize: tenant.search.pageSize };
}
