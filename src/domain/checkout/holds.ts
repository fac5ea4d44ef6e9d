// How held cars reach the site: the server keeps the list of cars held by reservations beside the tenant's stock
// snapshot, and the build reads the snapshot with this overlay, so a held car is RESERVED on its page and cards and
// loses its Reserve buttons at the next rebuild. The checkout API never waits for that: the database is the authority.
import type { Vehicle } from '../vehicle/vehicle.ts';

/** The overlay file's content. */
export type HeldCarsFile = { tenant: string; carIds: string[]; updatedAt: string };

/**
 * The stock with the held cars marked reserved (only cars still in stock: a car the feed calls sold stays sold).
 * @example applyHolds([{ id: '7', status: 'in_stock', reserved: false }], new Set(['7']))[0].reserved // true
 */
export function applyHolds<T extends Pick<Vehicle, 'id' | 'status' | 'reserved'>>(vehicles: T[], held: ReadonlySet<string>): T[] {
  if (held.size === 0) return vehicles;
  return vehicles.map((vehicle) => (held.has(vehicle.id) && vehicle.status === 'in_stock' && !vehicle.reserved ? { ...vehicle, reserved: true } : vehicle));
}

/**
 * Whether two held-car lists differ (order does not matter).
 * @example sameHolds(['2', '1'], ['1', '2']) // true
 */
export function sameHolds(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}
