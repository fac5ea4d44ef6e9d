// Where YouX quotes come from, by the tenant's `finance.youx.provider`:
// - `embedded` (the default): the platform's own finance maths with the tenant's rate and fees
//   (src/domain/finance/youx-embedded.ts). Pages call its figures an estimate.
// - `youx`: the lender's quote service at `finance.youx.endpoint`, with the tenant's key (YOUX_API_KEY_<SLUG>): the
//   spec's request is posted as it is, and its answer (weeklyRepaymentAmount, advertisedRate, comparisonRate) is read
//   through the spec's schema. Within the site's budget (`finance.youx.quotesPerMinute`, a few at once); a spent
//   budget, a missing key or any failure rejects, and the route's failure rule applies (502; the page stays silent).
import { embeddedYouxQuote } from '#src/domain/finance/youx-embedded.ts';
import { youxMonthlyCents, youxQuoteResponseSchema, type YouxQuoteAnswer, type YouxQuoteRequest } from '#src/domain/finance/youx.ts';
import type { FinanceConfig } from '#src/domain/tenant/schema/finance.ts';
import { providerKey, providerKeyName, type Env } from '../providers/provider-keys.ts';
import { ProviderFailed } from '../providers/json-request.ts';
import { createSiteBudget, type SiteBudget } from '../providers/site-budget.ts';
import { siteJsonCall, type SiteServiceOptions } from '../providers/site-call.ts';

export type YouxQuoteProvider = {
  /** A quote for a validated request, for the tenant whose site asked; rejects when none can be given. */
  quote(request: YouxQuoteRequest, finance: FinanceConfig, signal: AbortSignal): Promise<YouxQuoteAnswer>;
};

export const embeddedYouxProvider: YouxQuoteProvider = {
  quote: async (request, finance) => embeddedYouxQuote(request, finance),
};

/** The monthly figure the route adds to the lender's three (weekly x 4.33, as the page shows it). */
const withMonthly = (answer: { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number }): YouxQuoteAnswer => ({
  weeklyRepaymentAmount: answer.weeklyRepaymentAmount,
  advertisedRate: answer.advertisedRate,
  comparisonRate: answer.comparisonRate,
  monthlyRepaymentAmount: youxMonthlyCents(Math.round(answer.weeklyRepaymentAmount * 100)) / 100,
});

export type YouxHttpOptions = SiteServiceOptions;

/** The lender's quote service at `finance.youx.endpoint`, called with the tenant's key within the site's budget. */
export function youxHttpProvider(options: YouxHttpOptions): YouxQuoteProvider {
  return {
    async quote(request, finance, signal) {
      const endpoint = finance.youx.endpoint;
      if (!endpoint) throw new ProviderFailed('finance.youx.endpoint is not set');
      const answer = await siteJsonCall(options, { url: endpoint, method: 'POST', body: request, schema: youxQuoteResponseSchema, signal }, 8_000);
      if (!answer) throw new ProviderFailed(`the site's YouX budget (${finance.youx.quotesPerMinute} a minute) is spent`);
      return withMonthly(answer);
    },
  };
}

/** Picks each tenant's provider; one budget per site for the whole process. */
export function youxProviders(options: { env?: Env; budget?: SiteBudget; timeoutMs?: number } = {}) {
  const env = options.env ?? process.env;
  const perMinute = new Map<string, number>();
  const budget = options.budget ?? createSiteBudget({ perMinute: (site) => perMinute.get(site) ?? 120, inFlight: 8 });
  return (site: string, finance: FinanceConfig): YouxQuoteProvider => {
    if (finance.youx.provider === 'embedded') return embeddedYouxProvider;
    perMinute.set(site, finance.youx.quotesPerMinute);
    const apiKey = providerKey(env, 'YOUX_API_KEY', site);
    if (!apiKey) return { quote: () => Promise.reject(new ProviderFailed(`${providerKeyName('YOUX_API_KEY', site)} is not set`)) };
    return youxHttpProvider({ apiKey, budget, site, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) });
  };
}
