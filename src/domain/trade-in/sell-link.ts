// The default menus' Sell My Car link (/sell-my-car) follows the tenant's `features.sellMyCarPath`: one dealer links
// /sell-your-car instead (spec 2 section 2). Both paths are the trade-in page, canonical /trade-in.

/** The default menus' Sell My Car path. */
export const SELL_MY_CAR_PATH = '/sell-my-car';

/**
 * A menu link rewriter that sends Sell My Car to the tenant's path; every other link is left as it is.
 * @example sellLinkRewrite('/sell-your-car')('/sell-my-car') // '/sell-your-car'
 */
export function sellLinkRewrite(path: '/sell-my-car' | '/sell-your-car'): (href: string) => string {
  return (href) => (href.replace(/[?#].*$/, '').replace(/\/+$/, '') === SELL_MY_CAR_PATH ? href.replace(SELL_MY_CAR_PATH, path) : href);
}
