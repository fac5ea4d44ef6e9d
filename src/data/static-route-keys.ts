// Page keys for the routes without getStaticPaths (home, /cars, special offers, contact...): each route's key is the
// site and what its one data call returns (src/data/page-keys.ts), so a build renders them only when that changed.
// The call is made in one place, STATIC_PAGE_DATA: the page reads its data through staticPageData(its own file), so
// the key cannot miss what the page shows (static-route-keys.test.ts checks every page reads no other page data).
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

/** What each page shows besides the site (its layout, menus, tenant config, stock clock and content): null for nothing else. */
const STATIC_PAGE_DATA = {
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
  'src/pages/sell-your-car.astro': () => tradeInPageData('/sell-your-car'),
  'src/pages/cars/trade-in.astro': () => tradeInPageData('/cars/trade-in', true),
  'src/pages/redirects.json.ts': locationRedirectTable,
  'src/pages/robots.txt.ts': () => null,
  'src/pages/404.astro': () => null,
  'src/pages/print.astro': () => null,
  'src/pages/reservation.astro': () => null,
  'src/pages/online-payment.astro': () => null,
  'src/pages/sign-in.astro': () => null,
  'src/pages/success.astro': () => null,
  'src/pages/checkout-unavailable.astro': () => null,
} satisfies Record<string, () => unknown>;
type StaticPage = keyof typeof STATIC_PAGE_DATA;

const made = new Map<string, unknown>();
/**
 * A static page's data: its route's one data call, made once per build process, so the page shows exactly what its
 * key was made of.
 * @example const page = staticPageData('src/pages/special-offers.astro');
 */
export function staticPageData<P extends StaticPage>(component: P): ReturnType<(typeof STATIC_PAGE_DATA)[P]> {
  // The dev server reads the data afresh for every request, as render-once.ts does.
  if (!import.meta.env.PROD) return STATIC_PAGE_DATA[component]() as ReturnType<(typeof STATIC_PAGE_DATA)[P]>;
  if (!made.has(component)) made.set(component, STATIC_PAGE_DATA[component]());
  return made.get(component) as ReturnType<(typeof STATIC_PAGE_DATA)[P]>;
}

/**
 * A route without getStaticPaths, as getStaticPaths would list it: its one page when it must be rendered (its key
 * changed since the live build, or it has no key), none when the live build's page is still right.
 */
export async function staticRoutePaths(component: string, file: string): Promise<{ params: Record<string, never> }[]> {
  if (!(component in STATIC_PAGE_DATA)) return [{ params: {} }];
  await prepareSiteKeys();
  return changedPaths([{ params: {}, cacheKey: dataPageKey(await staticPageData(component as StaticPage)) }], () => file);
}
