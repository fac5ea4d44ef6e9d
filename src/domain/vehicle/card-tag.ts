import type { Vehicle } from './vehicle.ts';

export type CardTag =
  | { kind: 'sold'; label: string }
  | { kind: 'fuel'; label: 'Electric' | 'Hybrid' | 'PHEV' }
  | { kind: 'reserved'; label: 'RESERVED' }
  | { kind: 'certified'; label: 'Certified Pre-Owned' }
  | { kind: 'custom'; label: string; tone: 'red' | 'green' }
  | { kind: 'coming-soon'; label: 'COMING SOON' }
  | { kind: 'just-arrived'; label: string };

export type CardTagSettings = { fuelLabels: boolean; certifiedBadge: boolean; justArrivedDays: number; justArrivedLabel: string; soldLabel: string };

const FUEL_LABELS = ['Electric', 'Hybrid', 'PHEV'] as const;
const DAY_MS = 86_400_000;

/**
 * The one tag a search card shows, in the spec's priority (spec 1 section 4): sold label for sold cars, else
 * fuel label, RESERVED, certified badge, custom tag (green for runout sale), COMING SOON, just arrived.
 * @example cardTag({ ...car, reserved: true }, settings, now) // { kind: 'reserved', label: 'RESERVED' }
 */
export function cardTag(
  vehicle: Pick<Vehicle, 'status' | 'simpleFuel' | 'reserved' | 'make' | 'certified' | 'tag' | 'createdAt'>,
  settings: CardTagSettings,
  now: Date,
): CardTag | null {
  if (vehicle.status === 'sold') return { kind: 'sold', label: settings.soldLabel };
  const fuel = FUEL_LABELS.find((label) => label.toLowerCase() === vehicle.simpleFuel?.toLowerCase());
  if (settings.fuelLabels && fuel) return { kind: 'fuel', label: fuel };
  if (vehicle.reserved) return { kind: 'reserved', label: 'RESERVED' };
  if (settings.certifiedBadge && vehicle.certified && vehicle.make.toLowerCase() === 'toyota') return { kind: 'certified', label: 'Certified Pre-Owned' };
  if (vehicle.tag) return { kind: 'custom', label: vehicle.tag, tone: vehicle.tag.trim().toLowerCase() === 'runout sale' ? 'green' : 'red' };
  if (vehicle.status === 'coming_soon') return { kind: 'coming-soon', label: 'COMING SOON' };
  if (isJustArrived(vehicle, settings.justArrivedDays, now)) return { kind: 'just-arrived', label: settings.justArrivedLabel };
  return null;
}

/** Listed within the dealer's just-arrived window (default 8 days, spec 1 sections 4 and 9). */
export function isJustArrived(vehicle: Pick<Vehicle, 'createdAt'>, justArrivedDays: number, now: Date): boolean {
  const listed = Date.parse(vehicle.createdAt);
  return Number.isFinite(listed) && now.getTime() - listed <= justArrivedDays * DAY_MS;
}

/**
 * The vehicle page's 'New Arrival' badge (the New arrival text, spec 2 section 9; cards say the shorter just-arrived
 * tag): a car in stock, not reserved, listed within the just-arrived window.
 */
export function showsNewArrival(vehicle: Pick<Vehicle, 'status' | 'reserved' | 'createdAt'>, justArrivedDays: number, now: Date): boolean {
  return vehicle.status === 'in_stock' && !vehicle.reserved && isJustArrived(vehicle, justArrivedDays, now);
}
