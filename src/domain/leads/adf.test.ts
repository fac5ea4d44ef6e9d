import { describe, expect, it } from 'vitest';
import { buildAdfXml } from './adf.ts';
import { escapeXml } from '../escape.ts';
import { acceptedTradeIn, testDriveLead } from './fixtures.test-support.ts';

const context = { tenantName: 'Alpha & Sons Motors', providerName: 'Dealer Sites', providerUrl: 'https://www.alpha.example' };

describe('buildAdfXml', () => {
  it('writes an ADF 1.0 prospect with the vehicle, the customer, the vendor and the provider', () => {
    const xml = buildAdfXml(testDriveLead(), context);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf><prospect status="new">')).toBe(true);
    expect(xml).toContain('<requestdate>2025-03-01T00:30:00.000Z</requestdate>');
    expect(xml).toContain(
      '<vehicle interest="test-drive" status="used"><id source="feed">101</id><year>2019</year><make>Mazda</make><model>CX-5 &lt;Touring&gt;</model><vin>JM0KF4W7A00123456</vin><stock>T101</stock><trim>Maxx</trim><price type="asking" currency="AUD">31990</price></vehicle>',
    );
    expect(xml).toContain('<name part="first">Jane</name><name part="last">O&apos;Neil</name>');
    expect(xml).toContain('<email>jane@example.com</email><phone type="voice">0412 345 678</phone></contact>');
    // ADF's address needs a street: a postcode alone goes into the comments.
    expect(xml).not.toContain('<address>');
    expect(xml).toContain('<comments>Tom &amp; &quot;Jerry&quot; &lt;3\nTest drive requested for 2025-03-08T10:30\nPostcode: 3000</comments>');
    expect(xml).toContain(
      '<vendor><vendorname>Alpha Mazda</vendorname><contact><name part="full">Alpha Mazda Geelong</name><phone type="voice">03 5222 1234</phone></contact></vendor>',
    );
    expect(xml).toContain(
      '<provider><name part="full">Dealer Sites</name><service>Test Drive - Test Drive Booking</service><url>https://www.alpha.example</url></provider>',
    );
  });

  it("puts the extra services ticked, the lead's campaign and the pages seen in the customer's comments (ADF 1.0 has no element of its own for them)", () => {
    const lead = testDriveLead({ message: 'Hi', additional_services: ['Finance', 'Extended warranty'] });
    lead.payload.lead_attributes = { visited_pages: ['/', '/cars/x/'], linked_query_params: { utm_source: 'google', utm_campaign: 'a&b' } };
    expect(buildAdfXml(lead, context)).toContain(
      '<comments>Hi\nTest drive requested for 2025-03-08T10:30\nPostcode: 3000\nAdditional services: Finance, Extended warranty\n' +
        'Campaign: utm_source=google, utm_campaign=a&amp;b\nPages visited: / &gt; /cars/x/</comments></customer>',
    );
  });

  it('never lets shopper text open an element', () => {
    const xml = buildAdfXml(testDriveLead({ name: '</name><script>x</script>', message: ']]><evil/>' }), context);
    expect(xml).not.toMatch(/<script>|<evil\/>/);
    expect(xml.match(/<name /g)?.length).toBe(buildAdfXml(testDriveLead(), context).match(/<name /g)?.length);
  });

  it("describes a trade-in by the shopper's own car, and marks a resend", () => {
    const lead = testDriveLead({ 'Vehicle Make': 'Holden', 'Vehicle Model': 'Commodore', year: 2012, kms: 150000, rego: 'ABC123', regoState: 'VIC' });
    const xml = buildAdfXml({ ...lead, kind: 'trade-in', payload: { ...lead.payload, car: null } }, { ...context, resend: true });
    expect(xml).toContain('<prospect status="resend">');
    expect(xml).toContain(
      '<vehicle interest="trade-in" status="used"><year>2012</year><make>Holden</make><model>Commodore</model><odometer status="original" units="km">150000</odometer><comments>ABC123 VIC</comments></vehicle>',
    );
  });
});

describe('buildAdfXml of an accepted trade-in offer', () => {
  it('gives the condition and the offer, and the answers and the online valuation as comments', () => {
    expect(buildAdfXml(acceptedTradeIn(), context)).toContain(
      '<vehicle interest="trade-in" status="used"><year>2021</year><make>Mazda</make><model>CX-5</model><odometer status="original" units="km">60000</odometer>' +
        '<condition>good</condition><price type="offer" currency="AUD">19800</price>' +
        '<comments>ABC123 QLD\nService history: Full\nOverall condition: Good\nOnline valuation: $19,300 to $20,400, offer $19,800 (from 4 comparable cars)</comments></vehicle>',
    );
  });
});

describe('escapeXml', () => {
  it('escapes the five entities and drops characters XML forbids', () => {
    expect(escapeXml(`<a href="x">Tom's & \u0001bell\u0007</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom&apos;s &amp; bell&lt;/a&gt;');
  });
});
