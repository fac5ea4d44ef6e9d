import { BODY_DEFAULTS, type Engine, type ModelSpec } from './catalogue-types.ts';
import type { Rng } from './random.ts';
import type { RawCar, RawCaravanSpecifications, RawVariant } from './raw-car.ts';

// Mechanical and dimensional fields of a record: fuel, drive, gearbox, engine size, the `variant`
// block and, for caravans, `specifications`. Feeds are messy, so a few variant values come
// through as null or as the string "null".

type SpecFields = Pick<
  RawCar,
  | 'simple_fuel'
  | 'fuel'
  | 'simple_drive'
  | 'drive'
  | 'simple_transmission'
  | 'trans'
  | 'gearnum'
  | 'engine_size'
  | 'engine_size_litres'
  | 'seats'
  | 'doors'
  | 'bodyconfiguration'
>;

const DRIVE_TEXT = { FWD: 'Front Wheel Drive', RWD: 'Rear Wheel Drive', AWD: 'All Wheel Drive', '4WD': 'Four Wheel Drive' } as const;

function transmissionText(engine: Engine, manual: boolean): string {
  if (manual) return `${engine.gears >= 5 ? engine.gears : 6} Speed Manual`;
  switch (engine.gearType) {
    case 'CVT':
      return 'Continuous Variable';
    case 'Reduction Gear':
      return '1 Speed Reduction Gear';
    case 'Dual Clutch':
      return `${engine.gears} Speed Sports Automatic Dual Clutch`;
    default:
      return `${engine.gears} Speed Automatic`;
  }
}

export function specFields(model: ModelSpec, engine: Engine | null, manual: boolean): SpecFields {
  if (!engine) {
    // Trailers: no engine, no driveline.
    return {
      simple_fuel: null,
      fuel: null,
      simple_drive: null,
      drive: null,
      simple_transmission: null,
      trans: null,
      gearnum: null,
      engine_size: null,
      engine_size_litres: null,
      seats: null,
      doors: model.doors,
      bodyconfiguration: null,
    };
  }
  const gearnum = manual ? (engine.gears >= 5 ? engine.gears : 6) : engine.gearType === 'CVT' ? null : engine.gears;
  return {
    simple_fuel: engine.fuel,
    fuel: engine.fuelText,
    simple_drive: model.drive,
    drive: model.drive ? DRIVE_TEXT[model.drive] : null,
    simple_transmission: manual ? 'Manual' : 'Automatic',
    trans: transmissionText(engine, manual),
    gearnum,
    engine_size: engine.cc > 0 ? engine.cc : null,
    engine_size_litres: engine.cc > 0 ? Math.round(engine.cc / 100) / 10 : null,
    seats: model.seats,
    doors: model.doors,
    bodyconfiguration: model.bodyConfiguration,
  };
}

/** Sometimes a feed sends null, sometimes the string "null": the parser must cope with both. */
function messy<T>(rng: Rng, value: T): T | null | 'null' {
  const roll = rng.next();
  return roll < 0.04 ? null : roll < 0.07 ? 'null' : value;
}

export function variantFor(rng: Rng, model: ModelSpec, engine: Engine | null, manual: boolean): RawVariant | null {
  if (!engine || rng.chance(0.05)) return null;
  const dims = BODY_DEFAULTS[model.body];
  const jitter = (value: number, spread: number) => Math.round(value + rng.int(-spread, spread));
  const isBike = model.itemType === 'motorcycle';
  return {
    cylinders: engine.cylinders || null,
    enginesize: engine.cc || null,
    enginesize_litres: engine.cc ? Math.round(engine.cc / 100) / 10 : null,
    induction: engine.induction,
    fuelconsumptioncombined: engine.litresPer100Km ? messy(rng, engine.litresPer100Km) : null,
    fuelcapacity: messy(rng, engine.fuelTankL ?? (engine.fuel === 'Electric' ? null : jitter(model.body === 'Ute' || model.drive === '4WD' ? 80 : 52, 6))),
    grossvehiclemass: isBike ? null : jitter(dims.gvmKg, 150),
    vehiclelength: jitter(dims.lengthMm, isBike ? 60 : 180),
    vehicleheight: jitter(dims.heightMm, 40),
    vehiclewidth: jitter(dims.widthMm, isBike ? 30 : 40),
    towingcapacitybraked: model.towingKg === null ? null : messy(rng, model.towingKg),
    bodyconfiguration: model.bodyConfiguration,
    torque: engine.torqueNm,
    ancaprating: isBike ? null : messy(rng, rng.chance(0.85) ? 5 : 4),
    geartype: manual ? 'Manual' : engine.gearType,
  };
}

export function caravanSpecifications(rng: Rng, model: ModelSpec, tier: number): RawCaravanSpecifications | undefined {
  const spec = model.caravan;
  if (!spec) return undefined;
  const within = ([low, high]: readonly [number, number], step: number) => Math.round((low + (high - low) * tier + rng.int(-1, 1) * step) / step) * step;
  const tare = within(spec.tareKg, 10);
  return {
    body_width: spec.widthMm,
    body_length: within(spec.lengthMm, 10),
    tare_weight: tare,
    axle_type: spec.axle,
    sleeps: Math.round(spec.sleeps[0] + (spec.sleeps[1] - spec.sleeps[0]) * rng.next()),
    aggregate_trailer_mass: Math.max(within(spec.atmKg, 10), tare + 300),
  };
}
