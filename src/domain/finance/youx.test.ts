import { describe, expect, it } from 'vitest';
import { readYouxQuote, youxQuoteDisplay } from './youx-display.ts';
import { parseYouxQuote, shouldFetchYouxQuote, youxMonthlyCents, youxQuoteRequest, youxQuoteRequestSchema, youxQuoteResponseSchema } from './youx.ts';

describe('shouldFetchYouxQuote (spec 2 section 4)', () => {
  it.each([
    [true, null, 2_899_000, true],
    [true, undefined, 1, true],
    [false, null, 2_899_000, false],
    [true, { weeklyRepaymentAmount: 120 }, 2_899_000, false],
    [true, null, 0, false],
  ])('flag %s, quote %o, price %i -> %s', (flag, quote, priceCents, fetch) => expect(shouldFetchYouxQuote(flag, quote, priceCents)).toBe(fetch));
});

describe('youxQuoteRequest (spec 2 section 7)', () => {
  it('builds the fixed body from the car', () => {
    expect(youxQuoteRequest({ priceCents: 2_899_050, year: 2022, vin: 'JTMABC', nvic: null })).toEqual({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 28_990.5,
      loanTerm: 5,
      year: 2022,
      vin: 'JTMABC',
      nvic: '',
      whoIsHelping: '',
    });
  });
  it('refuses a car without a price (never fetched: see shouldFetchYouxQuote)', () => {
    expect(() => youxQuoteRequest({ priceCents: 0, year: 2022, vin: null, nvic: null })).toThrow();
  });
  it('the schema refuses any other credit score, term or helper', () => {
    const body = youxQuoteRequest({ priceCents: 100, year: 2022, vin: null, nvic: 'N1' });
    expect(youxQuoteRequestSchema.safeParse({ ...body, selfAssessedCreditScore: 'GOOD' }).success).toBe(false);
    expect(youxQuoteRequestSchema.safeParse({ ...body, loanTerm: 7 }).success).toBe(false);
    expect(youxQuoteRequestSchema.safeParse({ ...body, whoIsHelping: 'me' }).success).toBe(false);
  });
});

describe('YouX response', () => {
  it('converts weekly to monthly x 4.33', () => {
    expect(youxMonthlyCents(12_300)).toBe(53_259);
    expect(youxMonthlyCents(10_000)).toBe(43_300);
    expect(youxMonthlyCents(1)).toBe(4); // 4.33 cents, rounded
  });
  it('parses a quote into cents and percent', () => {
    expect(parseYouxQuote({ weeklyRepaymentAmount: 123, advertisedRate: 6.29, comparisonRate: 8.19, extra: 'ignored' })).toEqual({
      weeklyCents: 12_300,
      monthlyCents: 53_259,
      advertisedRatePct: 6.29,
      comparisonRatePct: 8.19,
    });
  });
  it.each([
    [null],
    [{}],
    [{ weeklyRepaymentAmount: '123', advertisedRate: 6.29, comparisonRate: 8.19 }],
    [{ weeklyRepaymentAmount: -1, advertisedRate: 6.29, comparisonRate: 8.19 }],
  ])('fails silently on %o', (body) => expect(parseYouxQuote(body)).toBeNull());
  it('the response schema reads the three fields', () => {
    expect(Object.keys(youxQuoteResponseSchema.shape)).toEqual(['weeklyRepaymentAmount', 'advertisedRate', 'comparisonRate']);
  });
});

describe('readYouxQuote and youxQuoteDisplay (zod-free, for the quote island)', () => {
  it('reads the same quote as parseYouxQuote', () => {
    const body = { weeklyRepaymentAmount: 146.15, advertisedRate: 7.99, comparisonRate: 10.35, monthlyRepaymentAmount: 632.83 };
    expect(readYouxQuote(body)).toEqual(parseYouxQuote(body));
    expect(readYouxQuote(body)).toEqual({ weeklyCents: 14_615, monthlyCents: 63_283, advertisedRatePct: 7.99, comparisonRatePct: 10.35 });
  });
  it.each([
    [null],
    ['x'],
    [{ weeklyRepaymentAmount: 1, advertisedRate: 2 }],
    [{ weeklyRepaymentAmount: Number.NaN, advertisedRate: 2, comparisonRate: 3 }],
    [{ error: 'No quote is available right now' }],
  ])('reads nothing from %o', (body) => expect(readYouxQuote(body)).toBeNull());
  it('shows weekly and monthly in whole dollars and both rates to 2 decimals', () => {
    expect(youxQuoteDisplay({ weeklyCents: 14_615, monthlyCents: 63_283, advertisedRatePct: 7.99, comparisonRatePct: 10.35 })).toEqual({
      weeklyText: '$146 /wk*',
      monthlyText: '$633 /mth*',
      advertisedText: '7.99% p.a. advertised rate*',
      comparisonText: '10.35% p.a. comparison rate*',
    });
    expect(youxQuoteDisplay({ weeklyCents: 13_455, monthlyCents: 58_260, advertisedRatePct: 6.29, comparisonRatePct: 6.29 }).weeklyText).toBe('$135 /wk*');
  });
});
