import { PaymentDueTime, fv, pmt } from 'financial';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random.ts';
import { ESTABLISHMENT_FEE_CENTS, establishmentFeeCents } from './establishment-fee.ts';
import { FREQUENCIES, PERIODS_PER_YEAR, repaymentCount, type Frequency } from './frequency.ts';
import { amountFinancedCents, exactPaymentCents, repayment } from './repayment.ts';

/** The oracle: numpy-financial's pmt, borrower's sign convention (loan is -pv, balloon is fv), to the cent. */
function oraclePaymentCents(financedCents: number, annualRatePct: number, termMonths: number, frequency: Frequency, balloonCents: number): number {
  const periods = (termMonths * PERIODS_PER_YEAR[frequency]) / 12;
  return pmt(annualRatePct / 100 / PERIODS_PER_YEAR[frequency], periods, -financedCents, balloonCents, PaymentDueTime.End);
}

describe('repayment: spec vectors', () => {
  it.each([
    // $30,000 over 5 years at 6.29% p.a. (the spec's no-deposit example) and at 0%
    [3_000_000, 6.29, 'monthly', 0, 58_404, 60],
    [3_000_000, 6.29, 'fortnightly', 0, 26_923, 130],
    [3_000_000, 6.29, 'weekly', 0, 13_455, 260],
    [3_000_000, 0, 'monthly', 0, 50_000, 60],
    [3_000_000, 0, 'weekly', 0, 11_538, 260],
    // the calculator's 10% site example: 10% deposit, 30% balloon on a $30,000 car, Angle's fee financed
    [3_000_000 - 300_000 + 136_050, 10, 'monthly', 900_000, 48_635, 60],
  ] as const)('%i cents at %d%% %s, balloon %i -> %i x %i', (financed, ratePct, frequency, balloon, paymentCents, count) => {
    const result = repayment({ amountFinancedCents: financed, annualRatePct: ratePct, termMonths: 60, frequency, balloonCents: balloon });
    expect(result.paymentCents).toBe(paymentCents);
    expect(result.paymentCount).toBe(count);
    expect(result.paymentCents).toBe(Math.round(oraclePaymentCents(financed, ratePct, 60, frequency, balloon)));
  });

  it('states totals as payment x count + balloon, and interest as total less amount financed', () => {
    const result = repayment({ amountFinancedCents: 3_000_000, annualRatePct: 6.29, termMonths: 60, frequency: 'monthly' });
    expect(result).toEqual({
      frequency: 'monthly',
      periodsPerYear: 12,
      paymentCount: 60,
      paymentCents: 58_404,
      balloonCents: 0,
      amountFinancedCents: 3_000_000,
      totalPayableCents: 3_504_240,
      totalInterestCents: 504_240,
    });
  });

  it('at 0% carries the rounding into the total (weekly $30,000: 260 x $115.38 = $29,998.80)', () => {
    const result = repayment({ amountFinancedCents: 3_000_000, annualRatePct: 0, termMonths: 60, frequency: 'weekly' });
    expect(result.totalPayableCents).toBe(2_999_880);
    expect(result.totalInterestCents).toBe(-120);
  });

  it('repays a loan whose balloon equals the amount financed with interest only', () => {
    const result = repayment({ amountFinancedCents: 1_200_000, annualRatePct: 12, termMonths: 12, frequency: 'monthly', balloonCents: 1_200_000 });
    expect(result.paymentCents).toBe(12_000);
    expect(result.totalInterestCents).toBe(144_000);
  });

  it('is continuous as the rate approaches 0', () => {
    expect(exactPaymentCents(3_000_000, 1e-9, 60, 'monthly')).toBeCloseTo(50_000, 4); // no cancellation error near 0
  });
});

describe('repayment: rejects impossible loans', () => {
  const base = { amountFinancedCents: 1_000_000, annualRatePct: 8, termMonths: 60, frequency: 'monthly' } as const;
  it.each([
    [{ amountFinancedCents: -1 }],
    [{ amountFinancedCents: 10.5 }],
    [{ balloonCents: 1_000_001 }],
    [{ balloonCents: -1 }],
    [{ annualRatePct: -0.1 }],
    [{ annualRatePct: Number.NaN }],
    [{ termMonths: 0 }],
  ])('%o', (override) => expect(() => repayment({ ...base, ...override })).toThrow(RangeError));
});

describe('amountFinancedCents', () => {
  it.each([
    [{ priceCents: 3_000_000 }, 3_000_000],
    [{ priceCents: 3_000_000, depositCents: 500_000 }, 2_500_000],
    [{ priceCents: 3_000_000, depositCents: 500_000, establishmentFeeCents: 136_050 }, 2_636_050],
    [{ priceCents: 1_000_000, depositCents: 1_000_000, establishmentFeeCents: 136_050 }, 0],
    [{ priceCents: 1_000_000, depositCents: 1_200_000 }, 0],
  ])('%o -> %i', (input, cents) => expect(amountFinancedCents(input)).toBe(cents));
});

describe('establishment fee', () => {
  it('is $1,360.50 for Angle only', () => {
    expect(Object.entries(ESTABLISHMENT_FEE_CENTS).filter(([, cents]) => cents > 0)).toEqual([['Angle', 136_050]]);
  });
  it.each([
    ['Angle', null, 136_050],
    ['Taurus', null, 0],
    [null, null, 0],
    ['Angle', { establishmentFeeCents: 99_000 }, 99_000],
    ['Manual', { establishmentFeeCents: null }, 0],
  ] as const)('%s with lender %o -> %i', (provider, lender, cents) => expect(establishmentFeeCents(provider, lender)).toBe(cents));
});

describe('repaymentCount', () => {
  it.each([
    [60, 'weekly', 260],
    [60, 'fortnightly', 130],
    [60, 'monthly', 60],
    [6, 'weekly', 26],
    [18, 'fortnightly', 39],
    [84, 'weekly', 364],
    [1, 'weekly', 4],
    [1, 'fortnightly', 2],
  ] as const)('%i months %s -> %i', (termMonths, frequency, count) => expect(repaymentCount(termMonths, frequency)).toBe(count));
});

describe.each(FREQUENCIES)('repayment against numpy-financial pmt, %s, 3,000 seeded loans', (frequency) => {
  const random = mulberry32(frequency.length * 7919); // seeded: every run checks the same few thousand loans
  const cases = Array.from({ length: 3000 }, (_, index) => {
    const priceCents = 100_000 + Math.floor(random() * 24_900_000);
    const depositCents = random() < 0.4 ? 0 : Math.floor(random() * priceCents);
    const feeCents = random() < 0.3 ? 136_050 : 0;
    const financed = amountFinancedCents({ priceCents, depositCents, establishmentFeeCents: feeCents });
    const balloonRoll = random();
    const balloonCents = balloonRoll < 0.4 ? 0 : balloonRoll < 0.42 ? financed : Math.floor(random() * financed * 0.6);
    const annualRatePct = index % 20 === 0 ? 0 : Math.round(random() * 2000) / 100;
    const termMonths = 6 * (2 + Math.floor(random() * 13)); // 1 to 7 years in half-year steps
    return { amountFinancedCents: financed, annualRatePct, termMonths, frequency, balloonCents };
  });

  it('matches pmt(rate/n, nper, -pv, fv = balloon) to the cent, including 0%', () => {
    const mismatches = cases.filter((loan) => {
      const oracle = oraclePaymentCents(loan.amountFinancedCents, loan.annualRatePct, loan.termMonths, frequency, loan.balloonCents);
      return repayment(loan).paymentCents !== Math.round(oracle);
    });
    expect(mismatches).toEqual([]);
    expect(cases.filter((loan) => loan.annualRatePct === 0).length).toBeGreaterThanOrEqual(150);
  });

  it('totals are consistent: total = payment x count + balloon; interest = total - financed; the rounded payment leaves the balloon owing to within half a cent a payment', () => {
    for (const loan of cases) {
      const result = repayment(loan);
      const periodicRate = loan.annualRatePct / 100 / PERIODS_PER_YEAR[frequency];
      expect(result.totalPayableCents).toBe(result.paymentCents * result.paymentCount + loan.balloonCents);
      expect(result.totalInterestCents).toBe(result.totalPayableCents - loan.amountFinancedCents);
      const owing = fv(periodicRate, result.paymentCount, result.paymentCents, -loan.amountFinancedCents, PaymentDueTime.End);
      const annuity = periodicRate === 0 ? result.paymentCount : Math.expm1(result.paymentCount * Math.log1p(periodicRate)) / periodicRate;
      expect(Math.abs(owing - loan.balloonCents)).toBeLessThanOrEqual(0.5 * annuity + 1e-6);
      if (loan.annualRatePct > 0 && loan.balloonCents < loan.amountFinancedCents) expect(result.totalInterestCents).toBeGreaterThan(-result.paymentCount);
    }
  });
});
