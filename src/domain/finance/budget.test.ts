import { describe, expect, it } from 'vitest';
import { BUDGET_SEARCH_BASE_FILTER, inBudgetSearch, moveHandles, pickBodies, priceSlider } from './budget-range.ts';
import { budgetCallToAction, budgetCents, budgetEntryCents, budgetPriceFilter, defaultBudgetInputs } from './budget.ts';

describe('budgetCents (spec 2 section 9)', () => {
  it.each([
    [defaultBudgetInputs('weekly'), 5_400_000], // 200 x 52 x 5 + 2,000 = 54,000
    [defaultBudgetInputs('monthly'), 3_800_000], // 600 x 12 x 5 + 2,000 = 38,000
    [{ repaymentCents: 0, depositCents: 0, period: 'weekly' as const }, 0],
    [{ repaymentCents: 10_001, depositCents: 0, period: 'monthly' as const }, 600_100], // 100.01 x 60 = 6,000.60 -> 6,001
    [{ repaymentCents: 10_000, depositCents: 50, period: 'weekly' as const }, 2_600_100], // 26,000.50 rounds half away from zero
  ])('%o -> %i cents', (inputs, cents) => expect(budgetCents(inputs)).toBe(cents));

  it('defaults to weekly, $200, $2,000 deposit', () =>
    expect(defaultBudgetInputs()).toEqual({ repaymentCents: 20_000, depositCents: 200_000, period: 'weekly' }));
});

describe('budgetEntryCents (spec 2 section 5)', () => {
  it.each([
    ['200', 20_000],
    [200, 20_000],
    ['1,250.50', 125_050],
    ['$2,000', 200_000],
    ['abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [{}, 0],
    [-5, 0],
    ['-5', 0],
    [1_000_000, 100_000_000],
    [1_000_001, 100_000_000],
    ['99999999', 100_000_000],
  ])('%o -> %i', (entry, cents) => expect(budgetEntryCents(entry)).toBe(cents));
});

describe('budget button', () => {
  it.each([
    [5_400_000, 1_000_000, { disabled: false, label: 'View Cars In This Range', message: null }],
    [1_000_000, 1_000_000, { disabled: false, label: 'View Cars In This Range', message: null }],
    [999_900, 1_000_000, { disabled: true, label: '0 Cars Found', message: 'No Cars found for this budget' }],
    [0, null, { disabled: false, label: 'View Cars In This Range', message: null }],
  ])('budget %i, cheapest %s', (budget, cheapest, action) => expect(budgetCallToAction(budget, cheapest, 'Car')).toEqual(action));
  it('uses the car type noun', () => expect(budgetCallToAction(0, 1, 'Caravan').label).toBe('0 Caravans Found'));
  it.each([
    [5_400_000, 4_000_000, 4_000_000],
    [3_000_000, 4_000_000, 3_000_000],
    [3_000_000, null, 3_000_000],
  ])('price filter: budget %i, max %s -> up to %i', (budget, max, cap) => {
    expect(budgetPriceFilter(budget, max)).toEqual({ minCents: 0, maxCents: cap });
  });
});

describe('price range slider (spec 2 sections 5, 9)', () => {
  it('falls back to a $100,000 maximum without results statistics', () => {
    expect(priceSlider(null, null)).toEqual({ rangeMinCents: 0, rangeMaxCents: 10_000_000, minCents: 500_000, maxCents: 10_000_000, stepCents: 50_000 });
  });
  it('starts at $5,000 to $250,000 inside a wide range', () => {
    expect(priceSlider(100_000, 40_000_000)).toMatchObject({ minCents: 500_000, maxCents: 25_000_000 });
  });
  it('brings the starting handles into a narrow range', () => {
    expect(priceSlider(800_000, 900_000)).toMatchObject({ minCents: 800_000, maxCents: 900_000 });
  });
  it('keeps the minimum at least $1 below the maximum', () => {
    const slider = priceSlider(0, 10_000_000);
    expect(moveHandles(slider, 4_000_000, 4_000_000, 'min')).toMatchObject({ minCents: 3_999_900, maxCents: 4_000_000 });
    expect(moveHandles(slider, 4_000_000, 4_000_000, 'max')).toMatchObject({ minCents: 4_000_000, maxCents: 4_000_100 });
    expect(moveHandles(slider, 6_000_000, 5_000_000, 'min')).toMatchObject({ minCents: 4_999_900, maxCents: 5_000_000 });
    expect(moveHandles(slider, 0, 0, 'max')).toMatchObject({ minCents: 0, maxCents: 100 });
    expect(moveHandles(slider, 20_000_000, 20_000_000, 'min')).toMatchObject({ minCents: 9_999_900, maxCents: 10_000_000 });
    expect(moveHandles(slider, -5, 99_000_000)).toMatchObject({ minCents: 0, maxCents: 10_000_000 });
  });
});

describe('pickBodies (spec 2 section 9)', () => {
  const facets = [
    { name: 'Sedan', count: 3 },
    { name: 'SUV', count: 9 },
    { name: 'Ute', count: 9 },
    { name: 'Hatch', count: 5 },
    { name: 'Van', count: 1 },
    { name: 'Wagon', count: 0 },
    { name: 'Coupe', count: 3 },
  ];
  it('takes 4 by count descending, then name descending', () => {
    expect(pickBodies(facets).map((body) => body.name)).toEqual(['Ute', 'SUV', 'Hatch', 'Sedan']);
  });
  it('takes up to 20 of a custom list, leaving out empty bodies', () => {
    expect(pickBodies(facets, ['sedan', 'Coupe', 'Van', 'Wagon', 'Hatch', 'SUV']).map((body) => body.name)).toEqual(['SUV', 'Hatch', 'Sedan', 'Coupe', 'Van']);
    const many = Array.from({ length: 25 }, (_, index) => ({ name: `Body ${String(index).padStart(2, '0')}`, count: 1 }));
    expect(
      pickBodies(
        many,
        many.map((body) => body.name),
      ),
    ).toHaveLength(20);
  });
});

describe("the budget finder's base filter (spec 2 section 7: price above 1000)", () => {
  it.each([
    [0, false],
    [99_999, false],
    [100_000, false],
    [100_001, true],
    [2_899_000, true],
  ])('%i cents -> %s', (priceCents, kept) => expect(inBudgetSearch(priceCents)).toBe(kept));
  it('reads the same in Algolia syntax', () => expect(BUDGET_SEARCH_BASE_FILTER).toBe('price > 1000'));
});
