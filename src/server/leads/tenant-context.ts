// Per-tenant facts the API needs on every request, worked out once per tenant config (not per request):
// validation context, dealerships and locations by slug and id, delivery targets. The config is the
// one of the tenant whose site is served (from the Host), loaded with the build's own loader.
import { loadTenant } from '#src/files/load-tenant.ts';
import type { LeadContext } from '#src/domain/leads/validate.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';

export type TenantLeads = {
  config: TenantConfig;
  /** Validation context without the stock check (added per request). */
  validation: Omit<LeadContext, 'isKnownCar'>;
  dealershipBySlug: ReadonlyMap<string, TenantConfig['dealerships'][number]>;
  dealershipById: ReadonlyMap<number, TenantConfig['dealerships'][number]>;
  locationBySlug: ReadonlyMap<string, TenantConfig['locations'][number]>;
  locationById: ReadonlyMap<number, TenantConfig['locations'][number]>;
};

export type TenantConfigLoader = (slug: string) => Promise<TenantConfig | null>;

export type TenantLeadsCache = {
  /** null when the tenant has no valid config (its leads API answers 503). */
  get(slug: string, buildId: string): Promise<TenantLeads | null>;
  /** The config last loaded for a tenant, whatever its build (background jobs, which serve no request). */
  latest(slug: string): Promise<TenantLeads | null>;
};

/** Loads `tenants/<slug>/tenant.ts` (TENANTS_DIR) the way the build does; logs why when it cannot. */
export function defaultTenantConfigLoader(warn: (message: string) => void): TenantConfigLoader {
  return async (slug) => {
    const result = await loadTenant(slug);
    if (result.ok) return result.config;
    warn(`[leads] no usable tenant config for ${slug}:\n  ${result.errors.join('\n  ')}`);
    return null;
  };
}

export function deriveTenantLeads(config: TenantConfig, isKnownPostcode: (postcode: string) => boolean): TenantLeads {
  return {
    config,
    validation: {
      rules: config.leads.form,
      dealerships: config.dealerships,
      locations: config.locations,
      isKnownPostcode,
    },
    dealershipBySlug: new Map(config.dealerships.map((d) => [d.slug, d])),
    dealershipById: new Map(config.dealerships.map((d) => [d.id, d])),
    locationBySlug: new Map(config.locations.map((l) => [l.slug, l])),
    locationById: new Map(config.locations.map((l) => [l.id, l])),
  };
}

export function createTenantLeadsCache(load: TenantConfigLoader, isKnownPostcode: (postcode: string) => boolean): TenantLeadsCache {
  const cache = new Map<string, { buildId: string; value: Promise<TenantLeads | null> }>();
  return {
    latest(slug) {
      return cache.get(slug)?.value ?? this.get(slug, 'latest');
    },
    get(slug, buildId) {
      const hit = cache.get(slug);
      if (hit && hit.buildId === buildId) return hit.value;
      // A new build may come with a new config: load again once per build.
      const value = load(slug).then((config) => {
        if (!config) return null;
        return deriveTenantLeads(config, isKnownPostcode);
      });
      cache.set(slug, { buildId, value });
      value.catch(() => cache.delete(slug));
      return value;
    },
  };
}
