import { PaymentDueTime, pmt } from 'financial';
import { describe, expect, it } from 'vitest';
import { calculatorLimits, clamp, defaultCalculatorInputs, normaliseCalculatorInputs, priceRangeMessage, type CalculatorInputs } from './calculator-inputs.ts';
import { calculate, calculatorInteractionEvent, isEnquireForFinance } from './calculator.ts';

const defaultTenantFinance = {
  purchasePriceMin: 1000,
  interestRateRangePct: [0.5, 15] as [number, number],
  defaultInterestRatePct: 8.5,
  defaultTermMonths: 60,
};
const limits = calculatorLimits(defaultTenantFinance);
const thirtyThousandOverFiveYears: CalculatorInputs = {
  priceCents: 3_000_000,
  termYears: 5,
  interestRatePct: 8.5,
  depositCents: 0,
  residualCents: 0,
  frequency: 'weekly',
};

describe('calculatorLimits (spec 2 section 5)', () => {
  it('uses the default ranges', () => {
    expect(limits).toEqual({
      priceCents: { min: 100_000, max: 25_000_000, step: 100 },
      termYears: { min: 1, max: 7, step: 0.5 },
      interestRatePct: { min: 0.5, max: 15, step: 0.5 },
      depositCents: { min: 0, max: 25_000_000, step: 50 },
      residualCents: { min: 0, max: 25_000_000, step: 50 },
    });
  });
  it.each([
    [{ purchasePriceMin: 5000, interestRateRangePct: [7.5, 14.5] as [number, number] }, 500_000, [7.5, 14.5]], // the one provider
    [{ purchasePriceMin: 5000, interestRateRangePct: [4, 20] as [number, number] }, 500_000, [4, 20]], // the one dealer
  ])('tenant %o', (finance, minCents, [minRate, maxRate]) => {
    const tenantLimits = calculatorLimits(finance);
    expect(tenantLimits.priceCents.min).toBe(minCents);
    expect(tenantLimits.interestRatePct).toEqual({ min: minRate, max: maxRate, step: 0.5 });
    expect(priceRangeMessage(tenantLimits)).toBe('Cannot be less than $5,000 or more than $250,000');
  });
});

describe('defaultCalculatorInputs (spec 2 section 9)', () => {
  it('starts from the car price, 5 years, the tenant rate, no deposit or residual, weekly', () => {
    expect(defaultCalculatorInputs({ priceCents: 2_899_000 }, defaultTenantFinance)).toEqual({
      priceCents: 2_899_000,
      termYears: 5,
      interestRatePct: 8.5,
      depositCents: 0,
      residualCents: 0,
      frequency: 'weekly',
    });
  });
  it.each([[null], [{ priceCents: 0 }]])('uses $30,000 without a car price (%o)', (vehicle) =>
    expect(defaultCalculatorInputs(vehicle, defaultTenantFinance).priceCents).toBe(3_000_000),
  );
  it('brings the tenant defaults inside the limits', () => {
    const inputs = defaultCalculatorInputs(null, {
      purchasePriceMin: 1000,
      interestRateRangePct: [7.5, 14.5],
      defaultInterestRatePct: 6.29,
      defaultTermMonths: 100,
    });
    expect([inputs.interestRatePct, inputs.termYears]).toEqual([7.5, 7]);
  });
  it('keeps an off-step tenant rate (8.49%) and an 84-month term', () => {
    const inputs = defaultCalculatorInputs(null, { ...defaultTenantFinance, defaultInterestRatePct: 8.49, defaultTermMonths: 84 });
    expect([inputs.interestRatePct, inputs.termYears]).toEqual([8.49, 7]);
  });
});

describe('normaliseCalculatorInputs: clamp edges', () => {
  const normalise = (override: Partial<CalculatorInputs>) => normaliseCalculatorInputs({ ...thirtyThousandOverFiveYears, ...override }, limits);
  it.each([
    [{ priceCents: 100_000 }, 100_000, null],
    [{ priceCents: 99_999 }, 99_999, 'Cannot be less than $1,000 or more than $250,000'],
    [{ priceCents: 25_000_000 }, 25_000_000, null],
    [{ priceCents: 25_000_001 }, 25_000_001, 'Cannot be less than $1,000 or more than $250,000'],
    [{ priceCents: 0 }, 0, 'Cannot be less than $1,000 or more than $250,000'],
    [{ priceCents: -500 }, 0, 'Cannot be less than $1,000 or more than $250,000'],
    [{ priceCents: Number.NaN }, 0, 'Cannot be less than $1,000 or more than $250,000'],
  ])('price %o -> %i, message %s (flagged, never clamped)', (override, priceCents, message) => {
    const { inputs, priceError } = normalise(override);
    expect(inputs.priceCents).toBe(priceCents);
    expect(priceError).toBe(message);
  });
  it.each([
    ['termYears', 0, 1],
    ['termYears', 0.99, 1],
    ['termYears', 1, 1],
    ['termYears', 7, 7],
    ['termYears', 7.5, 7],
    ['termYears', 3.3, 3.5],
    ['termYears', 3.2, 3],
    ['termYears', Number.NaN, 1],
    ['interestRatePct', 0, 0.5],
    ['interestRatePct', 0.5, 0.5],
    ['interestRatePct', 15, 15],
    ['interestRatePct', 15.01, 15],
    ['interestRatePct', 8.49, 8.49],
    ['depositCents', -1, 0],
    ['depositCents', 25_000_000, 25_000_000],
    ['depositCents', 25_000_001, 25_000_000],
    ['depositCents', 1050.4, 1050],
    ['residualCents', -100, 0],
    ['residualCents', 30_000_000, 25_000_000],
    ['residualCents', Number.NaN, 0],
  ] as const)('%s %d -> %d', (field, raw, value) => expect(normalise({ [field]: raw }).inputs[field]).toBe(value));
  it('clamp treats not-a-number as 0', () => expect(clamp(Number.NaN, { min: -1, max: 1 })).toBe(0));
});

describe('calculate', () => {
  it('computes the default $30,000 over 5 years at 8.5%, weekly', () => {
    const result = calculate(thirtyThousandOverFiveYears, { limits });
    expect(result.repayment?.paymentCents).toBe(Math.round(pmt(0.085 / 52, 260, -3_000_000, 0, PaymentDueTime.End)));
    expect(result).toMatchObject({ priceError: null, enquireForFinance: false, repaymentText: '$142', totalText: '$36,850' });
  });

  it('adds the establishment fee and deducts the deposit', () => {
    const result = calculate({ ...thirtyThousandOverFiveYears, depositCents: 300_000, frequency: 'monthly' }, { limits, establishmentFeeCents: 136_050 });
    expect(result.repayment?.amountFinancedCents).toBe(2_836_050);
    expect(result.repayment?.paymentCents).toBe(Math.round(pmt(0.085 / 12, 60, -2_836_050, 0, PaymentDueTime.End)));
  });

  it('caps the residual at the amount financed', () => {
    const result = calculate({ ...thirtyThousandOverFiveYears, priceCents: 1_000_000, residualCents: 2_000_000 }, { limits });
    expect(result.repayment?.balloonCents).toBe(1_000_000);
  });

  it.each([
    [206_285, 2_500, true, 'Enquire for Finance', ''],
    [206_367, 2_501, false, '$25', '$2,101'],
  ])(
    '$25 threshold: price %i cents monthly over 7 years at 0.5%% -> %i cents a month, enquire %s',
    (priceCents, paymentCents, enquire, repaymentText, totalText) => {
      const result = calculate({ priceCents, termYears: 7, interestRatePct: 0.5, depositCents: 0, residualCents: 0, frequency: 'monthly' }, { limits });
      expect(result.repayment?.paymentCents).toBe(paymentCents);
      expect(result).toMatchObject({ enquireForFinance: enquire, repaymentText, totalText });
    },
  );

  it.each([
    [0, true],
    [2_500, true],
    [2_501, false],
  ])('isEnquireForFinance(%i) -> %s', (cents, enquire) => expect(isEnquireForFinance(cents)).toBe(enquire));

  it('shows Enquire for Finance when the deposit covers the price', () => {
    expect(calculate({ ...thirtyThousandOverFiveYears, depositCents: 3_000_000 }, { limits })).toMatchObject({
      enquireForFinance: true,
      repaymentText: 'Enquire for Finance',
      totalText: '',
    });
  });

  it('gives no figures with a price out of range', () => {
    expect(calculate({ ...thirtyThousandOverFiveYears, priceCents: 50_000 }, { limits })).toMatchObject({
      priceError: 'Cannot be less than $1,000 or more than $250,000',
      repayment: null,
      enquireForFinance: false,
      repaymentText: '',
      totalText: '',
    });
  });

  it('rounds toward the car’s own payment when given one', () => {
    const computed = calculate(thirtyThousandOverFiveYears, { limits }).repayment!.paymentCents; // 14,173 cents
    expect(calculate(thirtyThousandOverFiveYears, { limits, feedPaymentCents: computed + 1 }).repaymentText).toBe('$142');
    expect(calculate(thirtyThousandOverFiveYears, { limits, feedPaymentCents: computed - 1 }).repaymentText).toBe('$141');
  });

  it('fires analytics event 26 on the first interaction only', () => {
    expect(calculatorInteractionEvent(false)).toBe(26);
    expect(calculatorInteractionEvent(true)).toBeNull();
  });
});
