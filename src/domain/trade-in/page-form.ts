// The trade-in page's form (/trade-in, /sell-my-car and /cars/trade-in?car_id={id}): the hidden fields it posts, the
// same as the vehicle page's #trade-in dialog minus the car, whose id /cars/trade-in reads from its query.
import { KIND_DEFAULTS, TRADE_IN_SUBCATEGORY } from '../leads/categories.ts';

export const TRADE_IN_PATH = '/trade-in';

/**
 * The hidden fields of the page's form; with `carFromQuery` an empty car_id the form fills in from `?car_id=`.
 * @example tradeInPageHidden('/trade-in', false)
 *   // [['kind', 'trade-in'], ['category', 'Trade-In Valuation'], ['subcategory', '1. Valuation Requested'], ['step', 'create'], ['source', 'Website'], ['url', '/trade-in']]
 */
export function tradeInPageHidden(pagePath: string, carFromQuery: boolean): [string, string][] {
  return [
    ['kind', 'trade-in'],
    ['category', KIND_DEFAULTS['trade-in'].category],
    ['subcategory', TRADE_IN_SUBCATEGORY.create],
    ['step', 'create'],
    ['source', 'Website'],
    ['url', pagePath],
    ...(carFromQuery ? ([['car_id', '']] as [string, string][]) : []),
  ];
}
