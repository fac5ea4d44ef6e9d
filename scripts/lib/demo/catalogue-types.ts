// Shapes of the demo catalogue: what a model line looks like before it becomes a stock record.

export type SimpleBody =
  'Sedan' | 'Hatch' | 'SUV' | 'Ute' | 'Wagon' | 'Van' | 'Coupe' | 'Convertible' | 'People Mover' | 'Cab Chassis' | 'Caravan' | 'Motorcycle' | 'Camper Trailer';
export type SimpleFuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric' | 'PHEV';
export type SimpleDrive = 'FWD' | 'RWD' | 'AWD' | '4WD';
export type ItemType = 'car' | 'caravan' | 'motorcycle';

export type Engine = {
  /** 0 for electric motors: engine size fields are then null. */
  cc: number;
  cylinders: number;
  induction: 'Aspirated' | 'Turbo' | 'Twin Turbo' | 'Electric Motor';
  fuel: SimpleFuel;
  /** The long-form fuel text feeds carry, e.g. "Petrol - Premium ULP". */
  fuelText: string;
  litresPer100Km: number;
  torqueNm: number;
  /** 0 = continuously variable. */
  gears: number;
  gearType: 'Automatic' | 'CVT' | 'Dual Clutch' | 'Reduction Gear' | 'Manual';
  fuelTankL?: number;
};

/** Caravan and camper dimensions, as ranges the generator picks within (mm and kg). */
export type CaravanSpec = {
  lengthMm: readonly [number, number];
  widthMm: number;
  tareKg: readonly [number, number];
  atmKg: readonly [number, number];
  axle: 'Single' | 'Tandem';
  sleeps: readonly [number, number];
};

export type ModelSpec = {
  make: string;
  model: string;
  body: SimpleBody;
  itemType: ItemType;
  series: string | null;
  /** Cheapest first: the badge index sets the price within the band. */
  badges: readonly string[];
  engines: readonly Engine[];
  drive: SimpleDrive | null;
  seats: number | null;
  doors: number | null;
  /** New price band in whole dollars (drive away), also the basis for used-car depreciation. */
  price: readonly [number, number];
  /** First and last model years sold; a line ending before 2026 only appears used. */
  years: readonly [number, number];
  towingKg: number | null;
  bodyConfiguration: string | null;
  /** Share of cars built with a manual gearbox. */
  manualShare: number;
  categories: readonly string[];
  caravan: CaravanSpec | null;
  /** Relative sales volume within its make. */
  popularity: number;
};

/** Per-body defaults, so each catalogue line only states what differs. */
export const BODY_DEFAULTS: Record<
  SimpleBody,
  { seats: number | null; doors: number | null; towingKg: number | null; lengthMm: number; widthMm: number; heightMm: number; gvmKg: number }
> = {
  Sedan: { seats: 5, doors: 4, towingKg: 1200, lengthMm: 4780, widthMm: 1840, heightMm: 1450, gvmKg: 2100 },
  Hatch: { seats: 5, doors: 5, towingKg: 1000, lengthMm: 4300, widthMm: 1790, heightMm: 1460, gvmKg: 1800 },
  SUV: { seats: 5, doors: 5, towingKg: 1800, lengthMm: 4650, widthMm: 1870, heightMm: 1700, gvmKg: 2400 },
  Ute: { seats: 5, doors: 4, towingKg: 3500, lengthMm: 5370, widthMm: 1920, heightMm: 1860, gvmKg: 3200 },
  Wagon: { seats: 5, doors: 5, towingKg: 1800, lengthMm: 4870, widthMm: 1875, heightMm: 1670, gvmKg: 2300 },
  Van: { seats: 3, doors: 4, towingKg: 1800, lengthMm: 5300, widthMm: 1970, heightMm: 1990, gvmKg: 3300 },
  Coupe: { seats: 4, doors: 2, towingKg: null, lengthMm: 4350, widthMm: 1800, heightMm: 1310, gvmKg: 1700 },
  Convertible: { seats: 2, doors: 2, towingKg: null, lengthMm: 3920, widthMm: 1740, heightMm: 1235, gvmKg: 1300 },
  'People Mover': { seats: 8, doors: 5, towingKg: 2000, lengthMm: 5160, widthMm: 1995, heightMm: 1780, gvmKg: 2850 },
  'Cab Chassis': { seats: 3, doors: 2, towingKg: 3500, lengthMm: 5200, widthMm: 1870, heightMm: 1940, gvmKg: 3400 },
  Caravan: { seats: null, doors: 1, towingKg: null, lengthMm: 6500, widthMm: 2450, heightMm: 3000, gvmKg: 3300 },
  'Camper Trailer': { seats: null, doors: null, towingKg: null, lengthMm: 4300, widthMm: 2000, heightMm: 1500, gvmKg: 1800 },
  Motorcycle: { seats: 2, doors: null, towingKg: null, lengthMm: 2150, widthMm: 850, heightMm: 1250, gvmKg: 400 },
};

type CarOptions = Partial<Pick<ModelSpec, 'seats' | 'doors' | 'towingKg' | 'bodyConfiguration' | 'manualShare' | 'categories' | 'popularity'>>;

/** One passenger or commercial model line: `car('Toyota', 'RAV4', 'SUV', 'AXAH54R', [...], [E.hy25], 'AWD', [41990, 61990], [2013, 2026])`. */
export function car(
  make: string,
  model: string,
  body: SimpleBody,
  series: string | null,
  badges: readonly string[],
  engines: readonly Engine[],
  drive: SimpleDrive,
  price: readonly [number, number],
  years: readonly [number, number],
  options: CarOptions = {},
): ModelSpec {
  const defaults = BODY_DEFAULTS[body];
  return {
    make,
    model,
    body,
    itemType: 'car',
    series,
    badges,
    engines,
    drive,
    price,
    years,
    seats: options.seats ?? defaults.seats,
    doors: options.doors ?? defaults.doors,
    towingKg: options.towingKg ?? defaults.towingKg,
    bodyConfiguration: options.bodyConfiguration ?? null,
    manualShare: options.manualShare ?? 0,
    categories: options.categories ?? [],
    caravan: null,
    popularity: options.popularity ?? 1,
  };
}
