// What each shopper form posts to `POST /api/leads`, as zod schemas keyed by `kind`. Field names are the
// spec's (spec 2 section 3: lead payload, enquiry form defaults and submission, lead form fields), odd
// spellings included ('Vehicle Make', 'Test Drive Booking Date', 'do-you-have-a-trade-in').
// These schemas check types and shapes only; which fields a tenant requires is `validateLead`'s job.
import { z } from 'zod';
import { ATTRIBUTION_LIMITS, boundAttribution, leadAttributesOf } from './attribution.ts';
import { LEAD_KINDS, ORDER_STEPS, TRADE_IN_STEPS } from './categories.ts';
import {
  australianStateField,
  booleanish,
  carIdSchema,
  customParamsSchema,
  dateTimeSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  optionalText,
  phoneSchema,
  plainText,
  postcodeSchema,
  slugField,
  wholeNumber,
  yesNoSchema,
} from './fields.ts';
import { LEAD_TEXT, REQUEST_PHOTOS_TEXT } from './messages.ts';

/** Idempotency key: the form makes one per submission attempt and reuses it on retries. */
/**
 * `lead_attributes` at the API: bounded by `boundAttribution` (a form post without JavaScript may send it as JSON
 * text); missing, malformed or empty reads as not given, so the lead is still taken.
 */
export const leadAttributesSchema = z.preprocess(
  (value) => {
    let parsed = value;
    if (typeof value === 'string') {
      try {
        parsed = value.length <= 32_000 ? JSON.parse(value) : undefined;
      } catch {
        parsed = undefined;
      }
    }
    return leadAttributesOf(boundAttribution(parsed));
  },
  z
    .strictObject({
      visited_pages: z.array(z.string().max(ATTRIBUTION_LIMITS.pathChars)).max(ATTRIBUTION_LIMITS.pages).optional(),
      linked_query_params: z.record(z.string().max(ATTRIBUTION_LIMITS.paramNameChars), z.string().max(ATTRIBUTION_LIMITS.paramValueChars)).optional(),
    })
    .optional(),
);

export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'expected 8-128 letters, digits or _.:-');

/** Fields every kind may send: which lead, where from, where to. */
const metaShape = {
  /** Later steps of a multi-step form name the lead the first step created. */
  lead_id: z.uuid({ error: 'expected the lead_id returned by the first step' }).optional(),
  idempotency_key: idempotencyKeySchema.optional(),
  /** false on the first steps of a multi-step form (spec: isLastStep); missing means the form is complete. */
  form_completed: booleanish.optional(),
  url: optionalText(2000),
  page_id: z.union([optionalText(200), z.number().int()]).optional(),
  source: z.literal('Website').optional(),
  /** Pages seen and the campaign the visit arrived with; bounded, and never a reason to refuse the lead (attribution.ts). */
  lead_attributes: leadAttributesSchema,
  category: optionalText(100),
  subcategory: optionalText(100),
  dealership_slug: z.preprocess((v) => (v === '' ? undefined : v), slugField(LEAD_TEXT.dealershipUnknown).optional()),
  /** The website location select: a location slug. */
  location: z.preprocess((v) => (v === '' ? undefined : v), slugField(LEAD_TEXT.locationUnknown).optional()),
  location_id: wholeNumber(2_147_483_647).optional(),
  car_id: carIdSchema.optional(),
  car_dealership_id: wholeNumber(2_147_483_647).optional(),
  custom: customParamsSchema.optional(),
};

/** The shopper: who to call back and how. */
const contactShape = {
  name: firstNameSchema.optional(),
  last_name: lastNameSchema,
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
  postcode: postcodeSchema.optional(),
  message: optionalText(5000),
  opt_in: booleanish.optional(),
  terms_conditions: booleanish.optional(),
  PreferredContactMethod: z.enum(['Phone', 'Email', 'SMS'], { error: LEAD_TEXT.invalidValue }).optional(),
};

/** The car the form is about, as the enquiry-form defaults carry it (spec 2 section 3). */
const carShape = {
  manufacturer_slug: optionalText(100),
  stock_number: optionalText(64),
  'Vehicle Make': optionalText(100),
  'Vehicle Model': optionalText(100),
  car_type: z.enum(['new', 'demo', 'used'], { error: LEAD_TEXT.invalidValue }).optional(),
  vehicle_status: optionalText(50),
  autogauge_enabled: booleanish.optional(),
};

/** The shopper's own car and extras (enquiry submission and tenant lead form fields). */
const tradeShape = {
  Rego: optionalText(20),
  rego: optionalText(20),
  regoState: australianStateField.optional(),
  kms: wholeNumber(2_000_000).optional(),
  finance: yesNoSchema.optional(),
  'do-you-have-a-trade-in': yesNoSchema.optional(),
  additional_services: z.array(plainText(200)).max(20).optional(),
};

const kind = <K extends (typeof LEAD_KINDS)[number], S extends z.ZodRawShape>(name: K, shape: S) =>
  z.strictObject({ kind: z.literal(name), ...metaShape, ...contactShape, ...shape });

export const enquiryLeadSchema = kind('enquiry', { ...carShape, ...tradeShape });
/** The search-card modal. */
export const quickEnquiryLeadSchema = kind('quick-enquiry', { ...carShape, ...tradeShape });
export const testDriveLeadSchema = kind('test-drive', {
  ...carShape,
  ...tradeShape,
  /** Optional date-time picker (spec 1 section 5); a slot of the location (src/domain/bookings). */
  'Test Drive Booking Date': dateTimeSchema.optional(),
  /** The test drive page's model, when the shopper names no particular car: 'Toyota RAV4'. */
  model: optionalText(200),
});
export const requestPhotosLeadSchema = kind('request-photos', {
  ...carShape,
  /** Hidden field; the form sends its default text. */
  photos_request: plainText(200).default(REQUEST_PHOTOS_TEXT),
});
export const financeLeadSchema = kind('finance', {
  ...carShape,
  ...tradeShape,
  vin: optionalText(32),
  /** Whole dollars, from the finance link's vehiclePriceBudget. */
  vehiclePriceBudget: wholeNumber(10_000_000).optional(),
  preferredDealership: z.preprocess((v) => (v === '' ? undefined : v), slugField(LEAD_TEXT.dealershipUnknown).optional()),
});
export const contactLeadSchema = kind('contact', {
  ...tradeShape,
  /** The fleet enquiry form: the business and how many vehicles it runs. */
  company: optionalText(200),
  fleet_size: wholeNumber(100_000).optional(),
});
export const careersLeadSchema = kind('careers', { position: optionalText(200) });
export const tradeInLeadSchema = kind('trade-in', {
  step: z.enum(TRADE_IN_STEPS, { error: LEAD_TEXT.invalidValue }).default('create'),
  rego: optionalText(20),
  regoState: australianStateField.optional(),
  'Vehicle Make': optionalText(100),
  'Vehicle Model': optionalText(100),
  year: wholeNumber(2100).optional(),
  kms: wholeNumber(2_000_000).optional(),
  /** Condition questions and answers from the valuation's adjustment step. */
  adjustmentAnswers: z.record(z.string().max(200), z.union([plainText(500), z.number(), z.boolean()])).optional(),
  /** Whole dollars offered by the valuation. */
  offer_amount: wholeNumber(10_000_000).optional(),
  offer_accepted: booleanish.optional(),
});
export const serviceLeadSchema = kind('service', {
  rego: optionalText(20),
  'Vehicle Make': optionalText(100),
  'Vehicle Model': optionalText(100),
  year: wholeNumber(2100).optional(),
  kms: wholeNumber(2_000_000).optional(),
  'Service Booking Date': dateTimeSchema.optional(),
  /** The service booking form's service type (tenant bookings.service.serviceTypes). */
  service_type: optionalText(100),
  additional_services: z.array(plainText(200)).max(20).optional(),
});
export const partsLeadSchema = kind('parts', {
  'Vehicle Make': optionalText(100),
  'Vehicle Model': optionalText(100),
  year: wholeNumber(2100).optional(),
  vin: optionalText(32),
  part_number: optionalText(100),
});

/** The buy-online journey (/checkout-journey): one order lead, created by the first step, updated by each later one. */
export const orderLeadSchema = kind('order', {
  ...carShape,
  step: z.enum(ORDER_STEPS, { error: LEAD_TEXT.invalidValue }).default('car'),
  has_trade_in: yesNoSchema.optional(),
  /** The trade-in valuation lead the shopper made in the trade-in step (its valuation is copied by the server). */
  trade_in_lead_id: z.uuid({ error: LEAD_TEXT.invalidValue }).optional(),
  payment_method: z.enum(['cash', 'dealer-finance', 'own-finance'], { error: LEAD_TEXT.invalidValue }).optional(),
  finance_term_years: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      z.number({ error: LEAD_TEXT.invalidValue }).min(1, LEAD_TEXT.invalidValue).max(7, LEAD_TEXT.invalidValue).multipleOf(0.5, LEAD_TEXT.invalidValue),
    )
    .optional(),
  /** Whole dollars put down (cash or trade-in) on a dealer finance loan. */
  finance_deposit: wholeNumber(10_000_000).optional(),
  finance_frequency: z.enum(['weekly', 'fortnightly', 'monthly'], { error: LEAD_TEXT.invalidValue }).optional(),
  delivery_method: z.enum(['pickup', 'delivery'], { error: LEAD_TEXT.invalidValue }).optional(),
  delivery_postcode: postcodeSchema.optional(),
  delivery_street: optionalText(200),
  delivery_suburb: optionalText(100),
  /** The reservation the deposit step made for this car. */
  reservation_id: z.uuid({ error: LEAD_TEXT.invalidValue }).optional(),
});

/** Any lead form's post. */
export const leadSubmissionSchema = z.discriminatedUnion(
  'kind',
  [
    enquiryLeadSchema,
    quickEnquiryLeadSchema,
    testDriveLeadSchema,
    requestPhotosLeadSchema,
    financeLeadSchema,
    contactLeadSchema,
    careersLeadSchema,
    tradeInLeadSchema,
    serviceLeadSchema,
    partsLeadSchema,
    orderLeadSchema,
  ],
  { error: `kind must be one of: ${LEAD_KINDS.join(', ')}` },
);

/** What a form sends (before defaults and coercion). */
export type LeadSubmissionInput = z.input<typeof leadSubmissionSchema>;
/** What the server works with after parsing. */
export type LeadSubmission = z.infer<typeof leadSubmissionSchema>;
