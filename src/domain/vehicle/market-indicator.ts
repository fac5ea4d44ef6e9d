/** Threshold below the market average for the indicator (spec 2 section 9). */
export const MARKET_INDICATOR_MARGIN_CENTS = 49_900;

/**
 * "Below market price" shows when the price is more than $499 below the state average (or the national average
 * when there is no state average) and below it (spec 2 section 5). Price estimates need a price above $200. Only a
 * car a shopper can still buy is offered as a bargain: none on a sold, reserved or unavailable car.
 * @example belowMarketBy({ status: 'in_stock', reserved: false, priceCents: 2000000, stateAverageMarketPriceCents: 2100000, averageMarketPriceCents: null }) // 100000
 */
export function belowMarketBy(vehicle: {
  status: string;
  reserved: boolean;
  priceCents: number;
  stateAverageMarketPriceCents: number | null;
  averageMarketPriceCents: number | null;
}): number | null {
  const average = vehicle.stateAverageMarketPriceCents ?? vehicle.averageMarketPriceCents;
  if ((vehicle.status !== 'in_stock' && vehicle.status !== 'coming_soon') || vehicle.reserved) return null;
  if (average == null || vehicle.priceCents <= 20_000) return null;
  const difference = average - vehicle.priceCents;
  return difference > MARKET_INDICATOR_MARGIN_CENTS ? difference : null;
}
