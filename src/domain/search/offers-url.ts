// The special-offers page's URL (spec 1 section 2): its filters and page live in the query string, so a link, a
// reload and back/forward keep them; Clear Filters returns to the bare path.
import type { OffersState } from './catalogue-offers.ts';
import { decodeList, decodeSafely, encodeList, parseRange, rangeParam } from './url-state.ts';

export const OFFERS_PATH = '/special-offers';

/** No text, no category, no price, page 1. */
export const EMPTY_OFFERS_STATE: OffersState = { query: '', page: 1, categories: [], price: null };

/**
 * The URL of an offers state: `query`, `categories` (comma-separated, each percent-encoded), `price=min-max` (either
 * end may be empty) and `page` when not 1, in that order; nothing chosen is the bare path.
 * @example offersUrl({ query: '', page: 2, categories: ['Caravan'], price: { min: 20000, max: null } }) // '/special-offers?categories=Caravan&price=20000-&page=2'
 */
export function offersUrl(state: OffersState): string {
  const params: string[] = [];
  if (state.query.trim()) params.push(`query=${encodeURIComponent(state.query.trim())}`);
  if (state.categories.length) params.push(`categories=${encodeList([...state.categories].sort())}`);
  const price = rangeParam(state.price);
  if (price) params.push(`price=${price}`);
  if (state.page > 1) params.push(`page=${state.page}`);
  return params.length ? `${OFFERS_PATH}?${params.join('&')}` : OFFERS_PATH;
}

/**
 * The offers state a query string describes; anything unreadable is left out (a bad page is page 1).
 * @example parseOffersUrl('?categories=Caravan,Motorcycle&price=-40000&page=3') // { query: '', page: 3, categories: ['Caravan', 'Motorcycle'], price: { min: null, max: 40000 } }
 */
export function parseOffersUrl(search: string): OffersState {
  const state: OffersState = { ...EMPTY_OFFERS_STATE, categories: [] };
  for (const pair of search.replace(/^\?/, '').split('&').filter(Boolean)) {
    const at = pair.indexOf('=');
    const key = decodeSafely(at < 0 ? pair : pair.slice(0, at));
    const raw = at < 0 ? '' : pair.slice(at + 1);
    if (key === 'query') state.query = decodeSafely(raw);
    else if (key === 'categories') state.categories = [...new Set(decodeList(raw))];
    else if (key === 'price') state.price = parseRange(decodeSafely(raw));
    else if (key === 'page') state.page = Math.max(1, Math.floor(Number(decodeSafely(raw))) || 1);
  }
  return state;
}

/** Whether the shopper has narrowed the offers (Clear Filters then has something to clear). */
export function hasOfferFilters(state: OffersState): boolean {
  return state.query.trim() !== '' || state.categories.length > 0 || state.price !== null || state.page > 1;
}
