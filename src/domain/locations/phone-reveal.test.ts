import { describe, expect, it } from 'vitest';
import { maskPhone, phoneDisplay, phoneStartsMasked } from './phone-reveal.ts';

describe('maskPhone', () => {
  it.each([
    ['02 5550 4180', '02 55XX XXXX'],
    ['0412 345 678', '0412 XXX XXX'],
    ['1300 655 506', '1300 XXX XXX'],
    ['13 22 65', '13 22 XX'],
    ['0255', '0255'],
  ])('%s shows as %s', (formatted, masked) => {
    expect(maskPhone(formatted)).toBe(masked);
  });
});

describe('phoneStartsMasked', () => {
  const rules = { phoneMasking: true, unmaskedPhoneDealershipSlugs: ['open-motors'] };
  it.each([
    ['masking on, ordinary dealership', rules, 'bayside-toyota', true],
    ['masking on, no dealership', rules, null, true],
    ['dealership listed as unmasked', rules, 'open-motors', false],
    ['masking off for the tenant', { ...rules, phoneMasking: false }, 'bayside-toyota', false],
  ])('%s', (_name, ruleSet, slug, masked) => {
    expect(phoneStartsMasked(ruleSet, slug)).toBe(masked);
  });
});

describe('phoneDisplay', () => {
  it('formats +61 as 0 grouped 2-4-4 and masks after 5 characters', () => {
    expect(phoneDisplay('+61255504180', true)).toEqual({ full: '02 5550 4180', shown: '02 55XX XXXX', masked: true, href: 'tel:+61255504180' });
  });

  it('groups mobiles 4-3-3 and shows them in full when unmasked', () => {
    expect(phoneDisplay('(0412) 345-678', false)).toEqual({ full: '0412 345 678', shown: '0412 345 678', masked: false, href: 'tel:+61412345678' });
  });

  it('keeps numbers it cannot read as they are', () => {
    expect(phoneDisplay('+64 9 555 0100', false)).toMatchObject({ full: '+64 9 555 0100', href: 'tel:+6495550100' });
  });
});
