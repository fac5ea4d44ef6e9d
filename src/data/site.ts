import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyticsTags, type AnalyticsTags } from '#src/domain/analytics/tag-snippets.ts';
import { carTypeLinks, defaultLinksWithoutPage, menuHrefs, placeContentLinks } from '#src/domain/content/site-links.ts';
import { formLinkedPages } from '#src/domain/content/content-set.ts';
import { externalServiceLinks } from '#src/domain/bookings/service-link.ts';
import { sellLinkRewrite } from '#src/domain/trade-in/sell-link.ts';
import { locationMenuLinks } from '#src/domain/locations/location-menu.ts';
import { brandLink } from '#src/domain/brands/directory.ts';
import { modelHref } from '#src/domain/models/catalogue.ts';
import { BRANDS_PATH, buildMenu, MODELS_PATH, modelMenuLinks, typePath, type NavItem, type NavLink } from '#src/domain/navigation.ts';
import { byRelevance } from '#src/domain/search/rank.ts';
import { hasCarPage, type GoneCar } from '#src/domain/seo/gone-cars.ts';
import { isSearchVisible } from '#src/domain/search/visibility.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import type { ImageService } from '#src/domain/media/image-cdn.ts';
import { snapshotPath, tenant } from 'virtual:tenant';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { BLOG_PATH } from '#src/domain/content/blog.ts';
import { applyHolds } from '#src/domain/checkout/holds.ts';
import { contentPaths, siteBlog, sitePages } from './content.ts';
import { holdsFileBeside, readHeldCarIdsSync } from '../files/holds.ts';
import { sitePageChecker } from './site-pages.ts';
import type { FeedSnapshot } from '../files/snapshots.ts';

export { tenant };

/** The tenant's image service (embedded or a CDN), for every photo a page shows. */
export function imageService(): ImageService {
  return { config: tenant.images.service, siteUrl: tenant.url };
}

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

export type SiteMenus = { header: NavItem[]; footer: { title: string; items: NavItem[] }[]; dealer: NavLink[] };
let menus: Promise<SiteMenus> | undefined;
/**
 * The site's menus: the tenant's, with content pages placed by their frontmatter; links to pages the site does not
 * build left out (a page the tenant switched off, or a link of its own). A link of the platform's default menus or
 * forms without a page fails the build.
 */
export function siteMenus(): Promise<SiteMenus> {
  menus ??= makeMenus();
  return menus;
}

async function makeMenus(): Promise<SiteMenus> {
  const checker = sitePageChecker(tenant, await contentPaths());
  const paths = { usedCarVariant: tenant.search.usedCarVariantPath };
  // The default menus' car-type links follow the site's path style, and drop out for a car type it has no stock of.
  const types = carTypeLinks(new Set(searchVehicles().map((vehicle) => vehicle.carType)), (type) => typePath(type, paths));
  const hasPage = (href: string) => !types.noStock(href) && checker.hasPage(href);
  const switchedOff = (href: string) => types.noStock(href) || checker.switchedOff(href);
  const platformLinks = [
    ...menuHrefs(DEFAULT_TENANT.menus.header),
    ...DEFAULT_TENANT.menus.footer.flatMap((group) => menuHrefs(group.items)),
    ...formLinkedPages(tenant.leads.form.terms).map((id) => `/${id}`),
  ];
  const broken = defaultLinksWithoutPage(platformLinks, hasPage, switchedOff);
  if (broken.length)
    throw new Error(
      `[${tenant.slug}] the platform's menus or forms link pages this site does not build: ${broken.join(', ')}. Add the page (tenants/_content/pages), or switch it off for this tenant with pages.off.`,
    );
  const placed = (await sitePages()).flatMap((page) => (page.data.menu ? [{ href: page.path, title: page.data.title, placement: page.data.menu }] : []));
  // The blog, for a site with posts: under More and in the footer's own group.
  if ((await siteBlog()).posts.length) placed.push({ href: BLOG_PATH, title: 'Blog', placement: { header: 'More', footer: 'dealer', order: 6 } });
  const content = placeContentLinks(tenant.menus, placed);
  const left: string[] = [];
  const noteMissing = (href: string): boolean => {
    if (hasPage(href)) return true;
    left.push(href);
    return false;
  };
  const serviceUrl = tenant.bookings.service.externalUrl;
  const toService = serviceUrl ? externalServiceLinks(serviceUrl) : (href: string) => href;
  const toSellPath = sellLinkRewrite(tenant.features.sellMyCarPath);
  const options = {
    ...paths,
    hasPage: noteMissing,
    rewrite: (href: string) => toSellPath(toService(types.rewrite(href))),
    vehicleLinks: vehicleMenuLinks(),
    locationLinks: locationMenuLinks(tenant.locations, tenant.locationPages.routePrefix),
  };
  const built: SiteMenus = {
    header: buildMenu(content.menus.header, searchVehicles(), tenant.search.usedLabel, options),
    // A footer group whose every link was left out goes too (a yard without a workshop has no Servicing and Parts).
    footer: content.menus.footer
      .map((group) => ({ title: group.title, items: buildMenu(group.items, searchVehicles(), tenant.search.usedLabel, options) }))
      .filter((group) => group.items.length > 0),
    dealer: buildMenu(content.dealer, [], tenant.search.usedLabel, options).flatMap((item) => ('href' in item ? [item] : [])),
  };
  if (left.length) console.warn(`[${tenant.slug}] menu links left out, the site has no page for them: ${[...new Set(left)].join(', ')}`);
  return built;
}

/**
 * The Vehicles menu: a franchise's models by body (its model catalogue), a group's brands (its directory), else
 * undefined for the makes in stock.
 */
function vehicleMenuLinks(): NavLink[] | undefined {
  if (tenant.models.length)
    return modelMenuLinks(
      tenant.models.map((model) => ({ name: model.name, body: model.body, href: modelHref(model) })),
      MODELS_PATH,
    );
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
