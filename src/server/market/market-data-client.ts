// The market-data service spec 2 names (`autograb_data`): for a car, the state and national average market price,
// and spec 1's price-gauge answer (fill, listing price, market range, confidence, description). Called at the tenant's
// `market.endpoint` with its key (MARKET_DATA_API_KEY_<SLUG>), within the site's budget (`market.callsPerMinute`, a
// few at once): requests and answers as below, each answer zod-checked. Any failure (an error status, a slow or
// oversized answer, a malformed one, a spent budget) gives null, the spec's failure rule: no figure, the block hidden.
//   GET {endpoint}/market-price?make=&model=&year=&km=&state=  -> { state_average_market_price, average_market_price } (dollars, null when unknown)
//   GET {endpoint}/{car path}/autogauge                         -> { fill, listing_price, market_range_min, market_range_max, confidence, description }
import { z } from 'zod';
import type { PriceGauge } from '#src/domain/vehicle/price-gauge.ts';
import { siteJsonCall, type SiteServiceOptions } from '../providers/site-call.ts';

const dollars = z.number().nonnegative().max(100_000_000).nullable();
export const autograbDataSchema = z.object({ state_average_market_price: dollars, average_market_price: dollars });
export type AutograbData = z.infer<typeof autograbDataSchema>;

export const priceGaugeSchema = z.object({
  fill: z.number().min(0).max(1).nullable(),
  listing_price: dollars,
  market_range_min: dollars,
  market_range_max: dollars,
  confidence: z.number().min(0).max(1).nullable(),
  description: z.string().max(500).nullable(),
}) satisfies z.ZodType<PriceGauge>;

export type MarketCar = { make: string; model: string; year: number; km: number | null; state: string | null };

export type MarketDataProvider = {
  /** spec 2's `autograb_data` for a car, or null (failure rule: no market price). */
  marketPrice(car: MarketCar, signal?: AbortSignal): Promise<AutograbData | null>;
  /** spec 1's gauge answer for a car path (`/cars/<slug>`), or null (failure rule: logged, block hidden). */
  gauge(carPath: string, signal?: AbortSignal): Promise<PriceGauge | null>;
};

export type MarketDataClientOptions = SiteServiceOptions & { endpoint: string; log?: (message: string) => void };

export function marketDataClient(options: MarketDataClientOptions): MarketDataProvider {
  const base = options.endpoint.replace(/\/+$/, '');
  const log = options.log ?? ((message: string) => console.warn(message));
  const call = async <T>(what: string, url: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T | null> => {
    try {
      const answer = await siteJsonCall(options, { url, schema, signal }, 8_000);
      if (answer === null) log(`[market] ${options.site}: ${what}: the site's market-data budget is spent`);
      return answer;
    } catch (error) {
      log(`[market] ${options.site}: ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
  return {
    marketPrice(car, signal) {
      const query = new URLSearchParams({ make: car.make, model: car.model, year: String(car.year) });
      if (car.km !== null) query.set('km', String(car.km));
      if (car.state) query.set('state', car.state);
      return call('market price', `${base}/market-price?${query}`, autograbDataSchema, signal);
    },
    gauge(carPath, signal) {
      if (!/^\/cars\/[a-z0-9-]+$/.test(carPath)) return Promise.resolve(null);
      return call('price gauge', `${base}${carPath}/autogauge`, priceGaugeSchema, signal);
    },
  };
}
