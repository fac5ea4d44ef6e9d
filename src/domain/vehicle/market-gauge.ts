// The price gauge from market data (spec 1 section 7: `GET {api}/{car path}/autogauge`, for tenants whose
// `market.provider` is 'autograb'): which cars the build asks about, how long an answer is kept, and the gauge a page
// shows from an answer. The asking is the build's (scripts/lib/build/market-gauges.ts); the showing src/data's.
import { basisLine, type MarketBasis } from './market-basis.ts';
import { showsPriceGauge, type PriceGauge, type ShownPriceGauge } from './price-gauge.ts';

type Car = { slug: string; carType: string; status: string; reserved: boolean; priceCents: number; km: number | null; showOnDealerWebsite: boolean };

/** Beside the tenant's snapshot: the answers the build got, by car slug (`{ gauges: { [slug]: KeptGauge } }`). */
export const MARKET_GAUGES_FILE = 'market-gauges.json';

/** An answer kept from an earlier build: for the car at this price and odometer (`key`), asked at `at` (ms). */
export type KeptGauge = { key: string; at: number; gauge: PriceGauge };

/** A kept answer is asked again after a day, or at once when the car's price or kilometres change. */
export const MARKET_GAUGE_MAX_AGE_MS = 24 * 3_600_000;

/**
 * Whether the build asks market data for a car's gauge: a used car shown on the site, for sale (in stock, not
 * reserved) and priced above $200 (spec 2 section 4: price estimates and autograb only then).
 * @example asksMarketGauge({ slug: 'x', carType: 'used', status: 'in_stock', reserved: false, priceCents: 2_499_000, km: 40_000, showOnDealerWebsite: true }) // true
 */
export const asksMarketGauge = (car: Car): boolean =>
  car.carType === 'used' && car.showOnDealerWebsite && car.status === 'in_stock' && !car.reserved && car.priceCents > 20_000;

/**
 * What an answer depends on besides the car: its price and kilometres.
 * @example marketGaugeKey({ priceCents: 2_499_000, km: 40_000 }) // '2499000|40000'
 */
export const marketGaugeKey = (car: Pick<Car, 'priceCents' | 'km'>): string => `${car.priceCents}|${car.km ?? ''}`;

/** A kept answer still good for this car at `nowMs`, or null (none, another price or odometer, or a day old). */
export function keptGauge(kept: KeptGauge | undefined, car: Pick<Car, 'priceCents' | 'km'>, nowMs: number): PriceGauge | null {
  if (!kept || kept.key !== marketGaugeKey(car) || nowMs - kept.at >= MARKET_GAUGE_MAX_AGE_MS || kept.at > nowMs) return null;
  return kept.gauge;
}

/**
 * The gauge a page shows from a market-data answer (spec 1 section 5's rule), labelled with the tenant's market data
 * (`basis`, from `marketDataBasis`); null hides it.
 * @example marketGaugeShown({ fill: 0.4, listing_price: 28990, market_range_min: 26500, market_range_max: 32000, confidence: 0.8, description: 'Good price' }, { kind: 'market-data', label: 'national market data (AutoGrab)' })?.basis
 *   // 'Based on national market data (AutoGrab).'
 */
export function marketGaugeShown(answer: PriceGauge | null | undefined, basis: MarketBasis): ShownPriceGauge | null {
  if (!answer || !showsPriceGauge(answer)) return null;
  return { ...answer, basis: basisLine(basis, null), cars: null };
}
