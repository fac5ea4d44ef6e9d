import type { BreadcrumbList, Car, ItemAvailability, ListItem, Vehicle as SchemaVehicle, VideoObject, WithContext } from 'schema-dts';
import { absoluteUrl } from '../absolute-url.ts';
import type { ImageService } from '../media/image-cdn.ts';
import { isResizable } from '../media/image-cdn.ts';
import { sharePhotoUrls } from '../media/responsive-image.ts';
import type { Crumb } from './breadcrumbs.ts';
import type { GallerySlide } from './gallery.ts';
import { videoSource } from './video.ts';
import type { Vehicle } from './vehicle.ts';

const AVAILABILITY: Record<Vehicle['status'], ItemAvailability> = {
  in_stock: 'https://schema.org/InStock',
  coming_soon: 'https://schema.org/PreOrder',
  sold: 'https://schema.org/SoldOut',
  unavailable: 'https://schema.org/OutOfStock',
};

/**
 * Whether a car can be described as a product to search engines: Google's product results need a price and a
 * photo, and report markup without them as invalid, so a car without either gets no Car markup (only breadcrumbs).
 * @example hasProductMarkup({ priceCents: 0, images: [] }) // false
 */
export function hasProductMarkup(vehicle: Pick<Vehicle, 'priceCents' | 'images'>): boolean {
  return vehicle.priceCents > 1000 && vehicle.images.some((image) => !image.isVideo && isResizable(image.url));
}

/**
 * schema.org Car with an Offer, sold by the dealer (an AutoDealer); typed against schema.org's vocabulary
 * (schema-dts). Google and Bing read a Car as a Product: name, image and an offer with price and currency.
 */
export function carStructuredData(
  vehicle: Vehicle,
  site: {
    url: string;
    dealerName: string;
    dealerPhone: string | null;
    address: { street: string; city: string; state: string; postcode: string } | null;
    description?: string;
    /** The tenant's image service: photos are given as JPEGs of 1200 px through it (default the embedded one). */
    images?: ImageService;
  },
): WithContext<Car | SchemaVehicle> {
  const url = absoluteUrl(`/cars/${vehicle.slug}`, site.url);
  // Google's image guidelines for products: a crawlable JPEG, PNG or WebP; never an SVG.
  const images = sharePhotoUrls(
    vehicle.images.filter((image) => !image.isVideo).map((image) => image.url),
    site.images ?? { config: { provider: 'embedded' }, siteUrl: site.url },
  );
  return {
    '@context': 'https://schema.org',
    // A caravan is towed: a Vehicle with no odometer, not a Car (whose Product snippet asks for the kilometres).
    '@type': vehicle.itemType === 'caravan' ? 'Vehicle' : 'Car',
    name: vehicle.name,
    url,
    image: images.slice(0, 10),
    sku: vehicle.stockNumber ?? vehicle.id,
    ...(site.description ? { description: site.description } : {}),
    brand: { '@type': 'Brand', name: vehicle.make },
    model: vehicle.model,
    vehicleModelDate: String(vehicle.year),
    bodyType: vehicle.simpleBody ?? undefined,
    fuelType: vehicle.simpleFuel ?? undefined,
    vehicleTransmission: vehicle.simpleTransmission ?? undefined,
    driveWheelConfiguration: vehicle.simpleDrive ?? undefined,
    color: vehicle.colour ?? undefined,
    vehicleIdentificationNumber: vehicle.vin ?? undefined,
    mileageFromOdometer: vehicle.km == null ? undefined : { '@type': 'QuantitativeValue', value: vehicle.km, unitCode: 'KMT' },
    itemCondition: vehicle.carType === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'AUD',
      price: vehicle.priceCents > 1000 ? (vehicle.priceCents / 100).toFixed(2) : undefined,
      availability: AVAILABILITY[vehicle.status],
      seller: {
        '@type': 'AutoDealer',
        name: site.dealerName,
        telephone: site.dealerPhone ?? undefined,
        address: site.address
          ? {
              '@type': 'PostalAddress',
              streetAddress: site.address.street,
              addressLocality: site.address.city,
              addressRegion: site.address.state,
              postalCode: site.address.postcode,
              addressCountry: 'AU',
            }
          : undefined,
      },
    },
  };
}

const listItem = (position: number, name: string, item: string): ListItem => ({ '@type': 'ListItem', position, name, item });

/** schema.org BreadcrumbList of the page's crumbs, each an absolute URL (typed against schema-dts). */
export function breadcrumbStructuredData(crumbs: readonly Crumb[], siteUrl: string) {
  const itemListElement: ListItem[] = crumbs.map((crumb, index) => listItem(index + 1, crumb.label, absoluteUrl(crumb.href, siteUrl)));
  return { '@context': 'https://schema.org' as const, '@type': 'BreadcrumbList' as const, itemListElement } satisfies WithContext<BreadcrumbList>;
}

/**
 * schema.org VideoObjects of the car's gallery videos, one per video, for video results: its player (embedUrl) or file
 * (contentUrl), its title or the car's name ("video 2" when it has several) as name, its poster as thumbnail (a
 * 1,200 px JPEG through the image service, as the car's photos), and the car's listing date as the upload date (the
 * feed gives no other). A video without a poster the service can give is left out (Google requires a thumbnail).
 * @example videoStructuredData(slides, { name: '2020 Ford Ranger XLT', description: 'Used 2020 Ford Ranger', uploadDate: '2026-10-01T00:00:00Z' }, { url: 'https://www.dealer.example' })[0]?.embedUrl // 'https://www.youtube-nocookie.com/embed/...'
 */
export function videoStructuredData(
  slides: readonly GallerySlide[],
  car: { name: string; description: string; uploadDate: string },
  site: { url: string; images?: ImageService },
): WithContext<VideoObject>[] {
  const videos = slides.filter((slide) => slide.kind === 'video');
  const service = site.images ?? { config: { provider: 'embedded' }, siteUrl: site.url };
  return videos.flatMap((slide, index) => {
    const source = videoSource(slide.url);
    const thumbnailUrl = slide.poster ? sharePhotoUrls([slide.poster], service)[0] : undefined;
    if (!source || !thumbnailUrl) return [];
    const video: WithContext<VideoObject> = {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: slide.title ?? (videos.length > 1 ? `${car.name}: video ${index + 1}` : `${car.name}: video`),
      description: car.description,
      thumbnailUrl,
      uploadDate: car.uploadDate,
      ...(source.kind === 'embed' ? { embedUrl: source.embedUrl } : { contentUrl: absoluteUrl(source.url, site.url) }),
    };
    return [video];
  });
}
