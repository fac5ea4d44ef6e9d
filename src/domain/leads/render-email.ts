// The e-mail a dealer receives for a lead: a readable HTML table and the same facts as plain text.
// Shopper text is escaped in the HTML; the subject is one line.
import { bookingStatusText, describeBooking } from '../bookings/describe-booking.ts';
import { formatMoney, formatNumber } from '../money.ts';
import { formatPhone } from '../locations/phone.ts';
import { describeValuation } from '../trade-in/valuation-record.ts';
import { describePlateLookup } from '../trade-in/plate.ts';
import { escapeHtml } from '../escape.ts';
import { attributionRows } from './attribution.ts';
import { reservationRows } from './reservation-text.ts';
import { carTitle, shopperName, type LeadRecord } from './lead-record.ts';

export type LeadEmail = { subject: string; text: string; html: string };

export type EmailContext = { tenantName: string; siteUrl: string; updated?: boolean };

const LABELS: Readonly<Record<string, string>> = {
  name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  postcode: 'Postcode',
  message: 'Comments',
  opt_in: 'Subscribe to offers',
  terms_conditions: 'Agreed to terms',
  PreferredContactMethod: 'Preferred contact method',
  dealership_slug: 'Dealership',
  location: 'Location',
  location_id: 'Location id',
  car_id: 'Car id',
  car_dealership_id: 'Car dealership id',
  Rego: 'Rego',
  rego: 'Rego',
  regoState: 'Rego state',
  kms: 'Kilometres',
  finance: 'Needs finance',
  'do-you-have-a-trade-in': 'Has a trade-in',
  additional_services: 'Additional services',
  photos_request: 'Request',
  vehiclePriceBudget: 'Budget ($)',
  preferredDealership: 'Preferred dealership',
  step: 'Form step',
  year: 'Year',
  adjustmentAnswers: 'Condition answers',
  offer_amount: 'Offer ($)',
  offer_accepted: 'Offer accepted',
  page_id: 'Page id',
  service_type: 'Service type',
  model: 'Model',
  part_number: 'Part number',
  vin: 'VIN',
  position: 'Position',
  company: 'Company',
  fleet_size: 'Fleet size',
};

const label = (key: string): string => LABELS[key] ?? key;

/**
 * A field value as readable text: Yes/No, lists joined, nested answers as "question: answer".
 * @example displayValue('opt_in', true) // 'Yes'
 */
export function displayValue(key: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (key === 'phone' && typeof value === 'string') return formatPhone(value);
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (value && typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${displayValue(k, v)}`)
      .join('; ');
  return String(value);
}

function rows(lead: LeadRecord): [string, string][] {
  const { car, dealership, location, fields, url } = lead.payload;
  const list: [string, string][] = [['Category', [lead.category, lead.subcategory].filter(Boolean).join(' / ')]];
  if (car) {
    list.push(['Car', carTitle(car)]);
    if (car.stockNumber) list.push(['Stock no.', car.stockNumber]);
    if (car.vin) list.push(['VIN', car.vin]);
    if (car.priceCents > 0) list.push(['Price', formatMoney(car.priceCents)]);
  }
  if (dealership) list.push(['Dealership', dealership.name]);
  if (location) list.push(['Location', location.name]);
  for (const [key, value] of Object.entries(fields)) {
    if (['custom', 'dealership_slug', 'location', 'location_id', 'car_id', 'car_dealership_id'].includes(key)) continue;
    list.push([label(key), displayValue(key, value)]);
  }
  for (const [key, value] of Object.entries((fields.custom as Record<string, unknown> | undefined) ?? {})) list.push([key, displayValue(key, value)]);
  if (lead.payload.plateLookup) list.push(['Rego lookup', describePlateLookup(lead.payload.plateLookup)]);
  if (lead.payload.valuation) list.push(['Online valuation', describeValuation(lead.payload.valuation)]);
  if (lead.payload.booking) list.push(['Booked', describeBooking(lead.payload.booking)]);
  const bookingStatus = lead.payload.booking ? bookingStatusText(lead.payload.booking) : null;
  if (bookingStatus) list.push(['Booking status', bookingStatus]);
  for (const file of lead.payload.attachments ?? []) list.push(['Attached', `${file.filename} (${formatNumber(Math.ceil(file.sizeBytes / 1024))} KB)`]);
  if (lead.payload.reservation) list.push(...reservationRows(lead.payload.reservation));
  if (url) list.push(['Page', url]);
  list.push(...attributionRows(lead.payload.lead_attributes));
  list.push(['Lead id', lead.id], ['Received', lead.createdAt.toISOString()]);
  return list;
}

/**
 * Subject, plain text and HTML of a lead e-mail.
 * @example renderLeadEmail(lead, { tenantName: 'Tiny Motors', siteUrl: 'https://www.tinymotors.example' }).subject
 *   // 'New General Enquiry from Jane Citizen: 2019 Mazda CX-5 Maxx Sport'
 */
export function renderLeadEmail(lead: LeadRecord, context: EmailContext): LeadEmail {
  const who = shopperName(lead.payload.fields) || 'a shopper';
  const about = lead.payload.car ? `: ${carTitle(lead.payload.car)}` : '';
  const subject = `${context.updated ? 'Updated' : 'New'} ${lead.category} from ${who}${about}`.replace(/[\r\n]+/g, ' ').slice(0, 200);
  const list = rows(lead);
  const text = `${subject}\n\n${list.map(([key, value]) => `${key}: ${value}`).join('\n')}\n\nSent by ${context.tenantName}'s website, ${context.siteUrl}\n`;
  const tableRows = list
    .map(
      ([key, value]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(key)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font:15px/1.5 system-ui,sans-serif;color:#14181f">
<h1 style="font-size:18px">${escapeHtml(subject)}</h1>
<table style="border-collapse:collapse">
${tableRows}
</table>
<p style="color:#5b6472">Sent by ${escapeHtml(context.tenantName)}'s website, ${escapeHtml(context.siteUrl)}. Reply to this e-mail to answer the shopper.</p>
</body></html>
`;
  return { subject, text, html };
}
