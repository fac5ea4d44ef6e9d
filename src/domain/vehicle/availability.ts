import type { Vehicle } from './vehicle.ts';

/** in_stock and coming_soon count as available (spec 2 section 4). */
export function isAvailable(vehicle: Pick<Vehicle, 'status'>): boolean {
  return vehicle.status === 'in_stock' || vehicle.status === 'coming_soon';
}

/** Car type labels in display order (spec 1 section 9); used may read Pre-Owned. */
export const CAR_TYPE_ORDER = ['new', 'demo', 'used'] as const;
export function carTypeLabel(carType: Vehicle['carType'], usedLabel = 'Used'): string {
  return carType === 'new' ? 'New' : carType === 'demo' ? 'Demo' : usedLabel;
}
