import { describe, expect, it } from 'vitest';
import { gateFor, type GateConfig } from './gated-routes.ts';

const none = new URLSearchParams();
const plain: GateConfig = { garage: true, gatedRoutes: [] };
const strict: GateConfig = { garage: true, gatedRoutes: ['checkout', 'personalised-finance'] };

describe('gated routes (spec 2 section 6)', () => {
  it('gates online payment and the garage on every site (the garage where it is on)', () => {
    expect(gateFor('/online-payment', none, plain)).toBe('payment');
    expect(gateFor('/my-garage', none, plain)).toBe('garage');
    expect(gateFor('/my-garage/', none, plain)).toBe('garage');
    expect(gateFor('/My-Garage/searches', none, plain)).toBe('garage');
    expect(gateFor('/my-garage', none, { garage: false, gatedRoutes: [] })).toBeNull();
  });

  it('leaves everything else open by default, trade-in and sell my car included', () => {
    for (const path of ['/', '/cars/x', '/cars/x/checkout', '/spin-to-win', '/personalised/finance', '/trade-in', '/sell-my-car', '/my-garages']) {
      expect(gateFor(path, none, plain)).toBeNull();
    }
  });

  it('gates checkout and the finance pages on sites that say so', () => {
    expect(gateFor('/cars/2021-toyota-hilux/checkout', none, strict)).toBe('checkout');
    expect(gateFor('/cars/2021-toyota-hilux/buy-online', none, strict)).toBe('checkout');
    expect(gateFor('/personalised/finance', new URLSearchParams('car_id=7'), strict)).toBe('finance');
    expect(gateFor('/personalised/finance/', none, strict)).toBe('finance');
  });

  it('does not gate checkout until the car is known (spec 2 section 4)', () => {
    expect(gateFor('/checkout-journey', none, strict)).toBeNull();
    expect(gateFor('/checkout-journey', new URLSearchParams('car_id='), strict)).toBeNull();
    expect(gateFor('/checkout-journey', new URLSearchParams('car_id=2021-toyota-hilux'), strict)).toBe('checkout');
    expect(gateFor('/cars//checkout', none, strict)).toBeNull();
  });
});
