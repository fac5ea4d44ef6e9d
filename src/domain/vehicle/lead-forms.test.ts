import { describe, expect, it } from 'vitest';
import { leadDialogs } from './lead-forms.ts';
import type { Vehicle } from './vehicle.ts';

const car = {
  id: '101',
  year: 2019,
  make: 'Mazda',
  model: 'CX-5',
  badge: 'Maxx Sport',
  stockNumber: 'T101',
  carType: 'used',
  status: 'in_stock',
  dealershipSlug: 'bayside-mazda',
  dealershipId: 4,
  locationId: 10,
  vin: 'JM0KF4W7A00123456',
  priceCents: 3_199_000,
} as Vehicle;
type Tenant = Parameters<typeof leadDialogs>[1];
const rules = {
  messageRequired: true,
  phoneRequired: true,
  postcodeRequired: false,
  terms: 'optional',
  leadFormFields: false,
  additionalServices: [] as string[],
} as const;
const tenant = (overrides: { form?: Partial<Tenant['leads']['form']>; finance?: Partial<Tenant['finance']>; tradeInOnline?: boolean } = {}) =>
  ({
    leads: { form: { ...rules, ...overrides.form } },
    plugins: { autogauge: true, carAnalysis: false, ppsrReport: false },
    texts: { submitButton: 'Enquire Now' },
    locations: [{ id: 10, slug: 'bayside-mazda-frankston' }],
    features: { tradeInOnline: overrides.tradeInOnline ?? true },
    finance: { provider: 'Taurus', enquiryModal: false, ...overrides.finance },
  }) as unknown as Tenant;

describe('leadDialogs', () => {
  const [enquire, quick, testDrive, photos, tradeIn] = leadDialogs(car, tenant(), '/cars/2019-mazda-cx-5');

  it('makes the Enquire, Quick Enquiry, Test drive, Request photos and Trade-in dialogs the page links to', () => {
    expect(leadDialogs(car, tenant(), '/x').map((d) => d.id)).toEqual(['enquire', 'quick-enquiry', 'test-drive', 'request-photos', 'trade-in']);
    expect(leadDialogs(car, tenant({ tradeInOnline: false }), '/x').map((d) => d.id)).not.toContain('trade-in');
  });

  it('posts the enquiry defaults for the car as hidden fields, by their spec names', () => {
    expect(Object.fromEntries(enquire!.hidden)).toEqual({
      kind: 'enquiry',
      category: 'General Enquiry',
      subcategory: 'Vehicle Enquiry',
      dealership_slug: 'bayside-mazda',
      manufacturer_slug: 'mazda',
      stock_number: 'T101',
      'Vehicle Make': 'Mazda',
      'Vehicle Model': 'CX-5',
      car_type: 'used',
      car_id: '101',
      vehicle_status: 'in_stock',
      autogauge_enabled: 'true',
      car_dealership_id: '4',
      source: 'Website',
      url: '/cars/2019-mazda-cx-5',
    });
  });

  it('gives the form islands only the form and the car: the enquiries their default comments, nothing else', () => {
    const message = "I'm interested in the 2019 Mazda CX-5 Maxx Sport (stock no. T101). Is it still available?";
    expect(enquire!.form).toEqual({ form: 'enquire', message });
    expect(quick!.form).toEqual({ form: 'quick-enquiry', message });
    expect(testDrive!.form).toEqual({ form: 'test-drive' });
    expect(photos!.form).toEqual({ form: 'request-photos' });
    expect(enquire!.title).toBe('Enquire about this car');
  });

  it('files the quick enquiry and the test drive under their own kind, category and subcategory', () => {
    expect(Object.fromEntries(quick!.hidden)).toMatchObject({ kind: 'quick-enquiry', subcategory: 'Quick Enquiry' });
    expect(Object.fromEntries(testDrive!.hidden)).toMatchObject({ kind: 'test-drive', category: 'Test Drive', subcategory: 'Test Drive Booking' });
  });

  it('sends the request-photos hidden text', () => {
    expect(Object.fromEntries(photos!.hidden)).toMatchObject({
      kind: 'request-photos',
      photos_request: 'Please send photos for this car',
      subcategory: 'Request Photos',
    });
  });

  it("posts only this car's id and dealership with the trade-in valuation (it is about the shopper's own car)", () => {
    expect(tradeIn!.form).toEqual({ form: 'trade-in' });
    expect(Object.fromEntries(tradeIn!.hidden)).toEqual({
      kind: 'trade-in',
      category: 'Trade-In Valuation',
      subcategory: '1. Valuation Requested',
      dealership_slug: 'bayside-mazda',
      car_id: '101',
      source: 'Website',
      url: '/cars/2019-mazda-cx-5',
      step: 'create',
    });
  });

  it("adds the 'Finance Enquiry' modal for tenants with finance.enquiryModal, with the car's price as the amount", () => {
    const finance = leadDialogs(car, tenant({ finance: { enquiryModal: true } }), '/x').at(-1)!;
    expect(finance).toMatchObject({ id: 'finance-enquiry', title: 'Finance Enquiry', form: { form: 'finance-enquiry', amount: 31_990 } });
    expect(leadDialogs({ ...car, priceCents: 0 }, tenant({ finance: { enquiryModal: true } }), '/x').at(-1)!.form).toEqual({ form: 'finance-enquiry' });
    expect(Object.fromEntries(finance.hidden)).toMatchObject({ kind: 'finance', category: 'Finance Enquiry', vin: 'JM0KF4W7A00123456' });
    expect(leadDialogs(car, tenant({ finance: { enquiryModal: true, provider: null } }), '/x').map((d) => d.id)).not.toContain('finance-enquiry');
  });

  it("adds the car's location_id for tenants with leadFormFields", () => {
    const [withFields] = leadDialogs(car, tenant({ form: { leadFormFields: true } }), '/x');
    expect(Object.fromEntries(withFields!.hidden)).toMatchObject({ location_id: '10' });
  });
});
