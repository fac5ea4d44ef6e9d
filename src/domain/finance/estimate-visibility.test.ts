import { describe, expect, it } from 'vitest';
import type { FinanceProvider } from '../tenant/schema/finance.ts';
import type { LenderInfo } from '../vehicle/vehicle.ts';
import { australianYear, financeEstimate, lenderFor, showsFinanceCalculator, type EstimateFinanceConfig, type EstimateVehicle } from './estimate-visibility.ts';

const now = new Date('2026-06-01T00:00:00Z');

const lenderWithWeeklyAndMonthly: LenderInfo = {
  paymentWeekCents: 12_300,
  paymentMonthCents: 53_300,
  depositCents: 0,
  balloonCents: 0,
  totalPayableCents: 3_504_240,
  interestRatePct: 6.29,
  comparisonRatePct: 8.19,
  termMonths: 60,
  establishmentFeeCents: null,
  disclaimer: 'Lender disclaimer.',
};

function tenantFinance(provider: FinanceProvider | null, overrides: Partial<EstimateFinanceConfig> = {}): EstimateFinanceConfig {
  return {
    provider,
    excludedMakes: ['Suzuki'],
    excludedDealershipSlugs: ['excluded-motors'],
    defaultTermMonths: 60,
    disclaimer: 'Tenant disclaimer.',
    ...overrides,
  };
}

function carFinancedBy(provider: string, lender: Partial<LenderInfo> = {}, car: Partial<EstimateVehicle> = {}): EstimateVehicle {
  return {
    financeLenders: { [provider]: { ...lenderWithWeeklyAndMonthly, ...lender } },
    make: 'Toyota',
    dealershipSlug: 'bayside-auto',
    year: 2022,
    priceCents: 2_899_000,
    status: 'in_stock',
    ...car,
  };
}

const shown = (provider: FinanceProvider, lender: Partial<LenderInfo> = {}, car: Partial<EstimateVehicle> = {}) =>
  financeEstimate(carFinancedBy(provider, lender, car), tenantFinance(provider), now) !== null;

describe('financeEstimate: common conditions (spec 2 section 4)', () => {
  it('returns the lender figures with the provider flags', () => {
    expect(financeEstimate(carFinancedBy('Taurus'), tenantFinance('Taurus'), now)).toEqual({
      provider: 'Taurus',
      weeklyCents: 12_300,
      monthlyCents: 53_300,
      interestRatePct: 6.29,
      comparisonRatePct: 8.19,
      termMonths: 60,
      depositCents: 0,
      balloonCents: 0,
      preApprovalLink: true,
      zeroFinalPaymentLine: false,
      disclaimer: 'Lender disclaimer.',
    });
  });

  it.each([
    ['no provider', financeEstimate(carFinancedBy('Manual'), tenantFinance(null), now)],
    ['no lender data for the tenant provider', financeEstimate(carFinancedBy('Angle'), tenantFinance('Manual'), now)],
    ['interest rate null', financeEstimate(carFinancedBy('Manual', { interestRatePct: null }), tenantFinance('Manual'), now)],
    ['comparison rate null', financeEstimate(carFinancedBy('AusLoans', { comparisonRatePct: null }), tenantFinance('AusLoans'), now)],
    ['Suzuki', financeEstimate(carFinancedBy('Manual', {}, { make: 'Suzuki' }), tenantFinance('Manual'), now)],
    ['suzuki in another case', financeEstimate(carFinancedBy('Manual', {}, { make: ' SUZUKI ' }), tenantFinance('Manual'), now)],
    ['an excluded dealership', financeEstimate(carFinancedBy('Manual', {}, { dealershipSlug: 'excluded-motors' }), tenantFinance('Manual'), now)],
  ])('hidden: %s', (_, estimate) => expect(estimate).toBeNull());

  it('falls back to the tenant term, no deposit, no balloon and the tenant disclaimer', () => {
    const estimate = financeEstimate(
      carFinancedBy('Manual', { termMonths: null, depositCents: null, balloonCents: null, disclaimer: null }),
      tenantFinance('Manual', { defaultTermMonths: 84 }),
      now,
    );
    expect(estimate).toMatchObject({ termMonths: 84, depositCents: 0, balloonCents: 0, disclaimer: 'Tenant disclaimer.' });
  });

  it('finds lender data under a differently spelled feed key', () => {
    expect(lenderFor(carFinancedBy('360finance'), '360 Finance')).not.toBeNull();
    expect(lenderFor(carFinancedBy('nissan finance'), 'Nissan Finance')).not.toBeNull();
    expect(lenderFor(carFinancedBy('Taurus'), 'Angle')).toBeNull();
  });
});

describe('financeEstimate: provider tests', () => {
  it.each([
    // provider, lender override, car override, shown
    ['Taurus', {}, {}, true],
    ['Taurus', {}, { year: 2015 }, true], // 2015 > 2026 - 12
    ['Taurus', {}, { year: 2014 }, false], // 2014 is not newer than 2014
    ['Taurus', {}, { priceCents: 50_000 }, false], // $500 is not above $500
    ['Taurus', {}, { priceCents: 50_001 }, true],
    ['Taurus', {}, { status: 'coming_soon' }, true],
    ['Taurus', {}, { status: 'sold' }, false],
    ['Taurus', { paymentWeekCents: null }, {}, true], // shown; its lines are hidden by estimateDisplay
    ['360 Finance', {}, { priceCents: 0, year: 1990 }, true],
    ['360 Finance', {}, { status: 'unavailable' }, false],
    ['AusLoans', { paymentWeekCents: null, paymentMonthCents: null }, { priceCents: 0 }, true],
    ['AusLoans', {}, { status: 'sold' }, false],
    ...(['Manual', 'Angle', 'Powertorque', 'Car Clarity'] as const).flatMap(
      (provider) =>
        [
          [provider, {}, {}, true],
          [provider, {}, { priceCents: 50_000 }, false],
          [provider, {}, { status: 'sold' }, false],
          [provider, { paymentWeekCents: null }, {}, false],
          [provider, { paymentMonthCents: null }, { year: 1990 }, true],
        ] as const,
    ),
    ['Nissan Finance', {}, {}, true],
    ['Nissan Finance', { paymentWeekCents: null }, {}, true],
    ['Nissan Finance', { paymentMonthCents: null }, {}, false],
    ['Nissan Finance', {}, { priceCents: 50_000 }, false],
    ['Nissan Finance', {}, { status: 'unavailable' }, false],
  ] as const)('%s, lender %o, car %o -> %s', (provider, lender, car, visible) => expect(shown(provider, lender, car)).toBe(visible));

  it.each([
    ['Taurus', true, false],
    ['360 Finance', true, false],
    ['Angle', false, true],
    ['Manual', false, false],
    ['AusLoans', false, false],
  ] as const)('%s: pre-approval link %s, $0 final payment line %s', (provider, preApprovalLink, zeroFinalPaymentLine) => {
    expect(financeEstimate(carFinancedBy(provider), tenantFinance(provider), now)).toMatchObject({ preApprovalLink, zeroFinalPaymentLine });
  });
});

describe('Taurus 12-year edge and the Australian new year', () => {
  it.each([
    ['2025-12-31T13:59:59Z', 2025, 2014, true], // 23:59 in Brisbane on 31 December 2025
    ['2025-12-31T14:00:00Z', 2026, 2014, false], // midnight in Brisbane: 2026 already
    ['2026-12-31T13:59:59Z', 2026, 2015, true],
    ['2026-12-31T14:00:00Z', 2027, 2015, false],
  ])('at %s (year %i) a %i car is financed: %s', (instant, year, carYear, visible) => {
    const at = new Date(instant);
    expect(australianYear(at)).toBe(year);
    expect(financeEstimate(carFinancedBy('Taurus', {}, { year: carYear }), tenantFinance('Taurus'), at) !== null).toBe(visible);
  });
});

describe('showsFinanceCalculator', () => {
  it.each([
    [2_899_000, 'Manual', true],
    [0, 'Manual', false],
    [2_899_000, null, false],
  ] as const)('price %i, provider %s -> %s', (priceCents, provider, visible) => expect(showsFinanceCalculator({ priceCents }, { provider })).toBe(visible));
});
