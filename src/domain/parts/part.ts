// One part of a dealer's catalogue as the parts search shows it. Apart from the catalogue reader (catalogue.ts), so
// the search island carries no CSV parser.

export type Part = {
  partNumber: string;
  name: string;
  description: string | null;
  category: string | null;
  brand: string | null;
  /** The models it fits: 'RAV4 2019-on'. */
  fits: string[];
  /** Null: price on request. */
  priceCents: number | null;
  inStock: boolean;
};

const PRICE = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/**
 * A part's price with its cents, or 'Price on request'.
 * @example partPrice(2450) // '$24.50'
 * @example partPrice(null) // 'Price on request'
 */
export function partPrice(cents: number | null): string {
  return cents === null ? 'Price on request' : PRICE.format(cents / 100);
}
