import type { SearchConfig } from '../tenant/schema/search.ts';
import { carFilterExpression } from './car-filter.ts';
import { SearchError, type SearchRequest } from './engine/params.ts';
import { FilterSyntaxError } from './filters/ast.ts';
import { parseFilters } from './filters/parser.ts';
import { resolveReplica } from './replicas.ts';

const DAY_SECONDS = 86_400;

type BaseFilterConfig = Pick<SearchConfig, 'soldVisibleDays' | 'defaultFilter' | 'priceAscendingRequiresPrice'> & Partial<Pick<SearchConfig, 'carFilter'>>;

/**
 * The filter every search of a tenant carries (Algolia syntax, so hosted and embedded search agree):
 * search visibility (spec 2 section 4: in stock or coming soon, or sold within `soldVisibleDays` of `now`, and
 * shown on the dealer website), the tenant's `defaultFilter` and car filter helper (`carFilter`), and `price > 0`
 * for price-ascending sorts when the tenant hides cars without a price. Parts are joined with AND; OR binds tighter in Algolia filters, so a
 * default filter such as `a:1 OR a:2` stays one group without parentheses.
 * @example visibilityFilter({ soldVisibleDays: 3, defaultFilter: 'price > 1000', priceAscendingRequiresPrice: false }, new Date('2026-11-20T00:00:00Z'))
 * // 'show_on_dealer_website:true AND delisted_at_timestamp >= 1794873600 AND price > 1000'
 */
export function visibilityFilter(config: BaseFilterConfig, now: Date, options: { priceAscending?: boolean } = {}): string {
  const soldSince = Math.floor(now.getTime() / 1000) - config.soldVisibleDays * DAY_SECONDS;
  // delisted_at_timestamp is far future for cars in stock or coming soon, the sale time for sold ones.
  const parts = [`show_on_dealer_website:true AND delisted_at_timestamp >= ${soldSince}`];
  if (config.defaultFilter.trim()) parts.push(config.defaultFilter.trim());
  const carFilter = config.carFilter ? carFilterExpression(config.carFilter, now) : '';
  if (carFilter) parts.push(carFilter);
  if (options.priceAscending && config.priceAscendingRequiresPrice) parts.push('price > 0');
  return parts.join(' AND ');
}

/**
 * A request with the tenant's base filter ANDed to its own `filters` (the index name tells whether it sorts by
 * price ascending). A syntax error in the request's own filter throws a 400 SearchError positioned in that filter.
 * @example withVisibility({ indexName: 'cars_price_asc', filters: 'make:Kia' }, 'cars', config, now).filters
 */
export function withVisibility<T extends Pick<SearchRequest, 'indexName' | 'filters'>>(
  request: T,
  baseIndexName: string,
  config: BaseFilterConfig,
  now: Date,
): T {
  const base = visibilityFilter(config, now, { priceAscending: resolveReplica(baseIndexName, request.indexName) === 'price_asc' });
  const own = typeof request.filters === 'string' ? request.filters.trim() : '';
  if (own) {
    // Check the request's own filter first, so an error points into it rather than into the combined filter.
    try {
      parseFilters(own);
    } catch (error) {
      if (error instanceof FilterSyntaxError) throw new SearchError(`filters: ${error.message}`);
      throw error;
    }
  }
  return { ...request, filters: own ? `${base} AND ${own}` : base };
}
