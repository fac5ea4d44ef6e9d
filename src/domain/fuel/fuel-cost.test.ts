import { describe, expect, it } from 'vitest';
import { DEFAULT_DISTANCE_TEXT, DEFAULT_FUEL_PRICE_TEXT, fuelCost, parseFuelInput, showsFuelCalculator } from './fuel-cost.ts';

describe('fuel calculator (spec 2 sections 5 and 9)', () => {
  it('defaults to $1.70 a litre over 250 kms', () => {
    expect([parseFuelInput(DEFAULT_FUEL_PRICE_TEXT), parseFuelInput(DEFAULT_DISTANCE_TEXT)]).toEqual([1.7, 250]);
  });
  it.each([
    ['$1.70', 1.7],
    ['250 kms', 250],
    ['1,250 kms', 1250],
    ['$2', 2],
    ['', null],
    ['abc', null],
    ['-5', null],
    ['250 KMS', 250],
  ])('reads %j as %s', (text, value) => expect(parseFuelInput(text)).toBe(value));
  it.each([
    [250, 7.6, 1.7, 32.3],
    [250, null, 1.7, 42.5],
    [250, 0, 1.7, 42.5],
    [333, 6.1, 1.899, 38.57],
    [0, 8, 1.7, 0],
  ])('%i km at %s L/100km and $%d/L costs $%d', (distanceKm, consumptionLPer100Km, pricePerLitre, cost) => {
    expect(fuelCost({ distanceKm, consumptionLPer100Km, pricePerLitre })).toBe(cost);
  });
  it('is hidden for electric vehicles only', () => {
    expect([showsFuelCalculator('Electric'), showsFuelCalculator('PHEV'), showsFuelCalculator('Hybrid'), showsFuelCalculator(null)]).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });
});
