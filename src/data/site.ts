import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyticsTags, type AnalyticsTags } from '#src/domain/analytics/tag-snippets.ts';
import { locationMenuLinks } from '#src/domain/locations/location-menu.ts';
import { buildMenu, type NavItem } from '#src/domain/navigation.ts';
import { byRelevance } from '#src/domain/search/rank.ts';
import { hasCarPage, type GoneCar } from '#src/domain/seo/gone-cars.ts';
import { isSearchVisible } from '#src/domain/search/visibility.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { buildId, snapshotPath, tenant } from 'virtual:tenant';
import { applyHolds } from '#src/domain/checkout/holds.ts';
import { holdsFileBeside, readHeldCarIdsSync } from './holds.ts';
import { sitePageChecker } from './site-pages.ts';
import type { FeedSnapshot } from './snapshots.ts';

export { buildId, tenant };

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

let withPages: Vehicle[] | undefined;
/**
 * Cars that get a page: everything the dealer shows on the website, sold ones (the sold view, noindex) until
 * `seo.soldPageDays` after their sale; after that their address answers 410 Gone (see goneCars).
 */
export function pageVehicles(): Vehicle[] {
  withPages ??= loadSnapshot().vehicles.filter((vehicle) => hasCarPage(vehicle, stockTime(), tenant.seo.soldPageDays));
  return withPages;
}

let gone: GoneCar[] | undefined;
/**
 * The cars whose address answers 410 Gone in this build, written beside the snapshot by the build before it renders
 * (scripts/lib/seo/gone-list.ts); none when it has not written one.
 */
export function goneCars(): GoneCar[] {
  const file = path.join(path.dirname(snapshotPath), 'gone.json');
  gone ??= existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as GoneCar[]) : [];
  return gone;
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
  const options = { usedCarVariant: tenant.search.usedCarVariantPath, hasPage: noteMissing, locationLinks: locationMenuLinks(tenant.locations, tenant.locationPages.routePrefix) };
  menus = {
    header: buildMenu(tenant.menus.header, searchVehicles(), tenant.search.usedLabel, options),
    footer: tenant.menus.footer.map((group) => ({ title: group.title, items: buildMenu(group.items, searchVehicles(), tenant.search.usedLabel, options) })),
  };
  if (left.length) console.warn(`[${tenant.slug}] menu links left out, the site has no page for them: ${[...new Set(left)].join(', ')}`);
  return menus;
}

let tags: AnalyticsTags | undefined;
/** The dealer's Tag Manager and pixel tags for every page (empty without ids), made once per build. */
export function siteAnalyticsTags(): AnalyticsTags {
  tags ??= analyticsTags(tenant.analytics);
  return tags;
}
