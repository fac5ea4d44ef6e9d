import { describe, expect, it } from 'vitest';
import { formChoices } from './form-choices.ts';
import { contactForm, leadFormSetup, type FormTenant } from './form-setup.ts';

const rules = {
  messageRequired: true,
  phoneRequired: true,
  postcodeRequired: false,
  terms: 'optional',
  leadFormFields: false,
  additionalServices: [] as string[],
} as const;
const dealerWithOneYard = (form: Partial<FormTenant['leadForm']> = {}): FormTenant => ({
  texts: { formTitle: 'Contact Us', submitButton: 'Enquire Now', valuationButton: 'Get Your Valuation' },
  leadForm: { ...rules, ...form },
  dealerships: [{ id: 4, slug: 'bayside-mazda', name: 'Bayside Mazda' }],
  locations: [{ id: 10, slug: 'bayside-mazda-frankston', name: 'Bayside Mazda Frankston', dealership_slug: 'bayside-mazda', location_type: 'sales' }],
});

describe('leadFormSetup', () => {
  const tenant = dealerWithOneYard();

  it('works out each vehicle form from its id: kind, title and button', () => {
    expect(leadFormSetup({ form: 'enquire' }, tenant)).toMatchObject({ kind: 'enquiry', title: 'Enquire about this car', submitLabel: 'Enquire Now' });
    expect(leadFormSetup({ form: 'test-drive' }, tenant)).toMatchObject({ kind: 'test-drive', title: 'Book a test drive', submitLabel: 'Book Test Drive' });
    expect(leadFormSetup({ form: 'trade-in' }, tenant)).toMatchObject({ kind: 'trade-in', title: 'Trade-In Valuation', submitLabel: 'Get Your Valuation' });
    expect(leadFormSetup({ form: 'finance-enquiry' }, tenant)).toMatchObject({ kind: 'finance', title: 'Finance Enquiry', submitLabel: 'Get Finance Now' });
  });

  it("labels the trade-in form's button with the tenant's valuation text (spec 2 section 9)", () => {
    const ownWords = { ...tenant, texts: { ...tenant.texts, valuationButton: 'Value My Car' } };
    expect(leadFormSetup({ form: 'trade-in' }, ownWords).submitLabel).toBe('Value My Car');
  });

  it('requires comments on the enquiries and the contact form (tenant rule), not on the others', () => {
    expect(leadFormSetup({ form: 'enquire', message: 'Hi' }, tenant).message).toEqual({ value: 'Hi', required: true, label: 'Comments' });
    expect(leadFormSetup({ form: 'quick-enquiry' }, tenant).message.required).toBe(true);
    expect(leadFormSetup({ form: 'contact' }, tenant).message.required).toBe(true);
    expect(leadFormSetup({ form: 'test-drive' }, tenant).message).toEqual({ value: '', required: false, label: 'Comments' });
    expect(leadFormSetup({ form: 'enquire' }, dealerWithOneYard({ messageRequired: false })).message.required).toBe(false);
  });

  it('keeps the quick enquiry short: no last name, postcode only when the tenant requires one', () => {
    expect(leadFormSetup({ form: 'quick-enquiry' }, tenant).show).toMatchObject({ lastName: false, postcode: false, leadFormFields: false });
    expect(leadFormSetup({ form: 'quick-enquiry' }, dealerWithOneYard({ postcodeRequired: true })).show.postcode).toBe(true);
  });

  it("switches on each form's own parts", () => {
    expect(leadFormSetup({ form: 'test-drive' }, tenant).show.slots).toEqual({ kind: 'test-drive', locationRequired: false, required: false });
    expect(leadFormSetup({ form: 'enquire' }, tenant).show.slots).toBeNull();
    expect(leadFormSetup({ form: 'book-test-drive' }, tenant).show).toMatchObject({
      model: true,
      slots: { kind: 'test-drive', locationRequired: true, required: true },
    });
    expect(leadFormSetup({ form: 'service' }, tenant)).toMatchObject({ kind: 'service', show: { serviceCar: true, slots: { kind: 'service' } } });
    expect(leadFormSetup({ form: 'parts' }, dealerWithOneYard({ messageRequired: false }))).toMatchObject({
      kind: 'parts',
      locationPurpose: 'parts',
      message: { required: true, label: 'Part description' },
      show: { parts: true, location: true },
    });
    expect(leadFormSetup({ form: 'fleet' }, tenant)).toMatchObject({ kind: 'contact', show: { fleet: true } });
    expect(leadFormSetup({ form: 'careers' }, tenant)).toMatchObject({ kind: 'careers', submitLabel: 'Send Application', show: { cv: true } });
    expect(leadFormSetup({ form: 'trade-in' }, tenant).show.tradeInCar).toBe(true);
    const finance = leadFormSetup({ form: 'finance-enquiry', amount: 31_990 }, tenant);
    expect(finance.show.budget).toEqual({ name: 'vehiclePriceBudget', label: 'Amount to finance', quickPicks: 'standard' });
    expect(finance.amount).toBe(31_990);
    expect(leadFormSetup({ form: 'finance-enquiry' }, tenant).amount).toBeNull();
  });

  it("asks the tenant lead form's questions on the enquiry and test drive (and always on finance), never on the short forms", () => {
    const withFields = dealerWithOneYard({ leadFormFields: true });
    const asks = (form: Parameters<typeof leadFormSetup>[0]['form'], t: FormTenant) => leadFormSetup({ form }, t).show.leadFormFields;
    expect(['enquire', 'test-drive', 'contact', 'finance-enquiry'].map((form) => asks(form as 'enquire', withFields))).toEqual([true, true, true, true]);
    expect(['quick-enquiry', 'request-photos', 'trade-in'].map((form) => asks(form as 'enquire', withFields))).toEqual([false, false, false]);
    expect(asks('enquire', tenant)).toBe(false);
    expect(asks('finance-enquiry', tenant)).toBe(true);
  });

  it("asks for the dealer's additional services on the enquiry forms (Enquire and contact) only, and only when it lists any", () => {
    const services = ['Finance', 'Trade-in appraisal', 'Extended warranty'];
    const offering = dealerWithOneYard({ additionalServices: services });
    const asks = (form: Parameters<typeof leadFormSetup>[0]['form'], t: FormTenant) => leadFormSetup({ form }, t).show.additionalServices;
    expect(asks('enquire', offering)).toEqual(services);
    expect(asks('contact', offering)).toEqual(services);
    for (const form of ['quick-enquiry', 'test-drive', 'request-photos', 'finance-enquiry', 'service', 'parts', 'fleet', 'careers'] as const) {
      expect(asks(form, offering)).toBeNull();
    }
    expect(asks('enquire', tenant)).toBeNull();
    expect(asks('contact', tenant)).toBeNull();
  });

  it("gives the finance pages' form a dealership select for a group, starting on the link's dealership", () => {
    const group: FormTenant = { ...tenant, dealerships: [...tenant.dealerships, { id: 5, slug: 'bayside-kia', name: 'Bayside Kia' }] };
    expect(leadFormSetup({ form: 'finance-form' }, tenant)).toMatchObject({
      kind: 'finance',
      title: 'Finance Enquiry',
      submitLabel: 'Get Finance Now',
      dealership: null,
      show: { dealership: false },
    });
    expect(leadFormSetup({ form: 'finance-form', amount: 41_990, dealership: 'bayside-kia' }, group)).toMatchObject({
      amount: 41_990,
      dealership: 'bayside-kia',
      show: { dealership: true },
    });
    expect(leadFormSetup({ form: 'finance-enquiry' }, group).show.dealership).toBe(false); // the vehicle page's modal posts the car's
  });

  it("titles the contact form with the tenant's text; a single dealership gets no dealership select", () => {
    expect(leadFormSetup({ form: 'contact' }, tenant)).toMatchObject({
      kind: 'contact',
      title: 'Contact Us',
      show: { location: true, dealership: false, rego: true },
    });
  });

  it("a location page's contact form starts on its location and its department's category (a category not offered is ignored)", () => {
    expect(leadFormSetup({ form: 'contact' }, tenant)).toMatchObject({ location: null, category: null });
    expect(leadFormSetup({ form: 'contact', location: 'bayside-mazda-frankston', category: 'Service Enquiry' }, tenant)).toMatchObject({
      location: 'bayside-mazda-frankston',
      category: 'Service Enquiry',
    });
    expect(leadFormSetup({ form: 'contact', category: 'Pizza Enquiry' }, tenant).category).toBeNull();
  });

  it('works the tenant part out once per tenant; the same props give the same setup', () => {
    expect(leadFormSetup({ form: 'request-photos' }, tenant)).toBe(leadFormSetup({ form: 'request-photos' }, tenant));
    expect(leadFormSetup({ form: 'enquire', message: 'A' }, tenant).message.value).toBe('A');
    expect(leadFormSetup({ form: 'enquire', message: 'B' }, tenant).message.value).toBe('B');
  });
});

describe('contactForm', () => {
  it('posts the contact kind, the source, the page and its page_id', () => {
    expect(contactForm('/contact')).toEqual({
      form: { form: 'contact' },
      hidden: [
        ['kind', 'contact'],
        ['source', 'Website'],
        ['url', '/contact'],
        ['page_id', 'contact'],
      ],
    });
    expect(contactForm('/contact-us/alpha-geelong').hidden.at(-1)).toEqual(['page_id', 'contact-us/alpha-geelong']);
  });
});

describe('formChoices', () => {
  it('lists the dealerships and the locations (sales first) once per tenant; a single location is chosen', () => {
    const tenant = dealerWithOneYard();
    const choices = formChoices(tenant);
    expect(choices.dealerships).toEqual([{ value: 'bayside-mazda', label: 'Bayside Mazda' }]);
    expect(choices.locations).toEqual({
      options: [{ value: 'bayside-mazda-frankston', label: 'Bayside Mazda Frankston' }],
      selected: 'bayside-mazda-frankston',
      shown: true,
    });
    expect(formChoices(tenant)).toBe(choices);
    expect(formChoices({ dealerships: [], locations: [] }).locations).toEqual({ options: [], selected: '', shown: false });
  });
});
