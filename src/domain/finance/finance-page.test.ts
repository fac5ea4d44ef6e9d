import { describe, expect, it } from 'vitest';
import {
  financePagePath,
  financeQueryPrefill,
  hasPrefill,
  prefillCalculatorCents,
  prefillFormProps,
  prefillHiddenFields,
  type FinancePrefill,
} from './finance-page.ts';

const GROUP = ['outback-caravans', 'outback-motorcycles'];
const none: FinancePrefill = { dealershipSlug: null, amountDollars: null, carId: null, carType: null, vin: null };

describe('financePagePath', () => {
  it.each([
    [{ provider: 'Manual', link: '/finance' }, '/finance'],
    [{ provider: '360 Finance', link: '/apply-for-finance?source=menu#top' }, '/apply-for-finance'],
    [{ provider: 'Taurus', link: '/pages/finance/' }, '/pages/finance'],
    [{ provider: null, link: '/finance' }, null],
    [{ provider: 'Manual', link: 'https://lender.example/apply' }, null],
    [{ provider: 'Manual', link: '//lender.example/apply' }, null],
    [{ provider: 'Manual', link: '/' }, null],
    [{ provider: 'Manual', link: '/Finance Page' }, null],
  ] as const)('%o -> %s', (finance, path) => expect(financePagePath(finance)).toBe(path));
});

describe('financeQueryPrefill (the finance link: spec 2 section 2)', () => {
  it("reads a vehicle page's finance link", () => {
    const search = '?preferredDealership=outback-caravans&vehiclePriceBudget=41990&car_id=500002&car_type=new&vin=JTN6919K2TE612343';
    expect(financeQueryPrefill(search, GROUP)).toEqual({
      dealershipSlug: 'outback-caravans',
      amountDollars: 41_990,
      carId: '500002',
      carType: 'new',
      vin: 'JTN6919K2TE612343',
    });
  });

  it.each([
    ['preferredDealership=someone-else', { dealershipSlug: null }],
    ['preferredDealership=', { dealershipSlug: null }],
    ['vehiclePriceBudget=28,990', { amountDollars: null }],
    ['vehiclePriceBudget=-5', { amountDollars: null }],
    ['vehiclePriceBudget=0', { amountDollars: null }],
    ['vehiclePriceBudget=1e5', { amountDollars: null }],
    ['vehiclePriceBudget=10000001', { amountDollars: null }],
    ['vehiclePriceBudget=10000000', { amountDollars: 10_000_000 }],
    ['car_id=../x', { carId: null }],
    ['car_id=a%20b', { carId: null }],
    [`car_id=${'1'.repeat(65)}`, { carId: null }],
    ['car_type=subscription', { carType: null }],
    ['vin=%3Cscript%3E', { vin: null }],
    [`vin=${'A'.repeat(33)}`, { vin: null }],
  ])('leaves out a bad value: %s', (search, expected) => expect(financeQueryPrefill(search, GROUP)).toEqual({ ...none, ...expected }));

  it('finds nothing in an empty query', () => {
    expect(hasPrefill(financeQueryPrefill('', GROUP))).toBe(false);
    expect(hasPrefill(financeQueryPrefill('?vin=ABC', GROUP))).toBe(true);
  });
});

describe('what a prefill starts', () => {
  const car: FinancePrefill = { dealershipSlug: 'outback-caravans', amountDollars: 41_990, carId: '500002', carType: 'new', vin: 'V1' };

  it('starts the calculator at the amount only when a car is named (else it keeps $30,000)', () => {
    expect(prefillCalculatorCents(car)).toBe(4_199_000);
    expect(prefillCalculatorCents({ ...car, carId: null })).toBeNull();
    expect(prefillCalculatorCents({ ...car, amountDollars: null })).toBeNull();
  });

  it("posts the car's id, type and VIN as hidden fields", () => {
    expect(prefillHiddenFields(car)).toEqual([
      ['car_id', '500002'],
      ['car_type', 'new'],
      ['vin', 'V1'],
    ]);
    expect(prefillHiddenFields({ ...car, vin: null, carType: null })).toEqual([['car_id', '500002']]);
    expect(prefillHiddenFields(none)).toEqual([]);
  });

  it('gives the form its amount and dealership', () => {
    expect(prefillFormProps(car)).toEqual({ amount: 41_990, dealership: 'outback-caravans' });
    expect(prefillFormProps(none)).toEqual({});
  });
});
