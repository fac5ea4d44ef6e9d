// The outside services a trade-in valuation may use, picked per tenant: its number-plate lookup
// (`plateLookup.provider: 'http'`, PLATE_LOOKUP_API_KEY_<SLUG>) and its market data (`market.provider: 'autograb'`,
// MARKET_DATA_API_KEY_<SLUG>). Null: the tenant selects none (the embedded defaults: the shopper names the car, the
// tenant's own stock is the market). A tenant that selects one without its key gets a stand-in that answers nothing
// (said once in the log): no lookup, no market figures, as the failure rule has it; a production start refuses it
// (src/server/production.ts). One budget per service and site for the whole process.
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { providerKey, providerKeyName, type Env } from '../providers/provider-keys.ts';
import { createSiteBudget } from '../providers/site-budget.ts';
import { marketDataClient, type MarketDataProvider } from './market-data-client.ts';
import { plateLookupClient, type PlateLookup } from './plate-lookup-client.ts';

export type TradeInProviders = {
  plateLookup(site: string, config: TenantConfig): PlateLookup | null;
  marketData(site: string, config: TenantConfig): MarketDataProvider | null;
};

export type TradeInProvidersOptions = { env?: Env; log?: (message: string) => void; timeoutMs?: number };

export function tradeInProviders(options: TradeInProvidersOptions = {}): TradeInProviders {
  const env = options.env ?? process.env;
  const log = options.log ?? ((message: string) => console.warn(message));
  const perMinute = { plates: new Map<string, number>(), market: new Map<string, number>() };
  const budgets = {
    plates: createSiteBudget({ perMinute: (site) => perMinute.plates.get(site) ?? 60, inFlight: 8 }),
    market: createSiteBudget({ perMinute: (site) => perMinute.market.get(site) ?? 120, inFlight: 8 }),
  };
  const clients = new Map<string, PlateLookup | MarketDataProvider>();
  const saidMissing = new Set<string>();
  const timeout = options.timeoutMs ? { timeoutMs: options.timeoutMs } : {};

  /** The tenant's key, or null (said once per variable). */
  const keyFor = (prefix: 'PLATE_LOOKUP_API_KEY' | 'MARKET_DATA_API_KEY', site: string): string | null => {
    const key = providerKey(env, prefix, site);
    const variable = providerKeyName(prefix, site);
    if (!key && !saidMissing.has(variable)) {
      saidMissing.add(variable);
      log(
        `[trade-in] ${site}: ${variable} is not set, so its ${prefix === 'PLATE_LOOKUP_API_KEY' ? 'plate lookups find nothing' : 'market data gives no figures'}`,
      );
    }
    return key;
  };
  /** One client per site, endpoint and key: a changed tenant file or key gets a new one. */
  const cached = <T extends PlateLookup | MarketDataProvider>(id: string, make: () => T): T => {
    let client = clients.get(id) as T | undefined;
    if (!client) clients.set(id, (client = make()));
    return client;
  };

  return {
    plateLookup(site, config) {
      const settings = config.plateLookup;
      if (settings.provider === 'none' || !settings.endpoint) return null;
      perMinute.plates.set(site, settings.lookupsPerMinute);
      const apiKey = keyFor('PLATE_LOOKUP_API_KEY', site);
      if (!apiKey) return { lookup: async () => null };
      const endpoint = settings.endpoint;
      return cached(`plates|${site}|${endpoint}|${apiKey}`, () => plateLookupClient({ site, endpoint, apiKey, budget: budgets.plates, log, ...timeout }));
    },
    marketData(site, config) {
      const settings = config.market;
      if (settings.provider !== 'autograb' || !settings.endpoint) return null;
      perMinute.market.set(site, settings.callsPerMinute);
      const apiKey = keyFor('MARKET_DATA_API_KEY', site);
      if (!apiKey) return { marketPrice: async () => null, gauge: async () => null };
      const endpoint = settings.endpoint;
      return cached(`market|${site}|${endpoint}|${apiKey}`, () => marketDataClient({ site, endpoint, apiKey, budget: budgets.market, log, ...timeout }));
    },
  };
}
