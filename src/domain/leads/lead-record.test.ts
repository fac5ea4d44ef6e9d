import { describe, expect, it } from 'vitest';
import { carSnapshot } from './lead-record.ts';

describe('carSnapshot', () => {
  it('keeps the facts a lead records and nothing else', () => {
    const vehicle = {
      id: '7',
      slug: '2019-mazda-cx-5-t7',
      year: 2019,
      make: 'Mazda',
      model: 'CX-5',
      badge: 'Maxx Sport',
      vin: 'JM0KF4W7A00000001',
      stockNumber: 'T7',
      priceCents: 3_199_000,
      carType: 'used',
      status: 'in_stock',
      dealershipSlug: 'bayside-mazda',
      locationId: 501,
      colour: 'Red',
    } as const;

    expect(carSnapshot(vehicle)).toEqual({
      id: '7',
      slug: '2019-mazda-cx-5-t7',
      year: 2019,
      make: 'Mazda',
      model: 'CX-5',
      badge: 'Maxx Sport',
      vin: 'JM0KF4W7A00000001',
      stockNumber: 'T7',
      priceCents: 3_199_000,
      carType: 'used',
      status: 'in_stock',
      dealershipSlug: 'bayside-mazda',
    });
  });

  it('fills what an older snapshot left out with null (price 0) and makes the id a string', () => {
    const older = { id: 12 as unknown as string, slug: 'car-12', year: 2020, make: 'Kia', model: 'Rio', carType: 'new', status: 'sold' } as const;

    expect(carSnapshot(older)).toMatchObject({ id: '12', badge: null, vin: null, stockNumber: null, priceCents: 0, dealershipSlug: null });
  });
});
