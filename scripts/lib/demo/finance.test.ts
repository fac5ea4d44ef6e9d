import { describe, expect, it } from 'vitest';
import { comparisonRate, lenderEstimate, monthlyRepayment, TERM_MONTHS } from './finance.ts';
import { createRng } from './random.ts';

describe('lender estimates', () => {
  it('uses the annuity formula', () => {
    // $30,000 at 7% p.a. over 60 months: $594.04 a month (published amortisation tables).
    expect(monthlyRepayment(30_000, 7, 60)).toBeCloseTo(594.04, 2);
    expect(monthlyRepayment(12_000, 0, 60)).toBe(200);
  });

  it('is internally consistent: weekly from monthly, total from term and fees', () => {
    const rng = createRng('finance');
    for (let i = 0; i < 200; i++) {
      const price = rng.int(5_000, 150_000);
      const estimate = lenderEstimate(rng, 'Taurus', price);
      expect(estimate.paymentMonth).toBeCloseTo(monthlyRepayment(price, estimate.interestRate, TERM_MONTHS), 2);
      expect(estimate.paymentWeek).toBe(Math.round(((estimate.paymentMonth * 12) / 52) * 100) / 100);
      expect(estimate.totalPayable).toBeCloseTo(estimate.paymentMonth * TERM_MONTHS + estimate.establishmentFees, 2);
      if (estimate.comparisonRate !== null) expect(estimate.comparisonRate).toBeGreaterThanOrEqual(estimate.interestRate - 0.01);
      expect(estimate.disclaimer).toContain('Taurus');
    }
  });

  it('finds the comparison rate implied by an upfront fee', () => {
    const payment = monthlyRepayment(30_000, 7, 60);
    expect(comparisonRate(30_000, payment, 0, 60)).toBeCloseTo(7, 2);
    expect(comparisonRate(30_000, payment, 600, 60)).toBeGreaterThan(7.7);
  });
});
