// The number-plate lookup a tenant configures (`plateLookup.provider: 'http'`): the car a plate belongs to, for the
// trade-in's rego and state step. Called at the tenant's `plateLookup.endpoint` with its key
// (PLATE_LOOKUP_API_KEY_<SLUG>), within the site's budget (`plateLookup.lookupsPerMinute`, a few at once):
//   GET {endpoint}/vehicles?rego=ABC123&state=QLD  -> { vehicle: { make, model, year, badge } | null }  (null: no such plate)
// Any failure (an error status, a slow, oversized or malformed answer, a spent budget) is logged and gives null, as
// a plate it does not know: the shopper is never told, the form asks for the make, model and year instead.
import { z } from 'zod';
import type { PlateVehicle } from '#src/domain/trade-in/plate.ts';
import { siteJsonCall, type SiteServiceOptions } from '../providers/site-call.ts';

const name = z.string().trim().min(1).max(100);
export const plateAnswerSchema = z.object({
  vehicle: z
    .object({
      make: name,
      model: name,
      year: z.number().int().min(1900).max(2100),
      badge: z.string().trim().max(100).nullish(),
    })
    .nullable(),
});

export type PlateLookup = {
  /** The car registered as `rego` in `state` (both as `plateToLookUp` gives them), or null (none, or the lookup failed). */
  lookup(rego: string, state: string, signal?: AbortSignal): Promise<PlateVehicle | null>;
};

export type PlateLookupClientOptions = SiteServiceOptions & { endpoint: string; log?: (message: string) => void };

export function plateLookupClient(options: PlateLookupClientOptions): PlateLookup {
  const base = options.endpoint.replace(/\/+$/, '');
  const log = options.log ?? ((message: string) => console.warn(message));
  return {
    async lookup(rego, state, signal) {
      const url = `${base}/vehicles?${new URLSearchParams({ rego, state })}`;
      try {
        // The shopper waits on this: a short deadline (5 s), then the form asks for the car instead.
        const answer = await siteJsonCall(options, { url, schema: plateAnswerSchema, signal }, 5_000);
        if (answer === null) {
          log(`[plate-lookup] ${options.site}: the site's plate-lookup budget is spent`);
          return null;
        }
        if (!answer.vehicle) log(`[plate-lookup] ${options.site}: no vehicle for a ${state} plate`);
        return answer.vehicle ? { ...answer.vehicle, badge: answer.vehicle.badge || null } : null;
      } catch (error) {
        log(`[plate-lookup] ${options.site}: lookup failed: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
    },
  };
}
