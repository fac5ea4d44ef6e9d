import { describe, expect, it } from 'vitest';
import { guaranteeHours, reserveTerms } from './terms.ts';

const settings = { defaultDepositCents: 20_000, holdHours: 48, moneyBackGuarantee: null };
const car = (extra: Partial<{ reserveDepositCents: number | null; carType: 'new' | 'demo' | 'used'; dealershipSlug: string | null }> = {}) => ({
  reserveDepositCents: null,
  carType: 'used' as const,
  dealershipSlug: 'bayside-used-cars',
  ...extra,
});

describe('reserve terms', () => {
  it.each([
    ['no amount of its own: the default $200', null, 20_000],
    ["the car's payment processor amount", 50_000, 50_000],
    ['a $0 amount: no deposit', 0, null],
  ])('%s', (_name, own, expected) => {
    expect(reserveTerms(car({ reserveDepositCents: own }), settings).depositCents).toBe(expected);
  });

  it('says the deposit, the 48-hour hold and the full refund', () => {
    expect(reserveTerms(car(), settings).lines).toEqual([
      '$200 deposit, 100% refundable',
      'We hold the car for you for 48 hours',
      'Change your mind within the 48 hours and we refund your deposit in full',
      'The deposit comes off the price when you buy the car',
    ]);
    expect(reserveTerms(car({ reserveDepositCents: 0 }), settings).lines[0]).toBe('No deposit needed to reserve this car');
  });

  it("adds the 48-hour money-back guarantee on one dealer's used cars only", () => {
    const guarantee = { hours: 48, carTypes: ['used' as const], dealershipSlugs: ['bayside-used-cars'] };
    expect(guaranteeHours(car(), guarantee)).toBe(48);
    expect(guaranteeHours(car({ carType: 'new' }), guarantee)).toBeNull();
    expect(guaranteeHours(car({ dealershipSlug: 'bayside-kia' }), guarantee)).toBeNull();
    expect(guaranteeHours(car({ dealershipSlug: 'anyone' }), { ...guarantee, dealershipSlugs: [] })).toBe(48);
    expect(reserveTerms(car(), { ...settings, moneyBackGuarantee: guarantee }).lines.at(-1)).toBe('48-hour money-back guarantee on this car once you buy it');
  });
});
