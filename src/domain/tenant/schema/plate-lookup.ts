import { z } from 'zod';

/**
 * The number-plate lookup behind the trade-in form's rego and state step (spec 2 section 7: "rego and state lookup"):
 * a shopper who gives only the plate still gets an estimate.
 * - `none` (the default): no lookup; the form asks for the make, model and year.
 * - `http`: the plate-lookup service at `endpoint`, with the tenant's key from the environment
 *   (`PLATE_LOOKUP_API_KEY_<SLUG>`): `GET {endpoint}/vehicles?rego=&state=` answers the car (src/server/market/plate-lookup-client.ts).
 * @example { provider: 'http', endpoint: 'https://plates.example/v1', lookupsPerMinute: 60 }
 */
export const plateLookupSettingsSchema = z
  .strictObject({
    provider: z.enum(['none', 'http']),
    /** The service's base URL (https; http only for a local double); needed by `http`. @example 'https://plates.example/v1' */
    endpoint: z.url({ protocol: /^https?$/, error: 'endpoint must be an http(s) URL' }).nullable(),
    /** The most lookups one site's shoppers can set off a minute (each costs the dealer). @example 60 */
    lookupsPerMinute: z.number().int().min(1).max(10_000),
  })
  .refine((lookup) => lookup.provider !== 'http' || lookup.endpoint !== null, { path: ['endpoint'], message: "provider 'http' needs an endpoint" });
export type PlateLookupSettings = z.infer<typeof plateLookupSettingsSchema>;
