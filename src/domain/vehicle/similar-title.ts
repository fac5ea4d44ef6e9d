/**
 * The similar-cars heading (spec 2 section 2): 'Similar {type}s In-Stock', the type being what the dealer sells
 * (the car's item type: car, caravan, motorcycle), or 'Available' instead of 'In-Stock' on subscription sites.
 * @example similarCarsTitle('caravan') // 'Similar Caravans In-Stock'
 * @example similarCarsTitle(null, { subscription: true }) // 'Similar Cars Available'
 */
export function similarCarsTitle(itemType: string | null, options: { subscription?: boolean } = {}): string {
  const type = (itemType ?? '').trim() || 'car';
  return `Similar ${type.charAt(0).toUpperCase()}${type.slice(1).toLowerCase()}s ${options.subscription ? 'Available' : 'In-Stock'}`;
}
