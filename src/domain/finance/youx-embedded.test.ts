import { PaymentDueTime, pmt } from 'financial';
import { describe, expect, it } from 'vitest';
import { AGENCY_DEALER_FEES } from './comparison-fees.ts';
import { comparisonRate } from './comparison-rate.ts';
import { embeddedYouxQuote, type EmbeddedYouxFinance } from './youx-embedded.ts';
import { youxQuoteRequest } from './youx.ts';

const request = (purchasePrice: number) => youxQuoteRequest({ priceCents: Math.round(purchasePrice * 100), year: 2022, vin: 'JTMABC', nvic: null });
const noFees = (ratePct: number, advertisedRatePct: number | null = null): EmbeddedYouxFinance => ({
  defaultInterestRatePct: ratePct,
  fees: [],
  youx: { provider: 'embedded', endpoint: null, advertisedRatePct, quotesPerMinute: 120 },
});

describe('embeddedYouxQuote: the platform calculator answers a YouX quote', () => {
  it('quotes $30,000 over 5 years at 6.29% (the spec example rate): weekly, rates and monthly = weekly x 4.33', () => {
    expect(embeddedYouxQuote(request(30_000), noFees(6.29))).toEqual({
      weeklyRepaymentAmount: 134.55,
      advertisedRate: 6.29,
      comparisonRate: 6.29,
      monthlyRepaymentAmount: 582.6,
    });
  });

  it('matches numpy-financial pmt (weekly, 260 payments) to the cent over many prices and rates', () => {
    for (let price = 1_000; price <= 250_000; price += 3_917) {
      for (const ratePct of [0.5, 4.99, 8.49, 12.94, 15]) {
        const quote = embeddedYouxQuote(request(price), noFees(ratePct));
        const oracle = Math.round(pmt(ratePct / 100 / 52, 260, -price * 100, 0, PaymentDueTime.End));
        expect(Math.round(quote.weeklyRepaymentAmount * 100)).toBe(oracle);
        expect(quote.monthlyRepaymentAmount).toBe(Math.round(oracle * 4.33) / 100);
      }
    }
  });

  it("uses the tenant's YouX advertised rate when set, else its default interest rate", () => {
    expect(embeddedYouxQuote(request(30_000), noFees(8.5, 6.29)).advertisedRate).toBe(6.29);
    expect(embeddedYouxQuote(request(30_000), noFees(8.5)).advertisedRate).toBe(8.5);
  });

  it("finances the counted upfront fees and gives the regulation 100 comparison rate of the tenant's fees", () => {
    const finance: EmbeddedYouxFinance = {
      defaultInterestRatePct: 8.5,
      fees: [...AGENCY_DEALER_FEES],
      youx: { provider: 'embedded', endpoint: null, advertisedRatePct: null, quotesPerMinute: 120 },
    };
    const quote = embeddedYouxQuote(request(30_000), finance);
    // establishment $395 + dealer agency $912.25 are financed; the $6 PPSR (government) and $8 monthly fee are not in the repayment
    const oracle = Math.round(pmt(0.085 / 52, 260, -(3_000_000 + 39_500 + 91_225), 0, PaymentDueTime.End));
    expect(Math.round(quote.weeklyRepaymentAmount * 100)).toBe(oracle);
    expect(quote.comparisonRate).toBe(10.87);
    expect(quote.comparisonRate).toBe(comparisonRate({ annualRatePct: 8.5, fees: AGENCY_DEALER_FEES }).comparisonRatePct);
  });

  it('quotes 0% as the price over 260 weeks', () => {
    expect(embeddedYouxQuote(request(26_000), noFees(0)).weeklyRepaymentAmount).toBe(100);
  });
});
