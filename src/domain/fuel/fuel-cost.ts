/** Defaults of the fuel calculator (spec 2 sections 5 and 9). */
export const DEFAULT_FUEL_PRICE_TEXT = '1.70';
export const DEFAULT_DISTANCE_TEXT = '250 kms';
/** Used when the car has no combined consumption figure. */
export const FALLBACK_CONSUMPTION_L_PER_100KM = 10;

/**
 * Reads a shopper's entry: '$', 'kms' and commas are stripped; anything else unreadable is null.
 * @example parseFuelInput('$1.70') // 1.7
 * @example parseFuelInput('1,250 kms') // 1250
 */
export function parseFuelInput(text: string): number | null {
  const cleaned = text.replace(/\$|kms|,/gi, '').trim();
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * Fuel cost = (distance / 100) x consumption x price, to 2 decimals; 10 L/100km when consumption is unknown.
 * @example fuelCost({ distanceKm: 250, consumptionLPer100Km: 7.6, pricePerLitre: 1.7 }) // 32.3
 */
export function fuelCost(input: { distanceKm: number; consumptionLPer100Km: number | null; pricePerLitre: number }): number {
  const consumption = input.consumptionLPer100Km && input.consumptionLPer100Km > 0 ? input.consumptionLPer100Km : FALLBACK_CONSUMPTION_L_PER_100KM;
  return Math.round((input.distanceKm / 100) * consumption * input.pricePerLitre * 100) / 100;
}

/** The calculator is hidden for electric vehicles (spec 2 section 2). */
export function showsFuelCalculator(simpleFuel: string | null): boolean {
  return simpleFuel?.toLowerCase() !== 'electric';
}
