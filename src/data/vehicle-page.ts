import { buttonThemeFor } from '#src/domain/brands/button-themes.ts';
import { vehicleFinanceLink } from '#src/domain/finance/finance-link.ts';
import { selectPhone } from '#src/domain/locations/phone-selection.ts';
import { formatMoney } from '#src/domain/money.ts';
import { breadcrumbs } from '#src/domain/vehicle/breadcrumbs.ts';
import { gallerySlides, showsThumbnails } from '#src/domain/vehicle/gallery.ts';
import { showsNewArrival } from '#src/domain/vehicle/card-tag.ts';
import { belowMarketBy } from '#src/domain/vehicle/market-indicator.ts';
import { checkoutEnabled, reserveDepositCents, sidebarButtons } from '#src/domain/vehicle/sidebar-buttons.ts';
import { allSpecs, caravanSpecs, keySpecs } from '#src/domain/vehicle/specs.ts';
import { jsonForScript } from '#src/domain/escape.ts';
import { breadcrumbStructuredData, carStructuredData, hasProductMarkup, videoStructuredData } from '#src/domain/vehicle/structured-data.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { isAvailable } from '#src/domain/vehicle/availability.ts';
import { nearestSearchPath } from '#src/domain/seo/similar-stock.ts';
import { shownPriceGauge } from './comparables.ts';
import { changedPaths, oncePerBuild, prepareSiteKeys, vehiclePageKey } from './page-keys.ts';
import { pageFile } from './page-file.ts';
import { hasSearchPage, SEARCH_PATHS } from './search-data.ts';
import { imageService, pageVehicles, stockTime, tenant } from './site.ts';
import { preloadOf, responsivePicture } from '#src/domain/media/responsive-image.ts';
import { vehicleFinance } from './vehicle-finance.ts';
import { vehicleInteractive } from './vehicle-interactive.ts';
import { vehicleSeoText } from './vehicle-seo.ts';

const primaryLocation = tenant.locations.find((location) => location.primary) ?? tenant.locations[0]!;
/** Cars already named in a 'no phone number' warning: once per car and build. */
const unreachable = new Set<string>();

/** The vehicle pages this build renders: this process's share of the cars whose page changed (src/data/page-keys.ts). */
export const vehiclePaths = oncePerBuild(async () => {
  await prepareSiteKeys();
  const paths = pageVehicles().map((vehicle) => ({
    params: { slug: vehicle.slug },
    props: { vehicle },
    cacheKey: vehiclePageKey(vehicle),
  }));
  return changedPaths(paths, (path) => pageFile(`/cars/${path.params.slug}`));
});

/** 'See more from this dealer' (spec 1 section 2): a group's dealership search, where the site has one. */
function dealerSearch(vehicle: Vehicle): { href: string; name: string } | null {
  if (!vehicle.dealershipSlug || !SEARCH_PATHS.dealershipPaths) return null;
  const href = `/search/${vehicle.dealershipSlug}`;
  const name = tenant.dealerships.find((dealership) => dealership.slug === vehicle.dealershipSlug)?.name ?? vehicle.dealershipName;
  return name && hasSearchPage(href) ? { href, name } : null;
}

/** Everything the vehicle page renders, computed here so the page stays markup. */
export function vehiclePageData(vehicle: Vehicle) {
  const title = [vehicle.year, vehicle.make, vehicle.model, vehicle.badge, vehicle.series].filter(Boolean).join(' ');
  const today = stockTime().toISOString().slice(0, 10);
  const location = tenant.locations.find((item) => item.id === vehicle.locationId) ?? null;
  const phone = selectPhone(
    { dealershipSlug: vehicle.dealershipSlug, carType: vehicle.carType, locationPhone: location?.phone ?? vehicle.location?.phone ?? null },
    { ...tenant.phones, phoneByCarType: tenant.features.phoneByCarType },
  );
  if (!phone && !unreachable.has(vehicle.id)) {
    unreachable.add(vehicle.id);
    console.warn(`[${tenant.slug}] no phone number for car ${vehicle.id}: neither its location nor its dealership has one`);
  }
  const depositCents = reserveDepositCents(vehicle, tenant.features.checkout.defaultDepositCents);
  const reserveHref = checkoutEnabled(vehicle, tenant) ? `/cars/${vehicle.slug}/${tenant.features.checkout.path}` : null;
  const searchStyle = { usedCarVariant: tenant.search.usedCarVariantPath };
  const crumbs = breadcrumbs(vehicle, tenant.search.usedLabel, { ...searchStyle, hasPage: hasSearchPage });
  const financeHref = vehicleFinanceLink(tenant.finance.link, vehicle);
  const carCity = location?.address.city ?? vehicle.city;
  const belowMarket = belowMarketBy(vehicle);
  const slides = gallerySlides(vehicle, tenant.features.videoPosition);
  const available = isAvailable(vehicle);
  const finance = available ? vehicleFinance(vehicle) : null;
  const seo = vehicleSeoText(vehicle);
  const description = seo.description;
  const firstSlide = slides[0];
  const interactive = vehicleInteractive(vehicle, {
    title,
    phone,
    location,
    reserveHref,
    financeHref: finance?.financeHref ?? financeHref,
    weeklyText: finance?.display?.weeklyText ?? null,
  });
  const videoLd = videoStructuredData(slides, { name: title, description, uploadDate: vehicle.createdAt }, { url: tenant.url, images: imageService() });
  return {
    available,
    /** A car that cannot be bought (sold within seo.soldPageDays, or not available) keeps its page out of search engines. */
    noindex: !available,
    /** Find Me Something Similar: the nearest search page the site builds for this kind of car. */
    similarHref: nearestSearchPath(vehicle, hasSearchPage, searchStyle),
    finance,
    buttonTheme: buttonThemeFor(vehicle.make, tenant.theme.manufacturerButtonTheme),
    dealerSearch: dealerSearch(vehicle),
    interactive,
    /**
     * The first photo is the page's largest paint on a phone: preloaded from the head, so it is fetched with the
     * stylesheets rather than after the parser reaches the gallery (not when a video or the 360 spin shows first).
     */
    lcpPreload:
      firstSlide?.kind === 'image' && interactive.viewer?.initial !== 'spin' ? preloadOf(responsivePicture(firstSlide.url, 'gallery', imageService())) : null,
    title,
    pageTitle: seo.title,
    description,
    crumbs,
    slides,
    /** The tenant's image service, which the gallery sizes its photos through. */
    images: imageService(),
    showThumbnails: showsThumbnails(vehicle, slides.length),
    keySpecs: keySpecs(vehicle),
    allSpecs: allSpecs(vehicle, today, tenant.features.showUnregistered),
    caravanSpecs: caravanSpecs(vehicle),
    location,
    phone,
    ogImage: vehicle.images.find((image) => !image.isVideo)?.url ?? null,
    announcement:
      tenant.features.announcementBar && location && carCity && carCity !== primaryLocation.address.city
        ? `This car is at ${location.name}, ${location.address.street}, ${carCity} ${location.address.state}.`
        : null,
    buttons: sidebarButtons(vehicle, tenant, { phone, financeHref, depositLabel: depositCents ? formatMoney(depositCents) : null }),
    depositCents,
    reserveHref,
    gauge: shownPriceGauge(vehicle),
    newArrivalText: showsNewArrival(vehicle, tenant.specifications.justArrivedDays, stockTime()) ? tenant.texts.newArrival : null,
    belowMarketText: belowMarket ? `${formatMoney(belowMarket)} below the market average` : null,
    jsonLd: [
      ...(hasProductMarkup(vehicle)
        ? [
            jsonForScript(
              carStructuredData(vehicle, {
                url: tenant.url,
                dealerName: vehicle.dealershipName ?? tenant.name,
                dealerPhone: phone,
                address: location?.address ?? null,
                description,
                images: imageService(),
              }),
            ),
          ]
        : []),
      jsonForScript(breadcrumbStructuredData(crumbs, tenant.url)),
      ...videoLd.map((video) => jsonForScript(video)),
    ],
  };
}
export type VehiclePageData = ReturnType<typeof vehiclePageData>;
