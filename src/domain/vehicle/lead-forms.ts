// The vehicle page's lead dialogs (spec 1 sections 2 and 5, spec 2 sections 3 and 5): Enquire, Quick Enquiry
// (the sticky bar's), Test drive, Request photos, Trade-in valuation and, for tenants with finance.enquiryModal,
// the 'Finance Enquiry' modal. Each posts to POST /api/leads (a plain form without JavaScript, JSON from the
// form island); the hidden fields are the enquiry-form defaults for the car plus the lead kind and category.
// What each form shows comes from the form's id and the tenant (src/domain/leads/form-setup.ts); only the car's
// values are worked out here.
import { KIND_DEFAULTS } from '../leads/categories.ts';
import { defaultEnquiryMessage, enquiryDefaults } from '../leads/enquiry-defaults.ts';
import { leadFormKind, leadFormTitle, type LeadFormId, type LeadFormProps } from '../leads/form-setup.ts';
import { REQUEST_PHOTOS_TEXT } from '../leads/messages.ts';
import type { TenantConfig } from '../tenant/schema/index.ts';
import { tradeInEligible } from './sidebar-buttons.ts';
import type { Vehicle } from './vehicle.ts';

export type LeadDialogId = LeadFormId;

export type LeadDialog = {
  /** The element id; the page's buttons link to `#<id>`. */
  id: LeadDialogId;
  title: string;
  /** Hidden inputs, in order, by their spec field names: rendered by the page into the form. */
  hidden: [string, string][];
  /** The form island's props: the form and the car's comments default and amount to finance. */
  form: LeadFormProps;
};

type Tenant = Pick<TenantConfig, 'leads' | 'plugins' | 'texts' | 'locations' | 'features' | 'finance'>;
type Options = { message?: string; amount?: number | null; extra?: [string, string][]; carFields?: boolean };

const pairs = (record: Record<string, unknown>): [string, string][] =>
  Object.entries(record).flatMap(([name, value]): [string, string][] => (value === undefined || value === null ? [] : [[name, String(value)]]));

/**
 * The dialogs for a car, with the hidden fields each form posts.
 * @example leadDialogs(car, tenant, '/cars/x').map((d) => d.id) // ['enquire', 'quick-enquiry', 'test-drive', 'request-photos', 'trade-in']
 */
export function leadDialogs(vehicle: Vehicle, tenant: Tenant, pagePath: string): LeadDialog[] {
  const rules = tenant.leads.form;
  const carLocation = tenant.locations.find((location) => location.id === vehicle.locationId);
  // The car's defaults once; each form sets its own subcategory (the key keeps its place in the field order).
  const { message: _message, opt_in: _optIn, ...carDefaults } = enquiryDefaults(vehicle, { autogaugePlugin: tenant.plugins.autogauge, message: '' });
  const make = (id: LeadFormId, options: Options = {}): LeadDialog => {
    const kind = leadFormKind(id);
    const { category, subcategory } = KIND_DEFAULTS[kind];
    const fields = { ...carDefaults, subcategory: subcategory ?? undefined };
    // A trade-in valuation is about the shopper's own car: only the car's id and dealership go with it.
    const carFields =
      options.carFields === false ? { subcategory: fields.subcategory, dealership_slug: fields.dealership_slug, car_id: fields.car_id } : fields;
    const hidden: [string, string][] = [
      ['kind', kind],
      ['category', category],
      ...pairs(carFields),
      ...(vehicle.dealershipId != null && options.carFields !== false ? ([['car_dealership_id', String(vehicle.dealershipId)]] as [string, string][]) : []),
      ...(rules.leadFormFields && carLocation ? ([['location_id', String(carLocation.id)]] as [string, string][]) : []),
      ['source', 'Website'],
      ['url', pagePath],
      ...(options.extra ?? []),
    ];
    const form: LeadFormProps = { form: id };
    if (options.message) form.message = options.message;
    if (options.amount != null) form.amount = options.amount;
    return { id, title: leadFormTitle(id, tenant.texts), hidden, form };
  };
  const message = defaultEnquiryMessage(vehicle);
  const dialogs = [
    make('enquire', { message }),
    make('quick-enquiry', { message }),
    // The slot picker starts on the car's yard: its location goes with the form (the tenant lead form sends it already).
    make('test-drive', { extra: carLocation && !rules.leadFormFields ? [['location_id', String(carLocation.id)]] : [] }),
    make('request-photos', { extra: [['photos_request', REQUEST_PHOTOS_TEXT]] }),
  ];
  if (tradeInEligible(vehicle, tenant)) dialogs.push(make('trade-in', { carFields: false, extra: [['step', 'create']] }));
  if (tenant.finance.enquiryModal && tenant.finance.provider) {
    const amount = vehicle.priceCents > 0 ? Math.round(vehicle.priceCents / 100) : null;
    dialogs.push(make('finance-enquiry', { amount, extra: vehicle.vin ? [['vin', vehicle.vin]] : [] }));
  }
  return dialogs;
}
