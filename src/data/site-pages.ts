// Which paths of the site have a page, so the menus leave out links to pages the site does not build (a page the
// dealer switched off, /finance without a finance provider), and which are switched off rather than missing: a
// default menu link to a page that is neither fails the build.
import { GARAGE_PATH } from '#src/domain/accounts/gated-routes.ts';
import { PERSONALISED_FINANCE_PATH } from '#src/domain/finance/index.ts';
import { financePagePath } from '#src/domain/finance/finance-page.ts';
import { brandPagePath, brandsWithPages } from '#src/domain/brands/directory.ts';
import { COMPARE_PATH } from '#src/domain/compare/compare.ts';
import { serviceBookable, unconfirmedPromisePages, WORKSHOP_PAGE_IDS } from '#src/domain/content/content-set.ts';
import { SERVICE_PATH } from '#src/domain/bookings/service-link.ts';
import { locationPagePathsOf } from '#src/domain/locations/location-routes.ts';
import { BRANDS_PATH, linkHasPage, MODELS_PATH } from '#src/domain/navigation.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';

/** The site's fixed pages, from the page files without a route parameter: `trade-in.astro` is `/trade-in`. */
const FIXED_PAGES = Object.keys(import.meta.glob('/src/pages/**/*.astro'))
  .filter((file) => !file.includes('['))
  .map(
    (file) =>
      file
        .replace(/^\/src\/pages/, '')
        .replace(/\.astro$/, '')
        .replace(/\/index$/, '') || '/',
  );

/** Paths under which every page is generated from the stock (a car's page, a search). */
const GENERATED_UNDER = ['/cars/', '/search/', '/used-car/'];

/** Whether a path is one of the site's fixed pages (a model or brand slug must not take one). */
export const isFixedPage = (path: string): boolean => FIXED_PAGES.includes(path);

/** The finance page's default path, which the default menus link. */
const DEFAULT_FINANCE_PATH = '/finance';

export type SitePageChecker = {
  /** True when the link leaves the site or its page is built. */
  hasPage: (href: string) => boolean;
  /** True when the link's page is one the platform has and this tenant left out. */
  switchedOff: (href: string) => boolean;
};

/**
 * A link checker for the tenant's menus. `contentPaths`: the paths of the content pages, blog and job pages the
 * site builds (src/data/content.ts).
 */
export function sitePageChecker(
  tenant: Pick<TenantConfig, 'finance' | 'pages' | 'locations' | 'bookings' | 'locationPages' | 'brands' | 'models'> & {
    features?: Pick<TenantConfig['features'], 'garage' | 'compare'>;
  },
  contentPaths: readonly string[],
): SitePageChecker {
  const pages = new Set([
    ...FIXED_PAGES.filter((path) => path !== '/404'),
    ...contentPaths,
    ...locationPagePathsOf(tenant.locations, tenant.locationPages.routePrefix),
  ]);
  const finance = financePagePath(tenant.finance);
  if (finance) pages.add(finance);
  if (tenant.finance.youxQuotes) pages.add(PERSONALISED_FINANCE_PATH);
  if (tenant.features?.garage) pages.add(GARAGE_PATH);
  // Pages only some tenants have: compare, the brands directory and brand pages, the models and model pages.
  if (tenant.features?.compare) pages.add(COMPARE_PATH);
  if (tenant.brands.directory.length) pages.add(BRANDS_PATH);
  for (const brand of brandsWithPages(tenant.brands.directory)) pages.add(brandPagePath(brand));
  if (tenant.models.length) pages.add(MODELS_PATH);
  for (const model of tenant.models.filter((m) => !m.overrideUrl)) {
    pages.add(`/${model.slug}`);
    if (model.accessories.length) pages.add(`/${model.slug}/accessories`);
  }
  // Pages switched off, and promise pages the dealer has not confirmed (their links drop out like a switched-off page's).
  const off = new Set([...tenant.pages.off, ...unconfirmedPromisePages(tenant)].map((id) => `/${id}`));
  if (finance !== DEFAULT_FINANCE_PATH) off.add(DEFAULT_FINANCE_PATH);
  // A dealer where no location takes services books none (src/domain/content/content-set.ts).
  if (!serviceBookable(tenant)) {
    off.add(SERVICE_PATH);
    for (const id of WORKSHOP_PAGE_IDS) off.add(`/${id}`);
  }
  // My Garage is a feature a tenant can switch off.
  if (!tenant.features?.garage) off.add(GARAGE_PATH);
  return {
    hasPage: (href) => linkHasPage(href, pages, GENERATED_UNDER),
    switchedOff: (href) => !linkHasPage(href, pages, GENERATED_UNDER) && linkHasPage(href, off, []),
  };
}
