import { z } from 'zod';
import type { Vehicle } from '../vehicle/vehicle.ts';
import { parseFeedRecords, type RejectedRecord } from './parse-feed.ts';

/** Event ids dealer systems send: letters, digits and `._:-`, up to 128 characters. */
export const eventIdSchema = z.string().regex(/^[\w.:-]{1,128}$/, 'expected 1 to 128 letters, digits or . _ : -');

/**
 * One car's change as a dealer system sends it to the stock webhook: a feed record to add or replace (by its id),
 * or a car id to remove. Kept as received until the next build applies it.
 * @example { eventId: 'evt-1', receivedAt: '2026-11-20T01:00:00.000Z', kind: 'upsert', record: { id: 7, make: 'Kia', ... } }
 */
export const stockChangeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ eventId: eventIdSchema, receivedAt: z.iso.datetime(), kind: z.literal('upsert'), record: z.record(z.string(), z.unknown()) }),
  z.strictObject({ eventId: eventIdSchema, receivedAt: z.iso.datetime(), kind: z.literal('delete'), vehicleId: z.string().min(1).max(64) }),
]);
export type StockChange = z.infer<typeof stockChangeSchema>;

export type AppliedChanges = { vehicles: Vehicle[]; applied: number; rejected: RejectedRecord[] };

const slugSuffix = (id: string): string => id.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The stock after one car's changes, in the order received, as a full feed with those records would give it: an
 * upsert replaces the car with its id where it stood (or adds it at the end), a record without `created_at` keeps
 * the date its car was first seen (a new car is dated by its change's arrival), a slug another car has gets the car
 * id appended; a delete removes the car. A record the feed rules refuse is listed and changes nothing.
 * @example applyStockChanges(stock, [{ eventId: 'e1', receivedAt, kind: 'delete', vehicleId: '7' }]).vehicles.length // one fewer
 */
export function applyStockChanges(vehicles: readonly Vehicle[], changes: readonly StockChange[]): AppliedChanges {
  const stock = [...vehicles];
  const rejected: RejectedRecord[] = [];
  let applied = 0;
  changes.forEach((change, index) => {
    if (change.kind === 'delete') {
      const at = stock.findIndex((vehicle) => vehicle.id === change.vehicleId);
      if (at >= 0) stock.splice(at, 1);
      applied++;
      return;
    }
    const parsed = parseFeedRecords([change.record], change.receivedAt);
    const vehicle = parsed.vehicles[0];
    if (!vehicle) {
      rejected.push(...parsed.rejected.map((record) => ({ ...record, index })));
      return;
    }
    const at = stock.findIndex((car) => car.id === vehicle.id);
    const before = at >= 0 ? stock[at]! : null;
    if (before && vehicle.createdAt === change.receivedAt) vehicle.createdAt = before.createdAt;
    if (stock.some((car) => car.slug === vehicle.slug && car.id !== vehicle.id)) vehicle.slug = `${vehicle.slug}-${slugSuffix(vehicle.id)}`;
    if (at >= 0) stock[at] = vehicle;
    else stock.push(vehicle);
    applied++;
  });
  return { vehicles: stock, applied, rejected };
}
