import { describe, expect, it } from 'vitest';
import { financeContact } from './provider-contact.ts';

describe('financeContact', () => {
  it.each([
    ['Taurus', '1300 123 456', { providerText: 'Finance provided by Taurus.', phone: { text: '1300 123 456', href: 'tel:1300123456' } }],
    ['Angle', '0398765432', { providerText: 'Finance provided by Angle.', phone: { text: '03 9876 5432', href: 'tel:+61398765432' } }],
    ['Taurus', undefined, { providerText: 'Finance provided by Taurus.', phone: null }],
    ['Manual', '1300 123 456', { providerText: null, phone: { text: '1300 123 456', href: 'tel:1300123456' } }],
    ['Taurus', 'call us', { providerText: 'Finance provided by Taurus.', phone: null }],
  ] as const)('%s with phone %s', (provider, phone, expected) => {
    expect(financeContact(provider, phone)).toEqual(expected);
  });

  it("shows nothing for the dealer's own finance without a number, or a site without finance", () => {
    expect(financeContact('Manual', undefined)).toBeNull();
    expect(financeContact(null, undefined)).toBeNull();
  });
});
