// A location's rating and reviews (spec 2 section 3): its `reviews` object (the overall rating, the count and some
// reviews) wins over the flat `average_rating` / `review_count`, so the card, the page's review list and the JSON-LD
// always agree. A rating needs a count above 0.
import { reviewsView, type ReviewsView } from '../home/reviews.ts';
import type { Location } from '../tenant/schema/location.ts';

export type LocationRating = { average: number; count: number };
type RatedLocation = Pick<Location, 'average_rating' | 'review_count'> & { reviews?: { average_rating: number; count: number } | undefined };

/**
 * The rating shown for a location, or null when it has none (no rating, or no reviews counted).
 * @example locationRating({ average_rating: 4.7, review_count: 1284 }) // { average: 4.7, count: 1284 }
 * @example locationRating({ average_rating: 4.2, review_count: 90, reviews: { average_rating: 4.6, count: 932, reviews: [] } }) // { average: 4.6, count: 932 }
 */
export function locationRating(location: RatedLocation): LocationRating | null {
  const { reviews } = location;
  const [average, count] = reviews ? [reviews.average_rating, reviews.count] : [location.average_rating, location.review_count];
  return average !== undefined && count !== undefined && count > 0 ? { average, count } : null;
}

/**
 * The reviews the location's page lists (4 stars or more, newest first, at most 12, dated as days ago), with the
 * overall rating; null when the location lists none that qualify.
 * @example locationReviewsView(harbourService, new Date('2026-11-20T09:00:00+10:00'))?.countText // '932 reviews'
 */
export function locationReviewsView(location: Pick<Location, 'reviews'>, now: Date): ReviewsView | null {
  const reviews = location.reviews;
  return reviews ? reviewsView({ averageRating: reviews.average_rating, count: reviews.count, reviews: reviews.reviews }, now) : null;
}
