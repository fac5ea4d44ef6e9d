import { describe, expect, it } from 'vitest';
import { leadDialogs } from './lead-forms.ts';
import type { Vehicle } from './vehicle.ts';

const car = {
  id: '101', year: 2019, make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', stockNumber: 'T101', carType: 'used', status: 'in_stock',
  dealershipSlug: 'bayside-mazda', dealershipId: 4,
} as Vehicle;
const tenant = {
  leads: { form: { messageRequired: true, phoneRequired: true, postcodeRequired: false, terms: 'optional' } },
  plugins: { autogauge: true, carAnalysis: false, ppsrReport: false },
  texts: { submitButton: 'Enquire Now' },
} as Parameters<typeof leadDialogs>[1];

describe('leadDialogs', () => {
  const [enquire, testDrive, photos] = leadDialogs(car, tenant, '/cars/2019-mazda-cx-5');

  it('makes the Enquire, Test drive and Request photos dialogs the side panel links to', () => {
    expect([enquire!.id, testDrive!.id, photos!.id]).toEqual(['enquire', 'test-drive', 'request-photos']);
  });

  it('posts the enquiry defaults for the car as hidden fields, by their spec names', () => {
    expect(Object.fromEntries(enquire!.hidden)).toEqual({
      kind: 'enquiry', category: 'General Enquiry', subcategory: 'Vehicle Enquiry',
      dealership_slug: 'bayside-mazda', manufacturer_slug: 'mazda', stock_number: 'T101', 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5',
      car_type: 'used', car_id: '101', vehicle_status: 'in_stock', autogauge_enabled: 'true', car_dealership_id: '4', source: 'Website', url: '/cars/2019-mazda-cx-5',
    });
  });

  it('requires comments on the enquiry (tenant rule) with a default message, not on the others', () => {
    expect(enquire!.message).toEqual({ value: "I'm interested in the 2019 Mazda CX-5 Maxx Sport (stock no. T101). Is it still available?", required: true });
    expect(testDrive!.message.required).toBe(false);
    expect(photos!.message).toEqual({ value: '', required: false });
  });

  it('gives the test drive its optional booking date and category', () => {
    expect(testDrive!.bookingDate).toBe(true);
    expect(enquire!.bookingDate).toBe(false);
    expect(Object.fromEntries(testDrive!.hidden)).toMatchObject({ kind: 'test-drive', category: 'Test Drive', subcategory: 'Test Drive Booking' });
  });

  it('sends the request-photos hidden text', () => {
    expect(Object.fromEntries(photos!.hidden)).toMatchObject({ kind: 'request-photos', photos_request: 'Please send photos for this car', subcategory: 'Request Photos' });
  });
});
