import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money.ts';
import { displayPrice, wasPrice } from './price.ts';

describe('formatMoney', () => {
  it.each([
    [2_899_000, '$28,990'],
    [0, '$0'],
    [1_234_567_89, '$1,234,568'],
    [99, '$1'],
  ])('%i cents -> %s', (cents, text) => expect(formatMoney(cents)).toBe(text));
});

describe('displayPrice (spec 2 section 5)', () => {
  it.each([
    [
      { priceCents: 2_899_000, preorder: false, priceType: 'Drive Away' },
      { kind: 'price', text: '$28,990', priceType: 'Drive Away' },
    ],
    [
      { priceCents: 1001, preorder: false, priceType: null },
      { kind: 'price', text: '$10', priceType: null },
    ],
    [
      { priceCents: 1000, preorder: false, priceType: null },
      { kind: 'no-price', text: 'Enquire for price.' },
    ],
    [
      { priceCents: 0, preorder: true, priceType: null },
      { kind: 'preorder', text: 'PREORDER' },
    ],
  ])('%o', (vehicle, shown) => expect(displayPrice(vehicle, 'Enquire for price.')).toEqual(shown));
});

describe('wasPrice', () => {
  it.each([
    [2_899_000, 3_099_000, '$30,990'],
    [2_899_000, 2_899_000, null],
    [2_899_000, 2_000_000, null],
    [2_899_000, null, null],
    [0, 3_099_000, null],
  ])('price %i, before %s -> %s', (priceCents, beforePriceCents, shown) => expect(wasPrice({ priceCents, beforePriceCents })).toBe(shown));
});
