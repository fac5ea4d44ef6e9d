import { describe, expect, it } from 'vitest';
import { youxWording } from './youx-wording.ts';

describe('youxWording', () => {
  it('calls the embedded figures an estimate everywhere, never a quote', () => {
    const wording = youxWording('embedded');
    expect(wording).toMatchObject({ noun: 'estimate', heading: 'Your Finance Estimate', pageHeading: 'Your Personalised Finance Estimate' });
    const texts = [wording.heading, wording.pageHeading, wording.personalisedLink];
    expect(texts.filter((text) => /quote/i.test(text))).toEqual([]);
    expect(wording.note).toContain('an estimate, not a quote');
  });

  it("calls the lender's and the feed's figures a quote and names the lender", () => {
    for (const provider of ['youx', 'feed'] as const) {
      const wording = youxWording(provider);
      expect(wording).toMatchObject({ noun: 'quote', heading: 'Your Finance Quote', pageHeading: 'Your Personalised Finance Quote' });
      expect(wording.note).toContain('Quoted by YouX');
    }
  });
});
