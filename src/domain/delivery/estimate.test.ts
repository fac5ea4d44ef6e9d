import { describe, expect, it } from 'vitest';
import { haversineKm } from './distance.ts';
import { checkDelivery, DELIVERY_TEXT, deliveryPriceCents } from './estimate.ts';
import { compactPostcodeTable, lookupPostcode } from './postcode-table.ts';

const rates = {
  ratesCents: [
    { upToKm: 50, cents: 9_900 },
    { upToKm: 200, cents: 29_900 },
    { upToKm: 1_000, cents: 89_900 },
  ],
  maxKm: 900,
};

const suburbs = [
  { postcode: '4000', state: 'QLD', lat: -27.468391, long: 153.022126, type: 'Delivery Area', sa4name: 'Brisbane Inner City', locality: 'BRISBANE' },
  { postcode: '4000', state: 'QLD', lat: -27.46977, long: 153.02512, type: 'Delivery Area', sa4name: 'Brisbane Inner City', locality: 'BRISBANE CITY' },
  // A PO box row far away must not move the point when delivery areas exist.
  { postcode: '4000', state: 'QLD', lat: -20, long: 140, type: 'Post Office Boxes', sa4name: 'Brisbane Inner City', locality: 'BRISBANE GPO' },
  { postcode: 2000, state: 'NSW', lat: -33.86052, long: 151.20158, type: 'Delivery Area', sa4name: 'Sydney - City and Inner South', locality: 'BARANGAROO' },
  { postcode: '0872', state: 'NT', lat: -21.949513, long: 131.298809, type: '', sa4name: '', lgaregion: '', locality: 'ALICE SPRINGS' },
  { postcode: 'ABCD', state: 'QLD', lat: -27, long: 153 },
  { postcode: '9999', state: 'QLD', lat: 0, long: 0 },
];
const table = compactPostcodeTable(suburbs);
const brisbane = { lat: -27.47, long: 153.02 };

describe('haversineKm', () => {
  it.each([
    ['Brisbane to Sydney', brisbane, { lat: -33.87, long: 151.21 }, 732],
    ['Melbourne to Perth', { lat: -37.81, long: 144.96 }, { lat: -31.95, long: 115.86 }, 2_721],
    ['the same point', brisbane, brisbane, 0],
  ])('%s', (_name, from, to, km) => {
    expect(Math.round(haversineKm(from, to))).toBe(km);
  });
});

describe('compactPostcodeTable', () => {
  it('keeps one row per 4-digit postcode, delivery areas averaged, rounded to 0.01 degree, with a region name', () => {
    expect(table.rows.map(([code]) => code)).toEqual(['0872', '2000', '4000']);
    expect(lookupPostcode(table, '4000')).toEqual({ lat: -27.47, long: 153.02, region: 'Brisbane Inner City, QLD' });
    expect(lookupPostcode(table, '2000')?.region).toBe('Sydney - City and Inner South, NSW');
    expect(lookupPostcode(table, '0872')?.region).toBe('Alice Springs, NT');
    expect(lookupPostcode(table, '9999')).toBeNull();
  });
});

describe('deliveryPriceCents', () => {
  it.each([
    [0, 9_900],
    [50, 9_900],
    [50.1, 29_900],
    [200, 29_900],
    [899, 89_900],
    [900, 89_900],
    [900.5, null], // past maxKm even though a band would cover it
  ])('%s km costs %s cents', (km, cents) => {
    expect(deliveryPriceCents(km, rates)).toBe(cents);
  });

  it('has no price past the last band', () => {
    expect(deliveryPriceCents(300, { ratesCents: [{ upToKm: 100, cents: 0 }], maxKm: 1_000 })).toBeNull();
  });
});

describe('checkDelivery', () => {
  it('asks for a postcode when the box is empty', () => {
    expect(checkDelivery('   ', brisbane, table, rates)).toEqual({ kind: 'invalid', message: 'Please enter a postcode.' });
  });

  it('prices a known postcode by straight-line distance and names its region', () => {
    expect(checkDelivery(' 4000 ', brisbane, table, rates)).toEqual({
      kind: 'estimate',
      estimate: { priceCents: 9_900, regionName: 'Brisbane Inner City, QLD', distanceKm: 0 },
    });
    expect(checkDelivery('2000', brisbane, table, rates)).toEqual({
      kind: 'estimate',
      estimate: { priceCents: 89_900, regionName: 'Sydney - City and Inner South, NSW', distanceKm: 732 },
    });
  });

  it.each([
    ['an unknown postcode', '1234'],
    ['text', 'Bris'],
    ['too far away', '0872'],
  ])('gives no estimate for %s', (_name, input) => {
    expect(checkDelivery(input, brisbane, table, rates)).toEqual({ kind: 'none', message: DELIVERY_TEXT.noEstimate });
  });
});
