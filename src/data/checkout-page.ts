// The reserve page of each car (/cars/<slug>/checkout, or /cars/<slug>/buy-online by tenant setting) for tenants
// with checkout on: the car, the deposit and its terms, and the shopper's details form. A car that cannot be reserved
// (held, sold, coming soon) gets the page too, saying so, with a link to similar cars.
import { checkoutCarOf, checkoutCarView, REFUSAL_TEXT, reservability, type Reservability } from '#src/domain/checkout/checkout-car.ts';
import { nearestSearchPath } from '#src/domain/seo/similar-stock.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { hasSearchPage } from './search-data.ts';
import { changedPaths, oncePerBuild, dataPageKey, prepareSiteKeys } from './page-keys.ts';
import { pageFile } from './page-file.ts';
import { pageVehicles, tenant } from './site.ts';

/**
 * Every car with a page gets a reserve page when the tenant takes reservations: this build process's share of those
 * whose page data changed since the live build (src/data/page-keys.ts).
 */
export const checkoutPaths = oncePerBuild(async () => {
  if (!tenant.features.checkout.enabled) return [];
  await prepareSiteKeys();
  const segment = tenant.features.checkout.path;
  const paths = pageVehicles().map((vehicle) => ({
    params: { slug: vehicle.slug, checkout: segment },
    props: { vehicle },
    cacheKey: dataPageKey(checkoutPageData(vehicle)),
  }));
  return changedPaths(paths, (path) => pageFile(`/cars/${path.params.slug}/${segment}`));
});

export type CheckoutPage = ReturnType<typeof checkoutPageData>;

export function checkoutPageData(vehicle: Vehicle) {
  const car = checkoutCarOf(vehicle);
  const style = { usedCarVariant: tenant.search.usedCarVariantPath };
  // Similar cars: the nearest search page this site builds (a model with no stock of the car's type has none).
  const view = { ...checkoutCarView(car, tenant, style), similarPath: nearestSearchPath(vehicle, hasSearchPage, style) };
  const state: Reservability = reservability(car, tenant);
  const path = `/cars/${vehicle.slug}/${tenant.features.checkout.path}`;
  return {
    path,
    title: `Reserve the ${view.title} | ${tenant.name}`,
    description: `Reserve the ${view.title} online with a refundable deposit and ${tenant.name} holds it for you for ${tenant.features.checkout.holdHours} hours.`,
    view,
    reservable: state === 'reservable',
    refusal: state === 'reservable' ? null : REFUSAL_TEXT[state],
    depositLabel: view.terms.depositCents ? view.terms.lines[0]!.split(' ')[0]! : null,
    termsRequiredText: 'I agree to the reservation terms above',
  };
}
