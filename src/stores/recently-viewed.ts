import { addViewed, readViewed, recentlyViewedKey, viewEventId, type ViewedCar } from '#src/domain/vehicle/recently-viewed.ts';
import { sendAnalyticsEvent } from './analytics.ts';

/**
 * Remembers a viewed car in local storage (storage errors are only logged, spec 2 section 8) and sends the
 * used-car view event (4) for used cars.
 */
export function recordVehicleView(siteSlug: string, car: ViewedCar, carType: 'new' | 'demo' | 'used'): void {
  try {
    const key = recentlyViewedKey(siteSlug);
    localStorage.setItem(key, JSON.stringify(addViewed(readViewed(localStorage.getItem(key)), car)));
  } catch (error) {
    console.warn('recently viewed cars could not be saved', error);
  }
  const event = viewEventId(carType);
  if (event !== null) sendAnalyticsEvent(event, { car_id: car.id });
}
