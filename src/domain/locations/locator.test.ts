import { describe, expect, it } from 'vitest';
import type { PostcodeTable } from '../delivery/postcode-table.ts';
import { GROUP } from './fixtures.test-support.ts';
import { byDistance, LOCATOR_TEXT, locatorMatches, locatorStates, locatorTypes, postcodePoint } from './locator.ts';

const TABLE: PostcodeTable = {
  version: 1,
  regions: ['Brisbane Inner City, QLD', 'Gold Coast, QLD', 'Sydney - Parramatta, NSW', 'Darwin, NT'],
  rows: [
    ['4000', -2747, 15302, 0],
    ['4217', -2800, 15342, 1],
    ['2150', -3381, 15100, 2],
    ['0800', -1246, 13084, 3],
  ],
};
const shown = GROUP.filter((location) => location.visible);
const nearest = (postcode: string) => {
  const point = postcodePoint(postcode, TABLE);
  if (point.kind !== 'point') throw new Error(point.message);
  return byDistance(shown, point.place).map(({ location, distanceKm }) => `${location.slug} ${distanceKm}`);
};

describe('nearest to my postcode', () => {
  it('orders every location by straight-line distance from the postcode', () => {
    expect(nearest('4000')).toEqual(['group-brisbane 4', 'group-gold-coast-service 67', 'group-parramatta 731']);
    expect(nearest('4217')).toEqual(['group-gold-coast-service 4', 'group-brisbane 74', 'group-parramatta 686']);
    expect(nearest('2150')).toEqual(['group-parramatta 1', 'group-gold-coast-service 689', 'group-brisbane 735']);
  });

  it("the spec's postcode errors: not 4 digits, and a postcode with no point", () => {
    expect(postcodePoint('', TABLE)).toEqual({ kind: 'invalid', message: LOCATOR_TEXT.emptyPostcode });
    expect(postcodePoint('40000', TABLE)).toEqual({ kind: 'invalid', message: 'Invalid postcode. Please enter a 4-digit number.' });
    expect(postcodePoint('40a0', TABLE)).toEqual({ kind: 'invalid', message: 'Invalid postcode. Please enter a 4-digit number.' });
    expect(postcodePoint('9999', TABLE)).toEqual({ kind: 'invalid', message: 'Invalid postcode' });
    expect(postcodePoint(' 0800 ', TABLE)).toMatchObject({ kind: 'point', place: { region: 'Darwin, NT' } });
  });
});

describe('locator filters', () => {
  it('by type and by state', () => {
    const entries = shown.map((location) => ({ slug: location.slug, types: locatorTypes(location), state: location.address.state }));
    const slugs = (filter: Parameters<typeof locatorMatches>[1]) => entries.filter((entry) => locatorMatches(entry, filter)).map((entry) => entry.slug);
    expect(slugs({ type: '', state: '' })).toHaveLength(3);
    expect(slugs({ type: 'service', state: '' })).toEqual(['group-gold-coast-service']);
    expect(slugs({ type: 'sales', state: 'QLD' })).toEqual(['group-brisbane']);
    expect(slugs({ type: 'parts', state: '' })).toEqual([]);
    expect(slugs({ type: '', state: 'NSW' })).toEqual(['group-parramatta']);
  });

  it('a yard with its own service hours is a Service location too; service-and-parts is both', () => {
    expect(locatorTypes({ id: 1, name: 'A', location_type: 'sales', service_hours: [] })).toEqual(['sales', 'service']);
    expect(locatorTypes({ id: 2, name: 'B', location_type: 'service-and-parts' })).toEqual(['service', 'parts']);
    expect(locatorTypes({ id: 3, name: 'C', location_type: 'car-buying' })).toEqual([]);
  });

  it('lists the states present, NSW before QLD', () => {
    expect(locatorStates(shown)).toEqual(['NSW', 'QLD']);
  });
});
