// The car a personalised finance page is about, as `GET /api/finance/car?car_id={id}` answers it for the Host's
// tenant: what the page shows (title, price, photo, its page) and what it needs for the quote and the form.
// The stock index keeps a `WebsiteCar` of each car the site shows (its current snapshot); the answer is made from it on request.
import { isAvailable } from '../vehicle/availability.ts';
import type { Vehicle } from '../vehicle/vehicle.ts';
import type { FinanceCar } from './finance-car-view.ts';
import { youxQuoteRequest } from './youx.ts';

export type { FinanceCar } from './finance-car-view.ts';

type WebsiteCarFields =
  | 'id'
  | 'slug'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'carType'
  | 'status'
  | 'priceCents'
  | 'preorder'
  | 'priceType'
  | 'vin'
  | 'nvic'
  | 'dealershipSlug';
/** What the stock index keeps of a car shown on the website (not a whole `Vehicle`: a group has thousands). */
export type WebsiteCar = Pick<Vehicle, WebsiteCarFields> & { imageUrl: string | null; youxQuote: NonNullable<Vehicle['youxQuote']> | null };

/** A snapshot car; fields added to `Vehicle` later may be missing from older snapshots. */
export type WebsiteCarSource = Pick<Vehicle, 'id' | 'slug' | 'year' | 'make' | 'model' | 'carType' | 'status'> &
  Partial<
    Pick<Vehicle, Exclude<WebsiteCarFields, 'id' | 'slug' | 'year' | 'make' | 'model' | 'carType' | 'status'> | 'images' | 'youxQuote' | 'showOnDealerWebsite'>
  >;

/**
 * What the stock index keeps of a snapshot car, or null when the dealer does not show it on the website (it has no page).
 * @example websiteCar({ id: '7', slug: 'a', year: 2020, make: 'Kia', model: 'Rio', carType: 'used', status: 'in_stock', images: [{ url: '/m/1.jpg', thumbUrl: '/m/1t.jpg', isVideo: false }] })?.imageUrl // '/m/1.jpg'
 */
export function websiteCar(vehicle: WebsiteCarSource): WebsiteCar | null {
  if (vehicle.showOnDealerWebsite === false) return null;
  return {
    id: String(vehicle.id),
    slug: vehicle.slug,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    badge: vehicle.badge ?? null,
    series: vehicle.series ?? null,
    carType: vehicle.carType,
    status: vehicle.status,
    priceCents: vehicle.priceCents ?? 0,
    preorder: vehicle.preorder ?? false,
    priceType: vehicle.priceType ?? null,
    vin: vehicle.vin ?? null,
    nvic: vehicle.nvic ?? null,
    dealershipSlug: vehicle.dealershipSlug ?? null,
    imageUrl: vehicle.images?.find((image) => !image.isVideo)?.url ?? null,
    youxQuote: vehicle.youxQuote ?? null,
  };
}

/**
 * The API's answer for a car: its title as the vehicle page writes it, its page, whether it can be bought, and
 * the YouX quote: the feed's own, else the request the page may post to /api/youx/quote (a car without a price,
 * or whose VIN or NVIC the quote endpoint would refuse, has none).
 * @example financeCar(car).title // '2026 Toyota HiLux Workmate GUN126R'
 */
export function financeCar(car: WebsiteCar): FinanceCar {
  let request: FinanceCar['youx']['request'] = null;
  if (!car.youxQuote && car.priceCents > 0) {
    try {
      request = youxQuoteRequest(car);
    } catch {
      request = null;
    }
  }
  return {
    id: car.id,
    slug: car.slug,
    path: `/cars/${car.slug}`,
    title: [car.year, car.make, car.model, car.badge, car.series].filter(Boolean).join(' '),
    carType: car.carType,
    available: isAvailable(car),
    priceCents: car.priceCents,
    preorder: car.preorder,
    priceType: car.priceType,
    imageUrl: car.imageUrl,
    vin: car.vin,
    dealershipSlug: car.dealershipSlug,
    youx: { request, quote: car.youxQuote },
  };
}
