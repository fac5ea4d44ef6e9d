import { describe, expect, it } from 'vitest';
import { priceSlider } from './budget-range.ts';
import { PRICE_RANGE_PATH, formatPriceRange, priceRangeFromQuery, priceRangePageUrl, priceRangeRequests, priceRangeSearchUrl } from './price-range.ts';

const stock = priceSlider(1_234_500, 8_765_400); // $12,345 .. $87,654 in stock

describe('the slider range (spec 2 section 9)', () => {
  it('widens the stock range to whole $500 steps and starts the handles inside it', () => {
    expect(stock).toEqual({ rangeMinCents: 1_200_000, rangeMaxCents: 8_800_000, minCents: 1_200_000, maxCents: 8_800_000, stepCents: 50_000 });
    expect(priceSlider(0, 40_000_000)).toMatchObject({ minCents: 500_000, maxCents: 25_000_000 });
  });
});

describe('priceRangeFromQuery (stock-search spec section 4: removing an end restores the range bound)', () => {
  const wide = priceSlider(0, 40_000_000);
  it.each([
    ['', 500_000, 25_000_000],
    ['?price=20000-60000', 2_000_000, 6_000_000],
    ['?price=-60000', 0, 6_000_000],
    ['?price=20000-', 2_000_000, 40_000_000],
    ['?price=90000-30000', 2_999_900, 3_000_000], // min above max: min gives way, $1 below
    ['?price=0-999999', 0, 40_000_000], // clamped to the range
    ['?price=abc', 500_000, 25_000_000],
  ])('%s -> %i to %i', (search, minCents, maxCents) => expect(priceRangeFromQuery(search, wide)).toMatchObject({ minCents, maxCents }));
});

describe('price range URLs and requests', () => {
  const chosen = { ...stock, minCents: 2_000_000, maxCents: 6_000_000 };
  it('keeps the handles in the page URL and formats the range', () => {
    expect(priceRangePageUrl(chosen)).toBe(`${PRICE_RANGE_PATH}?price=20000-60000`);
    expect(formatPriceRange(chosen)).toBe('$20,000 - $60,000');
  });
  it('links to the search results in the range, sorted by price descending', () => {
    expect(priceRangeSearchUrl(chosen, 'relevance', ['relevance', 'latest', 'price_desc', 'price_asc'])).toBe(
      '/search/new-used-and-demo-cars?price=20000-60000&sortBy=price_desc',
    );
    expect(priceRangeSearchUrl(chosen, 'price_desc', ['price_desc'])).toBe('/search/new-used-and-demo-cars?price=20000-60000');
    expect(priceRangeSearchUrl(chosen, 'latest', ['latest'])).toBe('/search/new-used-and-demo-cars?price=20000-60000');
  });
  it('asks for the price statistics, then the cars in range on the price-descending replica', () => {
    expect(priceRangeRequests('cars', null)).toEqual([{ indexName: 'cars', query: '', filters: 'price > 1000', facets: ['price'], hitsPerPage: 0 }]);
    expect(priceRangeRequests('cars', chosen)[1]).toEqual({
      indexName: 'cars_price_desc',
      query: '',
      filters: 'price > 1000',
      numericFilters: ['price>=20000', 'price<=60000'],
      hitsPerPage: 12,
      page: 0,
    });
  });
});
