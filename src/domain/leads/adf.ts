// ADF (Auto-lead Data Format 1.0) XML: the format dealer CRMs import leads from. Every value is
// XML-escaped; nothing the shopper typed can open or close an element.
import { formatPhone } from '../locations/phone.ts';
import { describeValuation } from '../trade-in/valuation-record.ts';
import { escapeXml } from '../escape.ts';
import { displayValue } from './render-email.ts';
import { shopperName, type LeadRecord } from './lead-record.ts';

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
  const attrs = Object.entries(attributes).map(([key, attr]) => ` ${key}="${escapeXml(attr)}"`).join('');
  return `<${name}${attrs}>${escapeXml(value)}</${name}>`;
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function vehicleXml(lead: LeadRecord): string {
  if (lead.kind === 'trade-in') return tradeInVehicleXml(lead);
  const { car } = lead.payload;
  if (!car) return '';
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
  const offer = fields.offer_accepted === true && typeof fields.offer_amount === 'number' ? tag('price', fields.offer_amount, { type: 'offer', currency: 'AUD' }) : '';
  const comments = [
    [fields.rego, fields.regoState].filter(Boolean).join(' '),
    ...Object.entries(answers).map(([question, answer]) => `${question}: ${displayValue(question, answer)}`),
    valuation ? `Online valuation: ${describeValuation(valuation)}` : '',
  ].filter(Boolean).join('\n');
  return `<vehicle interest="trade-in" status="used">${tag('year', fields.year)}${tag('make', text(fields['Vehicle Make']))}${tag('model', text(fields['Vehicle Model']))}${tag('odometer', fields.kms, { status: 'original', units: 'km' })}${ADF_CONDITIONS.has(condition) ? tag('condition', condition) : ''}${offer}${tag('comments', comments)}</vehicle>`;
}

function customerXml(lead: LeadRecord): string {
  const { fields } = lead.payload;
  const phone = text(fields.phone);
  const address = text(fields.postcode) ? `<address>${tag('postalcode', fields.postcode)}${tag('country', 'AU')}</address>` : '';
  const contact = `<contact>${tag('name', text(fields.name), { part: 'first' })}${tag('name', text(fields.last_name), { part: 'last' })}${tag('name', shopperName(fields), { part: 'full' })}${tag('email', text(fields.email))}${phone ? tag('phone', formatPhone(phone), { type: 'voice' }) : ''}${address}</contact>`;
  const comments = [text(fields.message), text(fields.photos_request), text(fields['Test Drive Booking Date']) && `Test drive requested for ${String(fields['Test Drive Booking Date'])}`]
    .filter(Boolean)
    .join('\n');
  return `<customer>${contact}${tag('comments', comments)}</customer>`;
}

/**
 * The lead as an ADF 1.0 document.
 * @example buildAdfXml(lead, { tenantName: 'Tiny Motors', providerName: 'Dealer Sites', providerUrl: 'https://www.tinymotors.example' })
 *   // '<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf><prospect status="new">...'
 */
export function buildAdfXml(lead: LeadRecord, context: AdfContext): string {
  const { dealership, location } = lead.payload;
  const vendorName = dealership?.name ?? context.tenantName;
  const subcategory = lead.subcategory ? ` - ${lead.subcategory}` : '';
  const prospect = [
    tag('id', lead.id, { sequence: '1', source: context.providerName }),
    tag('requestdate', lead.createdAt.toISOString()),
    vehicleXml(lead),
    customerXml(lead),
    `<vendor>${tag('vendorname', vendorName)}${location ? `<contact>${tag('name', location.name, { part: 'full' })}</contact>` : ''}</vendor>`,
    `<provider>${tag('name', context.providerName, { part: 'full' })}${tag('service', `${lead.category}${subcategory}`)}${tag('url', context.providerUrl)}</provider>`,
  ].join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf><prospect status="${context.resend ? 'resend' : 'new'}">${prospect}</prospect></adf>\n`;
}
