// The interactive parts of a vehicle page, computed at build time so the page stays markup: phone reveal,
// share row and Fave, print, sticky header and bar, 360 viewer, delivery calculator, similar cars, lead dialogs
// the recently-viewed record and the view count.
import { absoluteUrl } from '#src/domain/absolute-url.ts';
import { compareShown } from '#src/domain/compare/compare.ts';
import { spinFrames } from '#src/domain/media/responsive-image.ts';
import { phoneDisplay, phoneStartsMasked } from '#src/domain/locations/phone-reveal.ts';
import type { Location } from '#src/domain/tenant/schema/location.ts';
import { isAvailable } from '#src/domain/vehicle/availability.ts';
import { carViewsPath } from '#src/domain/vehicle/car-views.ts';
import { faveVisibility, favouriteEntry } from '#src/domain/vehicle/favourites.ts';
import { leadDialogs } from '#src/domain/vehicle/lead-forms.ts';
import { displayPrice } from '#src/domain/vehicle/price.ts';
import { viewedCar } from '#src/domain/vehicle/recently-viewed.ts';
import { copyToastText, shareLinks } from '#src/domain/vehicle/share.ts';
import { tradeInEligible } from '#src/domain/vehicle/sidebar-buttons.ts';
import { similarCarsTitle } from '#src/domain/vehicle/similar-title.ts';
import { vehiclePdfFileName, vehiclePdfPath } from '#src/domain/vehicle/spec-sheet.ts';
import { viewerTabs } from '#src/domain/vehicle/spin.ts';
import { parseSpinHotspots } from '#src/domain/vehicle/spin-hotspots.ts';
import { stickyBarButtons } from '#src/domain/vehicle/sticky.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { similarCars } from './similar-cars.ts';
import { imageService, tenant } from './site.ts';

type Context = { title: string; phone: string | null; location: Location | null; reserveHref: string | null; financeHref: string; weeklyText: string | null };

export function vehicleInteractive(vehicle: Vehicle, context: Context) {
  const available = isAvailable(vehicle);
  const pagePath = `/cars/${vehicle.slug}`;
  const url = absoluteUrl(pagePath, tenant.url);
  const phone = context.phone ? phoneDisplay(context.phone, phoneStartsMasked(tenant.features, vehicle.dealershipSlug)) : null;
  const yard = context.location ?? tenant.locations.find((location) => location.primary)!;
  const tabs = viewerTabs(vehicle, tenant.features.viewerDefaultsToGallery);
  const photo = vehicle.images.find((image) => !image.isVideo) ?? null;
  return {
    /** What every phone link on the page needs, including the reveal record's ids. */
    phone: phone && { ...phone, carId: vehicle.id, dealershipId: vehicle.dealershipId, websiteId: tenant.slug },
    share: { url, links: shareLinks(url, context.title, { hideTwitter: tenant.features.hideTwitterShare }), copyToast: copyToastText(context.title) },
    fave: { visibility: faveVisibility(vehicle.status, tenant.features.favourites), entry: favouriteEntry(vehicle), siteSlug: tenant.slug },
    /** The Compare toggle, by the search cards' rule (src/domain/compare/compare.ts). */
    compare: compareShown(
      { status: vehicle.status, priceCents: vehicle.priceCents, photoCount: vehicle.images.filter((image) => !image.isVideo).length },
      tenant.features.compare,
    ),
    printHref: available && tenant.features.printPdf ? `/print?car_id=${vehicle.slug}` : null,
    pdf: available && tenant.features.printPdf ? { href: vehiclePdfPath(vehicle.slug), fileName: vehiclePdfFileName(vehicle.slug) } : null, // written by scripts/lib/build/write-vehicle-pdfs.ts
    sticky: available
      ? {
          imageUrl: photo?.thumbUrl ?? null,
          price: displayPrice(vehicle, tenant.texts.noPrice).text,
          weeklyText: context.weeklyText,
          financeHref: tenant.finance.provider ? (tenant.finance.enquiryModal ? '#finance-enquiry' : context.financeHref) : null,
          tradeInHref: tradeInEligible(vehicle, tenant) ? '#trade-in' : null,
          bar: stickyBarButtons(vehicle, tenant, { phoneHref: phone?.href ?? null, reserveHref: context.reserveHref }),
        }
      : null,
    viewer: tabs && {
      ...tabs,
      frames: spinFrames(vehicle.spinImages, imageService()),
      interiorImage: vehicle.spinInteriorImage,
      videoUrl: tabs.walkaroundUrl,
      hotspots: parseSpinHotspots(vehicle.hotspots),
    },
    delivery:
      available && tenant.delivery.enabled
        ? {
            from: { lat: yard.address.lat, long: yard.address.long },
            yardName: yard.name,
            rates: { ratesCents: tenant.delivery.ratesCents, maxKm: tenant.delivery.maxKm },
          }
        : null,
    similar: { title: similarCarsTitle(vehicle.itemType, tenant.features), cars: similarCars(vehicle) },
    dialogs: available ? leadDialogs(vehicle, tenant, pagePath) : [],
    viewed: { siteSlug: tenant.slug, car: viewedCar(vehicle), carType: vehicle.carType },
    /** The call that counts a view of a car on sale and answers the count the page shows (src/client/car-views.ts). */
    viewsPath: available ? carViewsPath(vehicle, tenant.slug) : null,
  };
}
export type VehicleInteractive = ReturnType<typeof vehicleInteractive>;
