// One location's page (issue 17): its card, the type selector, holiday hours, the map settings, the enquiry form
// for the location, the cars in stock there and its JSON-LD. Everything the page renders is worked out here.
import { absoluteUrl } from '#src/domain/absolute-url.ts';
import { jsonForScript } from '#src/domain/escape.ts';
import { GENERAL_ENQUIRY } from '#src/domain/leads/categories.ts';
import { contactForm } from '#src/domain/leads/form-setup.ts';
import { typeOptions, type Department } from '#src/domain/locations/departments.ts';
import { holidayRow, specialHoursFrom, specialHoursInWindow } from '#src/domain/locations/holiday-hours.ts';
import { mapSettings } from '#src/domain/locations/location-map.ts';
import { locationReviewsView } from '#src/domain/locations/location-reviews.ts';
import { locationPath } from '#src/domain/locations/location-routes.ts';
import { placeUrl } from '#src/domain/locations/maps-links.ts';
import { locationStructuredData } from '#src/domain/locations/structured-data.ts';
import { emptySearchState, searchUrl } from '#src/domain/search/url-state.ts';
import type { Location, LocationType } from '#src/domain/tenant/schema/location.ts';
import { buildDay, locationCard, shownLocations } from './locations.ts';
import { changedPaths, oncePerBuild, dataPageKey, prepareSiteKeys } from './page-keys.ts';
import { pageFile } from './page-file.ts';
import { searchVehicles, stockTime, tenant } from './site.ts';

/** The enquiry form's category for each kind of location (a location without a type: General Enquiry). */
const CATEGORY: Readonly<Record<LocationType, string>> = {
  sales: 'Sales Enquiry',
  'car-buying': 'Trade-In Enquiry',
  service: 'Service Enquiry',
  'service-and-parts': 'Service Enquiry',
  parts: 'Parts Enquiry',
};
/** Cars shown on the page before the link to all of them. */
const STOCK_SHOWN = 4;

/**
 * `[locationBase]/[slug]`: a page per visible location under the tenant's prefix (each build process its share),
 * those whose page data changed since the live build (src/data/page-keys.ts: the data below is all the page shows).
 */
export const locationPagePaths = oncePerBuild(async () => {
  await prepareSiteKeys();
  const base = tenant.locationPages.routePrefix.slice(1);
  const paths = shownLocations().map((location) => ({
    params: { locationBase: base, slug: location.slug },
    props: { location },
    cacheKey: dataPageKey(locationPageData(location)),
  }));
  return changedPaths(paths, (path) => pageFile(`/${base}/${path.params.slug}`));
});

function stockAt(location: Location) {
  // As the search counts them (recently sold cars stay in search for a few days), so the link's number is the one it finds.
  const cars = searchVehicles().filter((vehicle) => vehicle.locationId === location.id);
  const state = { ...emptySearchState(tenant.search.defaultSort), refinements: { location_id: [String(location.id)] } };
  return {
    count: cars.length,
    cars: cars.filter((vehicle) => vehicle.status === 'in_stock').slice(0, STOCK_SHOWN),
    href: searchUrl(state, tenant.search.defaultSort, { usedCarVariant: tenant.search.usedCarVariantPath }),
  };
}

/** Everything one location's page shows. */
export function locationPageData(location: Location) {
  const prefix = tenant.locationPages.routePrefix;
  const path = locationPath(prefix, location.slug);
  const card = locationCard(location);
  const today = buildDay();
  const options = typeOptions(location, shownLocations()).map((option) => ({
    ...option,
    href: option.inPage ? `#hours-${option.department}` : locationPath(prefix, option.slug),
  }));
  const upcoming = specialHoursFrom(location.special_hours, today);
  const inWindowNow = new Set(specialHoursInWindow(upcoming, today, tenant.locationPages.holidayWindowDays).map((entry) => entry.date));
  const departments = options
    .filter((option) => !option.current && !option.inPage)
    .map((option) => ({
      department: option.department as Department,
      name: shownLocations().find((other) => other.slug === option.slug)!.name,
      url: absoluteUrl(locationPath(prefix, option.slug), tenant.url),
    }));
  const url = absoluteUrl(path, tenant.url);
  const form = contactForm(path);
  return {
    path,
    title: `${location.name} | Opening Hours, Phone and Directions | ${tenant.name}`,
    description: `${location.name}, ${card.address.oneLine}. Phone ${card.phone.text}. Opening hours, holiday hours and directions.`,
    card,
    typeOptions: options,
    holiday: {
      windowDays: tenant.locationPages.holidayWindowDays,
      rows: upcoming.map((entry) => ({ ...holidayRow(entry), inWindow: inWindowNow.has(entry.date) })),
      shown: inWindowNow.size > 0,
    },
    map: tenant.locationPages.map
      ? mapSettings(tenant.locationPages.map, { lat: location.address.lat, long: location.address.long, name: location.name, mapKey: location.address.map_key })
      : null,
    reviews: locationReviewsView(location, stockTime()),
    stock: stockAt(location),
    form: {
      props: {
        ...form.form,
        location: location.slug,
        category: location.location_type ? CATEGORY[location.location_type] : GENERAL_ENQUIRY,
        ...(tenant.dealerships.length > 1 ? { dealership: location.dealership_slug } : {}),
      },
      hidden: form.hidden,
    },
    jsonLd: jsonForScript(
      locationStructuredData(location, {
        url,
        imageUrl: location.image ? absoluteUrl(location.image, tenant.url) : null,
        logoUrl: tenant.branding.logo ? absoluteUrl(tenant.branding.logo.url, tenant.url) : null,
        mapUrl: placeUrl(location.address) ?? card.directions.href,
        telephone: card.phone.href?.replace(/^tel:/, '') ?? location.phone,
        special: upcoming,
        departments,
      }),
    ),
  };
}
export type LocationPageData = ReturnType<typeof locationPageData>;
