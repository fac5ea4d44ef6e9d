import { describe, expect, it } from 'vitest';
import { offerCategoryChoices, offerPriceSteps } from './offers-filters.ts';

describe('special-offers filter choices', () => {
  it('lists the categories among the offers, without the offer category, alphabetically', () => {
    expect(offerCategoryChoices({ 'Special Offers': 23, Motorcycle: 9, Caravan: 10, Empty: 0 }, 'Special Offers')).toEqual(['Caravan', 'Motorcycle']);
    expect(offerCategoryChoices({ 'Special Offers': 28 }, 'Special Offers')).toEqual([]);
    expect(offerCategoryChoices({ Runout: 2 }, null)).toEqual(['Runout']);
  });
  it.each([
    [{ min: 12000, max: 45000 }, [15000, 20000, 25000, 30000, 40000]],
    [{ min: 5000, max: 10000 }, []],
    [{ min: 0, max: 1_000_000 }, [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 60000, 75000, 100000, 150000, 200000]],
    [undefined, []],
  ])('price steps strictly inside %o', (stats, expected) => {
    expect(offerPriceSteps(stats)).toEqual(expected);
  });
});
