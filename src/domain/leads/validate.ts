// Checks a lead form's post the way the form and the API both must: shape (zod), then the tenant's
// rules (required fields, terms, known postcode, its own dealerships, locations and cars). Errors come
// back per field with the spec's texts, under the heading 'Please fix the following errors:'.
import type { z } from 'zod';
import { LEAD_TEXT, ORDER_TEXT, SPEC_TEXT } from './messages.ts';
import { leadSubmissionSchema, type LeadSubmission } from './schemas.ts';

/** Per-tenant form rules (tenant config `leads.form`). */
export type LeadFormRules = {
  /** Comments are required by default, except on one site variant (spec 2 section 5). */
  messageRequired: boolean;
  phoneRequired: boolean;
  /** The tenant lead form requires a postcode (spec 2 section 5). */
  postcodeRequired: boolean;
  /** 'required': '*You must agree...submitting.'; 'required-with-policy': '* You must agree ... the form.' */
  terms: 'optional' | 'required' | 'required-with-policy';
};

/** Everything validation needs to know about the tenant; the caller injects lookups so this stays pure. */
export type LeadContext = {
  rules: LeadFormRules;
  dealerships: readonly { id: number; slug: string }[];
  locations: readonly { id: number; slug: string; dealership_slug: string }[];
  /** True when the 4-digit postcode exists in Australia. */
  isKnownPostcode: (postcode: string) => boolean;
  /** True when the car is in this tenant's stock; omit to skip the check (e.g. in the browser). */
  isKnownCar?: (carId: string) => boolean;
};

export type FieldErrors = Record<string, string>;
export type LeadValidation = { ok: true; lead: LeadSubmission } | { ok: false; error: typeof SPEC_TEXT.fixErrors; fields: FieldErrors };

/** Kinds whose comments box follows the tenant's messageRequired rule; the others are optional. */
const MESSAGE_FOLLOWS_TENANT = new Set(['enquiry', 'quick-enquiry', 'contact', 'careers', 'parts']);
/** Kinds that are always about one car. */
const CAR_REQUIRED = new Set(['quick-enquiry', 'request-photos', 'order']);

/**
 * zod issues -> one message per field (the first issue wins).
 * @example issuesToFields(schema.safeParse({ x: 1 }).error.issues) // { x: 'Unknown field' }
 */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  // A Map, then fromEntries: a field named "__proto__" must stay a field, not become a prototype.
  const fields = new Map<string, string>();
  const add = (key: string, message: string) => {
    if (!fields.has(key)) fields.set(key, message);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add(key, 'Unknown field');
    else add(issue.path.length ? issue.path.map(String).join('.') : 'form', issue.message);
  }
  return Object.fromEntries(fields);
}

/**
 * Is this post a later step updating an existing lead (rather than the first, creating one)?
 * @example isLaterStep({ kind: 'trade-in', step: 'rego', lead_id: '0b3f...' }) // true
 */
export const isLaterStep = (lead: LeadSubmission): boolean => lead.lead_id !== undefined;

function contactErrors(lead: LeadSubmission, context: LeadContext): FieldErrors {
  const { rules } = context;
  const fields: FieldErrors = {};
  if (!lead.name) fields.name = LEAD_TEXT.nameRequired;
  if (!lead.email) fields.email = LEAD_TEXT.emailRequired;
  if (rules.phoneRequired && !lead.phone) fields.phone = LEAD_TEXT.phoneRequired;
  if (rules.postcodeRequired && !lead.postcode) fields.postcode = SPEC_TEXT.postcodeFormat;
  if (MESSAGE_FOLLOWS_TENANT.has(lead.kind) && rules.messageRequired && !lead.message) fields.message = LEAD_TEXT.messageRequired;
  if (lead.kind === 'parts' && !lead.message) fields.message = LEAD_TEXT.messageRequired;
  if (rules.terms !== 'optional' && lead.terms_conditions !== true) {
    fields.terms_conditions = rules.terms === 'required' ? SPEC_TEXT.termsRequired : SPEC_TEXT.termsRequiredForm;
  }
  return fields;
}

function tenantErrors(lead: LeadSubmission, context: LeadContext): FieldErrors {
  const fields: FieldErrors = {};
  if (lead.postcode && !context.isKnownPostcode(lead.postcode)) fields.postcode = SPEC_TEXT.postcodeUnknown;
  if (lead.kind === 'order' && lead.delivery_postcode && !context.isKnownPostcode(lead.delivery_postcode)) fields.delivery_postcode = SPEC_TEXT.postcodeUnknown;
  const dealershipSlugs = new Set(context.dealerships.map((d) => d.slug));
  if (lead.dealership_slug && !dealershipSlugs.has(lead.dealership_slug)) fields.dealership_slug = LEAD_TEXT.dealershipUnknown;
  if (lead.kind === 'finance' && lead.preferredDealership && !dealershipSlugs.has(lead.preferredDealership)) {
    fields.preferredDealership = LEAD_TEXT.dealershipUnknown;
  }
  if (lead.car_dealership_id !== undefined && !context.dealerships.some((d) => d.id === lead.car_dealership_id)) {
    fields.car_dealership_id = LEAD_TEXT.dealershipUnknown;
  }
  if (lead.location && !context.locations.some((l) => l.slug === lead.location)) fields.location = LEAD_TEXT.locationUnknown;
  if (lead.location_id !== undefined && !context.locations.some((l) => l.id === lead.location_id)) fields.location_id = LEAD_TEXT.locationUnknown;
  if (lead.car_id !== undefined && context.isKnownCar && !context.isKnownCar(lead.car_id)) fields.car_id = LEAD_TEXT.carUnknown;
  if (CAR_REQUIRED.has(lead.kind) && lead.car_id === undefined && !isLaterStep(lead)) fields.car_id = LEAD_TEXT.carUnknown;
  return fields;
}

/** What each step of the buy-online journey must say. */
function orderStepErrors(lead: Extract<LeadSubmission, { kind: 'order' }>): FieldErrors {
  if (!lead.lead_id) return lead.step === 'car' ? {} : { lead_id: LEAD_TEXT.leadIdRequired };
  if (lead.step === 'trade-in' && !lead.has_trade_in) return { has_trade_in: ORDER_TEXT.tradeInRequired };
  if (lead.step === 'trade-in' && lead.has_trade_in === 'Yes' && !lead.trade_in_lead_id) return { trade_in_lead_id: ORDER_TEXT.valuationRequired };
  if (lead.step === 'payment' && !lead.payment_method) return { payment_method: ORDER_TEXT.paymentRequired };
  if (lead.step === 'delivery' && !lead.delivery_method) return { delivery_method: ORDER_TEXT.deliveryRequired };
  if (lead.step === 'delivery' && lead.delivery_method === 'delivery') {
    const fields: FieldErrors = {};
    if (!lead.delivery_postcode) fields.delivery_postcode = LEAD_TEXT.postcodeRequired;
    if (!lead.delivery_street) fields.delivery_street = ORDER_TEXT.streetRequired;
    if (!lead.delivery_suburb) fields.delivery_suburb = ORDER_TEXT.suburbRequired;
    return fields;
  }
  if (lead.step === 'deposit' && !lead.reservation_id) return { reservation_id: ORDER_TEXT.depositRequired };
  return {};
}

function stepErrors(lead: LeadSubmission): FieldErrors {
  if (lead.kind === 'order') return orderStepErrors(lead);
  if (lead.kind !== 'trade-in' || lead.lead_id) return {};
  if (lead.step !== 'create') return { lead_id: LEAD_TEXT.leadIdRequired };
  // The first step names the car (a valuer can look a rego up), and has no offer yet to accept.
  if (lead.offer_accepted === true) return { offer_accepted: LEAD_TEXT.noOfferToAccept };
  if (!lead.rego && !(lead['Vehicle Make'] && lead['Vehicle Model'] && lead.year)) return { 'Vehicle Make': LEAD_TEXT.tradeInCarRequired };
  return {};
}

/**
 * Validates a lead form's post for a tenant.
 * @example validateLead({ kind: 'contact', name: 'Jane', email: 'jane@example.com', phone: '0412 345 678', message: 'Hi' }, context)
 *   // { ok: true, lead: { kind: 'contact', name: 'Jane', ... } }
 * @example validateLead({ kind: 'contact', postcode: '30' }, context).fields.postcode
 *   // 'Invalid postcode. Please enter a 4-digit number.'
 */
export function validateLead(input: unknown, context: LeadContext): LeadValidation {
  const parsed = leadSubmissionSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: SPEC_TEXT.fixErrors, fields: issuesToFields(parsed.error.issues) };
  const lead = parsed.data;
  const fields: FieldErrors = {
    ...(isLaterStep(lead) ? {} : contactErrors(lead, context)),
    ...tenantErrors(lead, context),
    ...stepErrors(lead),
  };
  if (Object.keys(fields).length > 0) return { ok: false, error: SPEC_TEXT.fixErrors, fields };
  return { ok: true, lead };
}

/**
 * The error list a form shows: the heading, then one line per field.
 * @example errorList({ postcode: 'Invalid postcode' }) // ['Please fix the following errors:', 'Invalid postcode']
 */
export function errorList(fields: FieldErrors): string[] {
  return [SPEC_TEXT.fixErrors, ...new Set(Object.values(fields))];
}
