import type { z } from 'zod';
import { mergeConfig } from './merge.ts';
import { tenantConfigSchema, type TenantConfig } from './schema/index.ts';

export type TenantConfigResult = { ok: true; config: TenantConfig } | { ok: false; errors: string[] };

/** Turns zod issues into lines naming the file and the field, e.g. `tenants/acme/tenant.ts: locations.2.phone: ...`. */
export function describeConfigIssues(file: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const field = issue.path.length ? issue.path.map(String).join('.') : '(root)';
    return `${file}: ${field}: ${issue.message}`;
  });
}

/**
 * Merges a tenant's overrides onto the platform defaults and validates the result.
 * @example resolveTenantConfig(DEFAULT_TENANT, { slug: 'acme', ... }, 'tenants/acme/tenant.ts')
 */
export function resolveTenantConfig(defaults: unknown, overrides: unknown, file: string): TenantConfigResult {
  const parsed = tenantConfigSchema.safeParse(mergeConfig(defaults, overrides));
  if (!parsed.success) return { ok: false, errors: describeConfigIssues(file, parsed.error.issues) };
  return { ok: true, config: withDealershipFilters(parsed.data, overrides) };
}

/**
 * The default search filters end with location 'when there is more than one dealership' (spec 2 section 2): a
 * one-dealership site that keeps the default list goes without it. A list the tenant sets is its own.
 */
function withDealershipFilters(config: TenantConfig, overrides: unknown): TenantConfig {
  const ownFilters = (overrides as { search?: { filters?: unknown } } | null)?.search?.filters !== undefined;
  if (ownFilters || config.dealerships.length > 1 || !config.search.filters.includes('location_id')) return config;
  return { ...config, search: { ...config.search, filters: config.search.filters.filter((filter) => filter !== 'location_id') } };
}
