// The home page's reviews section (spec 2 sections 3 and 9): reviews list, count and average rating; reviews of
// 4 stars or more, at most 12, dated as days ago; the star rating to one decimal and counts with thousands
// separators. Where the reviews come from (the tenant's data, a reviews file, a review service such as Google
// Places) is a ReviewsProvider: the rules here do not care.
import { z } from 'zod';
import { formatNumber } from '../money.ts';
import { zonedDate } from '../time/zoned-time.ts';

/** Spec 2 section 9: "Reviews: minimum rating 4; Google reviews shown in full quantity 12; review date type is days." */
export const MIN_REVIEW_RATING = 4;
export const MAX_REVIEWS_SHOWN = 12;

export const reviewSchema = z.strictObject({
  author: z.string().min(1),
  /** 1 to 5 stars. */
  rating: z.number().min(1).max(5),
  text: z.string(),
  /** When it was written: a date (`2026-11-02`) or a date and time with its offset. */
  date: z.union([z.iso.date(), z.iso.datetime({ offset: true })]),
});
export type Review = z.infer<typeof reviewSchema>;

/** A business's reviews: the overall rating and count (all reviews, not just those listed) and some reviews. */
export const reviewsSummarySchema = z.strictObject({
  averageRating: z.number().min(0).max(5),
  count: z.number().int().min(0),
  reviews: z.array(reviewSchema),
});
export type ReviewsSummary = z.infer<typeof reviewsSummarySchema>;

/** Where reviews come from: the tenant's data, a reviews file, or a review service's client (Google Places). */
export interface ReviewsProvider {
  /** Rejects when the source cannot be read; the page then leaves the section out. */
  load(): Promise<ReviewsSummary>;
}

const dateOf = (review: Review): number => Date.parse(review.date.length === 10 ? `${review.date}T00:00:00+10:00` : review.date);

/**
 * The reviews to show: 4 stars or more, newest first, at most 12.
 * @example selectReviews([{ rating: 3, ... }, { rating: 5, ... }]).length // 1
 */
export function selectReviews(reviews: readonly Review[]): Review[] {
  return reviews
    .filter((review) => review.rating >= MIN_REVIEW_RATING)
    .sort((a, b) => dateOf(b) - dateOf(a) || a.author.localeCompare(b.author))
    .slice(0, MAX_REVIEWS_SHOWN);
}

const DAY_MS = 86_400_000;
const calendarDay = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/**
 * How long ago a review was written, in whole days by the Brisbane calendar.
 * @example reviewAge('2026-11-18', new Date('2026-11-20T09:00:00+10:00')) // '2 days ago'
 * @example reviewAge('2026-11-20T08:00:00+10:00', new Date('2026-11-20T09:00:00+10:00')) // 'today'
 */
export function reviewAge(date: string, now: Date): string {
  const written = date.length === 10 ? date : zonedDate(Date.parse(date));
  const days = Math.max(0, calendarDay(zonedDate(now)) - calendarDay(written));
  return days === 0 ? 'today' : days === 1 ? '1 day ago' : `${formatNumber(days)} days ago`;
}

/**
 * A star rating to one decimal.
 * @example formatRating(4.66) // '4.7'
 * @example formatRating(5) // '5.0'
 */
export function formatRating(rating: number): string {
  return (Math.round(rating * 10) / 10).toFixed(1);
}

/**
 * The review count with thousands separators.
 * @example reviewCountText(1284) // '1,284 reviews'
 * @example reviewCountText(1) // '1 review'
 */
export function reviewCountText(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'review' : 'reviews'}`;
}

/** What the section shows, worked out once: the summary line and each review with its age. */
export type ReviewsView = {
  rating: string;
  /** Whole stars filled for the rating (rounded to the nearest half, for the star row). */
  stars: number;
  countText: string;
  reviews: Array<Review & { age: string; stars: number }>;
};

/**
 * The section's content, or null when no review qualifies (the section is then left out).
 * @example reviewsView({ averageRating: 4.66, count: 1284, reviews }, now)?.rating // '4.7'
 */
export function reviewsView(summary: ReviewsSummary, now: Date): ReviewsView | null {
  const shown = selectReviews(summary.reviews);
  if (!shown.length) return null;
  const halves = (rating: number) => Math.round(rating * 2) / 2;
  return {
    rating: formatRating(summary.averageRating),
    stars: halves(summary.averageRating),
    countText: reviewCountText(summary.count),
    reviews: shown.map((review) => ({ ...review, age: reviewAge(review.date, now), stars: halves(review.rating) })),
  };
}
