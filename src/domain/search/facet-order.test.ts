import { describe, expect, it } from 'vitest';
import { MAKE_DROPDOWN_SPLIT, orderFacetValues, splitPopularMakes } from './facet-order.ts';

const order = (attribute: string, counts: Record<string, number>, options = {}) => orderFacetValues(attribute, counts, options).map((entry) => entry.value);

describe('facet option order (spec 1 sections 5 and 9)', () => {
  it.each([
    ['series: duo, city, sport, whatever their counts', 'series', { Sport: 40, City: 12, Duo: 3 }, ['Duo', 'City', 'Sport']],
    ['series the spec does not name follow, by count', 'series', { GT: 2, Sport: 1, 'Limited Edition': 5, duo: 1 }, ['duo', 'Sport', 'Limited Edition', 'GT']],
    ['car types: new, demo, used', 'car_type', { used: 900, demo: 12, new: 300 }, ['new', 'demo', 'used']],
    ['make: alphabetical, whatever the accents and case', 'make', { Toyota: 9, 'Alfa Romeo': 1, škoda: 3, BMW: 4 }, ['Alfa Romeo', 'BMW', 'škoda', 'Toyota']],
    ['model: alphabetical', 'model', { Ranger: 5, Everest: 9, 'Bronco Sport': 1 }, ['Bronco Sport', 'Everest', 'Ranger']],
    [
      'price labels: by the number in them',
      'price_range',
      { '$40,000+': 1, 'Under $10,000': 7, '$10,000 - $20,000': 20 },
      ['Under $10,000', '$10,000 - $20,000', '$40,000+'],
    ],
    ['anything else: by count, then label', 'colour', { White: 5, Black: 5, Red: 9, Blue: 1 }, ['Red', 'Black', 'White', 'Blue']],
  ])('%s', (_name, attribute, counts, expected) => expect(order(attribute, counts)).toEqual(expected));

  it("hides 'false' of the certified filter for a certified-only dealer", () => {
    expect(order('certified', { true: 4, false: 9 }, { certifiedOnly: true })).toEqual(['true']);
    expect(order('certified', { true: 4, false: 9 })).toEqual(['false', 'true']);
  });

  it('splits makes into the 10 most popular and all after 20 options', () => {
    const makes = Array.from({ length: MAKE_DROPDOWN_SPLIT + 1 }, (_, i) => ({ value: `Make ${String(i).padStart(2, '0')}`, count: i }));
    expect(splitPopularMakes(makes.slice(0, MAKE_DROPDOWN_SPLIT))).toEqual({ popular: [], all: makes.slice(0, MAKE_DROPDOWN_SPLIT) });
    const split = splitPopularMakes(makes);
    expect(split.popular.map((make) => make.count)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11]);
    expect(split.all).toHaveLength(21);
  });
});
