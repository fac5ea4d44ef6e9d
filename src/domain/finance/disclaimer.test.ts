import { describe, expect, it } from 'vitest';
import { AGENCY_DEALER_FEES } from './comparison-fees.ts';
import { comparisonRate } from './comparison-rate.ts';
import { comparisonRateDisclaimer, disclaimerView, truncateDisclaimer } from './disclaimer.ts';
import { REPAYMENT_CONVENTION_TEXT } from './repayment.ts';

const exactly197 = 'x'.repeat(197);

describe('truncateDisclaimer (197 characters)', () => {
  it.each([
    ['', ''],
    [exactly197, exactly197],
    [`${exactly197}y`, `${exactly197}...`],
    [`${'word '.repeat(50)}`, `${'word '.repeat(39)}wo...`],
  ])('%#', (text, shown) => expect(truncateDisclaimer(text)).toBe(shown));

  it('cuts at 197 code points, never inside an emoji', () => {
    const text = `${'a'.repeat(196)}🚗🚗🚗`;
    expect(truncateDisclaimer(text)).toBe(`${'a'.repeat(196)}🚗...`);
  });

  it('counts an emoji as one character: 197 of them with emoji are not cut, 198 are', () => {
    const withEmoji = `${'a'.repeat(195)}🚗🚗`;
    expect(truncateDisclaimer(withEmoji)).toBe(withEmoji);
    expect(disclaimerView(withEmoji, false)).toEqual({ text: withEmoji, toggleText: null });
    expect(truncateDisclaimer(`${withEmoji}b`)).toBe(`${withEmoji}...`);
  });
});

describe('disclaimerView (Show More / Show Less)', () => {
  const long = `${exactly197} and the rest`;
  it.each([
    [long, false, { text: `${exactly197}...`, toggleText: 'Show More' }],
    [long, true, { text: long, toggleText: 'Show Less' }],
    ['Short.', false, { text: 'Short.', toggleText: null }],
    ['Short.', true, { text: 'Short.', toggleText: null }],
  ])('%#', (text, expanded, view) => expect(disclaimerView(text, expanded)).toEqual(view));
});

describe('comparisonRateDisclaimer', () => {
  it('states the 12.94% displayed rate, its computed comparison rate, the $30,000 5-year example and the warning', () => {
    const { comparisonRatePct } = comparisonRate({ annualRatePct: 12.94, fees: AGENCY_DEALER_FEES });
    expect(comparisonRateDisclaimer({ interestRatePct: 12.94, comparisonRatePct })).toBe(
      '*Interest rate 12.94% p.a., comparison rate 15.36% p.a. Comparison rate calculated on a $30,000 secured loan over a term of 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
    );
  });
  it('appends the repayment convention when asked', () => {
    expect(
      comparisonRateDisclaimer({ interestRatePct: 6.29, comparisonRatePct: 8.19, extra: REPAYMENT_CONVENTION_TEXT }).endsWith(REPAYMENT_CONVENTION_TEXT),
    ).toBe(true);
  });
});
