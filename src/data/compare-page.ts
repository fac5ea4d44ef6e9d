// The compare page's island props: the tenant's search settings (its index and visibility rules), the stock's
// time, the no-price text and the search path style.
import type { CompareAppProps } from '#src/islands/compare/CompareApp.tsx';
import { DEFAULT_SEARCH_PATH } from '#src/domain/search/url-state.ts';
import { SEARCH_PATHS } from './search-data.ts';
import { stockTime, tenant } from './site.ts';

export function compareAppProps(): CompareAppProps {
  return {
    siteSlug: tenant.slug,
    search: tenant.search,
    stockTime: stockTime().toISOString(),
    noPriceText: tenant.texts.noPrice,
    paths: SEARCH_PATHS,
    searchHref: DEFAULT_SEARCH_PATH,
    favourites: tenant.features.favourites,
  };
}
