import { readFileSync } from 'node:fs';
import { analyticsTags, type AnalyticsTags } from '#src/domain/analytics/tag-snippets.ts';
import { brandLink } from '#src/domain/brands/directory.ts';
import { modelHref } from '#src/domain/models/catalogue.ts';
import { BRANDS_PATH, buildMenu, MODELS_PATH, modelMenuLinks, type NavItem, type NavLink } from '#src/domain/navigation.ts';
import { locationMenuLinks } from '#src/domain/locations/location-menu.ts';
import { byRelevance } from '#src/domain/search/rank.ts';
import { isSearchVisible } from '#src/domain/search/visibility.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { snapshotPath, tenant } from 'virtual:tenant';
import { applyHolds } from '#src/domain/checkout/holds.ts';
import { holdsFileBeside, readHeldCarIdsSync } from './holds.ts';
import { sitePageChecker } from './site-pages.ts';
import type { FeedSnapshot } from './snapshots.ts';

export { tenant };

let snapshot: FeedSnapshot | undefined;
/** The tenant's feed snapshot, read once per build, with the cars held by reservations marked reserved. */
function loadSnapshot(): FeedSnapshot {
  if (snapshot) return snapshot;
  const read = JSON.parse(readFileSync(snapshotPath, 'utf8')) as FeedSnapshot;
  snapshot = { ...read, vehicles: applyHolds(read.vehicles, readHeldCarIdsSync(holdsFileBeside(snapshotPath))) };
  return snapshot;
}

/** The feed snapshot this site is built from: its file and every car in it, shown on the website or not. */
export function siteSnapshot(): { path: string; vehicles: Vehicle[] } {
  return { path: snapshotPath, vehicles: loadSnapshot().vehicles };
}

/** Cars that get a page: everything the dealer shows on the website, sold ones included (they show the sold view). */
export function pageVehicles(): Vehicle[] {
  return loadSnapshot().vehicles.filter((vehicle) => vehicle.showOnDealerWebsite);
}

let stockMs: number | undefined;
/** The time the stock was fetched: "now" for visibility rules, so a rebuild of the same feed gives the same pages. */
export function stockTime(): Date {
  // A new Date each call (callers may change theirs), from a number: parsing the ISO text each time showed in profiles.
  stockMs ??= Date.parse(loadSnapshot().fetchedAt);
  return new Date(stockMs);
}

let searchable: Vehicle[] | undefined;
/** Cars that appear in search, most relevant first. */
export function searchVehicles(): Vehicle[] {
  searchable ??= byRelevance(pageVehicles().filter((vehicle) => isSearchVisible(vehicle, stockTime(), tenant.search.soldVisibleDays)));
  return searchable;
}

let menus: { header: NavItem[]; footer: { title: string; items: NavItem[] }[] } | undefined;
export function siteMenus(): NonNullable<typeof menus> {
  if (menus) return menus;
  const hasPage = sitePageChecker(tenant);
  const left: string[] = [];
  const noteMissing = (href: string): boolean => {
    if (hasPage(href)) return true;
    left.push(href);
    return false;
  };
  const options = {
    usedCarVariant: tenant.search.usedCarVariantPath,
    hasPage: noteMissing,
    vehicleLinks: vehicleMenuLinks(),
    locationLinks: locationMenuLinks(tenant.locations, tenant.locationPages.routePrefix),
  };
  menus = {
    header: buildMenu(tenant.menus.header, searchVehicles(), tenant.search.usedLabel, options),
    footer: tenant.menus.footer.map((group) => ({ title: group.title, items: buildMenu(group.items, searchVehicles(), tenant.search.usedLabel, options) })),
  };
  if (left.length) console.warn(`[${tenant.slug}] menu links left out, the site has no page for them: ${[...new Set(left)].join(', ')}`);
  return menus;
}

/**
 * The Vehicles menu: a franchise's models by body (its model catalogue), a group's brands (its directory), else
 * undefined for the makes in stock.
 */
function vehicleMenuLinks(): NavLink[] | undefined {
  if (tenant.models.length) return modelMenuLinks(tenant.models.map((model) => ({ name: model.name, body: model.body, href: modelHref(model) })), MODELS_PATH);
  if (!tenant.brands.directory.length) return undefined;
  // Search links always have a page in menus (generated paths); the directory page checks each search itself.
  const brands = tenant.brands.directory.flatMap((brand) => {
    const link = brandLink(brand, () => true);
    return link ? [{ label: brand.title, href: link.href }] : [];
  });
  return [...brands, { label: 'All Brands', href: BRANDS_PATH }];
}

let tags: AnalyticsTags | undefined;
/** The dealer's Tag Manager and pixel tags for every page (empty without ids), made once per build. */
export function siteAnalyticsTags(): AnalyticsTags {
  tags ??= analyticsTags(tenant.analytics);
  return tags;
}
