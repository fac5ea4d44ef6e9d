import { describe, expect, it } from 'vitest';
import {
  compareRows,
  compareShareUrl,
  compareToggleLabel,
  featureRows,
  readCompareList,
  sharedCompareIds,
  toggleCompared,
  type CompareCar,
} from './compare.ts';

const car = (id: string, specs: Record<string, string>, features: string[] = [], state: CompareCar['state'] = 'available'): CompareCar => ({
  id,
  state,
  title: `Car ${id}`,
  href: `/cars/${id}`,
  photo: null,
  specs: Object.entries(specs).map(([label, value]) => ({ label, value })),
  features,
});

describe('the compare list', () => {
  it('holds up to 4 cars: a fifth is refused and the list stays', () => {
    expect(toggleCompared(['1', '2'], '3')).toEqual({ list: ['1', '2', '3'], refused: false });
    expect(toggleCompared(['1', '2', '3', '4'], '5')).toEqual({ list: ['1', '2', '3', '4'], refused: true });
    expect(toggleCompared(['1', '2', '3', '4'], '2')).toEqual({ list: ['1', '3', '4'], refused: false });
  });

  it('reads only well-formed ids, once each, at most 4', () => {
    expect(readCompareList('["7","7","x y",5,"8","9","10","11"]')).toEqual(['7', '8', '9', '10']);
    expect(readCompareList('{"not":"a list"}')).toEqual([]);
    expect(readCompareList('not json')).toEqual([]);
  });

  it('shares a comparison as ?ids= and reads it back', () => {
    expect(compareShareUrl(['12', '15'])).toBe('/compare?ids=12,15');
    expect(sharedCompareIds('?ids=12,15,12')).toEqual(['12', '15']);
    expect(sharedCompareIds('?ids=%3Cscript%3E,3')).toEqual(['3']);
    expect(sharedCompareIds('?ids=')).toBeNull();
    expect(sharedCompareIds('')).toBeNull();
  });

  it("labels a ticked car's toggle with the number compared", () => {
    expect(compareToggleLabel(false, 2)).toBe('Compare');
    expect(compareToggleLabel(true, 2)).toBe('Compare (2)');
  });
});

describe('differences', () => {
  const a = car('a', { Year: '2021', Kilometres: '12,000 km', Body: 'SUV', VIN: 'JTM1', Seats: '5' }, ['Sunroof', 'Heated seats']);
  const b = car('b', { Year: '2021', Kilometres: '48,000 km', Body: 'SUV', VIN: 'JTM2' }, ['Heated seats']);

  it('a row differs when the cars show different values; a missing value is a difference; identity rows are left out', () => {
    expect(compareRows([a, b])).toEqual([
      { label: 'Year', values: ['2021', '2021'], differs: false },
      { label: 'Kilometres', values: ['12,000 km', '48,000 km'], differs: true },
      { label: 'Body', values: ['SUV', 'SUV'], differs: false },
      { label: 'Seats', values: ['5', null], differs: true },
    ]);
  });

  it('features: each car has it or not; differs when not all have it', () => {
    expect(featureRows([a, b])).toEqual([
      { feature: 'Sunroof', has: [true, false], differs: true },
      { feature: 'Heated seats', has: [true, true], differs: false },
    ]);
  });

  it("keeps each car's order: a row only a later car has goes where that car lists it", () => {
    const first = car('x', { Price: '$10,000', Year: '2020', Seats: '5' });
    const second = car('y', { Price: '$12,000', 'Weekly estimate': 'Only $50 /wk*', Year: '2021', Doors: '4', Seats: '5' });
    expect(compareRows([first, second]).map((row) => row.label)).toEqual(['Price', 'Weekly estimate', 'Year', 'Doors', 'Seats']);
  });

  it('a sold or gone car shows no values and does not count towards differences', () => {
    const sold = car('c', { Year: '2015', Kilometres: '200,000 km' }, ['Tow bar'], 'sold');
    const rows = compareRows([a, sold, b]);
    expect(rows.find((row) => row.label === 'Year')).toEqual({ label: 'Year', values: ['2021', null, '2021'], differs: false });
    expect(featureRows([a, sold, b]).map((row) => row.feature)).toEqual(['Sunroof', 'Heated seats']);
  });

  it('one car alone has no differences', () => {
    expect(compareRows([a]).every((row) => !row.differs)).toBe(true);
    expect(compareRows([a, car('g', {}, [], 'gone')]).every((row) => !row.differs)).toBe(true);
  });
});
