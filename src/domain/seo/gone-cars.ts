// The sold-car policy: a sold car keeps its page for `soldPageDays` (noindex, recently-sold message, similar cars),
// then its address answers 410 Gone with similar stock, as does the address of a car that left the feed. The list of
// gone cars is worked out at each build from the last published build's cars and gone list, and travels with the
// build, so the server answers from what that build published.
import type { Vehicle } from '../vehicle/vehicle.ts';

const DAY_MS = 86_400_000;

/** What a gone car's 410 page and the similar-stock search need to know about it. */
export type CarRef = {
  id: string;
  slug: string;
  title: string;
  make: string;
  model: string;
  carType: Vehicle['carType'];
  /** In stock and coming soon pages are indexed; sold and unavailable ones are not. */
  status: Vehicle['status'];
  simpleBody: string | null;
  /** What the dealer sells: car, caravan, motorcycle (for 'Similar Caravans In-Stock'). */
  itemType: string | null;
  priceCents: number;
};

export type GoneCar = CarRef & {
  /** `sold`: its sold-page window ended; `removed`: it left the feed or the dealer stopped showing it. */
  reason: 'sold' | 'removed';
  /** When its page came down (ISO). */
  goneAt: string;
};

export type SoldPolicy = { soldPageDays: number; goneDays: number };

/** A car's reference for the gone list: title as the vehicle page writes it. */
export function carRef(vehicle: Vehicle): CarRef {
  return {
    id: vehicle.id,
    slug: vehicle.slug,
    title: [vehicle.year, vehicle.make, vehicle.model, vehicle.badge, vehicle.series].filter(Boolean).join(' '),
    make: vehicle.make,
    model: vehicle.model,
    carType: vehicle.carType,
    status: vehicle.status,
    simpleBody: vehicle.simpleBody,
    itemType: vehicle.itemType,
    priceCents: vehicle.priceCents,
  };
}

/** When a sold car's page comes down: its sale (or last update) plus the window; null when it has no date. */
function soldPageEnds(vehicle: Pick<Vehicle, 'soldAt' | 'updatedAt'>, soldPageDays: number): number | null {
  const soldAt = Date.parse(vehicle.soldAt ?? vehicle.updatedAt ?? '');
  return Number.isFinite(soldAt) ? soldAt + soldPageDays * DAY_MS : null;
}

/**
 * Whether a car gets a page: shown on the dealer website and not sold for longer than `soldPageDays` (a sold car
 * without any date keeps its page: there is no day to count from).
 * @example hasCarPage({ showOnDealerWebsite: true, status: 'sold', soldAt: '2026-10-01T00:00:00Z', updatedAt: null }, new Date('2026-11-20T00:00:00Z'), 30) // false
 */
export function hasCarPage(vehicle: Pick<Vehicle, 'showOnDealerWebsite' | 'status' | 'soldAt' | 'updatedAt'>, now: Date, soldPageDays: number): boolean {
  if (!vehicle.showOnDealerWebsite) return false;
  if (vehicle.status !== 'sold') return true;
  const ends = soldPageEnds(vehicle, soldPageDays);
  return ends === null || now.getTime() < ends;
}

/**
 * The gone list of a new build: the last build's entries that are still within `goneDays` and have no page again,
 * the cars sold longer ago than `soldPageDays`, and the cars the last build had a page for that this one has not
 * (left the feed, or hidden by the dealer). Sorted by slug.
 * @example nextGoneList({ previousCars: [cx5], previousGone: [], vehicles: [], now, policy: { soldPageDays: 30, goneDays: 365 } })[0].reason // 'removed'
 */
export function nextGoneList(input: {
  previousCars: readonly CarRef[];
  previousGone: readonly GoneCar[];
  vehicles: readonly Vehicle[];
  now: Date;
  policy: SoldPolicy;
}): GoneCar[] {
  const { now, policy } = input;
  const withPage = new Set(input.vehicles.filter((vehicle) => hasCarPage(vehicle, now, policy.soldPageDays)).map((vehicle) => vehicle.slug));
  const gone = new Map<string, GoneCar>();
  for (const entry of input.previousGone) {
    const expired = now.getTime() - Date.parse(entry.goneAt) > policy.goneDays * DAY_MS;
    if (!withPage.has(entry.slug) && !expired) gone.set(entry.slug, entry);
  }
  for (const vehicle of input.vehicles) {
    if (withPage.has(vehicle.slug) || gone.has(vehicle.slug) || vehicle.status !== 'sold' || !vehicle.showOnDealerWebsite) continue;
    const ends = soldPageEnds(vehicle, policy.soldPageDays)!;
    if (now.getTime() - ends <= policy.goneDays * DAY_MS) gone.set(vehicle.slug, { ...carRef(vehicle), reason: 'sold', goneAt: new Date(ends).toISOString() });
  }
  for (const car of input.previousCars) {
    if (!withPage.has(car.slug) && !gone.has(car.slug)) gone.set(car.slug, { ...car, reason: 'removed', goneAt: now.toISOString() });
  }
  return [...gone.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}
