// The car a reservation or an online order is for, as the server keeps it from the stock snapshot, and whether it can
// be reserved now. The checkout API answers from this (never from the browser) and the database decides the hold.
import { displayPrice } from '../vehicle/price.ts';
import { checkoutEnabled } from '../vehicle/checkout.ts';
import type { Vehicle } from '../vehicle/vehicle.ts';
import { similarSearchPath, type SearchPathOptions } from '../search/url-state.ts';
import type { TenantConfig } from '../tenant/schema/index.ts';
import { RESERVE_TEXT } from './reservation-request.ts';
import { reserveTerms, type ReserveTerms } from './terms.ts';

export type CheckoutCar = Pick<
  Vehicle,
  | 'id'
  | 'slug'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'status'
  | 'reserved'
  | 'priceCents'
  | 'preorder'
  | 'priceType'
  | 'reserveDepositCents'
  | 'carType'
  | 'dealershipSlug'
  | 'locationId'
  | 'showOnDealerWebsite'
> & {
  imageUrl: string | null;
};

/** The fields of a snapshot car a checkout needs. */
export function checkoutCarOf(vehicle: Vehicle): CheckoutCar {
  const { id, slug, year, make, model, badge, status, priceCents, preorder, priceType, carType, dealershipSlug, locationId } = vehicle;
  const image = vehicle.images?.find((entry) => !entry.isVideo);
  // Older snapshots may lack the newer fields: they read as the feed's defaults.
  return {
    id,
    slug,
    year,
    make,
    model,
    badge: badge ?? null,
    status,
    reserved: vehicle.reserved ?? false,
    priceCents,
    preorder: preorder ?? false,
    priceType: priceType ?? null,
    reserveDepositCents: vehicle.reserveDepositCents ?? null,
    carType,
    dealershipSlug: dealershipSlug ?? null,
    locationId: locationId ?? null,
    showOnDealerWebsite: vehicle.showOnDealerWebsite ?? true,
    imageUrl: image?.thumbUrl ?? image?.url ?? null,
  };
}

export type Reservability = 'reservable' | 'unknown' | 'sold' | 'coming-soon' | 'reserved' | 'not-reservable';

/**
 * Whether a car can be reserved online now, as far as the stock says (the database then decides whether another
 * shopper holds it).
 * @example reservability({ ...car, status: 'sold' }, tenant) // 'sold'
 */
export function reservability(car: CheckoutCar | undefined, tenant: Pick<TenantConfig, 'features'>): Reservability {
  if (!car || !car.showOnDealerWebsite) return 'unknown';
  if (car.status === 'sold') return 'sold';
  if (car.status === 'coming_soon') return 'coming-soon';
  if (car.reserved && car.status === 'in_stock') return 'reserved';
  return checkoutEnabled(car, tenant) ? 'reservable' : 'not-reservable';
}

/** The message a shopper gets for a car that cannot be reserved. */
export const REFUSAL_TEXT: Readonly<Record<Exclude<Reservability, 'reservable'>, string>> = {
  unknown: RESERVE_TEXT.unknownCar,
  sold: RESERVE_TEXT.sold,
  'coming-soon': RESERVE_TEXT.comingSoon,
  reserved: RESERVE_TEXT.justReserved,
  'not-reservable': RESERVE_TEXT.notReservable,
};

/** What the checkout API tells a page about a car (GET /api/reservations/car). */
export type CheckoutCarView = {
  id: string;
  slug: string;
  title: string;
  path: string;
  priceText: string;
  priceType: string | null;
  priceCents: number;
  imageUrl: string | null;
  terms: ReserveTerms;
  similarPath: string;
};

export function checkoutCarView(car: CheckoutCar, tenant: Pick<TenantConfig, 'features' | 'texts'>, paths: SearchPathOptions): CheckoutCarView {
  const price = displayPrice(car, tenant.texts.noPrice);
  return {
    id: car.id,
    slug: car.slug,
    title: [car.year, car.make, car.model, car.badge].filter(Boolean).join(' '),
    path: `/cars/${car.slug}`,
    priceText: price.text,
    priceType: price.kind === 'price' ? price.priceType : null,
    priceCents: car.priceCents,
    imageUrl: car.imageUrl,
    terms: reserveTerms(car, tenant.features.checkout),
    similarPath: similarSearchPath({ car_type: car.carType, make: car.make, model: car.model }, paths),
  };
}
