// The platform's static list of manufacturers (spec 2 section 3, "Manufacturer list entry: id, name, slug, logo url
// (may be null). A static list of about 150 manufacturers is included."): the makes sold in Australia, from
// passenger cars to motorcycles, trucks and caravans. Ids are stable: append new makes, never renumber.
import { slugify } from '../vehicle/slug.ts';

export type ManufacturerKind = 'car' | 'motorcycle' | 'truck' | 'caravan';

/** One manufacturer. `logo` is a platform asset path, or null when the platform ships none (a text badge then). */
export type Manufacturer = { id: number; name: string; slug: string; kind: ManufacturerKind; logo: string | null };

const CARS = [
  'Abarth',
  'Alfa Romeo',
  'Alpine',
  'Aston Martin',
  'Audi',
  'Bentley',
  'BMW',
  'BYD',
  'Cadillac',
  'Chery',
  'Chevrolet',
  'Chrysler',
  'Citroen',
  'Cupra',
  'Daewoo',
  'Daihatsu',
  'Deepal',
  'Dodge',
  'Ferrari',
  'Fiat',
  'Ford',
  'Foton',
  'Genesis',
  'GWM',
  'Haval',
  'Holden',
  'Honda',
  'HSV',
  'Hummer',
  'Hyundai',
  'Ineos',
  'Infiniti',
  'Isuzu',
  'Jaguar',
  'Jeep',
  'Kia',
  'Lamborghini',
  'Land Rover',
  'LDV',
  'Leapmotor',
  'Lexus',
  'Lotus',
  'Mahindra',
  'Maserati',
  'Mazda',
  'McLaren',
  'Mercedes-Benz',
  'MG',
  'Mini',
  'Mitsubishi',
  'Nissan',
  'Opel',
  'Peugeot',
  'Polestar',
  'Porsche',
  'Proton',
  'RAM',
  'Renault',
  'Rolls-Royce',
  'Saab',
  'Skoda',
  'Smart',
  'SsangYong',
  'Subaru',
  'Suzuki',
  'Tank',
  'Tesla',
  'Toyota',
  'Volkswagen',
  'Volvo',
  'Xpeng',
  'Zeekr',
] as const;

const MOTORCYCLES = [
  'Aprilia',
  'Benelli',
  'Beta',
  'BMW Motorrad',
  'Can-Am',
  'CFMoto',
  'Ducati',
  'GasGas',
  'Harley-Davidson',
  'Husqvarna',
  'Indian',
  'Kawasaki',
  'KTM',
  'Kymco',
  'Moto Guzzi',
  'MV Agusta',
  'Piaggio',
  'Polaris',
  'Royal Enfield',
  'Sherco',
  'Sur-Ron',
  'Sym',
  'Triumph',
  'Vespa',
  'Yamaha',
  'Zero Motorcycles',
] as const;

const TRUCKS = [
  'DAF',
  'Dennis Eagle',
  'Fuso',
  'Hino',
  'International',
  'Iveco',
  'Kenworth',
  'Mack',
  'MAN',
  'Mercedes-Benz Trucks',
  'Scania',
  'Sinotruk',
  'UD Trucks',
  'Volvo Trucks',
  'Western Star',
  'Isuzu Trucks',
] as const;

const CARAVANS = [
  'Avan',
  'Coromal',
  'Crusader',
  'Jayco',
  'Kedron',
  'Lifestyle Camper Trailers',
  'Lotus Caravans',
  'MDC',
  'New Age',
  'Patriot Campers',
  'Regent',
  'Roadstar',
  'Royal Flair',
  'Snowy River',
  'Supreme',
  'Trakmaster',
  'Urban',
  'Viscount',
  'Windsor',
  'Zone RV',
  'Golf Caravans',
  'Essential Caravans',
  'Adria',
  'Airstream',
  'Sunland',
  'Goldstream RV',
  'Track Trailer',
  'Opposite Lock',
  'Conqueror',
  'Bushtracker',
  'Modcon',
  'Nova',
  'Masterpiece',
  'Paradise Motor Homes',
  'Sunliner',
  'Winnebago',
  'Wirraway',
] as const;

const entries = (kind: ManufacturerKind, names: readonly string[], firstId: number): Manufacturer[] =>
  names.map((name, index) => ({ id: firstId + index, name, slug: slugify(name), kind, logo: null }));

/** Every manufacturer the platform knows, with its slug (as search URLs and brand pages spell it). */
export const MANUFACTURERS: readonly Manufacturer[] = [
  ...entries('car', CARS, 1),
  ...entries('motorcycle', MOTORCYCLES, 201),
  ...entries('truck', TRUCKS, 301),
  ...entries('caravan', CARAVANS, 401),
];

const bySlug = new Map(MANUFACTURERS.map((manufacturer) => [manufacturer.slug, manufacturer]));

/**
 * The manufacturer of a make as a feed or tenant writes it, matched by slug (so 'MERCEDES-BENZ' and 'Mercedes-Benz' agree).
 * @example manufacturerOf('mercedes benz')?.name // 'Mercedes-Benz'
 * @example manufacturerOf('Acme') // null
 */
export function manufacturerOf(make: string): Manufacturer | null {
  return bySlug.get(slugify(make)) ?? null;
}
