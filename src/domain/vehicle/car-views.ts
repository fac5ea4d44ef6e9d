// A car page's view count (spec 2 section 7: GET {api}/cars/{slug}/view.json with photos_count, updated_at and
// website_id; it answers views and car_fields, and an answer that is not ok gives null). The spec gives the call, not
// the words: the page says 'This car has been viewed N times' once someone besides the shopper has viewed it.
import { formatNumber } from '../money.ts';
import type { Vehicle } from './vehicle.ts';

/** Views the line needs before it shows: the count includes the shopper's own view, so 1 says nothing. */
export const MIN_VIEWS_SHOWN = 2;

/**
 * The call that counts this view and answers the count.
 * @example carViewsPath({ slug: 'x', images: [img, img], updatedAt: null }, 'harbour-toyota') // '/api/cars/x/view.json?photos_count=2&website_id=harbour-toyota'
 */
export function carViewsPath(car: Pick<Vehicle, 'slug' | 'images' | 'updatedAt'>, websiteId: string): string {
  const query = new URLSearchParams({ photos_count: String(car.images.filter((image) => !image.isVideo).length) });
  if (car.updatedAt) query.set('updated_at', car.updatedAt);
  query.set('website_id', websiteId);
  return `/api/cars/${encodeURIComponent(car.slug)}/view.json?${query}`;
}

/**
 * The views in the call's answer, or null for anything else (an answer that was not ok reads as null).
 * @example viewsFromAnswer({ views: 37, car_fields: {} }) // 37
 */
export function viewsFromAnswer(answer: unknown): number | null {
  const views = (answer as { views?: unknown } | null)?.views;
  return typeof views === 'number' && Number.isInteger(views) && views >= 0 ? views : null;
}

/**
 * The line the car page shows, or null below MIN_VIEWS_SHOWN views (or without a count).
 * @example carViewsText(1284) // 'This car has been viewed 1,284 times'
 */
export function carViewsText(views: number | null): string | null {
  return views !== null && views >= MIN_VIEWS_SHOWN ? `This car has been viewed ${formatNumber(views)} times` : null;
}
