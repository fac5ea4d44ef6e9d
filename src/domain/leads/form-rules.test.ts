import { describe, expect, it } from 'vitest';
import { checkLeadForm, groupThousands, locationChoices } from './form-rules.ts';
import { leadFormSetup } from './form-setup.ts';
import { LEAD_TEXT, SPEC_TEXT } from './messages.ts';
import type { LeadContext } from './validate.ts';

const rules = {
  messageRequired: true,
  phoneRequired: true,
  postcodeRequired: false,
  terms: 'optional',
  leadFormFields: false,
  additionalServices: [] as string[],
} as const;
const dealerships = [
  { id: 1, slug: 'bayside-kia', name: 'Bayside Kia' },
  { id: 2, slug: 'bayside-ford', name: 'Bayside Ford' },
];
const locations = [
  { id: 12, slug: 'bayside-kia-parts', name: 'Bayside Kia Parts', dealership_slug: 'bayside-kia', location_type: 'parts' as const },
  { id: 10, slug: 'bayside-kia-frankston', name: 'Bayside Kia Frankston', dealership_slug: 'bayside-kia', location_type: 'sales' as const },
  { id: 11, slug: 'bayside-kia-service', name: 'Bayside Kia Service', dealership_slug: 'bayside-kia', location_type: 'service' as const },
];
const context = (overrides: Partial<LeadContext['rules']> = {}): LeadContext => ({
  rules: { ...rules, ...overrides },
  dealerships,
  locations,
  isKnownPostcode: () => true,
});
const texts = { formTitle: 'Contact Us', submitButton: 'Enquire Now', valuationButton: 'Get Your Valuation' };
const groupContact = leadFormSetup({ form: 'contact' }, { leadForm: rules, texts, dealerships, locations });
const jane = {
  kind: 'contact',
  name: 'Jane',
  email: 'jane@example.com',
  phone: '0412 345 678',
  message: 'Hello',
  category: 'General Enquiry',
  location: 'bayside-kia-frankston',
  dealership_slug: 'bayside-kia',
};

describe("the contact form's setup", () => {
  it('shows the category (General Enquiry first), location and, for a group, dealership selects', () => {
    expect(groupContact.show.categories?.[0]).toBe('General Enquiry');
    expect(groupContact.show).toMatchObject({ location: true, dealership: true, rego: true });
    const single = leadFormSetup({ form: 'contact' }, { leadForm: rules, texts, dealerships: [dealerships[0]!], locations: [] });
    expect(single.show).toMatchObject({ location: false, dealership: false });
  });
});

describe('checkLeadForm', () => {
  it('passes a complete contact form', () => {
    expect(checkLeadForm(jane, groupContact, context())).toEqual({});
  });

  it.each([
    ['category', { category: undefined }, LEAD_TEXT.categoryRequired],
    ['location', { location: undefined }, LEAD_TEXT.locationRequired],
    ['dealership_slug', { dealership_slug: undefined }, LEAD_TEXT.dealershipRequired],
    ['postcode', { postcode: '30' }, SPEC_TEXT.postcodeFormat],
    ['message', { message: undefined }, LEAD_TEXT.messageRequired],
    ['email', { email: 'jane@' }, LEAD_TEXT.emailInvalid],
    ['phone', { phone: '12345' }, LEAD_TEXT.phoneInvalid],
  ])('reports a missing or wrong %s with its text', (field, change, message) => {
    expect(checkLeadForm({ ...jane, ...change }, groupContact, context())[field]).toBe(message);
  });

  it('applies the terms variants with their spec texts', () => {
    expect(checkLeadForm({ ...jane, terms_conditions: false }, groupContact, context({ terms: 'required' })).terms_conditions).toBe(SPEC_TEXT.termsRequired);
    expect(checkLeadForm(jane, groupContact, context({ terms: 'required-with-policy' })).terms_conditions).toBe(SPEC_TEXT.termsRequiredForm);
    expect(checkLeadForm({ ...jane, terms_conditions: true }, groupContact, context({ terms: 'required' }))).toEqual({});
  });
});

describe('locationChoices', () => {
  it('orders sales, service, parts; nothing chosen when there are several', () => {
    expect(locationChoices(locations)).toMatchObject({ selected: '', shown: true });
    expect(locationChoices(locations).options.map((l) => l.slug)).toEqual(['bayside-kia-frankston', 'bayside-kia-service', 'bayside-kia-parts']);
  });

  it('chooses the only location, and hides the select when there is none', () => {
    expect(locationChoices([locations[0]!])).toMatchObject({ selected: 'bayside-kia-parts', shown: true });
    expect(locationChoices([])).toEqual({ options: [], selected: '', shown: false });
  });
});

describe('groupThousands', () => {
  it.each([
    ['25000', '25,000'],
    ['$ 1,2345', '12,345'],
    ['48210 kms', '48,210'],
    ['007', '7'],
    ['', ''],
    ['abc', ''],
  ])('%j -> %j', (text, grouped) => {
    expect(groupThousands(text)).toBe(grouped);
  });
});
