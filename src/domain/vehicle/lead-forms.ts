// The vehicle page's three lead dialogs (spec 1 section 2 and 5, spec 2 section 3): Enquire, Test drive and
// Request photos. Each posts to POST /api/leads as a plain form (works without JavaScript); the hidden fields
// are the enquiry-form defaults for the car, plus the lead kind, category and subcategory.
import { KIND_DEFAULTS } from '../leads/categories.ts';
import { enquiryDefaults } from '../leads/enquiry-defaults.ts';
import { REQUEST_PHOTOS_TEXT } from '../leads/messages.ts';
import type { TenantConfig } from '../tenant/schema/index.ts';
import type { Vehicle } from './vehicle.ts';

export type LeadDialogId = 'enquire' | 'test-drive' | 'request-photos';

export type LeadDialog = {
  /** The element id; the side panel's buttons link to `#<id>`. */
  id: LeadDialogId;
  title: string;
  submitLabel: string;
  /** Hidden inputs, in order, by their spec field names. */
  hidden: [string, string][];
  message: { value: string; required: boolean };
  /** The optional 'Test Drive Booking Date' date-time picker. */
  bookingDate: boolean;
  phoneRequired: boolean;
  postcodeRequired: boolean;
  terms: TenantConfig['leads']['form']['terms'];
};

type Kind = 'enquiry' | 'test-drive' | 'request-photos';

/**
 * The dialogs for a car, with the hidden fields each form posts.
 * @example leadDialogs(car, tenant).map((d) => d.id) // ['enquire', 'test-drive', 'request-photos']
 */
export function leadDialogs(vehicle: Vehicle, tenant: Pick<TenantConfig, 'leads' | 'plugins' | 'texts'>, pagePath: string): LeadDialog[] {
  const rules = tenant.leads.form;
  const make = (id: LeadDialogId, kind: Kind, title: string, submitLabel: string, extra: [string, string][], message: LeadDialog['message']): LeadDialog => {
    const { category, subcategory } = KIND_DEFAULTS[kind];
    const defaults = enquiryDefaults(vehicle, { subcategory: subcategory ?? undefined, autogaugePlugin: tenant.plugins.autogauge });
    const { message: _message, opt_in: _optIn, ...fields } = defaults;
    const hidden: [string, string][] = [
      ['kind', kind],
      ['category', category],
      ...Object.entries(fields).flatMap(([name, value]): [string, string][] => (value === undefined ? [] : [[name, String(value)]])),
      ...(vehicle.dealershipId != null ? ([['car_dealership_id', String(vehicle.dealershipId)]] as [string, string][]) : []),
      ['source', 'Website'],
      ['url', pagePath],
      ...extra,
    ];
    return { id, title, submitLabel, hidden, message, bookingDate: kind === 'test-drive', phoneRequired: rules.phoneRequired, postcodeRequired: rules.postcodeRequired, terms: rules.terms };
  };
  const enquiry = enquiryDefaults(vehicle);
  return [
    make('enquire', 'enquiry', 'Enquire about this car', tenant.texts.submitButton, [], { value: enquiry.message, required: rules.messageRequired }),
    make('test-drive', 'test-drive', 'Book a test drive', 'Book Test Drive', [], { value: '', required: false }),
    make('request-photos', 'request-photos', 'Request photos', 'Request Photos', [['photos_request', REQUEST_PHOTOS_TEXT]], { value: '', required: false }),
  ];
}
