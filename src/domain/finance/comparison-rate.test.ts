import { PaymentDueTime, pmt, rate } from 'financial';
import { describe, expect, it } from 'vitest';
import { AGENCY_DEALER_FEES, FEE_KIND_COUNTS, comparisonRateFees, feeTiming, type FinanceFee } from './comparison-fees.ts';
import { COMPARISON_RATE_EXAMPLES, COMPARISON_RATE_WARNING, comparisonRate, comparisonRateExampleText, termText } from './comparison-rate.ts';
import { PERIODS_PER_YEAR, type Frequency } from './frequency.ts';
import { roundToDecimals } from './rounding.ts';
import { presentValue, solvePeriodicRate } from './solve-rate.ts';

const N_REG = { weekly: 52.18, fortnightly: 26.09, monthly: 12 } as const;
const UPFRONT_INCLUDED_CENTS = 39_500 + 91_225; // establishment + dealer agency fee; the $6 PPSR fee is excluded
const MONTHLY_FEE_CENTS = 800;

/**
 * Independent comparison rate: the instalment from numpy-financial's pmt, then numpy-financial's rate
 * on (instalment + fee per period) against the net credit, annualised with the regulation's n.
 */
function oracleComparisonPct(o: {
  annualRatePct: number;
  creditCents: number;
  termMonths: number;
  frequency: Frequency;
  upfrontCents: number;
  perPeriodFeeCents: number;
  financed: boolean;
}): number {
  const periods = (o.termMonths * PERIODS_PER_YEAR[o.frequency]) / 12;
  const loan = o.financed ? o.creditCents + o.upfrontCents : o.creditCents;
  const instalment = Math.round(pmt(o.annualRatePct / 100 / PERIODS_PER_YEAR[o.frequency], periods, -loan, 0, PaymentDueTime.End));
  const netCredit = o.financed ? o.creditCents : o.creditCents - o.upfrontCents;
  const periodic = rate(periods, -(instalment + o.perPeriodFeeCents), netCredit, 0, PaymentDueTime.End, 0.01, 1e-13, 500);
  return periodic * N_REG[o.frequency] * 100;
}

const ratesToCheck = Array.from({ length: 80 }, (_, index) => 0.25 + index * 0.25); // 0.25% .. 20%

describe('comparison rate of the one dealer’s fee list against numpy-financial rate (monthly, $30,000 / 5 years)', () => {
  it.each(['financed', 'paid-at-settlement'] as const)('upfront fees %s: equal to 1e-8 %% and identical when rounded, 0.25%% to 20%%', (upfrontFees) => {
    for (const annualRatePct of ratesToCheck) {
      const ours = comparisonRate({ annualRatePct, fees: AGENCY_DEALER_FEES, upfrontFees });
      const oracle = oracleComparisonPct({
        annualRatePct,
        creditCents: 3_000_000,
        termMonths: 60,
        frequency: 'monthly',
        upfrontCents: UPFRONT_INCLUDED_CENTS,
        perPeriodFeeCents: MONTHLY_FEE_CENTS,
        financed: upfrontFees === 'financed',
      });
      expect(Math.abs(ours.exactComparisonRatePct - oracle)).toBeLessThan(1e-8);
      expect(ours.comparisonRatePct).toBe(roundToDecimals(oracle, 2));
    }
  });

  it.each([
    // interest, comparison (fees financed), comparison (fees paid at settlement): pinned so a change is seen
    [6.29, 8.64, 8.74],
    [7.5, 9.86, 9.96],
    [8.5, 10.87, 10.98],
    [12.94, 15.36, 15.47],
    [14.5, 16.94, 17.05],
  ])('%d%% p.a. -> %d%% financed, %d%% paid at settlement', (annualRatePct, financed, paid) => {
    expect(comparisonRate({ annualRatePct, fees: AGENCY_DEALER_FEES }).comparisonRatePct).toBe(financed);
    expect(comparisonRate({ annualRatePct, fees: AGENCY_DEALER_FEES, upfrontFees: 'paid-at-settlement' }).comparisonRatePct).toBe(paid);
  });

  it.each([
    ['small', 1_000_000, 36],
    ['large', 15_000_000, 300],
  ] as const)('the other regulated example (%s: %i cents over %i months) agrees with the oracle', (name, creditCents, termMonths) => {
    expect(COMPARISON_RATE_EXAMPLES[name]).toEqual({ creditCents, termMonths });
    for (const annualRatePct of [4.99, 8.5, 12.94]) {
      const ours = comparisonRate({ annualRatePct, fees: AGENCY_DEALER_FEES, ...COMPARISON_RATE_EXAMPLES[name] });
      const oracle = oracleComparisonPct({
        annualRatePct,
        creditCents,
        termMonths,
        frequency: 'monthly',
        upfrontCents: UPFRONT_INCLUDED_CENTS,
        perPeriodFeeCents: MONTHLY_FEE_CENTS,
        financed: true,
      });
      expect(ours.comparisonRatePct).toBe(roundToDecimals(oracle, 2));
    }
  });
});

describe('comparison rate: fortnightly and weekly', () => {
  const upfrontOnly: FinanceFee[] = [{ label: 'Establishment fee', kind: 'establishment', amountCents: 136_050 }];

  it.each(['weekly', 'fortnightly'] as const)('%s with upfront fees matches the oracle annualised by 52.18 / 26.09', (frequency) => {
    for (const annualRatePct of [0.5, 6.29, 9.99, 14.5, 20]) {
      const ours = comparisonRate({ annualRatePct, fees: upfrontOnly, frequency });
      const oracle = oracleComparisonPct({
        annualRatePct,
        creditCents: 3_000_000,
        termMonths: 60,
        frequency,
        upfrontCents: 136_050,
        perPeriodFeeCents: 0,
        financed: true,
      });
      expect(Math.abs(ours.exactComparisonRatePct - oracle)).toBeLessThan(1e-8);
    }
  });

  it.each(['weekly', 'fortnightly'] as const)(
    '%s with the monthly fee: the solved rate equates credit and payments (checked by direct summation)',
    (frequency) => {
      const result = comparisonRate({ annualRatePct: 8.5, fees: AGENCY_DEALER_FEES, frequency });
      const r = result.periodicRate;
      const periods = (60 * PERIODS_PER_YEAR[frequency]) / 12;
      let pv = 0;
      for (let k = 1; k <= periods; k += 1) pv += result.paymentCents / (1 + r) ** k;
      for (let month = 1; month <= 60; month += 1) pv += MONTHLY_FEE_CENTS / (1 + r) ** ((month * PERIODS_PER_YEAR[frequency]) / 12);
      expect(pv).toBeCloseTo(3_000_000, 4);
      expect(result.exactComparisonRatePct).toBeCloseTo(r * N_REG[frequency] * 100, 10);
    },
  );
});

describe('comparison rate without fees', () => {
  it('equals the interest rate for monthly repayments, 0.05% to 20%', () => {
    for (let hundredths = 5; hundredths <= 2000; hundredths += 5) {
      const annualRatePct = hundredths / 100;
      expect(comparisonRate({ annualRatePct }).comparisonRatePct).toBe(annualRatePct);
    }
  });

  it('is 0 at 0% and positive at 0% with fees', () => {
    expect(comparisonRate({ annualRatePct: 0 }).comparisonRatePct).toBe(0);
    expect(comparisonRate({ annualRatePct: 0, fees: AGENCY_DEALER_FEES }).comparisonRatePct).toBeGreaterThan(1.5);
  });

  it.each([
    ['weekly', 52.18 / 52],
    ['fortnightly', 26.09 / 26],
  ] as const)(
    '%s repayments: the interest rate x %d (52.18/52 and 26.09/26; cent rounding of the payment moves it by well under a hundredth)',
    (frequency, factor) => {
      for (const annualRatePct of [6.29, 8, 12.94]) {
        expect(Math.abs(comparisonRate({ annualRatePct, frequency }).exactComparisonRatePct - annualRatePct * factor)).toBeLessThan(0.005);
      }
      expect(comparisonRate({ annualRatePct: 8, frequency: 'weekly' }).comparisonRatePct).toBe(8.03);
    },
  );
});

describe('fees in and out of the comparison rate (regulation 100)', () => {
  it('counts establishment, account administration and dealer agency fees; leaves out the government PPSR fee', () => {
    const { included, excluded } = comparisonRateFees(AGENCY_DEALER_FEES);
    expect(included.map((fee) => fee.label)).toEqual(['Establishment fee', 'Account administration fee', 'Dealer agency fee']);
    expect(excluded.map((fee) => fee.label)).toEqual(['Vehicle security registration']);
  });

  it.each([
    ['establishment', true],
    ['monthly-administration', true],
    ['dealer-agency', true],
    ['other-credit', true],
    ['security-registration', false],
    ['government', false],
    ['event-dependent', false],
  ] as const)('a %s fee counts: %s', (kind, counts) => {
    expect(FEE_KIND_COUNTS[kind]).toBe(counts);
    const { included, excluded } = comparisonRateFees([{ label: kind, kind, amountCents: 100 }]);
    expect([included.length, excluded.length]).toEqual(counts ? [1, 0] : [0, 1]);
  });

  it('times fees by kind unless the tenant says otherwise', () => {
    expect(feeTiming({ kind: 'monthly-administration' })).toBe('monthly');
    expect(feeTiming({ kind: 'establishment' })).toBe('upfront');
    expect(feeTiming({ kind: 'dealer-agency' })).toBe('upfront');
    expect(feeTiming({ kind: 'other-credit', when: 'at-end' })).toBe('at-end');
    expect(comparisonRateFees(AGENCY_DEALER_FEES).included.map((fee) => fee.when)).toEqual(['upfront', 'monthly', 'upfront']);
  });

  it('leaves out government and event-dependent fees whatever their amount', () => {
    const withNoise: FinanceFee[] = [
      ...AGENCY_DEALER_FEES,
      { label: 'Stamp duty', kind: 'government', amountCents: 50_000 },
      { label: 'Late payment fee', kind: 'event-dependent', amountCents: 3_500, when: 'monthly' },
    ];
    expect(comparisonRate({ annualRatePct: 8.5, fees: withNoise }).comparisonRatePct).toBe(10.87);
    expect(comparisonRate({ annualRatePct: 8.5, fees: withNoise }).excludedFees.map((fee) => fee.label)).toEqual([
      'Vehicle security registration',
      'Stamp duty',
      'Late payment fee',
    ]);
  });

  it('counting the dealer agency fee is what lifts 8.5% to 10.87% (without it: establishment and monthly fee only)', () => {
    const withoutAgency = AGENCY_DEALER_FEES.filter((fee) => fee.kind !== 'dealer-agency');
    expect(comparisonRate({ annualRatePct: 8.5, fees: withoutAgency }).comparisonRatePct).toBeLessThan(10.87);
    expect(comparisonRate({ annualRatePct: 8.5, fees: withoutAgency }).comparisonRatePct).toBeGreaterThan(8.5);
  });

  it('gives the same rate with and without the excluded $6 fee', () => {
    const withoutPpsr = AGENCY_DEALER_FEES.filter((fee) => fee.kind !== 'security-registration');
    expect(comparisonRate({ annualRatePct: 8.5, fees: withoutPpsr }).exactComparisonRatePct).toBe(
      comparisonRate({ annualRatePct: 8.5, fees: AGENCY_DEALER_FEES }).exactComparisonRatePct,
    );
  });

  it('adds an at-end fee at the last repayment', () => {
    const atEnd = comparisonRate({ annualRatePct: 8.5, fees: [{ label: 'Discharge', kind: 'other-credit', amountCents: 30_000, when: 'at-end' }] });
    const oracle = rate(60, -atEnd.paymentCents, 3_000_000, -30_000, PaymentDueTime.End, 0.01, 1e-13, 500) * 1200;
    expect(atEnd.exactComparisonRatePct).toBeCloseTo(oracle, 8);
  });
});

describe('comparison rate texts', () => {
  it('returns the mandatory warning and the $30,000 / 5-year example by default', () => {
    const result = comparisonRate({ annualRatePct: 12.94, fees: AGENCY_DEALER_FEES });
    expect(result.warningText).toBe(
      'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
    );
    expect(result.warningText).toBe(COMPARISON_RATE_WARNING);
    expect(result.exampleText).toBe('Comparison rate calculated on a $30,000 secured loan over a term of 5 years.');
  });

  it.each([
    [1_000_000, 36, 'Comparison rate calculated on a $10,000 secured loan over a term of 3 years.'],
    [15_000_000, 300, 'Comparison rate calculated on a $150,000 secured loan over a term of 25 years.'],
  ])('%i cents over %i months', (creditCents, termMonths, text) => expect(comparisonRateExampleText(creditCents, termMonths)).toBe(text));

  it.each([
    [60, '5 years'],
    [12, '1 year'],
    [30, '30 months'],
    [1, '1 month'],
  ])('termText(%i) -> %s', (months, text) => expect(termText(months)).toBe(text));
});

describe('solvePeriodicRate', () => {
  it('solves a one-period loan exactly', () => expect(solvePeriodicRate(10_000, [{ atPeriod: 1, amountCents: 11_000 }])).toBeCloseTo(0.1, 12));
  it('returns 0 when payments equal the credit', () =>
    expect(
      solvePeriodicRate(10_000, [
        { atPeriod: 1, amountCents: 4_000 },
        { atPeriod: 2, amountCents: 6_000 },
      ]),
    ).toBe(0));
  it('solves a negative rate when payments fall short', () => {
    const r = solvePeriodicRate(10_000, [{ atPeriod: 1, amountCents: 9_000 }]);
    expect(presentValue([{ atPeriod: 1, amountCents: 9_000 }], r)).toBeCloseTo(10_000, 6);
    expect(r).toBeLessThan(0);
  });
  it('solves to 1e-12 for a 25-year weekly schedule', () => {
    const flows = Array.from({ length: 1300 }, (_, k) => ({ atPeriod: k + 1, amountCents: 20_000 }));
    const r = solvePeriodicRate(15_000_000, flows);
    expect(Math.abs(r - rate(1300, -20_000, 15_000_000, 0, PaymentDueTime.End, 0.001, 1e-14, 500))).toBeLessThan(1e-12);
  });
  it.each([
    [0, [{ atPeriod: 1, amountCents: 1 }]],
    [100, []],
    [100, [{ atPeriod: 1, amountCents: -1 }]],
    [100, [{ atPeriod: 0, amountCents: 50 }]],
  ])('refuses credit %i with flows %o', (credit, flows) => expect(() => solvePeriodicRate(credit, flows)).toThrow(RangeError));
});

describe('comparisonRate answers repeated questions from memory', () => {
  it('gives the same answer for the same rate and fees, and a fresh one when the fees change', () => {
    const first = comparisonRate({ annualRatePct: 9.99, fees: AGENCY_DEALER_FEES });
    expect(comparisonRate({ annualRatePct: 9.99, fees: [...AGENCY_DEALER_FEES] })).toBe(first);
    const feeFree = comparisonRate({ annualRatePct: 9.99, fees: [] });
    expect(feeFree.comparisonRatePct).toBeLessThan(first.comparisonRatePct);
    expect(Object.isFrozen(first)).toBe(true);
  });
});
