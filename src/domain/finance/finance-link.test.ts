import { describe, expect, it } from 'vitest';
import { financeLink, personalisedFinanceLink, vehicleFinanceLink } from './finance-link.ts';

describe('financeLink (spec 2 section 2)', () => {
  it('carries the car parameters and the #finance-form fragment', () => {
    expect(financeLink('/finance', { preferredDealership: 'bayside-auto', vehiclePriceCents: 2_899_000, carId: '42', carType: 'used', vin: 'JTM123' })).toBe(
      '/finance?preferredDealership=bayside-auto&vehiclePriceBudget=28990&car_id=42&car_type=used&vin=JTM123#finance-form',
    );
  });
  it.each([
    [undefined, {}, '/finance#finance-form'],
    ['/apply-for-finance', { carId: '7', vin: null, carType: '' }, '/apply-for-finance?car_id=7#finance-form'],
    ['/finance-enquiry?source=card#top', { carId: '7' }, '/finance-enquiry?source=card&car_id=7#finance-form'],
    ['https://finance.example.com/apply', { carId: 'a b&c' }, 'https://finance.example.com/apply?car_id=a+b%26c#finance-form'],
    ['/finance', { vehiclePriceCents: 2_899_050 }, '/finance?vehiclePriceBudget=28991#finance-form'],
    [
      '/finance',
      { carId: 'a b&c', preferredDealership: 'Škoda #1', vin: '?=/' },
      '/finance?preferredDealership=%C5%A0koda+%231&car_id=a+b%26c&vin=%3F%3D%2F#finance-form',
    ],
    ['/car-finance/', { carId: '7' }, '/car-finance/?car_id=7#finance-form'],
    ['/cars/../finance', { carId: '7' }, '/finance?car_id=7#finance-form'],
  ])('base %s with %o -> %s', (base, params, link) => expect(financeLink(base, params)).toBe(link));

  it('builds a car’s link', () => {
    expect(vehicleFinanceLink('/finance', { dealershipSlug: null, priceCents: 0, id: '42', carType: 'new', vin: 'V1' })).toBe(
      '/finance?car_id=42&car_type=new&vin=V1#finance-form',
    );
  });
});

describe('personalisedFinanceLink', () => {
  it('links to the personalised page', () => expect(personalisedFinanceLink('42')).toBe('/personalised/finance?car_id=42'));
  it('encodes the id', () => expect(personalisedFinanceLink('a&b')).toBe('/personalised/finance?car_id=a%26b'));
});
