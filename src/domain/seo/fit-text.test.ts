import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from './audit/page-checks.ts';
import { fitDescription, fitTitle } from './fit-text.ts';

const site = 'Bayside Auto Group';

describe('page titles and descriptions within the lengths search engines show', () => {
  it.each([
    ['Contact Us | Bayside Auto Group', 'Contact Us | Bayside Auto Group'],
    ['Bayside Used Cars Moonah Car Buying Centre, Moonah TAS | Bayside Auto Group', 'Bayside Used Cars Moonah Car Buying Centre, Moonah TAS'],
    [
      'Bayside Isuzu UTE Hindmarsh Service Centre: opening hours, phone and directions in Hindmarsh SA | Bayside Auto Group',
      'Bayside Isuzu UTE Hindmarsh Service Centre: opening hours, phone and…',
    ],
  ])(`keeps a title within ${TITLE_LENGTH.max} characters: %s`, (title, fitted) => {
    expect(fitTitle(title, site)).toBe(fitted);
    expect(fitTitle(title, site).length).toBeLessThanOrEqual(TITLE_LENGTH.max);
  });

  it('keeps a title of exactly the limit, and cuts one past it', () => {
    const exact = 'x'.repeat(TITLE_LENGTH.max - 5) + ' abcd';
    expect(fitTitle(exact, site)).toBe(exact);
    expect(fitTitle(`${exact}e`, site).length).toBeLessThanOrEqual(TITLE_LENGTH.max);
  });

  it(`cuts a description past ${DESCRIPTION_LENGTH.max} characters after its last whole sentence, else at a word`, () => {
    const sentences =
      'Toyota Camry, RAV4 and HiLux stock, servicing and parts in Newcastle. Book a test drive online. ' +
      'Our team has served the Hunter region since 1972, with new and used Toyotas for every budget.';
    expect(sentences.length).toBeGreaterThan(DESCRIPTION_LENGTH.max);
    expect(fitDescription(sentences)).toBe('Toyota Camry, RAV4 and HiLux stock, servicing and parts in Newcastle. Book a test drive online.');
    const oneSentence = 'word '.repeat(40).trim();
    const cut = fitDescription(oneSentence);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
    expect(cut.endsWith('word…')).toBe(true);
    expect(fitDescription('A short one that fits in full, and says enough.')).toBe('A short one that fits in full, and says enough.');
  });
});
