import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolveTenantConfig, type TenantConfigResult } from '#src/domain/tenant/resolve-tenant-config.ts';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { REPO_ROOT, tenantsDir } from './paths.ts';
import { readReviewsFile } from '../data/reviews/reviews-source.ts';

/** Tenant folders: every directory in tenants/ that has a tenant.ts (names starting with _ or . are not tenants). */
export function listTenantSlugs(folder = tenantsDir()): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !/^[_.]/.test(entry.name) && existsSync(path.join(folder, entry.name, 'tenant.ts')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Loads `tenants/<slug>/tenant.ts`, merges it over the platform defaults and validates it.
 * Every failure names the file and the field; it never throws, so one tenant cannot stop the others.
 */
export async function loadTenant(slug: string, folder = tenantsDir()): Promise<TenantConfigResult> {
  const file = path.join(folder, slug, 'tenant.ts');
  const shown = path.relative(REPO_ROOT, file);
  if (!existsSync(file)) return { ok: false, errors: [`${shown}: file not found`] };
  let overrides: unknown;
  try {
    overrides = (await import(pathToFileURL(file).href)).default;
  } catch (error) {
    return { ok: false, errors: [`${shown}: could not be loaded: ${(error as Error).message}`] };
  }
  if (!overrides || typeof overrides !== 'object') return { ok: false, errors: [`${shown}: expected a default export made with defineTenant({...})`] };
  const result = resolveTenantConfig(DEFAULT_TENANT, overrides, shown);
  if (result.ok && result.config.slug !== slug) {
    return { ok: false, errors: [`${shown}: slug: expected "${slug}" to match the folder name, got "${result.config.slug}"`] };
  }
  // A reviews file is the tenant's content, read here as if its reviews were written in tenant.ts (the site's pages
  // read no tenant files); a broken one fails the tenant, naming the file and the field.
  const reviews = result.ok ? result.config.home.reviews : null;
  if (result.ok && reviews?.source === 'file') {
    const file = readReviewsFile(slug, reviews.file, folder);
    if (!file.ok) return { ok: false, errors: file.errors };
    return { ok: true, config: { ...result.config, home: { ...result.config.home, reviews: { source: 'tenant', ...file.summary } } } };
  }
  return result;
}
