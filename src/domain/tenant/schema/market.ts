import { z } from 'zod';
import { slugSchema } from './common.ts';

/**
 * Where the used-car price gauge and the trade-in estimate get their market from.
 * - `embedded` (the default): the tenant's own used stock only, or, when the platform operator opts the tenant into a
 *   `pool`, the used stock of the pool's tenants, named as such on the page. Never other dealers' stock otherwise.
 * - `autograb`: the market-data service (spec 2's `autograb_data`: state and national average market price; spec 1's
 *   gauge answer) at `endpoint`, with the tenant's key from the environment (`MARKET_DATA_API_KEY_<SLUG>`).
 * @example { provider: 'embedded', endpoint: null, label: 'national market data (AutoGrab)', pool: { name: 'Coastal', tenants: ['bayside-auto-group', 'harbour-toyota'] }, callsPerMinute: 120 }
 */
export const marketSettingsSchema = z
  .strictObject({
    provider: z.enum(['embedded', 'autograb']),
    /** The market-data service's base URL (https; http only for a local double); needed by `autograb`. @example 'https://api.autograb.example/v2' */
    endpoint: z.url({ protocol: /^https?$/, error: 'endpoint must be an http(s) URL' }).nullable(),
    /** A stock pool the platform operator opts this tenant into: its name (shown) and member tenants. Null: own stock only. */
    pool: z
      .strictObject({
        name: z.string().trim().min(1).max(80),
        tenants: z.array(slugSchema).min(1),
      })
      .nullable(),
    /**
     * What the pages call the market data in 'Based on {label}.' under a gauge or estimate: the provider and what its
     * figures are, truthfully (a stand-in or sample service must say so). @example 'national market data (AutoGrab)'
     */
    label: z.string().trim().min(1).max(80),
    /** The most calls to the service one site's shoppers can set off a minute (trade-in estimates). @example 120 */
    callsPerMinute: z.number().int().min(1).max(10_000),
  })
  .refine((market) => market.provider !== 'autograb' || market.endpoint !== null, { path: ['endpoint'], message: "provider 'autograb' needs an endpoint" });
export type MarketSettings = z.infer<typeof marketSettingsSchema>;
