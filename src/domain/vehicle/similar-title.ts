import type { Features } from '../tenant/schema/features.ts';

/**
 * The similar-cars heading (spec 2 section 2): 'Similar {type}s In-Stock', the type being what the dealer sells
 * (the car's item type: car, caravan, motorcycle), or 'Available' instead of 'In-Stock' on subscription sites
 * (`features.offersSubscription`).
 * @example similarCarsTitle('caravan', tenant.features) // 'Similar Caravans In-Stock'
 * @example similarCarsTitle(null, { offersSubscription: true }) // 'Similar Cars Available'
 */
export function similarCarsTitle(itemType: string | null, features: Pick<Features, 'offersSubscription'>): string {
  const type = (itemType ?? '').trim() || 'car';
  return `Similar ${type.charAt(0).toUpperCase()}${type.slice(1).toLowerCase()}s ${features.offersSubscription ? 'Available' : 'In-Stock'}`;
}
