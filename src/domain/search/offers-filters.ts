// The special-offers page's filter choices, worked out at build time from the offers in stock.

/** Price steps (dollars) for the min/max selects; only those inside the offers' price range are offered. */
export const OFFER_PRICE_STEPS_DOLLARS = [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 60000, 75000, 100000, 150000, 200000] as const;

/**
 * The categories a shopper can narrow offers by: those present among the offers, minus the offer category itself
 * (every offer has it), alphabetical.
 * @example offerCategoryChoices({ 'Special Offers': 23, Motorcycle: 9, Caravan: 10 }, 'Special Offers') // ['Caravan', 'Motorcycle']
 */
export function offerCategoryChoices(counts: Readonly<Record<string, number>>, offerCategory: string | null): string[] {
  return Object.keys(counts)
    .filter((category) => category !== offerCategory && (counts[category] ?? 0) > 0)
    .sort((a, b) => a.localeCompare(b));
}

/**
 * The price steps that split the offers' prices: above the cheapest offer and below the dearest, so every choice
 * changes the list.
 * @example offerPriceSteps({ min: 12000, max: 45000 }) // [15000, 20000, 25000, 30000, 40000]
 */
export function offerPriceSteps(stats: { min: number; max: number } | undefined): number[] {
  if (!stats) return [];
  return OFFER_PRICE_STEPS_DOLLARS.filter((step) => step > stats.min && step < stats.max);
}
