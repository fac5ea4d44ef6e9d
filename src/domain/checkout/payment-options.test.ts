import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { paymentOptions, paymentOptionsLink, type PaymentOptionsCar } from './payment-options.ts';

type Settings = { checkout?: boolean; finance?: boolean; tradeIn?: boolean };
const tenantWith = ({ checkout = true, finance = true, tradeIn = true }: Settings = {}) => ({
  features: { ...DEFAULT_TENANT.features, checkout: { ...DEFAULT_TENANT.features.checkout, enabled: checkout }, tradeInOnline: tradeIn },
  finance: { ...DEFAULT_TENANT.finance, provider: finance ? ('Manual' as const) : null },
});
const car = (overrides: Partial<PaymentOptionsCar> = {}): PaymentOptionsCar => ({
  id: '1042',
  slug: '2021-mazda-cx-5-maxx-u1042',
  priceCents: 2_899_000,
  carType: 'used',
  reservable: true,
  payment: 'card',
  depositCents: 50_000,
  ...overrides,
});

describe('Payment Options (/online-payment)', () => {
  it('is where the side panel button leads, with the car', () => {
    expect(paymentOptionsLink('2021-mazda-cx-5-maxx-u1042')).toBe('/online-payment?car_id=2021-mazda-cx-5-maxx-u1042');
  });

  it('lists, without a car, every way the settings back and no car links', () => {
    const options = paymentOptions(tenantWith(), null);
    expect(options.map((option) => option.id)).toEqual(['reserve', 'buyOnline', 'finance', 'tradeIn', 'dealership']);
    expect(options.find((option) => option.id === 'reserve')!.link).toBeNull();
    expect(options.find((option) => option.id === 'reserve')!.text).toBe(
      "Hold a car online for 48 hours while you arrange the rest. Each car's reserve page shows its deposit and how it is paid.",
    );
    expect(options.find((option) => option.id === 'finance')!.link).toEqual({ href: '/finance#finance-form', label: 'Apply for finance' });
  });

  it('offers only paying at the dealership where the dealer takes no reservations, finance or trade-ins online', () => {
    expect(paymentOptions(tenantWith({ checkout: false, finance: false, tradeIn: false }), car()).map((option) => option.id)).toEqual(['dealership']);
  });

  it("says a car's deposit and how it is paid, and links its reserve page, journey and finance application", () => {
    const options = paymentOptions(tenantWith(), car());
    expect(options[0]).toEqual({
      id: 'reserve',
      heading: 'Reserve with a deposit',
      text: 'Pay a $500 deposit by card online and the car is held for you for 48 hours. Cancel during the hold and the deposit is refunded in full.',
      link: { href: '/cars/2021-mazda-cx-5-maxx-u1042/checkout', label: 'Reserve this car' },
    });
    expect(options[1]!.link).toEqual({ href: '/checkout-journey?car_id=2021-mazda-cx-5-maxx-u1042', label: 'Buy this car online' });
    expect(options[2]!.link!.href).toBe('/finance?vehiclePriceBudget=28990&car_id=1042&car_type=used#finance-form');
    expect(paymentOptions(tenantWith(), car({ payment: 'dealership', holdHours: 24 }))[0]!.text).toBe(
      'Hold the car online for 24 hours and pay the $500 deposit at the dealership.',
    );
    expect(paymentOptions(tenantWith(), car({ payment: 'none', depositCents: null }))[0]!.text).toBe(
      'Hold the car online for 48 hours. No deposit is taken online.',
    );
  });

  it('offers no reservation or online purchase of a car that cannot be reserved now', () => {
    expect(paymentOptions(tenantWith(), car({ reservable: false })).map((option) => option.id)).toEqual(['finance', 'tradeIn', 'dealership']);
  });
});
