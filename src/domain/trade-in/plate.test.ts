import { describe, expect, it } from 'vitest';
import { describePlateLookup, namesTheCar, normalisePlate, plateToLookUp, plateVehicleLine, withPlateVehicle } from './plate.ts';

const rav4 = { make: 'Toyota', model: 'RAV4', year: 2022, badge: 'GX' };

describe('the trade-in plate lookup', () => {
  it.each([
    [' abc-12 3 ', 'ABC123'],
    ['1ab.2cd', '1AB2CD'],
    ['', null],
    ['ABC1234567', null], // 10 characters
    ['AB#12', null],
    [42, null],
  ])('writes the plate %j as %j', (rego, plate) => {
    expect(normalisePlate(rego)).toBe(plate);
  });

  it('looks a plate up only when the rego and state come without the make, model and year, and not twice', () => {
    expect(plateToLookUp({ rego: 'abc 123', regoState: 'QLD', kms: 40_000 })).toEqual({ rego: 'ABC123', state: 'QLD' });
    expect(plateToLookUp({ rego: 'ABC123', regoState: 'QLD', 'Vehicle Make': 'Mazda' })).toEqual({ rego: 'ABC123', state: 'QLD' }); // the make alone is not the car
    expect(plateToLookUp({ rego: 'ABC123', regoState: 'QLD', 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5', year: 2021 })).toBeNull();
    expect(plateToLookUp({ rego: 'ABC123' })).toBeNull();
    expect(plateToLookUp({ rego: 'ABC123', regoState: 'Queensland' })).toBeNull();
    expect(plateToLookUp({ rego: '??', regoState: 'QLD' })).toBeNull();
    const done = { rego: 'ABC123', state: 'QLD', vehicle: null };
    expect(plateToLookUp({ rego: 'abc123', regoState: 'QLD' }, done)).toBeNull();
    expect(plateToLookUp({ rego: 'ABC123', regoState: 'NSW' }, done)).toEqual({ rego: 'ABC123', state: 'NSW' });
  });

  it('fills in what the shopper left blank, and never overrides what they typed', () => {
    expect(withPlateVehicle({ rego: 'ABC123', kms: 40_000 }, rav4)).toEqual({
      rego: 'ABC123',
      kms: 40_000,
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'RAV4',
      year: 2022,
    });
    expect(withPlateVehicle({ 'Vehicle Make': 'Lexus', 'Vehicle Model': ' ' }, rav4)).toMatchObject({
      'Vehicle Make': 'Lexus',
      'Vehicle Model': 'RAV4',
      year: 2022,
    });
    const typed = { rego: 'ABC123' };
    expect(withPlateVehicle(typed, null)).toBe(typed);
    expect(namesTheCar(withPlateVehicle(typed, rav4))).toBe(true);
  });

  it('looks again, and replaces the car it filled in, when the shopper gives another plate; never what they typed', () => {
    const done = { rego: 'ABC123', state: 'QLD', vehicle: rav4 };
    const filled = withPlateVehicle({ rego: 'ABC123', regoState: 'QLD' }, rav4);
    expect(plateToLookUp({ ...filled, rego: 'XYZ789' }, done)).toEqual({ rego: 'XYZ789', state: 'QLD' });
    expect(plateToLookUp({ ...filled, 'Vehicle Model': 'Corolla', rego: 'XYZ789' }, done)).toBeNull(); // the shopper's own model
    const corolla = { make: 'Toyota', model: 'Corolla', year: 2021, badge: null };
    expect(withPlateVehicle({ ...filled, rego: 'XYZ789' }, corolla, rav4)).toMatchObject({ 'Vehicle Model': 'Corolla', year: 2021 });
    expect(withPlateVehicle({ ...filled, rego: 'XYZ789' }, null, rav4)).toEqual({ rego: 'XYZ789', regoState: 'QLD' });
    expect(withPlateVehicle({ ...filled, year: 2019 }, corolla, rav4)).toMatchObject({ 'Vehicle Model': 'RAV4', year: 2019 });
  });

  it('says what it found, for the shopper and the dealer', () => {
    expect(plateVehicleLine(rav4)).toBe('2022 Toyota RAV4 GX');
    expect(plateVehicleLine({ ...rav4, badge: null })).toBe('2022 Toyota RAV4');
    expect(describePlateLookup({ rego: 'ABC123', state: 'QLD', vehicle: rav4 })).toBe('QLD ABC123: 2022 Toyota RAV4 GX');
    expect(describePlateLookup({ rego: 'ZZZ999', state: 'NSW', vehicle: null })).toBe('NSW ZZZ999: no vehicle found');
  });
});
