// ADF (Auto-lead Data Format 1.0) XML: the format dealer CRMs import leads from. Every value is
// XML-escaped; nothing the shopper typed can open or close an element.
import { formatPhone } from '../locations/phone.ts';
import { describeValuation } from '../trade-in/valuation-record.ts';
import { escapeXml } from '../escape.ts';
import { displayValue } from './render-email.ts';
import { shopperName, type LeadRecord } from './lead-record.ts';
import { attributionRows } from './attribution.ts';
import { reservationRows } from './reservation-text.ts';

export type AdfContext = {
  /** Dealer group name, used when the lead has no dealership. */
  tenantName: string;
  /** The platform, e.g. 'Dealer Sites'. */
  providerName: string;
  /** The tenant's public site. */
  providerUrl: string;
  /** True when this lead was delivered before and is sent again with later answers (ADF status "resend"). */
  resend?: boolean;
};

const tag = (name: string, value: unknown, attributes: Record<string, string> = {}): string => {
  if (value === undefined || value === null || value === '') return '';
  const attrs = Object.entries(attributes)
    .map(([key, attr]) => ` ${key}="${escapeXml(attr)}"`)
    .join('');
  return `<${name}${attrs}>${escapeXml(value)}</${name}>`;
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function vehicleXml(lead: LeadRecord): string {
  if (lead.kind === 'trade-in') return tradeInVehicleXml(lead);
  const { car, fields } = lead.payload;
  if (!car) {
    // ADF needs a vehicle in every prospect: the shopper's own car when the form names one, else an empty one.
    const make = text(fields['Vehicle Make']);
    const about = make ? `The shopper's car, for ${lead.category}` : `No particular car: ${lead.category}`;
    return `<vehicle interest="buy" status="used"><year>${escapeXml(fields.year ?? '')}</year><make>${escapeXml(make ?? '')}</make><model>${escapeXml(text(fields['Vehicle Model']) ?? '')}</model>${tag('comments', about)}</vehicle>`;
  }
  const price = car.priceCents > 0 ? tag('price', Math.round(car.priceCents / 100), { type: 'asking', currency: 'AUD' }) : '';
  const status = car.carType === 'used' ? 'used' : 'new';
  return `<vehicle interest="${lead.kind === 'test-drive' ? 'test-drive' : 'buy'}" status="${status}">${tag('id', car.id, { source: 'feed' })}${tag('year', car.year)}${tag('make', car.make)}${tag('model', car.model)}${tag('vin', car.vin)}${tag('stock', car.stockNumber)}${tag('trim', car.badge)}${price}</vehicle>`;
}

const ADF_CONDITIONS = new Set(['excellent', 'good', 'fair', 'poor']);

/** The shopper's own car: its condition, the accepted offer, and the rego, condition answers and online valuation as comments. */
function tradeInVehicleXml(lead: LeadRecord): string {
  const { fields, valuation } = lead.payload;
  const answers = fields.adjustmentAnswers && typeof fields.adjustmentAnswers === 'object' ? (fields.adjustmentAnswers as Record<string, unknown>) : {};
  const condition = String(answers['Overall condition'] ?? '').toLowerCase();
  const offer =
    fields.offer_accepted === true && typeof fields.offer_amount === 'number' ? tag('price', fields.offer_amount, { type: 'offer', currency: 'AUD' }) : '';
  const comments = [
    [fields.rego, fields.regoState].filter(Boolean).join(' '),
    ...Object.entries(answers).map(([question, answer]) => `${question}: ${displayValue(question, answer)}`),
    valuation ? `Online valuation: ${describeValuation(valuation)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return `<vehicle interest="trade-in" status="used">${tag('year', fields.year)}${tag('make', text(fields['Vehicle Make']))}${tag('model', text(fields['Vehicle Model']))}${tag('odometer', fields.kms, { status: 'original', units: 'km' })}${ADF_CONDITIONS.has(condition) ? tag('condition', condition) : ''}${offer}${tag('comments', comments)}</vehicle>`;
}

/**
 * The shopper's address: ADF's address needs a street, so only a delivery address (street, suburb, postcode) is
 * one; a postcode on its own goes into the comments.
 */
function addressXml(fields: Record<string, unknown>): string {
  const street = text(fields.delivery_street);
  if (!street) return '';
  return `<address type="delivery">${tag('street', street, { line: '1' })}${tag('city', text(fields.delivery_suburb))}${tag('postalcode', text(fields.delivery_postcode))}${tag('country', 'AU')}</address>`;
}

function customerXml(lead: LeadRecord): string {
  const { fields, reservation } = lead.payload;
  const phone = text(fields.phone);
  const email = text(fields.email);
  // ADF's contact needs an e-mail or a phone: a lead without either (not one the forms make) leaves the phone empty.
  const reach = `${tag('email', email)}${phone ? tag('phone', formatPhone(phone), { type: 'voice' }) : ''}` || '<phone type="voice"></phone>';
  const name = shopperName(fields) || 'Website shopper';
  const contact = `<contact>${tag('name', text(fields.name), { part: 'first' })}${tag('name', text(fields.last_name), { part: 'last' })}${tag('name', name, { part: 'full' })}${reach}${addressXml(fields)}</contact>`;
  const comments = [
    text(fields.message),
    text(fields.photos_request),
    text(fields['Test Drive Booking Date']) && `Test drive requested for ${String(fields['Test Drive Booking Date'])}`,
    text(fields.postcode) && `Postcode: ${String(fields.postcode)}`,
    Array.isArray(fields.additional_services) &&
      fields.additional_services.length > 0 &&
      `Additional services: ${displayValue('additional_services', fields.additional_services)}`,
    ...(reservation ? reservationRows(reservation).map(([label, value]) => `${label}: ${value}`) : []),
    ...(lead.payload.orderSummary ?? []),
    // ADF 1.0 has no element for where a lead came from beyond its provider: the campaign and pages are comments.
    ...attributionRows(lead.payload.lead_attributes).map(([label, value]) => `${label}: ${value}`),
  ]
    .filter(Boolean)
    .join('\n');
  return `<customer>${contact}${tag('comments', comments)}</customer>`;
}

/** The dealer: its name and a contact with the yard's phone (ADF's contact needs an e-mail or a phone). */
function vendorXml(lead: LeadRecord, vendorName: string): string {
  const { vendorContact, location } = lead.payload;
  const name = vendorContact?.name ?? location?.name ?? vendorName;
  const reach = `${tag('email', vendorContact?.email)}${vendorContact?.phone ? tag('phone', vendorContact.phone, { type: 'voice' }) : ''}`;
  return `<vendor>${tag('vendorname', vendorName)}<contact>${tag('name', name, { part: 'full' })}${reach || '<phone type="voice"></phone>'}</contact></vendor>`;
}

/**
 * The lead as an ADF 1.0 document.
 * @example buildAdfXml(lead, { tenantName: 'Tiny Motors', providerName: 'Dealer Sites', providerUrl: 'https://www.tinymotors.example' })
 *   // '<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf><prospect status="new">...'
 */
export function buildAdfXml(lead: LeadRecord, context: AdfContext): string {
  const { dealership } = lead.payload;
  const vendorName = dealership?.name ?? context.tenantName;
  const subcategory = lead.subcategory ? ` - ${lead.subcategory}` : '';
  const prospect = [
    tag('id', lead.id, { sequence: '1', source: context.providerName }),
    tag('requestdate', lead.createdAt.toISOString()),
    vehicleXml(lead),
    customerXml(lead),
    vendorXml(lead, vendorName),
    `<provider>${tag('name', context.providerName, { part: 'full' })}${tag('service', `${lead.category}${subcategory}`)}${tag('url', context.providerUrl)}</provider>`,
  ].join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf><prospect status="${context.resend ? 'resend' : 'new'}">${prospect}</prospect></adf>\n`;
}
