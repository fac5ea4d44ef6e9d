// What the demo's stand-in market-data and plate-lookup service answers (scripts/lib/demo/market-service.ts): the same
// answers for the same question on any machine and day. A car's average market price follows the demo feed's own
// pricing (scripts/lib/demo/car-pricing.ts: the line's new price a third of the way up its band, where the badges that
// sell most are, 13% off a year, moved by its kilometres against 15,000 a year), so the demo's used cars sit around
// it as real listings sit around the market (on Harbour's, half within 12% below and 15% above it).
// The plates it knows are a short list, written down in tenants/README.md; any other plate is not found.
import { createHash } from 'node:crypto';
import { CAR_MODELS, CURRENT_MODEL_YEAR } from './catalogue.ts';

export type MarketCar = { make: string; model: string; year: number; km: number | null };

/** State averages differ a little from the national one (dearer where cars are dearer to bring in). */
const STATE_FACTOR: Readonly<Record<string, number>> = { ACT: 1.01, NSW: 1.02, NT: 1.04, QLD: 1.01, SA: 0.98, TAS: 0.97, VIC: 1.0, WA: 1.03 };

const norm = (text: string) => text.trim().toLowerCase();
const hundreds = (dollars: number) => Math.round(dollars / 100) * 100;

/** The line's typical new price, 35% up its band; a line the catalogue does not have gets a steady figure from its name. */
function newPriceDollars(make: string, model: string): number {
  const spec = CAR_MODELS.find((line) => norm(line.make) === norm(make) && norm(line.model) === norm(model));
  if (spec) return spec.price[0] + (spec.price[1] - spec.price[0]) * 0.35;
  const hash = createHash('sha256')
    .update(`${norm(make)}|${norm(model)}`)
    .digest()
    .readUInt32BE(0);
  return 25_000 + (hash % 35_000);
}

/**
 * The national and state average market price of a car (whole dollars), as spec 2's `autograb_data` carries them.
 * @example demoMarketPrice({ make: 'Toyota', model: 'RAV4', year: 2023, km: 45_000 }, 'NSW')
 *   // { state_average_market_price: 34_500, average_market_price: 33_800 }
 */
export function demoMarketPrice(car: MarketCar, state: string | null): { state_average_market_price: number | null; average_market_price: number } {
  const age = Math.max(0, CURRENT_MODEL_YEAR - car.year);
  const expectedKm = age * 15_000;
  const kmFactor = car.km === null ? 1 : Math.min(1.08, Math.max(0.75, 1 - (car.km - expectedKm) / 400_000));
  const national = Math.max(3_000, newPriceDollars(car.make, car.model) * 0.87 ** age * kmFactor);
  const factor = state ? STATE_FACTOR[state.toUpperCase()] : undefined;
  return { state_average_market_price: factor ? hundreds(national * factor) : null, average_market_price: hundreds(national) };
}

/**
 * Spec 1's gauge answer for a listing: the market range is the car's average market price (its state's) 15% either
 * side, and the fill where the listing sits in it.
 * @example demoGauge({ make: 'Toyota', model: 'RAV4', year: 2023, km: 45_000, priceCents: 3_299_000, state: 'NSW' }).description
 *   // 'Priced in line with the market for this car.'
 */
export function demoGauge(listing: MarketCar & { priceCents: number; state: string | null }) {
  const market = demoMarketPrice(listing, listing.state);
  const average = market.state_average_market_price ?? market.average_market_price;
  const min = hundreds(average * 0.85);
  const max = hundreds(average * 1.15);
  const price = Math.round(listing.priceCents / 100);
  const fill = Math.min(1, Math.max(0, (price - min) / (max - min)));
  const position = fill < 0.34 ? 'below' : fill > 0.66 ? 'above' : 'in line with';
  return {
    fill: Math.round(fill * 100) / 100,
    listing_price: price,
    market_range_min: min,
    market_range_max: max,
    confidence: 0.8,
    description: `Priced ${position} the market for this car.`,
  };
}

/** The plates the demo lookup knows, by state and plate (tenants/README.md lists them for trying the demo). */
export const DEMO_PLATES: Readonly<Record<string, { make: string; model: string; year: number; badge: string }>> = {
  'NSW:HTY123': { make: 'Toyota', model: 'RAV4', year: 2023, badge: 'GXL' },
  'NSW:CPO456': { make: 'Toyota', model: 'Corolla', year: 2022, badge: 'Ascent Sport' },
  'QLD:123ABC': { make: 'Toyota', model: 'HiLux', year: 2021, badge: 'SR5' },
  'VIC:1AB2CD': { make: 'Mazda', model: 'CX-5', year: 2022, badge: 'G25 Touring' },
};

/**
 * The car registered as `rego` in `state`, or null.
 * @example demoPlateVehicle('hty 123', 'NSW') // { make: 'Toyota', model: 'RAV4', year: 2023, badge: 'GXL' }
 */
export function demoPlateVehicle(rego: string, state: string) {
  return DEMO_PLATES[`${state.toUpperCase()}:${rego.toUpperCase().replace(/[\s-]/g, '')}`] ?? null;
}
