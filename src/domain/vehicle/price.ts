import { formatMoney } from '../money.ts';
import type { Vehicle } from './vehicle.ts';

export type PriceDisplay =
  { kind: 'price'; text: string; priceType: string | null } | { kind: 'preorder'; text: 'PREORDER' } | { kind: 'no-price'; text: string };

/** A price is shown only above $10 (spec 2 section 5). */
export const MIN_SHOWN_PRICE_CENTS = 1000;

/**
 * What the price line says: the price above $10, else PREORDER for preorder cars, else the tenant's no-price text.
 * @example displayPrice({ priceCents: 2899000, preorder: false, priceType: 'Drive Away' }, 'Enquire for price.') // { kind: 'price', text: '$28,990', priceType: 'Drive Away' }
 */
export function displayPrice(vehicle: Pick<Vehicle, 'priceCents' | 'preorder' | 'priceType'>, noPriceText: string): PriceDisplay {
  if (vehicle.priceCents > MIN_SHOWN_PRICE_CENTS) return { kind: 'price', text: formatMoney(vehicle.priceCents), priceType: vehicle.priceType };
  if (vehicle.preorder) return { kind: 'preorder', text: 'PREORDER' };
  return { kind: 'no-price', text: noPriceText };
}

/**
 * The earlier price, only when it exceeds the current one and a price is shown.
 * @example wasPrice({ priceCents: 2899000, beforePriceCents: 3099000 }) // '$30,990'
 */
export function wasPrice(vehicle: Pick<Vehicle, 'priceCents' | 'beforePriceCents'>): string | null {
  if (vehicle.priceCents <= MIN_SHOWN_PRICE_CENTS || vehicle.beforePriceCents == null) return null;
  return vehicle.beforePriceCents > vehicle.priceCents ? formatMoney(vehicle.beforePriceCents) : null;
}
