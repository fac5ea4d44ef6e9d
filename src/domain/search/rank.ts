import type { Vehicle } from '../vehicle/vehicle.ts';

/**
 * The "most relevant" custom rank, highest first: available cars before sold ones, cars with photos before
 * those without, then newest listing. Sorting by it is the default search order.
 * @example customRank({ status: 'in_stock', images: [{}], createdAt: '2026-11-01T00:00:00Z' })
 */
export function customRank(vehicle: Pick<Vehicle, 'status' | 'images' | 'createdAt'>): number {
  const availability = vehicle.status === 'in_stock' ? 2 : vehicle.status === 'coming_soon' ? 1 : 0;
  const photos = vehicle.images.length > 0 ? 1 : 0;
  const listedSeconds = Math.floor((Date.parse(vehicle.createdAt) || 0) / 1000);
  return availability * 1e11 + photos * 1e10 + listedSeconds;
}

/** Sorts by custom rank, highest first; ties by id so the order is stable across builds. */
export function byRelevance<T extends Pick<Vehicle, 'status' | 'images' | 'createdAt' | 'id'>>(vehicles: readonly T[]): T[] {
  return [...vehicles].sort((a, b) => customRank(b) - customRank(a) || a.id.localeCompare(b.id));
}
