import type { SearchRecord } from './record.ts';

/**
 * How each record attribute is stored and used by the search engine and by the hosted index settings.
 * - `keyword`: one string (or null), dictionary-encoded; `keywords`: a list of strings; `boolean`;
 *   `number`: a number (or null), filterable with comparisons; `text`: a per-car string kept for hits only.
 * - `facet`: counted with `facets: ['*']`; `filterOnly`: filterable, never counted; `none`: retrieved only.
 * - `browser`: shipped in the browser index (facets plus what a result card shows).
 */
export type AttributeKind = 'keyword' | 'keywords' | 'boolean' | 'number' | 'text';
export type AttributeSpec = { kind: AttributeKind; facet: 'facet' | 'filterOnly' | 'none'; browser: boolean };
export type AttributeName = keyof SearchRecord;

const spec = (kind: AttributeKind, facet: AttributeSpec['facet'], browser = true): AttributeSpec => ({ kind, facet, browser });

export const SEARCH_ATTRIBUTES: Readonly<Record<AttributeName, AttributeSpec>> = {
  objectID: spec('text', 'filterOnly'),
  id: spec('text', 'filterOnly'),
  slug: spec('text', 'none'),
  name: spec('text', 'none'),
  year: spec('number', 'facet'),
  make: spec('keyword', 'facet'),
  model: spec('keyword', 'facet'),
  badge: spec('keyword', 'facet'),
  series: spec('keyword', 'facet'),
  colour: spec('keyword', 'facet'),
  car_type: spec('keyword', 'facet'),
  status: spec('keyword', 'facet'),
  price: spec('number', 'facet'),
  before_price: spec('number', 'filterOnly'),
  price_type: spec('keyword', 'facet'),
  preorder: spec('boolean', 'facet'),
  km: spec('number', 'facet'),
  simple_body: spec('keyword', 'facet'),
  simple_fuel: spec('keyword', 'facet'),
  simple_transmission: spec('keyword', 'facet'),
  simple_drive: spec('keyword', 'facet'),
  location_id: spec('number', 'facet'),
  location_name: spec('keyword', 'facet'),
  dealership_id: spec('number', 'facet'),
  dealership_slug: spec('keyword', 'facet'),
  certified: spec('boolean', 'facet'),
  tag: spec('keyword', 'facet'),
  reserved: spec('boolean', 'facet'),
  categories: spec('keywords', 'facet'),
  item_type: spec('keyword', 'facet'),
  created_at_timestamp: spec('number', 'filterOnly'),
  sold_at_timestamp: spec('number', 'filterOnly'),
  delisted_at_timestamp: spec('number', 'filterOnly'),
  // The browser index is stored in custom-rank order, so the rank itself need not travel.
  custom_rank: spec('number', 'filterOnly', false),
  stocknum: spec('text', 'filterOnly'),
  thumb: spec('keyword', 'none'),
  primary_image_url: spec('keyword', 'none'),
  photos_count: spec('number', 'filterOnly'),
  city: spec('keyword', 'facet'),
  state: spec('keyword', 'facet'),
  subscription_price: spec('number', 'facet'),
  show_on_dealer_website: spec('boolean', 'filterOnly'),
  reserve_deposit: spec('number', 'none'),
  finance_weekly_text: spec('keyword', 'none'),
};

export const ATTRIBUTE_NAMES = Object.keys(SEARCH_ATTRIBUTES) as AttributeName[];

/** Attributes a text query looks in (issue: year, make, model, badge, series, colour, body, stock number). */
export const SEARCHABLE_ATTRIBUTES = [
  'year',
  'make',
  'model',
  'badge',
  'series',
  'colour',
  'simple_body',
  'stocknum',
] as const satisfies readonly AttributeName[];

/** Facets counted for `facets: ['*']`. */
export const FACET_ATTRIBUTES = ATTRIBUTE_NAMES.filter((name) => SEARCH_ATTRIBUTES[name].facet === 'facet');

/** Algolia's `attributesForFaceting` for the hosted index. */
export function attributesForFaceting(): string[] {
  return ATTRIBUTE_NAMES.filter((name) => name !== 'objectID' && SEARCH_ATTRIBUTES[name].facet !== 'none').map((name) =>
    SEARCH_ATTRIBUTES[name].facet === 'filterOnly' ? `filterOnly(${name})` : name,
  );
}

/** Default maximum number of hits reachable by paging (Algolia's `paginationLimitedTo` default). */
export const DEFAULT_PAGINATION_LIMIT = 1000;
