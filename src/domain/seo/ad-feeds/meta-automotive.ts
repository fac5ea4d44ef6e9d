// Meta automotive inventory catalogue feed (Facebook and Instagram automotive inventory ads), tab-separated.
// Fields from Meta's "Automotive Inventory Ads - Catalogs and Feeds" and the auto ads feed reference
// (developers.facebook.com/docs/marketing-api/auto-ads/reference): META_AUTOMOTIVE_REQUIRED are required for
// dynamic ads; `vin` must be exactly 17 characters; Meta takes cars and trucks, motorcycles, RVs and campers and
// trailers (vehicle_type), so a caravan dealer's stock is listed too.
import type { Vehicle } from '../../vehicle/vehicle.ts';
import { listings, feedText, type AdFeed, type FeedSite, type LeftOutReason } from './listing.ts';

export const META_AUTOMOTIVE_REQUIRED = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'mileage.value',
  'mileage.unit',
  'image[0].url',
  'image[0].tag[0]',
  'body_style',
  'vin',
  'price',
  'state_of_vehicle',
  'exterior_color',
  'address',
  'latitude',
  'longitude',
] as const;
const IMAGES = 10;
const COLUMNS = [
  ...META_AUTOMOTIVE_REQUIRED,
  'availability',
  'vehicle_type',
  'trim',
  'transmission',
  'fuel_type',
  'drivetrain',
  'dealer_name',
  'dealer_phone',
  'date_first_on_lot',
  ...Array.from({ length: IMAGES - 1 }, (_, index) => [`image[${index + 1}].url`, `image[${index + 1}].tag[0]`]).flat(),
] as const;

/** Meta's body_style values (case-insensitive enum); anything else is OTHER. */
const BODY_STYLES: Record<string, string> = {
  convertible: 'CONVERTIBLE',
  cabriolet: 'CONVERTIBLE',
  coupe: 'COUPE',
  hatch: 'HATCHBACK',
  hatchback: 'HATCHBACK',
  sedan: 'SEDAN',
  wagon: 'WAGON',
  suv: 'SUV',
  crossover: 'CROSSOVER',
  ute: 'TRUCK',
  'cab chassis': 'TRUCK',
  'people mover': 'MINIVAN',
  van: 'VAN',
};
const VEHICLE_TYPES: Record<string, string> = {
  car: 'car_truck',
  ute: 'car_truck',
  '': 'car_truck',
  motorcycle: 'motorcycle',
  caravan: 'rv_camper',
  'camper trailer': 'trailer',
  trailer: 'trailer',
  boat: 'boat',
};
const FUEL: Record<string, string> = { petrol: 'PETROL', diesel: 'DIESEL', electric: 'ELECTRIC', hybrid: 'HYBRID', phev: 'PLUGIN_HYBRID' };
const DRIVE: Record<string, string> = { '4wd': 'FOUR_WD', awd: 'AWD', fwd: 'FWD', rwd: 'RWD', '2wd': 'TWO_WD' };

function vehicleType(vehicle: Pick<Vehicle, 'itemType' | 'simpleBody'>): string | null {
  const body = (vehicle.simpleBody ?? '').toLowerCase();
  return VEHICLE_TYPES[body === 'camper trailer' ? body : (vehicle.itemType ?? '').toLowerCase()] ?? null;
}

function accepts(vehicle: Vehicle): LeftOutReason | null {
  if (!vehicleType(vehicle)) return 'type not accepted';
  return vehicle.colour?.trim() ? null : 'no colour';
}

/** The Meta automotive catalogue feed of a site's stock. */
export function metaAutomotiveFeed(vehicles: readonly Vehicle[], site: FeedSite): AdFeed {
  const { listed, leftOut } = listings(vehicles, site, accepts);
  const rows = listed.map(({ vehicle, title, description, link, images, location }) => {
    const imageCells: Record<string, string> = {};
    images.slice(0, IMAGES).forEach((url, index) => {
      imageCells[`image[${index}].url`] = url;
      imageCells[`image[${index}].tag[0]`] = index === 0 ? 'Main' : `Photo ${index + 1}`;
    });
    const { address } = location;
    return {
      vehicle_id: vehicle.id,
      title,
      description,
      url: link,
      make: feedText(vehicle.make, 100),
      model: feedText(vehicle.model, 100),
      year: String(vehicle.year),
      'mileage.value': String(vehicle.km ?? 0),
      'mileage.unit': 'KM',
      ...imageCells,
      body_style: BODY_STYLES[(vehicle.simpleBody ?? '').toLowerCase()] ?? 'OTHER',
      vin: vehicle.vin!.toUpperCase(),
      price: `${(vehicle.priceCents / 100).toFixed(2)} AUD`,
      state_of_vehicle: vehicle.carType === 'new' ? 'NEW' : vehicle.certified ? 'CPO' : 'USED',
      exterior_color: feedText(vehicle.colour!, 100),
      address: JSON.stringify({ addr1: address.street, city: address.city, region: address.state, postal_code: address.postcode, country: 'AU' }),
      latitude: String(address.lat),
      longitude: String(address.long),
      availability: vehicle.status === 'in_stock' ? 'AVAILABLE' : 'PENDING',
      vehicle_type: vehicleType(vehicle)!,
      trim: feedText(vehicle.badge ?? '', 50),
      transmission: vehicle.simpleTransmission ? vehicle.simpleTransmission.toUpperCase() : '',
      fuel_type: FUEL[(vehicle.simpleFuel ?? '').toLowerCase()] ?? '',
      drivetrain: DRIVE[(vehicle.simpleDrive ?? '').toLowerCase()] ?? '',
      dealer_name: feedText(location.name, 100),
      dealer_phone: location.phone,
      date_first_on_lot: vehicle.createdAt.slice(0, 10),
    };
  });
  return { columns: COLUMNS, rows, leftOut };
}
