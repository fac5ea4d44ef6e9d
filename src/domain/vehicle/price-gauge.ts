/** The price-gauge response (spec 1 section 3). */
export type PriceGauge = {
  fill: number | null;
  listing_price: number | null;
  market_range_min: number | null;
  market_range_max: number | null;
  confidence: number | null;
  description: string | null;
};

/**
 * The gauge shows only when every figure is present, confidence is above 0.2 and the market maximum is not
 * below the listing price (spec 1 section 5).
 * @example showsPriceGauge({ fill: 0.4, listing_price: 20000, market_range_min: 18000, market_range_max: 24000, confidence: 0.6, description: null }) // true
 */
export function showsPriceGauge(
  gauge: PriceGauge | null,
): gauge is PriceGauge & { fill: number; listing_price: number; market_range_min: number; market_range_max: number; confidence: number } {
  if (!gauge) return false;
  const { fill, listing_price, market_range_min, market_range_max, confidence } = gauge;
  if ([fill, listing_price, market_range_min, market_range_max, confidence].some((value) => value == null)) return false;
  return confidence! > 0.2 && market_range_max! >= listing_price!;
}

type Comparable = { year: number; km: number | null; priceCents: number };

/** A gauge as a page shows it: the spec's figures, and what they are based on (`basisLine`) with how many cars. */
export type ShownPriceGauge = PriceGauge & {
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number;
  basis: string;
  cars: number | null;
};

/**
 * Builds a gauge from comparable cars (same make and model, year within 1, km within 30,000) when the feed
 * carries no market data. The market range is the 10th to 90th percentile of their prices; confidence grows with
 * the number of comparables (0.1 per car, capped at 0.95), so fewer than 3 comparables never show a gauge. `where`
 * says where those cars are (`stockPhrase`): the description never calls them the market.
 * @example comparableGauge({ year: 2020, km: 40000, priceCents: 2500000 }, comparables, 'in our own stock')
 */
export function comparableGauge(car: Comparable, comparables: readonly Comparable[], where = 'in our own stock'): (PriceGauge & { cars: number }) | null {
  if (car.priceCents <= 0) return null;
  const prices = comparables
    .filter(
      (other) => other.priceCents > 0 && Math.abs(other.year - car.year) <= 1 && (car.km == null || other.km == null || Math.abs(other.km - car.km) <= 30_000),
    )
    .map((other) => other.priceCents / 100)
    .sort((a, b) => a - b);
  if (prices.length < 3) return null;
  const percentile = (share: number) => prices[Math.min(prices.length - 1, Math.max(0, Math.round(share * (prices.length - 1))))]!;
  const min = Math.round(percentile(0.1));
  const max = Math.round(percentile(0.9));
  const listing = Math.round(car.priceCents / 100);
  const fill = max === min ? 0.5 : Math.min(1, Math.max(0, (listing - min) / (max - min)));
  const position = fill < 0.34 ? 'below' : fill > 0.66 ? 'above' : 'in line with';
  return {
    fill: Math.round(fill * 100) / 100,
    listing_price: listing,
    market_range_min: min,
    market_range_max: max,
    confidence: Math.min(0.95, Math.round(prices.length * 10) / 100),
    description: `Priced ${position} ${prices.length} similar used cars ${where}.`,
    cars: prices.length,
  };
}
