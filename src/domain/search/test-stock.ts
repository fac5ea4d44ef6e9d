import { mulberry32 } from '../random.ts';
import { STILL_LISTED, type SearchRecord } from './record.ts';

/**
 * Search records for tests (and the contract suite): `stockRecord` for one car with sensible defaults, and
 * `generatedStock` for a deterministic mixed yard (Toyota-heavy, a long tail, a Škoda for accents, sold cars,
 * cars without price or km). Not imported by application code.
 */
export function stockRecord(overrides: Partial<SearchRecord> & { objectID: string }): SearchRecord {
  const base: SearchRecord = {
    objectID: overrides.objectID,
    id: overrides.objectID,
    slug: `car-${overrides.objectID}`,
    name: '2022 Toyota HiLux SR5',
    year: 2022,
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    series: 'GUN126R',
    colour: 'White',
    car_type: 'used',
    status: 'in_stock',
    price: 45_990,
    before_price: null,
    price_type: 'Drive Away',
    preorder: false,
    km: 40_000,
    simple_body: 'Ute',
    simple_fuel: 'Diesel',
    simple_transmission: 'Automatic',
    simple_drive: '4WD',
    location_id: 1,
    location_name: 'Harbour Toyota',
    dealership_id: 1,
    dealership_slug: 'harbour-toyota',
    certified: false,
    tag: null,
    reserved: false,
    categories: [],
    item_type: 'car',
    created_at_timestamp: 1_790_000_000,
    sold_at_timestamp: null,
    delisted_at_timestamp: STILL_LISTED,
    custom_rank: 0,
    stocknum: `S${overrides.objectID}`,
    thumb: `/media/${overrides.objectID}-thumb.jpg`,
    primary_image_url: `/media/${overrides.objectID}.jpg`,
    photos_count: 5,
    city: 'Sydney',
    state: 'NSW',
    subscription_price: null,
    show_on_dealer_website: true,
    reserve_deposit: null,
    finance_weekly_text: null,
  };
  return { ...base, ...overrides, id: overrides.id ?? overrides.objectID };
}

const CATALOGUE: readonly { make: string; model: string; badges: string[]; body: string; weight: number }[] = [
  { make: 'Toyota', model: 'HiLux', badges: ['SR', 'SR5', 'Rogue'], body: 'Ute', weight: 8 },
  { make: 'Toyota', model: 'Corolla', badges: ['Ascent Sport', 'SX', 'ZR'], body: 'Hatch', weight: 6 },
  { make: 'Toyota', model: 'RAV4', badges: ['GX', 'GXL', 'Cruiser'], body: 'SUV', weight: 6 },
  { make: 'Ford', model: 'Ranger', badges: ['XL', 'XLT', 'Wildtrak'], body: 'Ute', weight: 6 },
  { make: 'Ford', model: 'Everest', badges: ['Ambiente', 'Trend'], body: 'SUV', weight: 3 },
  { make: 'Mazda', model: 'CX-5', badges: ['Maxx', 'Touring', 'Akera'], body: 'SUV', weight: 5 },
  { make: 'Mazda', model: '3', badges: ['G20 Pure', 'G25 Evolve'], body: 'Hatch', weight: 3 },
  { make: 'Kia', model: 'Sportage', badges: ['S', 'SX', 'GT-Line'], body: 'SUV', weight: 3 },
  { make: 'Škoda', model: 'Octavia', badges: ['Style', 'RS'], body: 'Wagon', weight: 1 },
  { make: 'Mercedes-Benz', model: 'C-Class', badges: ['C200', 'C300'], body: 'Sedan', weight: 1 },
  { make: 'Isuzu', model: 'D-Max', badges: ['SX', 'LS-U'], body: 'Cab Chassis', weight: 2 },
];
const COLOURS = ['White', 'White', 'White', 'Grey', 'Silver', 'Black', 'Blue', 'Red'];
const LOCATIONS = [
  { id: 1, name: 'Harbour Toyota', dealership: 1, slug: 'harbour-toyota', city: 'Sydney', state: 'NSW' },
  { id: 2, name: 'Harbour Ford', dealership: 2, slug: 'harbour-ford', city: 'Parramatta', state: 'NSW' },
  { id: 3, name: 'Bayside Used Cars', dealership: 3, slug: 'bayside-used', city: 'Brisbane', state: 'QLD' },
];
/** "Now" the generated stock is listed against: 2026-11-20T00:00:00Z. */
export const STOCK_NOW = new Date('2026-11-20T00:00:00Z');
const NOW_S = STOCK_NOW.getTime() / 1000;

export function generatedStock(count = 300, seed = 7): SearchRecord[] {
  const next = mulberry32(seed); // the same seed gives the same yard
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const weighted = CATALOGUE.flatMap((entry) => Array<typeof entry>(entry.weight).fill(entry));
  return Array.from({ length: count }, (_, i) => {
    const model = pick(weighted);
    const location = pick(LOCATIONS);
    const carType = pick(['new', 'used', 'used', 'demo'] as const);
    const year = carType === 'new' ? 2026 : 2012 + Math.floor(next() * 14);
    const roll = next();
    const status = roll < 0.8 ? 'in_stock' : roll < 0.88 ? 'coming_soon' : roll < 0.97 ? 'sold' : 'unavailable';
    const soldAt = status === 'sold' ? Math.round(NOW_S - next() * 6 * 86_400) : null;
    const price = next() < 0.05 ? 0 : 10_000 + Math.round(next() * 70) * 1_000 - 10;
    const badge = pick(model.badges);
    const objectID = String(1000 + i);
    const created = Math.round(NOW_S - next() * 120 * 86_400);
    const photos = next() < 0.08 ? 0 : 1 + Math.floor(next() * 12);
    return stockRecord({
      objectID,
      slug: `${year}-${model.make}-${model.model}-${objectID}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name: `${year} ${model.make} ${model.model} ${badge}`,
      year,
      make: model.make,
      model: model.model,
      badge,
      series: next() < 0.2 ? null : `S${Math.floor(next() * 4)}`,
      colour: pick(COLOURS),
      car_type: carType,
      status,
      price,
      before_price: next() < 0.1 ? price + 2_000 : null,
      km: carType === 'new' ? (next() < 0.5 ? null : Math.floor(next() * 50)) : Math.floor(next() * 200_000),
      simple_body: model.body,
      simple_fuel: pick(['Petrol', 'Diesel', 'Hybrid', 'Electric']),
      simple_transmission: pick(['Automatic', 'Automatic', 'Manual']),
      simple_drive: pick(['FWD', 'AWD', '4WD']),
      location_id: location.id,
      location_name: location.name,
      dealership_id: location.dealership,
      dealership_slug: location.slug,
      certified: carType === 'used' && next() < 0.2,
      tag: next() < 0.1 ? pick(['Runout Sale', 'runout sale', 'Low Kms']) : null,
      reserved: next() < 0.05,
      categories: next() < 0.15 ? ['Special Offers'] : next() < 0.05 ? ['Special Offers', 'Clearance'] : [],
      created_at_timestamp: created,
      sold_at_timestamp: soldAt,
      delisted_at_timestamp: status === 'sold' ? soldAt! : status === 'unavailable' ? 0 : STILL_LISTED,
      custom_rank: (status === 'in_stock' ? 2 : status === 'coming_soon' ? 1 : 0) * 1e11 + (photos ? 1e10 : 0) + created,
      stocknum: `${carType[0]!.toUpperCase()}${5000 + i}`,
      photos_count: photos,
      thumb: photos ? `/media/${model.body.toLowerCase().replace(/ /g, '-')}-thumb.svg` : null,
      primary_image_url: photos ? `/media/${model.body.toLowerCase().replace(/ /g, '-')}.svg` : null,
      city: location.city,
      state: location.state,
      show_on_dealer_website: next() > 0.02,
    });
  });
}
