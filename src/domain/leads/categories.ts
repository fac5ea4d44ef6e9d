// Lead kinds (one per shopper form), the category and subcategory each is filed under, and the
// analytics event each sends on success.
import { EVENT_IDS, type EventId } from './events.ts';
import type { LeadSubmission } from './schemas.ts';

export const LEAD_KINDS = [
  'enquiry',
  'quick-enquiry',
  'test-drive',
  'request-photos',
  'finance',
  'contact',
  'careers',
  'trade-in',
  'service',
  'parts',
  'order',
] as const;
/**
 * Every kind a lead is stored as: the forms' kinds, which `POST /api/leads` takes, plus `reservation`, which only the
 * reservations service makes (a shopper reserves through `POST /api/reservations`).
 */
export type LeadKind = (typeof LEAD_KINDS)[number] | 'reservation';

/** The buy-online journey's steps (spec 2 section 2, /checkout-journey): each later step updates the order lead. */
export const ORDER_STEPS = ['car', 'trade-in', 'payment', 'delivery', 'deposit', 'summary'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

export const GENERAL_ENQUIRY = 'General Enquiry';
export const CAREERS_ENQUIRY = 'Careers Enquiry';
export const CAREER_SUBCATEGORY = 'Career Enquiry';
/**
 * The contact form's category select (spec 2 section 5: required, General Enquiry first and chosen). 'Careers
 * Enquiry' is filed as General Enquiry / Career Enquiry with event 51 by `fileLead`.
 */
export const CONTACT_CATEGORIES = [
  GENERAL_ENQUIRY,
  'Sales Enquiry',
  'Finance Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Trade-In Enquiry',
  CAREERS_ENQUIRY,
] as const;

/** Subcategory of the trade-in step where the shopper accepts the offer (spec 2 section 7). */
export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted';

/** Trade-in valuation steps, in order; each later step updates the lead the first one created. */
export const TRADE_IN_STEPS = ['create', 'adjustments', 'rego', 'offer-accepted'] as const;
export type TradeInStep = (typeof TRADE_IN_STEPS)[number];

export const TRADE_IN_SUBCATEGORY: Readonly<Record<TradeInStep, string>> = {
  create: '1. Valuation Requested',
  adjustments: '2. Vehicle Details',
  rego: '2. Vehicle Details',
  'offer-accepted': OFFER_ACCEPTED_SUBCATEGORY,
};

type KindDefaults = { category: string; subcategory: string | null; eventId: EventId | null };

/** Category, subcategory and success event of each kind, unless the form sends its own. */
export const KIND_DEFAULTS: Readonly<Record<LeadKind, KindDefaults>> = {
  enquiry: { category: GENERAL_ENQUIRY, subcategory: 'Vehicle Enquiry', eventId: EVENT_IDS.enquiry },
  'quick-enquiry': { category: GENERAL_ENQUIRY, subcategory: 'Quick Enquiry', eventId: EVENT_IDS.enquiry },
  'test-drive': { category: 'Test Drive', subcategory: 'Test Drive Booking', eventId: EVENT_IDS.testDrive },
  'request-photos': { category: GENERAL_ENQUIRY, subcategory: 'Request Photos', eventId: EVENT_IDS.enquiry },
  finance: { category: 'Finance Enquiry', subcategory: null, eventId: EVENT_IDS.enquiry },
  contact: { category: GENERAL_ENQUIRY, subcategory: null, eventId: EVENT_IDS.enquiry },
  careers: { category: GENERAL_ENQUIRY, subcategory: CAREER_SUBCATEGORY, eventId: EVENT_IDS.careersEnquiry },
  'trade-in': { category: 'Trade-In Valuation', subcategory: TRADE_IN_SUBCATEGORY.create, eventId: null },
  service: { category: 'Service Booking', subcategory: null, eventId: EVENT_IDS.enquiry },
  parts: { category: 'Parts Enquiry', subcategory: null, eventId: EVENT_IDS.enquiry },
  order: { category: 'Online Purchase', subcategory: 'Order Started', eventId: null },
  reservation: { category: 'Reservation', subcategory: 'Car Held', eventId: null },
};

/** The order lead's subcategory after each journey step: the dealer sees how far an unfinished order got. */
export const ORDER_SUBCATEGORY: Readonly<Record<OrderStep, string>> = {
  car: 'Order Started',
  'trade-in': 'Trade-In Chosen',
  payment: 'Payment Chosen',
  delivery: 'Delivery Chosen',
  deposit: 'Deposit Arranged',
  summary: 'Order Placed',
};

export type FiledAs = { category: string; subcategory: string | null; eventId: EventId | null };

/**
 * Where a lead is filed. A 'Careers Enquiry' category (or the careers form) becomes General Enquiry with
 * subcategory 'Career Enquiry' and event 51 (spec 2 section 4); an accepted trade-in offer sends event 18.
 * @example fileLead('contact', 'Careers Enquiry', null) // { category: 'General Enquiry', subcategory: 'Career Enquiry', eventId: 51 }
 */
export function fileLead(kind: LeadKind, category: string | undefined, subcategory: string | undefined | null, offerAccepted = false): FiledAs {
  const defaults = KIND_DEFAULTS[kind];
  if (kind === 'careers' || category === CAREERS_ENQUIRY) {
    return { category: GENERAL_ENQUIRY, subcategory: CAREER_SUBCATEGORY, eventId: EVENT_IDS.careersEnquiry };
  }
  if (offerAccepted || subcategory === OFFER_ACCEPTED_SUBCATEGORY) {
    return { category: category || defaults.category, subcategory: OFFER_ACCEPTED_SUBCATEGORY, eventId: EVENT_IDS.offerAccepted };
  }
  return { category: category || defaults.category, subcategory: subcategory || defaults.subcategory, eventId: defaults.eventId };
}

/**
 * Where a submission is filed: `fileLead` with the trade-in step's own subcategory when the form sends none.
 * @example fileSubmission({ kind: 'trade-in', step: 'adjustments', ... }) // { category: 'Trade-In Valuation', subcategory: '2. Vehicle Details', eventId: null }
 */
export function fileSubmission(lead: LeadSubmission): FiledAs {
  if (lead.kind === 'order') return fileLead(lead.kind, lead.category, lead.subcategory ?? ORDER_SUBCATEGORY[lead.step]);
  if (lead.kind !== 'trade-in') return fileLead(lead.kind, lead.category, lead.subcategory);
  return fileLead(
    lead.kind,
    lead.category,
    lead.subcategory ?? TRADE_IN_SUBCATEGORY[lead.step],
    lead.offer_accepted === true || lead.step === 'offer-accepted',
  );
}
