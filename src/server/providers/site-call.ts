// One JSON call to a service a tenant configures, paid from the site's budget: the request as `requestJson` makes it
// (deadline, size limit, zod-checked answer), with the tenant's key, the client's default deadline and size limit.
// The lender's quotes, market data and the plate lookup all call their services through it.
import { DEFAULT_PROVIDER_MAX_BYTES, requestJson, type JsonRequest } from './json-request.ts';
import type { SiteBudget } from './site-budget.ts';

/** What a client of a tenant's service is made with. */
export type SiteServiceOptions = {
  site: string;
  apiKey: string;
  budget: SiteBudget;
  /** The whole call's deadline (default: the client's own). */
  timeoutMs?: number;
  /** The largest answer read (default 64 KiB). */
  maxBytes?: number;
};

/**
 * Makes the call within the site's budget: the checked answer, or null when the budget is spent (nothing is sent);
 * rejects with the reason (a ProviderFailed or an abort) when the call fails.
 * @example await siteJsonCall(options, { url: 'https://plates.example/v1/vehicles?rego=ABC123&state=QLD', schema }, 5_000)
 */
export function siteJsonCall<T>(
  options: SiteServiceOptions,
  call: Pick<JsonRequest<T>, 'url' | 'schema'> & Partial<Pick<JsonRequest<T>, 'method' | 'body'>> & { signal?: AbortSignal | undefined },
  defaultTimeoutMs: number,
): Promise<T | null> {
  const { signal, ...rest } = call;
  return options.budget.spend(options.site, () =>
    requestJson({
      ...rest,
      apiKey: options.apiKey,
      timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
      maxBytes: options.maxBytes ?? DEFAULT_PROVIDER_MAX_BYTES,
      ...(signal ? { signal } : {}),
    }),
  );
}
