import { describe, expect, it } from 'vitest';
import { formatRating, MAX_REVIEWS_SHOWN, MIN_REVIEW_RATING, reviewAge, reviewCountText, reviewsView, selectReviews, type Review } from './reviews.ts';

const review = (author: string, rating: number, date: string): Review => ({ author, rating, text: `${author} says hi`, date });
const now = new Date('2026-11-20T09:00:00+10:00');

describe('review selection (spec 2 section 9: minimum rating 4, up to 12)', () => {
  it('keeps reviews of 4 stars or more, newest first', () => {
    const chosen = selectReviews([
      review('Old five', 5, '2026-01-02'),
      review('Three', 3, '2026-11-19'),
      review('Four', 4, '2026-11-10'),
      review('Three and a half', 3.5, '2026-11-18'),
    ]);
    expect(chosen.map((r) => r.author)).toEqual(['Four', 'Old five']);
    expect(MIN_REVIEW_RATING).toBe(4);
  });

  it('shows at most 12', () => {
    const many = Array.from({ length: 20 }, (_, i) => review(`R${i}`, 5, `2026-10-${String(i + 1).padStart(2, '0')}`));
    const chosen = selectReviews(many);
    expect(chosen).toHaveLength(MAX_REVIEWS_SHOWN);
    expect(chosen[0]!.author).toBe('R19');
  });

  it('orders dated and timestamped reviews together', () => {
    expect(selectReviews([review('Date', 5, '2026-11-18'), review('Stamp', 5, '2026-11-19T08:00:00Z')]).map((r) => r.author)).toEqual(['Stamp', 'Date']);
  });
});

describe('review formatting', () => {
  it.each([
    ['2026-11-20', 'today'],
    ['2026-11-19', '1 day ago'],
    ['2026-11-18', '2 days ago'],
    ['2023-11-20', '1,096 days ago'],
    // 23:30 UTC on the 18th is 09:30 on the 19th in Brisbane: one day before the 20th.
    ['2026-11-18T23:30:00Z', '1 day ago'],
    ['2026-11-25', 'today'],
  ])('a review of %s reads "%s" on 20 November', (date, expected) => {
    expect(reviewAge(date, now)).toBe(expected);
  });

  it.each([
    [4.66, '4.7'],
    [5, '5.0'],
    [4.04, '4.0'],
    [4.25, '4.3'],
  ])('rating %d shows as %s', (rating, text) => {
    expect(formatRating(rating)).toBe(text);
  });

  it('counts with thousands separators', () => {
    expect(reviewCountText(1284)).toBe('1,284 reviews');
    expect(reviewCountText(1)).toBe('1 review');
  });
});

describe('reviewsView', () => {
  it('is the summary line and the qualifying reviews with their ages; nothing when none qualifies', () => {
    const view = reviewsView({ averageRating: 4.66, count: 1284, reviews: [review('Ann', 5, '2026-11-18'), review('Bob', 2, '2026-11-19')] }, now);
    expect(view).toMatchObject({ rating: '4.7', stars: 4.5, countText: '1,284 reviews', reviews: [{ author: 'Ann', age: '2 days ago', stars: 5 }] });
    expect(reviewsView({ averageRating: 3, count: 2, reviews: [review('Bob', 2, '2026-11-19')] }, now)).toBeNull();
  });
});
