import { describe, expect, it } from 'vitest';
import { fileLead } from './categories.ts';
import { SPEC_TEXT } from './messages.ts';
import { errorList, validateLead, type LeadContext, type LeadFormRules } from './validate.ts';

const DEFAULT_RULES: LeadFormRules = { messageRequired: true, phoneRequired: true, postcodeRequired: false, terms: 'optional' };

const groupWithTwoDealerships = (rules: Partial<LeadFormRules> = {}): LeadContext => ({
  rules: { ...DEFAULT_RULES, ...rules },
  dealerships: [
    { id: 1, slug: 'bayside-kia' },
    { id: 2, slug: 'bayside-ford' },
  ],
  locations: [{ id: 10, slug: 'bayside-kia-frankston', dealership_slug: 'bayside-kia' }],
  isKnownPostcode: (postcode) => ['3000', '3199', '2000'].includes(postcode),
  isKnownCar: (id) => id === '101',
});

const jane = { name: 'Jane', last_name: "O'Neil-Smith", email: 'Jane@Example.com.au', phone: '0412 345 678', message: 'Is it available?' };

describe('validateLead', () => {
  it('accepts a complete enquiry and normalises it', () => {
    const result = validateLead({ kind: 'enquiry', ...jane, car_id: 101, opt_in: 'on', kms: '48,210' }, groupWithTwoDealerships());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lead).toMatchObject({ kind: 'enquiry', email: 'jane@example.com.au', car_id: '101', opt_in: true, kms: 48210 });
  });

  it.each([
    ['postcode not 4 digits', { postcode: '300' }, 'postcode', SPEC_TEXT.postcodeFormat],
    ['postcode with letters', { postcode: 'abcd' }, 'postcode', SPEC_TEXT.postcodeFormat],
    ['postcode 5 digits', { postcode: '30000' }, 'postcode', SPEC_TEXT.postcodeFormat],
    ['unknown postcode', { postcode: '0999' }, 'postcode', SPEC_TEXT.postcodeUnknown],
    ['bad e-mail', { email: 'jane@' }, 'email', 'Please enter a valid email address.'],
    ['e-mail with markup', { email: '<script>@x.com' }, 'email', 'Please enter a valid email address.'],
    ['overseas phone', { phone: '+1 415 555 0100' }, 'phone', expect.stringContaining('valid Australian phone number')],
    ['name with SQL', { name: "Robert'); DROP TABLE leads;--" }, 'name', 'Please enter your name using letters only.'],
    ['message with a script tag', { message: 'hi <script>alert(1)</script>' }, 'message', 'Please remove the HTML tags from this field.'],
    ['missing name', { name: '' }, 'name', 'Please enter your first name.'],
    ['missing message', { message: '  ' }, 'message', 'Please enter your comments.'],
    ['name of the wrong type', { name: 42 }, 'name', 'Please enter your first name.'],
    ['unknown dealership', { dealership_slug: 'other-tenant-motors' }, 'dealership_slug', 'Please choose one of our dealerships.'],
    ['unknown location', { location_id: 99 }, 'location_id', 'Please choose one of our locations.'],
    ["another tenant's car", { car_id: '202' }, 'car_id', 'This car is not in our stock.'],
    ['an unknown field', { admin: true }, 'admin', 'Unknown field'],
  ])('%s', (_, change, field, message) => {
    const result = validateLead({ kind: 'enquiry', ...jane, ...change }, groupWithTwoDealerships());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe('Please fix the following errors:');
    expect(result.fields[field]).toEqual(message);
  });

  it('accepts a message with "<3" and SQL-looking words (stored verbatim, never executed)', () => {
    const result = validateLead({ kind: 'contact', ...jane, message: "I <3 this car; SELECT * FROM leads WHERE '1'='1'" }, groupWithTwoDealerships());
    expect(result.ok).toBe(true);
  });

  it('applies the tenant rules: terms (both spec texts), postcode, phone and message', () => {
    const strict = validateLead(
      { kind: 'contact', name: 'Jane', email: 'jane@example.com' },
      groupWithTwoDealerships({ terms: 'required', postcodeRequired: true }),
    );
    expect(strict.ok ? {} : strict.fields).toEqual({
      phone: 'Please enter your phone number.',
      postcode: SPEC_TEXT.postcodeFormat,
      message: 'Please enter your comments.',
      terms_conditions: '*You must agree to the terms of use before submitting.',
    });
    const policy = validateLead({ kind: 'contact', ...jane, terms_conditions: 'off' }, groupWithTwoDealerships({ terms: 'required-with-policy' }));
    expect(policy.ok ? {} : policy.fields).toEqual({ terms_conditions: '* You must agree to the terms of use before submitting the form.' });
    const relaxed = validateLead(
      { kind: 'contact', name: 'Jane', email: 'jane@example.com' },
      groupWithTwoDealerships({ messageRequired: false, phoneRequired: false }),
    );
    expect(relaxed.ok).toBe(true);
  });

  it('test drive: optional booking date, optional message; the date must be a date', () => {
    const base = { kind: 'test-drive', name: 'Jane', email: 'jane@example.com', phone: '0398765432', car_id: '101' };
    expect(validateLead(base, groupWithTwoDealerships()).ok).toBe(true);
    expect(validateLead({ ...base, 'Test Drive Booking Date': '2025-03-01T10:30' }, groupWithTwoDealerships()).ok).toBe(true);
    const bad = validateLead({ ...base, 'Test Drive Booking Date': 'next Tuesday' }, groupWithTwoDealerships());
    expect(bad.ok ? {} : bad.fields).toEqual({ 'Test Drive Booking Date': 'Please choose a valid date and time.' });
  });

  it('request photos: fills the hidden field and needs the car', () => {
    const result = validateLead(
      { kind: 'request-photos', name: 'Jane', email: 'jane@example.com', phone: '0412345678', car_id: '101' },
      groupWithTwoDealerships(),
    );
    expect(result.ok && result.lead.kind === 'request-photos' && result.lead.photos_request).toBe('Please send photos for this car');
    const noCar = validateLead({ kind: 'request-photos', name: 'Jane', email: 'jane@example.com', phone: '0412345678' }, groupWithTwoDealerships());
    expect(noCar.ok ? {} : noCar.fields).toEqual({ car_id: 'This car is not in our stock.' });
  });

  it('trade-in: later steps need the lead_id but no contact details', () => {
    const context = groupWithTwoDealerships();
    expect(validateLead({ kind: 'trade-in', step: 'create', ...jane, rego: 'ABC123', regoState: 'vic' }, context).ok).toBe(true);
    const later = validateLead({ kind: 'trade-in', step: 'offer-accepted', lead_id: '0b3f8f0e-7c7e-4d44-9a55-7a4f2a4b8c11', offer_accepted: true }, context);
    expect(later.ok).toBe(true);
    const missing = validateLead({ kind: 'trade-in', step: 'adjustments', adjustmentAnswers: { 'Any damage?': 'No' } }, context);
    expect(missing.ok ? {} : missing.fields.lead_id).toBe('This step needs the lead_id returned by the first step.');
  });

  it('trade-in: the first step names the car by rego, or by make, model and year, and cannot accept an offer yet', () => {
    const context = groupWithTwoDealerships();
    const first = (fields: Record<string, unknown>) => validateLead({ kind: 'trade-in', step: 'create', ...jane, ...fields }, context);
    expect(first({ 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5', year: '2021' }).ok).toBe(true);
    const fields = (result: ReturnType<typeof first>) => (result.ok ? {} : result.fields);
    expect(fields(first({ 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5' }))).toEqual({
      'Vehicle Make': "Please enter your car's rego, or its make, model and year.",
    });
    expect(fields(first({ rego: 'ABC123', offer_accepted: true, offer_amount: 99_999 }))).toEqual({
      offer_accepted: 'There is no online offer to accept for this car. A valuer will contact you.',
    });
  });

  it('refuses an unknown kind and non-object bodies', () => {
    expect(validateLead({ kind: 'spam' }, groupWithTwoDealerships()).ok).toBe(false);
    for (const body of [null, 'text', 42, []]) expect(validateLead(body, groupWithTwoDealerships()).ok).toBe(false);
  });
});

describe('errorList', () => {
  it('puts the spec heading first and removes repeats', () => {
    expect(errorList({ postcode: 'Invalid postcode', other: 'Invalid postcode' })).toEqual(['Please fix the following errors:', 'Invalid postcode']);
  });
});

describe('fileLead', () => {
  it.each([
    ['careers', undefined, undefined, false, { category: 'General Enquiry', subcategory: 'Career Enquiry', eventId: 51 }],
    ['contact', 'Careers Enquiry', undefined, false, { category: 'General Enquiry', subcategory: 'Career Enquiry', eventId: 51 }],
    ['contact', undefined, undefined, false, { category: 'General Enquiry', subcategory: null, eventId: 15 }],
    ['test-drive', undefined, undefined, false, { category: 'Test Drive', subcategory: 'Test Drive Booking', eventId: 48 }],
    ['trade-in', undefined, undefined, true, { category: 'Trade-In Valuation', subcategory: '3. Offer Accepted', eventId: 18 }],
    ['enquiry', 'Service', 'Recall', false, { category: 'Service', subcategory: 'Recall', eventId: 15 }],
  ] as const)('%s / %s', (kind, category, subcategory, offerAccepted, expected) => {
    expect(fileLead(kind, category, subcategory, offerAccepted)).toEqual(expected);
  });
});
