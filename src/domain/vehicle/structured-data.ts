import { absoluteUrl } from '../absolute-url.ts';
import type { Crumb } from './breadcrumbs.ts';
import type { Vehicle } from './vehicle.ts';

const AVAILABILITY: Record<Vehicle['status'], string> = {
  in_stock: 'https://schema.org/InStock',
  coming_soon: 'https://schema.org/PreOrder',
  sold: 'https://schema.org/SoldOut',
  unavailable: 'https://schema.org/OutOfStock',
};

/** schema.org Car with an Offer, sold by the dealer (an AutoDealer). */
export function carStructuredData(vehicle: Vehicle, site: { url: string; dealerName: string; dealerPhone: string | null; address: { street: string; city: string; state: string; postcode: string } | null }) {
  const url = absoluteUrl(`/cars/${vehicle.slug}`, site.url);
  const images = vehicle.images.filter((image) => !image.isVideo).map((image) => absoluteUrl(image.url, site.url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: vehicle.name,
    url,
    image: images.slice(0, 10),
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
          ? { '@type': 'PostalAddress', streetAddress: site.address.street, addressLocality: site.address.city, addressRegion: site.address.state, postalCode: site.address.postcode, addressCountry: 'AU' }
          : undefined,
      },
    },
  };
}

export function breadcrumbStructuredData(crumbs: readonly Crumb[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: absoluteUrl(crumb.href, siteUrl) })),
  };
}
