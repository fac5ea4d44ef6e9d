import { describe, expect, it } from 'vitest';
import { selectPhone, type PhoneRules } from './phone-selection.ts';

const rules: PhoneRules = {
  overrides: [
    { dealershipSlug: 'kia', carType: 'new', phone: 'KIA NEW' },
    { dealershipSlug: 'kia', carType: 'used', phone: 'KIA USED' },
    { dealershipSlug: 'ford', phone: 'FORD ANY' },
  ],
  newCars: 'GROUP NEW',
  usedCars: 'GROUP USED',
  phoneByCarType: true,
};

describe('selectPhone (spec 2 section 5)', () => {
  it.each([
    ['override by car type', { dealershipSlug: 'kia', carType: 'used', locationPhone: 'LOC' }, rules, 'KIA USED'],
    ['demo falls back to the new number', { dealershipSlug: 'kia', carType: 'demo', locationPhone: 'LOC' }, rules, 'KIA NEW'],
    ['an override for every car type', { dealershipSlug: 'ford', carType: 'used', locationPhone: 'LOC' }, rules, 'FORD ANY'],
    ['no override: the used number', { dealershipSlug: 'mazda', carType: 'used', locationPhone: 'LOC' }, rules, 'GROUP USED'],
    ['no override: the new number for demo', { dealershipSlug: 'mazda', carType: 'demo', locationPhone: 'LOC' }, rules, 'GROUP NEW'],
    ['no numbers at all: the location phone', { dealershipSlug: 'mazda', carType: 'new', locationPhone: 'LOC' }, { ...rules, newCars: null }, 'LOC'],
    ['nothing: null', { dealershipSlug: null, carType: 'new', locationPhone: null }, { ...rules, newCars: null }, null],
    [
      'by car type off: the dealership override',
      { dealershipSlug: 'kia', carType: 'used', locationPhone: 'LOC' },
      { ...rules, phoneByCarType: false },
      'KIA NEW',
    ],
  ] as const)('%s', (_case, car, phoneRules, phone) => expect(selectPhone(car, phoneRules)).toBe(phone));
});
