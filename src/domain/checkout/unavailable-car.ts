// A checkout link to a car the site no longer has (it left the feed, or never was): the shopper is told so and offered
// similar cars in stock, found by the similar-cars queries (src/domain/search/similar-cars.ts) from what is still known
// of the car: its facts while the server remembers them, else the make and model its slug starts with.
import type { SimilarCarsSource } from '../search/similar-cars.ts';
import { slugify } from '../vehicle/slug.ts';

const CAR_ID = /^[A-Za-z0-9_-]{1,120}$/;

/**
 * The car a checkout page names: `/cars/<slug>/<segment>` (the tenant's reserve path) or `/checkout-journey?car_id=`;
 * null for any other path or a malformed id.
 * @example checkoutLinkCar('/cars/2019-mazda-cx-5-t7/checkout', new URLSearchParams(), 'checkout') // { page: 'reserve', car: '2019-mazda-cx-5-t7' }
 * @example checkoutLinkCar('/checkout-journey', new URLSearchParams('car_id=42'), 'checkout') // { page: 'journey', car: '42' }
 */
export function checkoutLinkCar(pathname: string, query: URLSearchParams, segment: string): { page: 'reserve' | 'journey'; car: string } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const reserve = /^\/cars\/([^/]+)\/([^/]+)$/.exec(path);
  if (reserve && reserve[2] === segment && CAR_ID.test(reserve[1]!)) return { page: 'reserve', car: reserve[1]! };
  const car = query.get('car_id') ?? '';
  if (path === '/checkout-journey' && CAR_ID.test(car)) return { page: 'journey', car };
  return null;
}

/** A make and model the site has in stock now. */
export type StockModel = { make: string; model: string; simpleBody: string | null };

/**
 * What a similar-cars search needs about a car that is gone, from its slug (`<year>-<make>-<model>-...`, see carSlug):
 * the longest make, then model, of the site's stock that the slug names; null when it names none.
 * @example similarSourceFromSlug('2019-toyota-hilux-sr5-u9', [{ make: 'Toyota', model: 'HiLux', simpleBody: 'Ute' }])
 * // { objectID: '', make: 'Toyota', model: 'HiLux', price: 0, simple_body: 'Ute' }
 */
export function similarSourceFromSlug(slug: string, stock: readonly StockModel[]): SimilarCarsSource | null {
  const rest = `${slug.toLowerCase().replace(/^\d{4}-/, '')}-`;
  let best: StockModel | null = null;
  let bestLength = 0;
  for (const car of stock) {
    const prefix = `${slugify(car.make)}-${slugify(car.model)}-`;
    if (prefix.length > bestLength && rest.startsWith(prefix)) {
      best = car;
      bestLength = prefix.length;
    }
  }
  return best && { objectID: '', make: best.make, model: best.model, price: 0, simple_body: best.simpleBody };
}

/** What the shopper is told: a car that was here (410) or a link to no car we know (404). */
export const UNAVAILABLE_TEXT = {
  gone: { heading: 'This car is no longer available', lead: 'It has been sold or taken off the website, so it cannot be reserved or bought online.' },
  unknown: {
    heading: "We couldn't find that car",
    lead: 'The link may be old or mistyped. The car is not in our stock, so it cannot be reserved or bought online.',
  },
  similar: 'Similar cars in stock',
  noneSimilar: 'We have no similar cars in stock right now.',
  browse: 'Browse all stock',
} as const;
