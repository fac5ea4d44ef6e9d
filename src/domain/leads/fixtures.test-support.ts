// A stored lead for the renderer tests: a test drive for a car, with text that needs escaping.
import type { LeadRecord } from './lead-record.ts';

export const testDriveLead = (fields: Record<string, unknown> = {}): LeadRecord => ({
  id: '0b3f8f0e-7c7e-4d44-9a55-7a4f2a4b8c11',
  tenant: 'alpha',
  kind: 'test-drive',
  category: 'Test Drive',
  subcategory: 'Test Drive Booking',
  status: 'complete',
  createdAt: new Date('2025-03-01T00:30:00.000Z'),
  updatedAt: new Date('2025-03-01T00:30:00.000Z'),
  payload: {
    source: 'Website',
    site: { name: 'Alpha & Sons Motors', url: 'https://www.alpha.example' },
    fields: {
      name: 'Jane',
      last_name: "O'Neil",
      email: 'jane@example.com',
      phone: '+61412345678',
      postcode: '3000',
      message: 'Tom & "Jerry" <3',
      'Test Drive Booking Date': '2025-03-08T10:30',
      opt_in: true,
      ...fields,
    },
    car: {
      id: '101',
      slug: 'x',
      year: 2019,
      make: 'Mazda',
      model: 'CX-5 <Touring>',
      badge: 'Maxx',
      vin: 'JM0KF4W7A00123456',
      stockNumber: 'T101',
      priceCents: 3_199_000,
      carType: 'used',
      status: 'in_stock',
      dealershipSlug: 'alpha-mazda',
    },
    dealership: { id: 1, slug: 'alpha-mazda', name: 'Alpha Mazda' },
    location: { id: 10, slug: 'alpha-mazda-geelong', name: 'Alpha Mazda Geelong' },
    url: 'https://www.alpha.example/cars/x/',
    user_agent: 'test',
    lead_attributes: null,
    event_id: 48,
    vendorContact: { name: 'Alpha Mazda Geelong', phone: '03 5222 1234', email: null },
  },
});

/** A trade-in valuation whose offer was accepted: the shopper's own car, condition answers and the server's valuation. */
export const acceptedTradeIn = (): LeadRecord => {
  const lead = testDriveLead({
    'Vehicle Make': 'Mazda',
    'Vehicle Model': 'CX-5',
    year: 2021,
    kms: 60_000,
    rego: 'ABC123',
    regoState: 'QLD',
    adjustmentAnswers: { 'Service history': 'Full', 'Overall condition': 'Good' },
    offer_accepted: true,
    offer_amount: 19_800,
  });
  const { 'Test Drive Booking Date': _date, ...fields } = lead.payload.fields;
  return {
    ...lead,
    kind: 'trade-in',
    category: 'Trade-In Valuation',
    subcategory: '3. Offer Accepted',
    payload: {
      ...lead.payload,
      car: null,
      fields,
      event_id: 18,
      valuation: { estimate: { low: 19_300, offer: 19_800, high: 20_400, comparables: 4 }, reason: null },
    },
  };
};
