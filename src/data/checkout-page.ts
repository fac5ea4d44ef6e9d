// The reserve page of each car (/cars/<slug>/checkout, or /cars/<slug>/buy-online by tenant setting) for tenants
// with checkout on: the car, the deposit and its terms, and the shopper's details form. A car that cannot be reserved
// (held, sold, coming soon) gets the page too, saying so, with a link to similar cars. Each car's page is keyed as a
// page of its own, but filled in from one rendered shell per page shape (src/domain/checkout/checkout-fill.ts).
import { checkoutCarOf, checkoutCarView, REFUSAL_TEXT, reservability } from '#src/domain/checkout/checkout-car.ts';
import { PAGE_FILLS, type PageFills } from '#src/domain/checkout/checkout-fill.ts';
import { checkoutPageOf, checkoutShellPage, shapeName, shapeOf, type CheckoutPage, type CheckoutShape } from '#src/domain/checkout/checkout-page.ts';
import { nearestSearchPath } from '#src/domain/seo/similar-stock.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { hasSearchPage } from './search-data.ts';
import { changedPaths, oncePerBuild, dataPageKey, prepareSiteKeys } from './page-keys.ts';
import { pageFile } from './page-file.ts';
import { pageVehicles, tenant } from './site.ts';

export type { CheckoutPage } from '#src/domain/checkout/checkout-page.ts';

/**
 * Every car with a page gets a reserve page when the tenant takes reservations: those whose page data changed since
 * the live build (src/data/page-keys.ts), and a shell for each shape among them. The page renderer fills the cars'
 * pages from the shells (PAGE_FILLS); Astro renders a car's page only to check a shape's fill against it.
 */
export const checkoutPaths = oncePerBuild(async () => {
  if (!tenant.features.checkout.enabled) return [];
  await prepareSiteKeys();
  const segment = tenant.features.checkout.path;
  const paths = pageVehicles().map((vehicle) => {
    const page = checkoutPageData(vehicle);
    return { params: { slug: vehicle.slug, checkout: segment }, props: { page }, cacheKey: dataPageKey(page) };
  });
  const changed = changedPaths(paths, (path) => pageFile(path.props.page.path));
  const fills: PageFills = { shells: new Map(), pages: new Map() };
  const shapes = new Map<string, CheckoutShape>();
  for (const { props } of changed) {
    fills.pages.set(props.page.path, props.page);
    const shape = shapeOf(props.page);
    shapes.set(shapeName(shape), shape);
  }
  const shells = [...shapes.values()].map((shape) => {
    const page = checkoutShellPage(tenant, shape);
    fills.shells.set(page.path, shape);
    return { params: { slug: page.view.slug, checkout: segment }, props: { page } };
  });
  (globalThis as { [PAGE_FILLS]?: PageFills })[PAGE_FILLS] = fills;
  return [...changed.map(({ params, props }) => ({ params, props })), ...shells];
});

/** A car's reserve page. */
export function checkoutPageData(vehicle: Vehicle): CheckoutPage {
  const car = checkoutCarOf(vehicle);
  const style = { usedCarVariant: tenant.search.usedCarVariantPath };
  // Similar cars: the nearest search page this site builds (a model with no stock of the car's type has none).
  const view = { ...checkoutCarView(car, tenant, style), similarPath: nearestSearchPath(vehicle, hasSearchPage, style) };
  const state = reservability(car, tenant);
  return checkoutPageOf(tenant, view, state === 'reservable' ? null : REFUSAL_TEXT[state]);
}
