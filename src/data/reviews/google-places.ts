// Reviews from Google Places: the Place Details (New) web service, `GET /v1/places/{place id}` with the API key and
// a field mask naming the rating, the count and the reviews (Google returns up to 5). Used at build time only, so
// the key never reaches a browser.
import type { ReviewsProvider, ReviewsSummary } from '#src/domain/home/reviews.ts';

export const GOOGLE_PLACES_BASE_URL = 'https://places.googleapis.com';
const FIELD_MASK = 'rating,userRatingCount,reviews';

type PlaceReview = {
  rating?: number;
  publishTime?: string;
  text?: { text?: string };
  originalText?: { text?: string };
  authorAttribution?: { displayName?: string };
};
type PlaceDetails = { rating?: number; userRatingCount?: number; reviews?: PlaceReview[] };

export type GooglePlacesOptions = {
  placeId: string;
  apiKey: string;
  /** The service's address; tests point it at a local double of the API. */
  baseUrl?: string;
  timeoutMs?: number;
};

/**
 * A ReviewsProvider over Google Places. Rejects on a network failure, a refusal (with Google's message) or an answer
 * without a rating.
 * @example await googlePlacesReviews({ placeId: 'ChIJ...', apiKey: process.env.GOOGLE_PLACES_API_KEY! }).load()
 */
export function googlePlacesReviews(options: GooglePlacesOptions): ReviewsProvider {
  return {
    async load(): Promise<ReviewsSummary> {
      const url = `${options.baseUrl ?? GOOGLE_PLACES_BASE_URL}/v1/places/${encodeURIComponent(options.placeId)}`;
      const response = await fetch(url, {
        headers: { 'X-Goog-Api-Key': options.apiKey, 'X-Goog-FieldMask': FIELD_MASK, Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const body = (await response.json().catch(() => null)) as (PlaceDetails & { error?: { message?: string } }) | null;
      if (!response.ok) throw new Error(`Google Places answered ${response.status}: ${body?.error?.message ?? 'no message'}`);
      if (typeof body?.rating !== 'number') throw new Error('Google Places answered without a rating for this place');
      return {
        averageRating: body.rating,
        count: body.userRatingCount ?? 0,
        reviews: (body.reviews ?? []).flatMap((review) =>
          typeof review.rating === 'number' && review.publishTime
            ? [
                {
                  author: review.authorAttribution?.displayName || 'A Google user',
                  rating: review.rating,
                  text: review.text?.text ?? review.originalText?.text ?? '',
                  date: review.publishTime,
                },
              ]
            : [],
        ),
      };
    },
  };
}
