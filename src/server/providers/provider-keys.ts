// The keys of the outside services a tenant may select (a lender's quotes, market data, a plate lookup), one per
// tenant in the environment: `<PREFIX>_<SLUG>`, the slug upper-cased with `-` as `_` (as STOCK_WEBHOOK_SECRET_<SLUG>).
// A tenant that selects a real provider without its key gets no figures from it; a production start refuses.
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';

export type ProviderKeyPrefix = 'YOUX_API_KEY' | 'MARKET_DATA_API_KEY' | 'PLATE_LOOKUP_API_KEY';

/**
 * @example providerKeyName('YOUX_API_KEY', 'harbour-toyota') // 'YOUX_API_KEY_HARBOUR_TOYOTA'
 */
export const providerKeyName = (prefix: ProviderKeyPrefix, slug: string): string => `${prefix}_${slug.toUpperCase().replaceAll('-', '_')}`;

export type Env = Record<string, string | undefined>;

/** The tenant's key for a service, or null when it is not set (blank counts as not set). */
export function providerKey(env: Env, prefix: ProviderKeyPrefix, slug: string): string | null {
  const value = env[providerKeyName(prefix, slug)]?.trim();
  return value ? value : null;
}

/** The real providers a tenant config selects, each with the variable its key lives in. */
export function selectedProviders(slug: string, config: TenantConfig): Array<{ setting: string; variable: string }> {
  const selected: Array<{ setting: string; variable: string }> = [];
  if (config.finance.youxQuotes && config.finance.youx.provider === 'youx')
    selected.push({ setting: "finance.youx.provider 'youx'", variable: providerKeyName('YOUX_API_KEY', slug) });
  if (config.market.provider === 'autograb') selected.push({ setting: "market.provider 'autograb'", variable: providerKeyName('MARKET_DATA_API_KEY', slug) });
  if (config.plateLookup.provider === 'http')
    selected.push({ setting: "plateLookup.provider 'http'", variable: providerKeyName('PLATE_LOOKUP_API_KEY', slug) });
  return selected;
}

/**
 * One line per real provider a tenant selects without its key (empty: ready), for the production start.
 * @example missingProviderKeys({}, [['harbour-toyota', config]]) // ["harbour-toyota selects finance.youx.provider 'youx' but YOUX_API_KEY_HARBOUR_TOYOTA is not set"]
 */
export function missingProviderKeys(env: Env, tenants: ReadonlyArray<readonly [slug: string, config: TenantConfig]>): string[] {
  return tenants.flatMap(([slug, config]) =>
    selectedProviders(slug, config)
      .filter(({ variable }) => !env[variable]?.trim())
      .map(({ setting, variable }) => `${slug} selects ${setting} but ${variable} is not set`),
  );
}
