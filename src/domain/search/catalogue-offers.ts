// The two smaller searches of spec 1 section 7: the manufacturer catalogue (make, model, body; query; offset;
// 21 per page) and special offers (the dealership, categories and price; query; offset; 21 per page). Each is an
// Algolia request, so the embedded engine and hosted search answer it alike; each client keeps a cache of about
// 10 answers (spec 1 section 9).
import type { SearchRequest } from './engine/params.ts';
import type { Range } from './url-state.ts';

/** Page size of both searches (spec 1 section 9). */
export const CATALOGUE_PAGE_SIZE = 21;
export const OFFERS_PAGE_SIZE = 21;
/** "offers/catalogue cache about 10 entries". */
export const SMALL_SEARCH_CACHE_SIZE = 10;
/** Spec 1 section 8: empty offers results. */
export const NO_OFFERS_TITLE = 'No Results Available';
export const NO_OFFERS_TEXT = 'There appears to be no offers currently available that meet the conditions of your search';
/** The feed category that marks a car as a special offer (the demo feeds give it to cars with a "was" price). */
export const SPECIAL_OFFERS_CATEGORY = 'Special Offers';

/** Manufacturer-catalogue state (spec 1 section 3). `page` is 1-based, as in URLs. */
export type CatalogueState = { query: string; page: number; make: string | null; model: string | null; body: string | null };
/** Special-offers state (spec 1 section 3). */
export type OffersState = { query: string; page: number; categories: string[]; price: Range | null };

/**
 * Where the catalogue's fields live in an index: the car index by default (make, model, simple_body); a hosted
 * catalogue index names them `manufacturer.name`, `model.name` and `model.body`.
 */
export type CatalogueFields = { make: string; model: string; body: string };
export const CAR_INDEX_CATALOGUE_FIELDS: CatalogueFields = { make: 'make', model: 'model', body: 'simple_body' };
export const HOSTED_CATALOGUE_FIELDS: CatalogueFields = { make: 'manufacturer.name', model: 'model.name', body: 'model.body' };

const offsetOf = (page: number, size: number) => (Math.max(1, Math.floor(page)) - 1) * size;

/**
 * The catalogue request: each chosen field as a facet filter (values sent as they are), the text query, and the
 * page as an offset.
 * @example catalogueRequest({ query: '', page: 2, make: 'Toyota', model: null, body: 'SUV' }, 'cars').facetFilters // [['make:Toyota'], ['simple_body:SUV']]
 */
export function catalogueRequest(state: CatalogueState, indexName: string, fields: CatalogueFields = CAR_INDEX_CATALOGUE_FIELDS): SearchRequest {
  const chosen = [
    [fields.make, state.make],
    [fields.model, state.model],
    [fields.body, state.body],
  ] as const;
  return {
    indexName,
    query: state.query.trim(),
    facetFilters: chosen.flatMap(([field, value]) => (value ? [[`${field}:${value}`]] : [])),
    offset: offsetOf(state.page, CATALOGUE_PAGE_SIZE),
    length: CATALOGUE_PAGE_SIZE,
  };
}

/**
 * The special-offers request: the dealership's cars, any of the chosen categories, the price range, the text
 * query, and the page as an offset. With `offerCategory`, only cars in that category count as offers (ANDed with
 * the chosen categories).
 * @example offersRequest({ query: '', page: 1, categories: ['Runout'], price: { min: null, max: 40000 } }, { indexName: 'cars', dealershipId: 3 }).numericFilters // ['dealership_id=3', 'price<=40000']
 */
export function offersRequest(state: OffersState, options: { indexName: string; dealershipId: number | null; offerCategory?: string | null }): SearchRequest {
  const numericFilters = [
    ...(options.dealershipId === null ? [] : [`dealership_id=${options.dealershipId}`]),
    ...(state.price?.min != null ? [`price>=${state.price.min}`] : []),
    ...(state.price?.max != null ? [`price<=${state.price.max}`] : []),
  ];
  return {
    indexName: options.indexName,
    query: state.query.trim(),
    facetFilters: [
      ...(options.offerCategory ? [[`categories:${options.offerCategory}`]] : []),
      ...(state.categories.length ? [state.categories.map((category) => `categories:${category}`)] : []),
    ],
    numericFilters,
    offset: offsetOf(state.page, OFFERS_PAGE_SIZE),
    length: OFFERS_PAGE_SIZE,
  };
}
