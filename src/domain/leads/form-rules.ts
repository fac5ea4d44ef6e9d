// The form islands' checks on submit: `validateLead` (the API's own rules and texts) plus what only the form
// knows, that a select it shows was left unchosen. Also the location select's options and the money and kms
// inputs' text rules.
import { BOOKING_DATE_FIELD, BOOKING_TEXT } from '../bookings/booking-fields.ts';
import { sortLocations, type ListedLocation } from '../locations/location-list.ts';
import { LEAD_TEXT } from './messages.ts';
import type { LeadFormSetup } from './form-setup.ts';
import { validateLead, type FieldErrors, type LeadContext } from './validate.ts';

/**
 * Every error a form shows for these values, keyed by field name; empty when the form can be sent.
 * @example checkLeadForm({ kind: 'contact', name: 'Jane', email: 'jane@example.com', phone: '0412 345 678', message: 'Hi' }, setup, context)
 *   // { location: 'Please choose a location.' } when the location select is shown and empty
 */
export function checkLeadForm(values: Record<string, unknown>, setup: Pick<LeadFormSetup, 'show'>, context: LeadContext): FieldErrors {
  const result = validateLead(values, context);
  const fields: FieldErrors = result.ok ? {} : { ...result.fields };
  const missing = (name: string) => values[name] === undefined || values[name] === '';
  if (setup.show.categories && missing('category')) fields.category ??= LEAD_TEXT.categoryRequired;
  if (setup.show.location && context.locations.length > 0 && missing('location')) fields.location ??= LEAD_TEXT.locationRequired;
  if (setup.show.dealership && missing('dealership_slug')) fields.dealership_slug ??= LEAD_TEXT.dealershipRequired;
  const slots = setup.show.slots;
  if (slots) {
    const field = BOOKING_DATE_FIELD[slots.kind];
    if (slots.locationRequired && missing('location')) fields.location ??= LEAD_TEXT.locationRequired;
    if (slots.required && missing(field)) fields[field] ??= LEAD_TEXT.bookingRequired;
    else if (typeof values[field] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(values[field])) fields[field] ??= BOOKING_TEXT.timeRequired;
  }
  if (setup.show.model && missing('model') && missing('car_id')) fields.model ??= LEAD_TEXT.modelRequired;
  if (setup.show.serviceCar && missing('rego')) fields.rego ??= LEAD_TEXT.regoRequired;
  if (setup.show.fleet && missing('company')) fields.company ??= LEAD_TEXT.companyRequired;
  return fields;
}

type LocationChoice = { slug: string; name: string; location_type?: ListedLocation['location_type'] };

/**
 * The location select: sales, then service, then parts (spec 2 section 2), and which one is chosen to begin
 * with: the only one when there is exactly one; none is shown when there are none.
 * @example locationChoices([{ slug: 'a', name: 'A', location_type: 'parts' }, { slug: 'b', name: 'B', location_type: 'sales' }]).options.map((l) => l.slug) // ['b', 'a']
 * @example locationChoices([{ slug: 'a', name: 'A' }]).selected // 'a'
 */
export function locationChoices<L extends LocationChoice>(locations: readonly L[]): { options: L[]; selected: string; shown: boolean } {
  const options = sortLocations(locations);
  return { options, selected: options.length === 1 ? options[0]!.slug : '', shown: options.length > 0 };
}

/**
 * Digits typed in a money or kms box, grouped in thousands ('' when there are none).
 * @example groupThousands('$25000') // '25,000'
 * @example groupThousands('48210 kms') // '48,210'
 */
export function groupThousands(text: string): string {
  const digits = text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 9);
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
