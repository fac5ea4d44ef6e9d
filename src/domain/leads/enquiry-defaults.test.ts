import { describe, expect, it } from 'vitest';
import { enquiryDefaults } from './enquiry-defaults.ts';

const usedMazda = {
  id: '101',
  year: 2019,
  make: 'Mazda',
  model: 'CX-5',
  badge: 'Maxx Sport',
  stockNumber: 'T101',
  carType: 'used' as const,
  status: 'in_stock' as const,
  dealershipSlug: 'alpha-mazda',
};

describe('enquiryDefaults', () => {
  it('fills every default field of the spec from the car', () => {
    expect(enquiryDefaults(usedMazda, { subcategory: 'Vehicle Enquiry', autogaugePlugin: true })).toEqual({
      dealership_slug: 'alpha-mazda',
      manufacturer_slug: 'mazda',
      stock_number: 'T101',
      'Vehicle Make': 'Mazda',
      'Vehicle Model': 'CX-5',
      car_type: 'used',
      car_id: '101',
      vehicle_status: 'in_stock',
      opt_in: true,
      message: "I'm interested in the 2019 Mazda CX-5 Maxx Sport (stock no. T101). Is it still available?",
      subcategory: 'Vehicle Enquiry',
      autogauge_enabled: true,
    });
  });

  it('enables Autogauge for used cars only, and takes a message override', () => {
    const newCar = enquiryDefaults({ ...usedMazda, carType: 'new', stockNumber: null, dealershipSlug: null }, { autogaugePlugin: true, message: 'Hi' });
    expect(newCar).toMatchObject({ autogauge_enabled: false, message: 'Hi', stock_number: undefined, dealership_slug: undefined, manufacturer_slug: 'mazda' });
  });
});
