// The price range slider page (spec 2 section 2 "Budget finder", sections 5 and 9; stock-search spec
// section 4 "Range slider"): the URL state, the search requests and the link to the results.
import { formatMoney } from '../money.ts';
import type { SearchRequest } from '../search/engine/params.ts';
import { replicaIndexName } from '../search/replicas.ts';
import { emptySearchState, searchUrl } from '../search/url-state.ts';
import type { SortOption } from '../tenant/schema/search.ts';
import { BUDGET_SEARCH_BASE_FILTER, moveHandles, type PriceSlider } from './budget-range.ts';

export const PRICE_RANGE_PATH = '/budget-finder/price-range';
/** The page's results and the link's order: highest price first. */
export const PRICE_RANGE_SORT: SortOption = 'price_desc';
/** The URL follows the handles after this pause (stock-search spec section 4). */
export const PRICE_RANGE_URL_DELAY_MS = 400;
export const PRICE_RANGE_HITS = 12;

const dollars = (cents: number) => Math.round(cents / 100);

/**
 * The handles from the page's `price` parameter (`min-max` in dollars, either end may be empty): an end left
 * out is the range bound; no parameter (or one that does not parse) keeps the starting handles.
 * @example priceRangeFromQuery('?price=-80000', slider) // { ...slider, minCents: slider.rangeMinCents, maxCents: 8_000_000 }
 */
export function priceRangeFromQuery(search: string, slider: PriceSlider): PriceSlider {
  const value = new URLSearchParams(search).get('price');
  const match = value === null ? null : /^(\d*)-(\d*)$/.exec(value.trim());
  if (!match) return slider;
  const minCents = match[1] ? Number(match[1]) * 100 : slider.rangeMinCents;
  const maxCents = match[2] ? Number(match[2]) * 100 : slider.rangeMaxCents;
  return moveHandles(slider, minCents, maxCents, match[2] ? 'min' : 'max');
}

/**
 * The page's own URL for the handles.
 * @example priceRangePageUrl({ minCents: 500_000, maxCents: 8_000_000, ... }) // '/budget-finder/price-range?price=5000-80000'
 */
export function priceRangePageUrl(slider: PriceSlider): string {
  return `${PRICE_RANGE_PATH}?price=${dollars(slider.minCents)}-${dollars(slider.maxCents)}`;
}

/**
 * '$5,000 - $80,000'
 * @example formatPriceRange({ minCents: 500_000, maxCents: 8_000_000 }) // '$5,000 - $80,000'
 */
export function formatPriceRange(slider: Pick<PriceSlider, 'minCents' | 'maxCents'>): string {
  return `${formatMoney(slider.minCents)} - ${formatMoney(slider.maxCents)}`;
}

/**
 * Two queries for the search client: the stock's price statistics (the slider's range, no price range) and
 * the cars in the chosen range, dearest first; both with the budget finder's base filter (price above $1,000).
 * @example priceRangeRequests('cars', slider)[1] // { indexName: 'cars_price_desc', filters: 'price > 1000', numericFilters: ['price>=5000', 'price<=80000'], ... }
 */
export function priceRangeRequests(baseIndexName: string, slider: Pick<PriceSlider, 'minCents' | 'maxCents'> | null): SearchRequest[] {
  const stats: SearchRequest = { indexName: baseIndexName, query: '', filters: BUDGET_SEARCH_BASE_FILTER, facets: ['price'], hitsPerPage: 0 };
  if (!slider) return [stats];
  return [stats, priceRangeResultsRequest(baseIndexName, slider)];
}

export function priceRangeResultsRequest(baseIndexName: string, slider: Pick<PriceSlider, 'minCents' | 'maxCents'>): SearchRequest {
  return {
    indexName: replicaIndexName(baseIndexName, PRICE_RANGE_SORT),
    query: '',
    filters: BUDGET_SEARCH_BASE_FILTER,
    numericFilters: [`price>=${dollars(slider.minCents)}`, `price<=${dollars(slider.maxCents)}`],
    hitsPerPage: PRICE_RANGE_HITS,
    page: 0,
  };
}

/**
 * The button's link: the search results for the range, sorted by price descending (when the tenant offers
 * that sort; else its default).
 * @example priceRangeSearchUrl({ minCents: 500_000, maxCents: 8_000_000 }, 'relevance', ['relevance', 'price_desc']) // '/search/new-used-and-demo-cars?price=5000-80000&sortBy=price_desc'
 */
export function priceRangeSearchUrl(slider: Pick<PriceSlider, 'minCents' | 'maxCents'>, defaultSort: SortOption, sortOptions: readonly SortOption[]): string {
  const sortBy = sortOptions.includes(PRICE_RANGE_SORT) ? PRICE_RANGE_SORT : defaultSort;
  return searchUrl(
    { ...emptySearchState(defaultSort), sortBy, ranges: { price: { min: dollars(slider.minCents), max: dollars(slider.maxCents) } } },
    defaultSort,
  );
}
