// Google Merchant Center vehicle ads feed (a tab-separated primary feed). Attributes from Google's "Create a primary
// feed" for vehicle ads (support.google.com/merchants/answer/11192663) and its Content API guidelines
// (answer/11190480): every vehicle offer needs the attributes in GOOGLE_VEHICLE_ADS_REQUIRED; the VIN may appear
// once; only non-commercial passenger vehicles, cars and utes, are accepted (no caravans, campers, motorcycles).
// Google retired vehicle-listing rich results in 2025: this feed is how dealer stock reaches Google now.
import type { Vehicle } from '../../vehicle/vehicle.ts';
import { listings, feedText, type AdFeed, type FeedSite, type LeftOutReason } from './listing.ts';

export const GOOGLE_VEHICLE_ADS_REQUIRED = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'price',
  'condition',
  'brand',
  'model',
  'year',
  'mileage',
  'VIN',
  'store_code',
] as const;
const COLUMNS = [
  ...GOOGLE_VEHICLE_ADS_REQUIRED,
  'additional_image_link',
  'color',
  'body_style',
  'trim',
  'engine',
  'certified_pre-owned',
  'vehicle_fulfillment(option:store_code)',
] as const;

/** Google's body_style values; anything else is left blank (the attribute is optional). */
const BODY_STYLES: Record<string, string> = {
  convertible: 'convertible',
  cabriolet: 'convertible',
  coupe: 'coupe',
  hatch: 'hatchback',
  hatchback: 'hatchback',
  sedan: 'sedan',
  wagon: 'station wagon',
  'station wagon': 'station wagon',
  suv: 'suv',
  crossover: 'crossover',
  ute: 'truck',
  'cab chassis': 'truck',
  'people mover': 'minivan',
  van: 'full size van',
};
const ENGINES: Record<string, string> = { petrol: 'gasoline', diesel: 'diesel', electric: 'electric', hybrid: 'hybrid', phev: 'plugin hybrid' };
/** Item types Google's vehicle ads take: passenger cars and utes (a feed without an item type sells cars). */
const PASSENGER = new Set(['car', 'ute', '']);

function accepts(vehicle: Vehicle): LeftOutReason | null {
  return PASSENGER.has((vehicle.itemType ?? '').toLowerCase()) ? null : 'type not accepted';
}

/** The Google vehicle ads feed of a site's stock: one row per car it may advertise. */
export function googleVehicleAdsFeed(vehicles: readonly Vehicle[], site: FeedSite): AdFeed {
  const { listed, leftOut } = listings(vehicles, site, accepts);
  const rows = listed.map(({ vehicle, title, description, link, images, location }) => ({
    id: vehicle.id,
    title,
    description,
    link,
    image_link: images[0]!,
    price: `${(vehicle.priceCents / 100).toFixed(2)} AUD`,
    // A demo car has been registered: Google's vehicle ads know only new and used.
    condition: vehicle.carType === 'new' ? 'new' : 'used',
    brand: feedText(vehicle.make, 70),
    model: feedText(vehicle.model, 70),
    year: String(vehicle.year),
    mileage: `${vehicle.km ?? 0} km`,
    VIN: vehicle.vin!.toUpperCase(),
    store_code: location.storeCode,
    additional_image_link: images.slice(1, 11).join(','),
    color: feedText(vehicle.colour ?? '', 100),
    body_style: BODY_STYLES[(vehicle.simpleBody ?? '').toLowerCase()] ?? '',
    trim: feedText(vehicle.badge ?? '', 70),
    engine: ENGINES[(vehicle.simpleFuel ?? '').toLowerCase()] ?? '',
    'certified_pre-owned': vehicle.carType === 'used' ? (vehicle.certified ? 'yes' : 'no') : '',
    'vehicle_fulfillment(option:store_code)': `in_store:${location.storeCode}`,
  }));
  return { columns: COLUMNS, rows, leftOut };
}
