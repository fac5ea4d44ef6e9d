import { describe, expect, it } from 'vitest';
import { usedMazdaInStock } from './fixtures.test-support.ts';
import { carStructuredData } from './structured-data.ts';

const site = { url: 'https://www.acme.com.au', dealerName: 'Acme Motors', dealerPhone: null, address: null };

describe('vehicle JSON-LD', () => {
  it('describes a car as a Car with its kilometres', () => {
    const data = carStructuredData(usedMazdaInStock({ km: 42_000 }), site);
    expect(data).toMatchObject({ '@type': 'Car', mileageFromOdometer: { value: 42_000, unitCode: 'KMT' } });
  });

  it('describes a caravan, which has no odometer, as a Vehicle', () => {
    const data = carStructuredData(usedMazdaInStock({ itemType: 'caravan', km: null }), site);
    expect(data['@type']).toBe('Vehicle');
    expect(JSON.parse(JSON.stringify(data))).not.toHaveProperty('mileageFromOdometer');
  });
});
