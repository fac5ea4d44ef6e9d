import { formatNumber } from '../money.ts';
import type { Vehicle } from './vehicle.ts';

export type SpecRow = { label: string; value: string };

// One formatter for every page: building an Intl formatter per call costs more than the rest of the spec list.
const regoDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** Each expiry text once: formatting a date costs ~25 µs on every vehicle page, and a stock list has few distinct days. */
const regoTexts = new Map<string, string>();

const withUnit = (value: number | null, unit: string): string | null => (value == null ? null : `${formatNumber(value)} ${unit}`);

/**
 * Engine size as cc, or litres to 1 decimal when only litres are known (spec 1 section 3).
 * @example engineSize({ engineSizeCc: 1987, engineSizeLitres: null }) // '1,987 cc'
 * @example engineSize({ engineSizeCc: null, engineSizeLitres: 1.987 }) // '2.0 L'
 */
export function engineSize(vehicle: Pick<Vehicle, 'engineSizeCc' | 'engineSizeLitres'>): string | null {
  if (vehicle.engineSizeCc) return withUnit(vehicle.engineSizeCc, 'cc');
  if (vehicle.engineSizeLitres) return `${vehicle.engineSizeLitres.toFixed(1)} L`;
  return null;
}

/**
 * Registration expiry: 'Expires on {date}' for a future date; a past date shows 'Unregistered' only where the tenant shows it.
 * @example regoExpiryText('2027-03-01', '2026-11-20', false) // 'Expires on 1 Mar 2027'
 */
export function regoExpiryText(regoExpiry: string | null, today: string, showUnregistered: boolean): string | null {
  if (!regoExpiry || Number.isNaN(Date.parse(regoExpiry))) return null;
  if (regoExpiry.slice(0, 10) < today) return showUnregistered ? 'Unregistered' : null;
  const day = regoExpiry.slice(0, 10);
  let text = regoTexts.get(day);
  if (text === undefined) regoTexts.set(day, (text = `Expires on ${regoDate.format(new Date(`${day}T00:00:00Z`))}`));
  return text;
}

/** Keeps rows that have a value: empty, null and 'null' are dropped (spec 2 section 5). */
function present(rows: Array<[string, string | number | null | undefined]>): SpecRow[] {
  return rows
    .filter((row): row is [string, string | number] => row[1] != null && String(row[1]).trim() !== '' && String(row[1]).trim().toLowerCase() !== 'null')
    .map(([label, value]) => ({ label, value: String(value) }));
}

/** The headline facts shown in Key information and on cards. */
export function keySpecs(vehicle: Vehicle): SpecRow[] {
  return present([
    ['Kilometres', vehicle.km == null ? null : `${formatNumber(vehicle.km)} km`],
    ['Body', vehicle.simpleBody],
    ['Transmission', vehicle.simpleTransmission],
    ['Fuel', vehicle.simpleFuel],
    ['Drive', vehicle.simpleDrive],
    ['Engine', engineSize(vehicle)],
    ['Colour', vehicle.colour],
    ['Seats', vehicle.seats],
  ]);
}

/** The Vehicle Details and All Specifications list, with the variant's units (spec 1 section 3). */
export function allSpecs(vehicle: Vehicle, today: string, showUnregistered: boolean): SpecRow[] {
  const variant = vehicle.variant;
  return present([
    ['Year', vehicle.year],
    ['Make', vehicle.make],
    ['Model', vehicle.model],
    ['Badge', vehicle.badge],
    ['Series', vehicle.series],
    ['Body', vehicle.simpleBody],
    ['Body configuration', vehicle.bodyConfiguration ?? null],
    ['Colour', vehicle.colour],
    ['Interior colour', vehicle.interiorColour],
    ['Kilometres', vehicle.km == null ? null : `${formatNumber(vehicle.km)} km`],
    ['Transmission', vehicle.transmission ?? vehicle.simpleTransmission],
    ['Gears', vehicle.gearCount],
    ['Fuel type', vehicle.fuel ?? vehicle.simpleFuel],
    ['Drive', vehicle.drive ?? vehicle.simpleDrive],
    ['Engine', engineSize(vehicle)],
    ['Cylinders', variant?.cylinders],
    ['Induction', variant?.induction],
    ['Fuel consumption (combined)', variant?.fuelConsumptionCombinedLPer100Km == null ? null : `${variant.fuelConsumptionCombinedLPer100Km} L/100km`],
    ['Fuel capacity', withUnit(variant?.fuelCapacityL ?? null, 'L')],
    ['Torque', withUnit(variant?.torqueNm ?? null, 'Nm')],
    ['Gross vehicle mass', withUnit(variant?.grossVehicleMassKg ?? null, 'kg')],
    ['Towing capacity (braked)', withUnit(variant?.towingCapacityBrakedKg ?? null, 'kg')],
    ['Length', withUnit(variant?.lengthMm ?? null, 'mm')],
    ['Width', withUnit(variant?.widthMm ?? null, 'mm')],
    ['Height', withUnit(variant?.heightMm ?? null, 'mm')],
    ['ANCAP rating', variant?.ancapRating == null ? null : `${variant.ancapRating} stars`],
    ['Seats', vehicle.seats],
    ['Doors', vehicle.doors],
    ['Stock number', vehicle.stockNumber],
    ['VIN', vehicle.vin],
    ['Registration', vehicle.regoPlate],
    ['Registration expiry', regoExpiryText(vehicle.regoExpiry, today, showUnregistered)],
    ['Build date', vehicle.buildDate],
    ['Compliance date', vehicle.complianceDate],
  ]);
}

/** The caravan figures of spec 2 section 3, with their units; other keys a feed sends show under their own name. */
const CARAVAN_FIELDS: Array<[key: string, label: string, unit: string | null]> = [
  ['body_length', 'Body length', 'mm'],
  ['body_width', 'Body width', 'mm'],
  ['tare_weight', 'Tare weight', 'kg'],
  ['aggregate_trailer_mass', 'Aggregate trailer mass (ATM)', 'kg'],
  ['axle_type', 'Axle type', null],
  ['sleeps', 'Sleeps', null],
];

/**
 * Caravan Specifications (spec 1 section 4; fields of spec 2 section 3): shown for caravans only, known figures
 * first with units, then any other figure the feed carries; empty values dropped.
 * @example caravanSpecs({ itemType: 'caravan', caravanSpecifications: { tare_weight: 3010, sleeps: 4 } })
 * // [{ label: 'Tare weight', value: '3,010 kg' }, { label: 'Sleeps', value: '4' }]
 */
export function caravanSpecs(vehicle: Pick<Vehicle, 'itemType' | 'caravanSpecifications'>): SpecRow[] {
  const figures = vehicle.caravanSpecifications;
  if (!figures || (vehicle.itemType ?? '').toLowerCase() !== 'caravan') return [];
  const known = new Set(CARAVAN_FIELDS.map(([key]) => key));
  const withUnit = (value: string | number, unit: string | null) =>
    typeof value === 'number' ? (unit ? `${formatNumber(value)} ${unit}` : String(value)) : value;
  return present([
    ...CARAVAN_FIELDS.map(([key, label, unit]): [string, string | null] => [label, figures[key] == null ? null : withUnit(figures[key]!, unit)]),
    ...Object.entries(figures)
      .filter(([key]) => !known.has(key))
      .map(([key, value]): [string, string] => [key.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase()), String(value)]),
  ]);
}
