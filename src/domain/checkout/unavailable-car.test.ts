import { describe, expect, it } from 'vitest';
import { checkoutLinkCar, similarSourceFromSlug } from './unavailable-car.ts';

describe('checkoutLinkCar', () => {
  it.each([
    ['/cars/2019-mazda-cx-5-t7/checkout', '', 'checkout', { page: 'reserve', car: '2019-mazda-cx-5-t7' }],
    ['/cars/2019-mazda-cx-5-t7/checkout/', '', 'checkout', { page: 'reserve', car: '2019-mazda-cx-5-t7' }],
    ['/cars/2019-mazda-cx-5-t7/buy-online', '', 'buy-online', { page: 'reserve', car: '2019-mazda-cx-5-t7' }],
    ['/cars/2019-mazda-cx-5-t7/buy-online', '', 'checkout', null],
    ['/cars/2019-mazda-cx-5-t7', '', 'checkout', null],
    ['/checkout-journey', 'car_id=42', 'checkout', { page: 'journey', car: '42' }],
    ['/checkout-journey', '', 'checkout', null],
    ['/checkout-journey', 'car_id=%3Cscript%3E', 'checkout', null],
  ])('%s?%s (%s)', (path, query, segment, expected) => expect(checkoutLinkCar(path, new URLSearchParams(query), segment)).toEqual(expected));
});

describe('similarSourceFromSlug', () => {
  const stock = [
    { make: 'Land Rover', model: 'Defender', simpleBody: 'SUV' },
    { make: 'Land Rover', model: 'Defender 110', simpleBody: 'SUV' },
    { make: 'Toyota', model: 'HiLux', simpleBody: 'Ute' },
  ];
  it('finds the longest make and model the slug starts with, after its year', () => {
    expect(similarSourceFromSlug('2019-toyota-hilux-sr5-u9', stock)).toEqual({ objectID: '', make: 'Toyota', model: 'HiLux', price: 0, simple_body: 'Ute' });
    expect(similarSourceFromSlug('2022-land-rover-defender-110-se-x1', stock)?.model).toBe('Defender 110');
    expect(similarSourceFromSlug('2022-land-rover-defender-x2', stock)?.model).toBe('Defender');
  });
  it('finds nothing for a slug naming no car in stock, or a model only partly', () => {
    expect(similarSourceFromSlug('2019-toyota-corolla-u9', stock)).toBeNull();
    expect(similarSourceFromSlug('2019-toyota-hiluxe', stock)).toBeNull();
    expect(similarSourceFromSlug('42', stock)).toBeNull();
  });
});
