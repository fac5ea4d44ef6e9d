import { describe, expect, it } from 'vitest';
import { locationRating, locationReviewsView } from './location-reviews.ts';

const summary = (average_rating: number, count: number) => ({ average_rating, count, reviews: [] });

describe("a location's rating and reviews", () => {
  it.each([
    ['the flat fields alone', { average_rating: 4.7, review_count: 1284 }, { average: 4.7, count: 1284 }],
    ['the reviews object alone', { reviews: summary(4.6, 932) }, { average: 4.6, count: 932 }],
    ['both: the reviews object wins', { average_rating: 4.2, review_count: 90, reviews: summary(4.6, 932) }, { average: 4.6, count: 932 }],
    ['a rating without a count', { average_rating: 4.7 }, null],
    ['no reviews counted', { average_rating: 0, review_count: 0 }, null],
    ['a reviews object with none counted hides the flat fields too', { average_rating: 4.7, review_count: 1284, reviews: summary(0, 0) }, null],
  ])('%s', (_case, location, rating) => {
    expect(locationRating(location)).toEqual(rating);
  });

  it('lists the reviews of 4 stars or more, newest first, dated as days ago, under the overall rating', () => {
    const reviews = {
      average_rating: 4.6,
      count: 932,
      reviews: [
        { author: 'Sam K.', rating: 3, date: '2026-11-02', text: 'Quote went up.' },
        { author: 'Graham P.', rating: 4, date: '2026-11-09', text: 'Courtesy car ready.' },
        { author: 'Megan T.', rating: 5, date: '2026-11-17', text: 'Done by lunchtime.' },
      ],
    };
    const view = locationReviewsView({ reviews }, new Date('2026-11-20T09:00:00+10:00'));
    expect(view).toMatchObject({ rating: '4.6', countText: '932 reviews' });
    expect(view?.reviews.map((review) => `${review.author}: ${review.age}`)).toEqual(['Megan T.: 3 days ago', 'Graham P.: 11 days ago']);
    expect(locationReviewsView({ reviews: { ...reviews, reviews: [reviews.reviews[0]!] } }, new Date())).toBeNull();
    expect(locationReviewsView({}, new Date())).toBeNull();
  });
});
