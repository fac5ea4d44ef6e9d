// Every ADF document the platform writes is valid ADF 1.0: checked against tests/adf/adf-1.0.xsd (written from the
// ADF 1.0 DTD) with libxml2's validator (xmllint-wasm), for every lead kind, the reservation and the online order.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { buildAdfXml } from '#src/domain/leads/adf.ts';
import { LEAD_KINDS, type LeadKind } from '#src/domain/leads/categories.ts';
import { acceptedTradeIn, testDriveLead } from '#src/domain/leads/fixtures.test-support.ts';
import type { LeadRecord } from '#src/domain/leads/lead-record.ts';

const schema = readFileSync(path.join(import.meta.dirname, '..', 'adf', 'adf-1.0.xsd'), 'utf8');
const context = { tenantName: 'Alpha & Sons Motors', providerName: 'Dealer Sites', providerUrl: 'https://www.alpha.example' };

async function errorsOf(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'lead.xml', contents: xml }], schema: [{ fileName: 'adf.xsd', contents: schema }] });
  return result.errors.map((error) => error.message);
}

const asKind = (kind: LeadKind, fields: Record<string, unknown> = {}, extra: Partial<LeadRecord['payload']> = {}): LeadRecord => {
  const lead = testDriveLead(fields);
  return { ...lead, kind, payload: { ...lead.payload, ...extra } };
};

const leads: [string, LeadRecord][] = [
  ...LEAD_KINDS.filter((kind) => kind !== 'trade-in').map((kind): [string, LeadRecord] => [kind, asKind(kind)]),
  ['trade-in with an accepted offer', acceptedTradeIn()],
  [
    'a lead with no car, no location, only an e-mail',
    asKind('contact', { phone: undefined, postcode: undefined }, { car: null, location: null, dealership: null }),
  ],
  ['a lead stored before leads kept the dealer contact', asKind('enquiry', {}, { vendorContact: undefined })],
  [
    'a lead with the campaign and pages of its visit',
    asKind('enquiry', {}, { lead_attributes: { visited_pages: ['/', '/cars/x/'], linked_query_params: { utm_source: 'google', gclid: 'Cj0' } } }),
  ],
  [
    'a reservation',
    asKind(
      'reservation',
      {},
      {
        reservation: {
          id: 'r1',
          status: 'held',
          depositCents: 20_000,
          payment: 'card',
          depositState: 'paid',
          holdExpiresAt: '2026-11-22T01:00:00.000Z',
          holdHours: 48,
          timeZone: 'Australia/Melbourne',
          origin: 'https://www.alpha.example',
          guaranteeHours: 48,
          endReason: null,
        },
      },
    ),
  ],
  [
    'an online order delivered to a street address',
    asKind(
      'order',
      { delivery_method: 'delivery', delivery_street: '1 Main St', delivery_suburb: 'Geelong', delivery_postcode: '3220' },
      { orderSummary: ['Payment: cash', 'Delivery: $450 to Geelong'] },
    ),
  ],
];

describe('ADF 1.0 schema', () => {
  it.each(leads)('%s is valid ADF 1.0', async (_name, lead) => {
    expect(await errorsOf(buildAdfXml(lead, context))).toEqual([]);
    expect(await errorsOf(buildAdfXml(lead, { ...context, resend: true }))).toEqual([]);
  });

  it('catches the two faults ADF once had: an address with only a postcode, a vendor contact with only a name', async () => {
    const valid = buildAdfXml(testDriveLead(), context);
    const postcodeOnly = valid.replace('</phone></contact>', '</phone><address><postalcode>3000</postalcode><country>AU</country></address></contact>');
    expect((await errorsOf(postcodeOnly)).join('\n')).toMatch(/postalcode.*street/s);
    const nameOnlyVendor = valid.replace(/<vendor>(.*?)<phone type="voice">[^<]*<\/phone><\/contact><\/vendor>/, '<vendor>$1</contact></vendor>');
    expect(nameOnlyVendor).not.toBe(valid);
    expect(await errorsOf(nameOnlyVendor)).not.toEqual([]);
  });
});
