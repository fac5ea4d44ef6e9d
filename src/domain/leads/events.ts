// Analytics event ids the site sends (spec 2 section 7, spec 1 section 7). The spec lists two ids for
// enquiries (15 and 14) and for test drives (48 and 17) without saying which is which; we send the first
// of each pair when the form is submitted and the second for the follow-up lead record (`leadSuccessEvents`).

export const EVENT_IDS = {
  usedCarView: 4,
  enquiry: 15,
  enquiryLead: 14,
  testDrive: 48,
  testDriveLead: 17,
  offerAccepted: 18,
  phoneClick: 25,
  financeCalculatorUsed: 26,
  favourite: 39,
  searchView: 49,
  careersEnquiry: 51,
  historyReport: 60,
  print: 61,
} as const;

export type EventName = keyof typeof EVENT_IDS;
export type EventId = (typeof EVENT_IDS)[EventName];

export const KNOWN_EVENT_IDS: ReadonlySet<number> = new Set(Object.values(EVENT_IDS));

/** @example isKnownEventId(25) // true */
export function isKnownEventId(id: number): id is EventId {
  return KNOWN_EVENT_IDS.has(id);
}

/** The follow-up lead record after a success event: 14 after an enquiry's 15, 17 after a test drive's 48. */
export const FOLLOW_UP_EVENT: Readonly<Partial<Record<number, EventId>>> = {
  [EVENT_IDS.enquiry]: EVENT_IDS.enquiryLead,
  [EVENT_IDS.testDrive]: EVENT_IDS.testDriveLead,
};

export type LeadEvent = { eventId: number; data: Record<string, string> };

/**
 * What a form sends once its lead is stored (spec 2 section 7, "Form submission"): the success event the API
 * answered, then, for an enquiry or a test drive, the follow-up that records the lead with its category and the
 * car's type (none for a lead about no particular car). Nothing when the API answered no event.
 * @example leadSuccessEvents(15, { category: 'General Enquiry', carType: 'used' })
 *   // [{ eventId: 15, data: {} }, { eventId: 14, data: { category: 'General Enquiry', car_type: 'used' } }]
 * @example leadSuccessEvents(51, { category: 'General Enquiry', carType: null }) // [{ eventId: 51, data: {} }]
 */
export function leadSuccessEvents(eventId: number | null, lead: { category: string; carType: string | null }): LeadEvent[] {
  if (eventId === null) return [];
  const followUp = FOLLOW_UP_EVENT[eventId];
  if (followUp === undefined) return [{ eventId, data: {} }];
  const data = { category: lead.category, ...(lead.carType ? { car_type: lead.carType } : {}) };
  return [
    { eventId, data: {} },
    { eventId: followUp, data },
  ];
}
