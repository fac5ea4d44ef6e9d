// What one shopper form shows, worked out from the form's id and the tenant's public config alone, so the form
// island derives it the same way on the server and in the browser and its props carry only what differs per
// car: the comments' default and the amount to finance. The hidden fields it posts (the car's enquiry defaults,
// the lead kind and category) are plain HTML the page renders into the form (src/domain/vehicle/lead-forms.ts).
import type { BookingKind } from '../bookings/booking-fields.ts';
import type { PublicTenant } from '../tenant/public-tenant.ts';
import { CONTACT_CATEGORIES, GENERAL_ENQUIRY, type LeadKind } from './categories.ts';
import { pageFormMeta } from './form-fields.ts';

export type LeadFormId =
  | 'enquire'
  | 'quick-enquiry'
  | 'test-drive'
  | 'request-photos'
  | 'trade-in'
  | 'finance-enquiry'
  | 'finance-form'
  | 'contact'
  /** The content pages' forms: /book-test-drive/, /service, the parts pages, /fleet and /careers. */
  | 'book-test-drive'
  | 'service'
  | 'parts'
  | 'fleet'
  | 'careers';

/**
 * A form island's props: the form, and per car the comments' default and the amount to finance; on the finance
 * pages also the dealership the dealership select starts on (the finance link's preferredDealership).
 */
export type LeadFormProps = {
  form: LeadFormId;
  message?: string;
  amount?: number;
  dealership?: string;
  /** The test drive page's models in stock ('Toyota RAV4'), each with its make for the slot picker's yards. */
  models?: { label: string; make: string }[];
  /** The location page's form: the location select starts on this location, the category select on this category. */
  location?: string;
  category?: string;
};

/** The tenant settings a form reads: its rules, texts and the dealerships and locations a shopper can pick. */
export type FormTenant = Pick<PublicTenant, 'texts' | 'leadForm' | 'dealerships' | 'locations'>;

export type LeadFormShow = {
  lastName: boolean;
  postcode: boolean;
  /** The category select, with its options (the first is the default). */
  categories: readonly string[] | null;
  /** The website location select (options from the tenant's locations). */
  location: boolean;
  /** The dealership select ('Select a Preferred Dealership'). */
  dealership: boolean;
  rego: boolean;
  /**
   * The slot picker: a location, a date and one of its free times, posted as the kind's date field ('Test Drive
   * Booking Date', optional on the vehicle page as the spec has it; 'Service Booking Date'). `locationRequired`:
   * the form names no car whose yard it could use.
   */
  slots: { kind: BookingKind; locationRequired: boolean; required: boolean } | null;
  /** The test drive page's choice of model, or the car its link names (`?car_id=`). */
  model: boolean;
  /** The shopper's car for a service: rego, make, model, year, kms and the service type. */
  serviceCar: boolean;
  /** The part and the vehicle it is for: part number, make, model, year, VIN. */
  parts: boolean;
  /** The fleet enquiry: company and fleet size. */
  fleet: boolean;
  /** A CV upload (PDF or Word, at most 5 MB): the form posts multipart/form-data. */
  cv: boolean;
  /** The shopper's own car for a valuation: make, model, year, kms, rego and its state. */
  tradeInCar: boolean;
  /** The money input for the amount to finance, with its quick picks. */
  budget: { name: string; label: string; quickPicks: 'standard' | 'high' } | null;
  /** The tenant lead form's questions (contact method, finance and trade-in Yes/No). */
  leadFormFields: boolean;
  /** The dealer's additional services to tick (posted as the list `additional_services`); null: none asked. */
  additionalServices: readonly string[] | null;
};

export type LeadFormSetup = {
  /** The element id (a dialog's, so `#<id>` opens it) and the prefix of every field id. */
  id: LeadFormId;
  kind: LeadKind;
  title: string;
  submitLabel: string;
  message: { value: string; required: boolean; label: string };
  /** Which locations the location select offers: every one, or those with a parts counter first. */
  locationPurpose: 'any' | 'parts';
  /** The amount to finance the money input starts with. */
  amount: number | null;
  /** The dealership the dealership select starts on. */
  dealership: string | null;
  /** The location the location select starts on (else the only one, when there is one). */
  location: string | null;
  /** The category the category select starts on (else its first). */
  category: string | null;
  show: LeadFormShow;
};

type Texts = FormTenant['texts'];
type FormShape = {
  kind: LeadKind;
  title: (texts: Texts) => string;
  submitLabel: (texts: Texts) => string;
  messageRequired: boolean;
  show: (tenant: FormTenant) => Partial<LeadFormShow>;
  /** The comments box's label (default 'Comments'); parts enquiries always require it (validate.ts). */
  messageLabel?: string;
  messageAlwaysRequired?: boolean;
  locationPurpose?: LeadFormSetup['locationPurpose'];
};

const fixed = (text: string) => () => text;
const submitButton = (texts: Texts) => texts.submitButton;
const SHOW_NONE: LeadFormShow = {
  lastName: true,
  postcode: true,
  categories: null,
  location: false,
  dealership: false,
  rego: false,
  slots: null,
  tradeInCar: false,
  budget: null,
  leadFormFields: false,
  model: false,
  serviceCar: false,
  parts: false,
  fleet: false,
  cv: false,
  additionalServices: null,
};

/** The enquiry forms' additional services (spec 2 section 3 "Enquiry form submission"), when the dealer lists any. */
const additionalServices = (t: FormTenant) => (t.leadForm.additionalServices.length > 0 ? t.leadForm.additionalServices : null);

/** Each form (spec 1 sections 2 and 5, spec 2 sections 3 and 5): its kind, texts and which optional parts are on. */
const FORMS: Readonly<Record<LeadFormId, FormShape>> = {
  enquire: {
    kind: 'enquiry',
    title: fixed('Enquire about this car'),
    submitLabel: submitButton,
    messageRequired: true,
    show: (t) => ({ leadFormFields: t.leadForm.leadFormFields, additionalServices: additionalServices(t) }),
  },
  'quick-enquiry': {
    kind: 'quick-enquiry',
    title: fixed('Quick Enquiry'),
    submitLabel: submitButton,
    messageRequired: true,
    show: (t) => ({ lastName: false, postcode: t.leadForm.postcodeRequired }),
  },
  // The slot picker starts on the car's yard (its location_id, a hidden field); without one the shopper picks.
  'test-drive': {
    kind: 'test-drive',
    title: fixed('Book a test drive'),
    submitLabel: fixed('Book Test Drive'),
    messageRequired: false,
    show: (t) => ({ slots: { kind: 'test-drive', locationRequired: false, required: false }, leadFormFields: t.leadForm.leadFormFields }),
  },
  'request-photos': { kind: 'request-photos', title: fixed('Request photos'), submitLabel: fixed('Request Photos'), messageRequired: false, show: () => ({}) },
  'trade-in': {
    kind: 'trade-in',
    title: fixed('Trade-In Valuation'),
    submitLabel: (texts) => texts.valuationButton,
    messageRequired: false,
    show: () => ({ tradeInCar: true }),
  },
  'finance-enquiry': {
    kind: 'finance',
    title: fixed('Finance Enquiry'),
    submitLabel: fixed('Get Finance Now'),
    messageRequired: false,
    show: () => ({ budget: { name: 'vehiclePriceBudget', label: 'Amount to finance', quickPicks: 'standard' }, leadFormFields: true }),
  },
  // The finance pages' form (at #finance-form): the vehicle page's Finance Enquiry, plus the dealership select for
  // a group of several dealerships, as no car may name one.
  'finance-form': {
    kind: 'finance',
    title: fixed('Finance Enquiry'),
    submitLabel: fixed('Get Finance Now'),
    messageRequired: false,
    show: (t) => ({
      budget: { name: 'vehiclePriceBudget', label: 'Amount to finance', quickPicks: 'standard' },
      leadFormFields: true,
      dealership: t.dealerships.length > 1,
    }),
  },
  // The contact page: category (default General Enquiry), the location select when the tenant has locations, the
  // dealership select for a group of several dealerships.
  contact: {
    kind: 'contact',
    title: (texts) => texts.formTitle,
    submitLabel: submitButton,
    messageRequired: true,
    show: (t) => ({
      categories: CONTACT_CATEGORIES,
      location: t.locations.length > 0,
      dealership: t.dealerships.length > 1,
      rego: true,
      leadFormFields: t.leadForm.leadFormFields,
      additionalServices: additionalServices(t),
    }),
  },
  // /book-test-drive/: a model (or the car the link names), a sales yard and a free slot.
  'book-test-drive': {
    kind: 'test-drive',
    title: fixed('Book a Test Drive'),
    submitLabel: fixed('Book Test Drive'),
    messageRequired: false,
    show: () => ({ model: true, slots: { kind: 'test-drive', locationRequired: true, required: true } }),
  },
  // /service: the shopper's car and the service it needs, a service location and a drop-off slot.
  service: {
    kind: 'service',
    title: fixed('Book a Service'),
    submitLabel: fixed('Book Service'),
    messageRequired: false,
    messageLabel: 'Anything else we should know?',
    show: () => ({ serviceCar: true, slots: { kind: 'service', locationRequired: true, required: true } }),
  },
  // The parts pages: the part (number or description) and the vehicle, and the parts counter to collect from.
  parts: {
    kind: 'parts',
    title: fixed('Parts Enquiry'),
    submitLabel: fixed('Send Parts Enquiry'),
    messageRequired: true,
    messageAlwaysRequired: true,
    messageLabel: 'Part description',
    locationPurpose: 'parts',
    show: (t) => ({ parts: true, location: t.locations.length > 0 }),
  },
  // /fleet: the business and its fleet; filed as a contact lead in the 'Fleet Enquiry' category (a hidden field).
  fleet: {
    kind: 'contact',
    title: fixed('Fleet Enquiry'),
    submitLabel: fixed('Send Fleet Enquiry'),
    messageRequired: true,
    messageLabel: 'The vehicles you need',
    show: () => ({ fleet: true }),
  },
  // /careers and each job: an application with a CV.
  careers: {
    kind: 'careers',
    title: fixed('Apply Now'),
    submitLabel: fixed('Send Application'),
    messageRequired: true,
    messageLabel: 'About you',
    show: () => ({ cv: true }),
  },
};

/** The lead kind a form posts. @example leadFormKind('finance-enquiry') // 'finance' */
export const leadFormKind = (form: LeadFormId): LeadKind => FORMS[form].kind;

/** A form's title (its dialog's heading, the form's name). @example leadFormTitle('test-drive', texts) // 'Book a test drive' */
export const leadFormTitle = (form: LeadFormId, texts: Texts): string => FORMS[form].title(texts);

/** The tenant's part of each setup, worked out once per tenant (a build renders six forms on every car page). */
const baseSetups = new WeakMap<FormTenant, Map<LeadFormId, LeadFormSetup>>();

function baseSetup(form: LeadFormId, tenant: FormTenant): LeadFormSetup {
  let setups = baseSetups.get(tenant);
  if (!setups) baseSetups.set(tenant, (setups = new Map()));
  let setup = setups.get(form);
  if (!setup) {
    const shape = FORMS[form];
    setup = {
      id: form,
      kind: shape.kind,
      title: shape.title(tenant.texts),
      submitLabel: shape.submitLabel(tenant.texts),
      message: {
        value: '',
        required: shape.messageAlwaysRequired === true || (shape.messageRequired && tenant.leadForm.messageRequired),
        label: shape.messageLabel ?? 'Comments',
      },
      locationPurpose: shape.locationPurpose ?? 'any',
      amount: null,
      dealership: null,
      location: null,
      category: null,
      show: { ...SHOW_NONE, ...shape.show(tenant) },
    };
    setups.set(form, setup);
  }
  return setup;
}

/**
 * What a form shows: the form's own parts, the tenant's rules (comments required on the enquiries and the
 * contact form, the quick enquiry's postcode only when required, the lead form's questions) and the car's values.
 * @example leadFormSetup({ form: 'quick-enquiry', message: 'Hi' }, publicTenant).show.lastName // false
 * @example leadFormSetup({ form: 'contact' }, publicTenant).show.categories?.[0] // 'General Enquiry'
 */
export function leadFormSetup({ form, message, amount, dealership, location, category }: Omit<LeadFormProps, 'models'>, tenant: FormTenant): LeadFormSetup {
  const base = baseSetup(form, tenant);
  if (message === undefined && amount === undefined && dealership === undefined && location === undefined && category === undefined) return base;
  return {
    ...base,
    message: { ...base.message, value: message ?? '' },
    amount: amount ?? null,
    dealership: dealership ?? null,
    location: location ?? null,
    category: category && base.show.categories?.includes(category) ? category : null,
  };
}

/**
 * The contact form (the contact page's and each location page's): its island props and the hidden fields the page
 * renders into it.
 * @example contactForm('/contact').hidden // [['kind', 'contact'], ['source', 'Website'], ['url', '/contact'], ['page_id', 'contact']]
 */
export const contactForm = (pagePath: string): { form: LeadFormProps; hidden: [string, string][] } => ({
  form: { form: 'contact' },
  hidden: [['kind', 'contact'], ...pageFormMeta(pagePath)],
});

/** The default category of a setup: the first option of its select, else General Enquiry. */
export const defaultCategory = (setup: Pick<LeadFormSetup, 'show'>): string => setup.show.categories?.[0] ?? GENERAL_ENQUIRY;
