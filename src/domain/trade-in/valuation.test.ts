import { describe, expect, it } from 'vitest';
import { conditionDeductions, unansweredQuestions } from './condition.ts';
import { describeValuation, tradeInCarOf, valuationRecord } from './valuation-record.ts';
import {
  marketPriceValuation,
  marketRetailCents,
  modelKey,
  onlineEstimateRefusal,
  tradeInValuation,
  type MarketListing,
  type TradeInCar,
} from './valuation.ts';

const now = new Date('2026-06-01T00:00:00Z');
const cx5: TradeInCar = { make: 'Mazda', model: 'CX-5', year: 2021, km: 60_000 };
/** Four CX-5s for sale: one each with more and fewer kilometres, one a year newer, one a year older. */
const cx5Market: MarketListing[] = [
  { year: 2021, km: 50_000, priceCents: 2_600_000 }, // x 0.985 (10,000 km fewer) = $25,610
  { year: 2021, km: 70_000, priceCents: 2_400_000 }, // x 1.015 (10,000 km more)  = $24,360
  { year: 2022, km: 60_000, priceCents: 2_800_000 }, // x 0.93 (a year newer)     = $26,040
  { year: 2020, km: 60_000, priceCents: 2_300_000 }, // x 1.07 (a year older)     = $24,610
];

describe('tradeInValuation', () => {
  it('brings comparables to the car, takes the median less 15% and $1,500, and shows the quartiles as the range', () => {
    // Adjusted prices $24,360 $24,610 $25,610 $26,040: median $25,110, quartiles $24,547.50 and $25,717.50.
    // Offer $25,110 x 0.85 - $1,500 = $19,843.50 -> $19,800; low $19,365.38 -> $19,300; high $20,359.88 -> $20,400.
    expect(tradeInValuation(cx5, cx5Market, {}, now)).toEqual({
      kind: 'estimate',
      lowCents: 1_930_000,
      offerCents: 1_980_000,
      highCents: 2_040_000,
      retailCents: 2_511_000,
      comparables: 4,
    });
  });

  it('takes the condition answers off the trade-in value', () => {
    // Partial service history 3% + Good condition 4% = 7%, and $350 for the missing key: $19,843.50 x 0.93 - $350 = $18,104.46.
    const answers = { 'Service history': 'Partial', 'Overall condition': 'Good', 'Number of keys': '1', 'Is there finance owing on the car?': 'Yes' };
    expect(tradeInValuation(cx5, cx5Market, answers, now)).toMatchObject({ lowCents: 1_760_000, offerCents: 1_810_000, highCents: 1_860_000 });
  });

  it.each([
    ['over 7 years old', { ...cx5, year: 2018 }, 'too-old'],
    ['over 100,000 km', { ...cx5, km: 100_001 }, 'too-many-km'],
    ['only a rego', { make: null, model: null, year: null, km: 60_000 }, 'unknown-car'],
    ['no kilometres', { ...cx5, km: null }, 'unknown-car'],
    ['a year from the future', { ...cx5, year: 2031 }, 'unknown-car'],
  ] as const)('gives no online estimate for a car with %s', (_, car, reason) => {
    expect(tradeInValuation(car, cx5Market, {}, now)).toEqual({ kind: 'none', reason });
  });

  it('values a car of exactly 7 years and 100,000 km', () => {
    expect(onlineEstimateRefusal({ ...cx5, year: 2019, km: 100_000 }, now)).toBeNull();
  });

  it('counts the age in Brisbane: on 31 December 14:00 UTC it is already the new year there', () => {
    expect(onlineEstimateRefusal({ ...cx5, year: 2019 }, new Date('2026-12-31T14:00:00Z'))).toBe('too-old');
    expect(onlineEstimateRefusal({ ...cx5, year: 2019 }, new Date('2026-12-31T13:59:00Z'))).toBeNull();
  });

  it('needs 3 comparables within a year and 50,000 km, with an odometer reading', () => {
    const farOff: MarketListing[] = [
      { year: 2019, km: 60_000, priceCents: 2_000_000 }, // two years older
      { year: 2021, km: 110_001, priceCents: 2_000_000 }, // 50,001 km more
      { year: 2021, km: null, priceCents: 2_000_000 }, // no odometer
      { year: 2021, km: 60_000, priceCents: 0 }, // no price
    ];
    expect(tradeInValuation(cx5, [...cx5Market.slice(0, 2), ...farOff], {}, now)).toEqual({ kind: 'none', reason: 'too-few-comparables' });
    expect(tradeInValuation(cx5, [...cx5Market.slice(0, 3), ...farOff], {}, now)).toMatchObject({ kind: 'estimate', comparables: 3 });
  });

  it('leaves offers under $1,000 to a valuer', () => {
    const cheap = [1, 2, 3].map(() => ({ year: 2021, km: 60_000, priceCents: 280_000 })); // $2,800 x 0.85 - $1,500 = $880 -> $900
    expect(tradeInValuation(cx5, cheap, {}, now)).toEqual({ kind: 'none', reason: 'too-low' });
  });
});

describe('marketPriceValuation (market data)', () => {
  const rav4: TradeInCar = { make: 'Toyota', model: 'RAV4', year: 2023, km: 40_000 };

  it('takes the state average market price as the retail value, the same margin and reconditioning, and 5% either side as the range', () => {
    // $31,200 x 0.85 - $1,500 = $25,020 -> $25,000; $29,640 -> $23,694 -> $23,600 (down); $32,760 -> $26,346 -> $26,400 (up).
    expect(marketPriceValuation(rav4, 3_120_000, {}, now)).toEqual({
      kind: 'estimate',
      lowCents: 2_360_000,
      offerCents: 2_500_000,
      highCents: 2_640_000,
      retailCents: 3_120_000,
      comparables: null,
    });
    // Good condition takes 4% off: $25,020 x 0.96 = $24,019.20 -> $24,000.
    expect(marketPriceValuation(rav4, 3_120_000, { 'Overall condition': 'Good' }, now)).toMatchObject({ offerCents: 2_400_000 });
  });

  it('uses the state average, else the national one; none without either', () => {
    expect(marketRetailCents({ state_average_market_price: 31_200, average_market_price: 30_800 })).toBe(3_120_000);
    expect(marketRetailCents({ state_average_market_price: null, average_market_price: 30_800 })).toBe(3_080_000);
    expect(marketRetailCents({ state_average_market_price: null, average_market_price: null })).toBeNull();
    expect(marketRetailCents(null)).toBeNull();
  });

  it.each([
    ['no market price', rav4, null, 'no-market-price'],
    ['a car over 7 years old (asked before the price)', { ...rav4, year: 2018 }, 3_120_000, 'too-old'],
    ['only a rego', { make: null, model: null, year: null, km: 40_000 }, 3_120_000, 'unknown-car'],
    ['an offer under $1,000', rav4, 250_000, 'too-low'],
  ] as const)('gives no online estimate for %s', (_, car, retail, reason) => {
    expect(marketPriceValuation(car, retail, {}, now)).toEqual({ kind: 'none', reason });
  });

  it('reads for the dealer without a count of cars', () => {
    const record = valuationRecord(marketPriceValuation(rav4, 3_120_000, {}, now), { kind: 'market-data', label: 'national market data (AutoGrab)' });
    expect(record.estimate).toEqual({ low: 23_600, offer: 25_000, high: 26_400, comparables: null, basis: 'Based on national market data (AutoGrab).' });
    expect(describeValuation(record)).toBe('$23,600 to $26,400, offer $25,000 (from market data)');
  });
});

describe('conditionDeductions', () => {
  it('adds percentages up to 40% and fixed amounts; unknown answers count as nothing', () => {
    expect(
      conditionDeductions({
        'Has the car been in an accident?': 'Yes, not repaired',
        'Overall condition': 'Poor',
        'Service history': 'None',
        'Number of keys': '1',
      }),
    ).toEqual({ pct: 40, cents: 35_000 });
    expect(conditionDeductions({ 'Overall condition': 'Like new!', Other: 'Yes' })).toEqual({ pct: 0, cents: 0 });
    expect(conditionDeductions(undefined)).toEqual({ pct: 0, cents: 0 });
  });

  it('lists the questions left unanswered', () => {
    expect(unansweredQuestions({ 'Has the car been in an accident?': 'No', 'Service history': 'Full', 'Number of keys': '2 or more' })).toEqual([
      'Is there finance owing on the car?',
      'Overall condition',
    ]);
  });
});

describe('the valuation as the lead keeps it', () => {
  it('is in whole dollars, and reads as one line for the dealer', () => {
    const record = valuationRecord(tradeInValuation(cx5, cx5Market, {}, now));
    expect(record).toEqual({ estimate: { low: 19_300, offer: 19_800, high: 20_400, comparables: 4 }, reason: null });
    expect(describeValuation(record)).toBe('$19,300 to $20,400, offer $19,800 (from 4 comparable cars)');
    expect(describeValuation({ estimate: null, reason: 'too-many-km' })).toBe('No online estimate: Cars with over 100,000 km are valued in person.');
  });

  it("reads the shopper's car from the answers", () => {
    expect(tradeInCarOf({ 'Vehicle Make': ' Mazda ', 'Vehicle Model': 'CX-5', year: 2021, kms: 60_000 })).toEqual(cx5);
    expect(tradeInCarOf({ rego: 'ABC123' })).toEqual({ make: null, model: null, year: null, km: null });
    expect(modelKey(' Mazda', 'CX-5 ')).toBe('mazda|cx-5');
  });
});
