// Page keys for the routes without getStaticPaths (home, /cars, special offers, contact...): each route's key is the
// site and what its one data call returns (src/data/page-keys.ts), so a build renders them only when that changed.
// The page renderer (scripts/lib/build/render-pages.ts) asks for a route's paths here; a route not listed is rendered
// every time.
import { budgetFinderData, priceRangePageData } from './budget-data.ts';
import { journeyPageData } from './checkout-journey.ts';
import { contactPageData } from './contact-page.ts';
import { homePageData } from './home-page.ts';
import { offersPageData } from './offers-page.ts';
import { changedPaths, dataPageKey, prepareSiteKeys } from './page-keys.ts';
import { locationRedirectTable } from './locations.ts';
import { stockPageData } from './stock-page.ts';
import { tradeInPageData } from './trade-in-page.ts';

/** What each page shows besides the site (its layout, menus, tenant config and stock clock): null for nothing else. */
const ROUTE_DATA: Record<string, () => unknown> = {
  'src/pages/index.astro': homePageData,
  'src/pages/cars/index.astro': stockPageData,
  'src/pages/special-offers.astro': offersPageData,
  'src/pages/budget-finder.astro': budgetFinderData,
  'src/pages/budget-finder/price-range.astro': priceRangePageData,
  'src/pages/checkout-journey.astro': journeyPageData,
  'src/pages/contact.astro': contactPageData,
  'src/pages/contact-us.astro': contactPageData,
  'src/pages/trade-in.astro': () => tradeInPageData('/trade-in'),
  'src/pages/sell-my-car.astro': () => tradeInPageData('/sell-my-car'),
  'src/pages/cars/trade-in.astro': () => tradeInPageData('/cars/trade-in', true),
  'src/pages/redirects.json.ts': locationRedirectTable,
  'src/pages/robots.txt.ts': () => null,
  'src/pages/404.astro': () => null,
  'src/pages/print.astro': () => null,
  'src/pages/reservation.astro': () => null,
  'src/pages/sign-in.astro': () => null,
  'src/pages/success.astro': () => null,
  'src/pages/checkout-unavailable.astro': () => null,
};

/**
 * A route without getStaticPaths, as getStaticPaths would list it: its one page when it must be rendered (its key
 * changed since the live build, or it has no key), none when the live build's page is still right.
 */
export async function staticRoutePaths(component: string, file: string): Promise<{ params: Record<string, never> }[]> {
  const data = ROUTE_DATA[component];
  if (!data) return [{ params: {} }];
  await prepareSiteKeys();
  return changedPaths([{ params: {}, cacheKey: dataPageKey(await data()) }], () => file);
}
