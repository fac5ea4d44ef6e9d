// The trade-in's number-plate lookup (spec 2 section 7: "rego and state lookup"): when a shopper gives the rego and
// its state but not the make, model and year, the server asks the tenant's plate-lookup service for the car and
// fills them in, so a plate-only shopper still gets an estimate. What the shopper typed always wins over the lookup;
// a lookup that finds nothing (or fails) leaves the car as typed, and the form asks for the make, model and year.
import { AUSTRALIAN_STATES } from '../leads/messages.ts';

/** The car a plate belongs to, as the lead keeps it. */
export type PlateVehicle = { make: string; model: string; year: number; badge: string | null };
/** What the lookup said for the lead's plate: the car, or null when it found none (or could not be asked). */
export type PlateLookupRecord = { rego: string; state: string; vehicle: PlateVehicle | null };

type Fields = Readonly<Record<string, unknown>>;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The plate as services and registries write it: upper case, without spaces, dots or dashes; null when it cannot be
 * a plate (1 to 9 letters and digits).
 * @example normalisePlate(' abc-12 3 ') // 'ABC123'
 * @example normalisePlate('??') // null
 */
export function normalisePlate(rego: unknown): string | null {
  const plate = typeof rego === 'string' ? rego.toUpperCase().replace(/[\s.\-·]/g, '') : '';
  return /^[A-Z0-9]{1,9}$/.test(plate) ? plate : null;
}

/** Whether the answers already name the car well enough to value it (make, model and year). */
export const namesTheCar = (fields: Fields): boolean => Boolean(text(fields['Vehicle Make']) && text(fields['Vehicle Model']) && fields.year);

/** Whether the answers' make, model and year are the ones an earlier lookup filled in (not the shopper's own). */
const fromLookup = (fields: Fields, vehicle: PlateVehicle | null | undefined): boolean =>
  Boolean(vehicle) && text(fields['Vehicle Make']) === vehicle!.make && text(fields['Vehicle Model']) === vehicle!.model && fields.year === vehicle!.year;

/**
 * The plate and state to look up, when the answers give a valid rego and state but not the make, model and year (or
 * only the ones the lead's last lookup, `done`, filled in, for another plate), and that plate was not looked up already.
 * @example plateToLookUp({ rego: 'abc 123', regoState: 'QLD' }) // { rego: 'ABC123', state: 'QLD' }
 * @example plateToLookUp({ rego: 'ABC123', regoState: 'QLD', 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5', year: 2021 }) // null
 */
export function plateToLookUp(fields: Fields, done: PlateLookupRecord | null = null): { rego: string; state: string } | null {
  if (namesTheCar(fields) && !fromLookup(fields, done?.vehicle)) return null;
  const rego = normalisePlate(fields.rego);
  const state = text(fields.regoState);
  if (!rego || !state || !(AUSTRALIAN_STATES as readonly string[]).includes(state)) return null;
  if (done && done.rego === rego && done.state === state) return null;
  return { rego, state };
}

/**
 * The answers with the looked-up car's make, model and year where the shopper left them blank, or where they are the
 * ones an earlier lookup (`previous`) filled in: a new lookup replaces those (and one that found nothing clears them).
 * @example withPlateVehicle({ rego: 'ABC123', kms: 40000 }, { make: 'Toyota', model: 'RAV4', year: 2022, badge: 'GX' })
 *   // { rego: 'ABC123', kms: 40000, 'Vehicle Make': 'Toyota', 'Vehicle Model': 'RAV4', year: 2022 }
 */
export function withPlateVehicle<T extends Fields>(fields: T, vehicle: PlateVehicle | null, previous: PlateVehicle | null = null): T {
  let answers: Record<string, unknown> = fields;
  if (previous && fromLookup(fields, previous)) {
    const { 'Vehicle Make': _make, 'Vehicle Model': _model, year: _year, ...rest } = fields;
    answers = rest;
  }
  if (!vehicle) return answers as T;
  return {
    ...answers,
    'Vehicle Make': text(answers['Vehicle Make']) ?? vehicle.make,
    'Vehicle Model': text(answers['Vehicle Model']) ?? vehicle.model,
    year: typeof answers.year === 'number' ? answers.year : vehicle.year,
  } as unknown as T;
}

/**
 * The car in words, for the shopper and the dealer.
 * @example plateVehicleLine({ make: 'Toyota', model: 'RAV4', year: 2022, badge: 'GX' }) // '2022 Toyota RAV4 GX'
 */
export const plateVehicleLine = (vehicle: PlateVehicle): string => [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' ');

/**
 * The lookup for the dealer's e-mail and CRM.
 * @example describePlateLookup({ rego: 'ABC123', state: 'QLD', vehicle: { make: 'Toyota', model: 'RAV4', year: 2022, badge: 'GX' } })
 *   // 'QLD ABC123: 2022 Toyota RAV4 GX'
 * @example describePlateLookup({ rego: 'ABC123', state: 'QLD', vehicle: null }) // 'QLD ABC123: no vehicle found'
 */
export const describePlateLookup = (record: PlateLookupRecord): string =>
  `${record.state} ${record.rego}: ${record.vehicle ? plateVehicleLine(record.vehicle) : 'no vehicle found'}`;
