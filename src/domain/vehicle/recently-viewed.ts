// Recently viewed cars (spec 2 section 3, "Viewed-car local record"), kept in the shopper's browser.
import type { Vehicle } from './vehicle.ts';

export type ViewedCar = { id: string; stocknum: string | null; make: string; model: string; body: string | null; simple_body: string | null };

/** Cars remembered at most (the spec gives no number; enough for a "recently viewed" strip). */
export const RECENTLY_VIEWED_MAX = 20;
/** Analytics event for viewing a used car (spec 2 section 7). */
export const USED_VIEW_EVENT = 4;

/** @example recentlyViewedKey('harbour-toyota') // 'harbour-toyota:recently-viewed' */
export const recentlyViewedKey = (siteSlug: string): string => `${siteSlug}:recently-viewed`;

/** The record kept for a car. */
export function viewedCar(vehicle: Pick<Vehicle, 'id' | 'stockNumber' | 'make' | 'model' | 'bodyConfiguration' | 'simpleBody'>): ViewedCar {
  return {
    id: vehicle.id,
    stocknum: vehicle.stockNumber,
    make: vehicle.make,
    model: vehicle.model,
    body: vehicle.bodyConfiguration ?? vehicle.simpleBody,
    simple_body: vehicle.simpleBody,
  };
}

/**
 * The list after viewing a car: it moves to the front (once), the oldest fall off past the limit.
 * @example addViewed([{ id: '1', ... }], { id: '2', ... }).map((car) => car.id) // ['2', '1']
 */
export function addViewed(list: readonly ViewedCar[], car: ViewedCar, max = RECENTLY_VIEWED_MAX): ViewedCar[] {
  return [car, ...list.filter((item) => item.id !== car.id)].slice(0, max);
}

/** Reads a stored list; anything malformed reads as empty. */
export function readViewed(raw: string | null): ViewedCar[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((item): item is ViewedCar => typeof item === 'object' && item !== null && typeof (item as ViewedCar).id === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Event 4 is sent for used cars only. @example viewEventId('used') // 4 */
export function viewEventId(carType: Vehicle['carType']): number | null {
  return carType === 'used' ? USED_VIEW_EVENT : null;
}
