import { describe, expect, it } from 'vitest';
import { fileLead } from './categories.ts';
import { EVENT_IDS, isKnownEventId, leadSuccessEvents } from './events.ts';

describe('the events a form sends once its lead is stored (spec 2 section 7)', () => {
  it.each([
    // kind, car type, the events in order
    ['enquiry', 'used', [15, 14]],
    ['quick-enquiry', 'new', [15, 14]],
    ['request-photos', 'demo', [15, 14]],
    ['finance', 'used', [15, 14]],
    ['contact', null, [15, 14]],
    ['test-drive', 'new', [48, 17]],
    ['careers', null, [51]],
    ['order', 'used', []],
  ] as const)('%s (car type %s): %j', (kind, carType, ids) => {
    const filed = fileLead(kind, undefined, null);
    expect(leadSuccessEvents(filed.eventId, { category: filed.category, carType }).map((event) => event.eventId)).toEqual(ids);
  });

  it('records the lead with its category and the car type in the follow-up, 14 after an enquiry and 17 after a test drive', () => {
    expect(leadSuccessEvents(EVENT_IDS.enquiry, { category: 'Service Enquiry', carType: null })).toEqual([
      { eventId: 15, data: {} },
      { eventId: 14, data: { category: 'Service Enquiry' } },
    ]);
    expect(leadSuccessEvents(EVENT_IDS.testDrive, { category: 'Test Drive', carType: 'used' })).toEqual([
      { eventId: 48, data: {} },
      { eventId: 17, data: { category: 'Test Drive', car_type: 'used' } },
    ]);
  });

  it('sends an accepted offer (18) alone, and nothing when the API answered no event', () => {
    expect(leadSuccessEvents(EVENT_IDS.offerAccepted, { category: 'Trade-In Valuation', carType: null })).toEqual([{ eventId: 18, data: {} }]);
    expect(leadSuccessEvents(null, { category: 'Trade-In Valuation', carType: null })).toEqual([]);
  });

  it('accepts every id the site sends at POST /api/events', () => {
    for (const id of [4, 14, 15, 17, 18, 25, 26, 39, 48, 49, 51, 60, 61]) expect(isKnownEventId(id)).toBe(true);
    expect(isKnownEventId(16)).toBe(false);
  });
});
