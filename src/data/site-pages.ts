// Which paths of the site have a page, so the menus leave out links to pages the site does not build (the
// default menus name content pages such as /fleet or /careers that a dealer may not have yet).
import { GARAGE_PATH } from '#src/domain/accounts/gated-routes.ts';
import { PERSONALISED_FINANCE_PATH } from '#src/domain/finance/index.ts';
import { financePagePath } from '#src/domain/finance/finance-page.ts';
import { brandPagePath, brandsWithPages } from '#src/domain/brands/directory.ts';
import { COMPARE_PATH } from '#src/domain/compare/compare.ts';
import { locationPagePathsOf } from '#src/domain/locations/location-routes.ts';
import { BRANDS_PATH, linkHasPage, MODELS_PATH } from '#src/domain/navigation.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';

/** The site's fixed pages, from the page files without a route parameter: `trade-in.astro` is `/trade-in`. */
const FIXED_PAGES = Object.keys(import.meta.glob('/src/pages/**/*.astro'))
  .filter((file) => !file.includes('['))
  .map((file) => file.replace(/^\/src\/pages/, '').replace(/\.astro$/, '').replace(/\/index$/, '') || '/');

/** Paths under which every page is generated from the stock (a car's page, a search). */
const GENERATED_UNDER = ['/cars/', '/search/', '/used-car/'];

/** Whether a path is one of the site's fixed pages (a model or brand slug must not take one). */
export const isFixedPage = (path: string): boolean => FIXED_PAGES.includes(path);

/** A link checker for the tenant's menus: true when the link leaves the site or its page is built. */
export function sitePageChecker(tenant: Pick<TenantConfig, 'finance' | 'features' | 'brands' | 'models' | 'locations' | 'locationPages'>): (href: string) => boolean {
  const pages = new Set([...FIXED_PAGES.filter((path) => path !== '/404'), ...locationPagePathsOf(tenant.locations, tenant.locationPages.routePrefix)]);
  const finance = financePagePath(tenant.finance);
  if (finance) pages.add(finance);
  if (tenant.finance.youxQuotes) pages.add(PERSONALISED_FINANCE_PATH);
  if (tenant.features.garage) pages.add(GARAGE_PATH);
  // Pages only some tenants have: compare, the brands directory and brand pages, the models and model pages.
  if (tenant.features.compare) pages.add(COMPARE_PATH);
  if (tenant.brands.directory.length) pages.add(BRANDS_PATH);
  for (const brand of brandsWithPages(tenant.brands.directory)) pages.add(brandPagePath(brand));
  if (tenant.models.length) pages.add(MODELS_PATH);
  for (const model of tenant.models.filter((m) => !m.overrideUrl)) {
    pages.add(`/${model.slug}`);
    if (model.accessories.length) pages.add(`/${model.slug}/accessories`);
  }
  return (href) => linkHasPage(href, pages, GENERATED_UNDER);
}
