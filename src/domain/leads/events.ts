// Analytics event ids the site sends (spec 2 section 7, spec 1 section 7). The spec lists two ids for
// enquiries (15 and 14) and for test drives (48 and 17) without saying which is which; we send the first
// of each pair when the form is submitted and the second for the follow-up lead record, and accept both.

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
