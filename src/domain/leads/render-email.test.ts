import { describe, expect, it } from 'vitest';
import { acceptedTradeIn, testDriveLead } from './fixtures.test-support.ts';
import { displayValue, renderLeadEmail } from './render-email.ts';

const context = { tenantName: 'Alpha & Sons Motors', siteUrl: 'https://www.alpha.example' };

describe('renderLeadEmail', () => {
  it('names the category, the shopper and the car in one subject line', () => {
    expect(renderLeadEmail(testDriveLead(), context).subject).toBe("New Test Drive from Jane O'Neil: 2019 Mazda CX-5 <Touring> Maxx");
    expect(renderLeadEmail(testDriveLead({ name: 'Line\r\nBcc: x@evil.example' }), context).subject).not.toMatch(/[\r\n]/);
    expect(renderLeadEmail(testDriveLead(), { ...context, updated: true }).subject.startsWith('Updated Test Drive')).toBe(true);
  });

  it('lists the facts as text, readably', () => {
    const { text } = renderLeadEmail(testDriveLead(), context);
    for (const line of [
      'Car: 2019 Mazda CX-5 <Touring> Maxx',
      'Stock no.: T101',
      'Price: $31,990',
      'Dealership: Alpha Mazda',
      'Phone: 0412 345 678',
      'Comments: Tom & "Jerry" <3',
      'Subscribe to offers: Yes',
      'Test Drive Booking Date: 2025-03-08T10:30',
      'Lead id: 0b3f8f0e-7c7e-4d44-9a55-7a4f2a4b8c11',
    ]) {
      expect(text).toContain(line);
    }
  });

  it("shows a trade-in's condition answers, the accepted offer and the server's valuation", () => {
    const { subject, text } = renderLeadEmail(acceptedTradeIn(), context);
    expect(subject).toBe("New Trade-In Valuation from Jane O'Neil");
    for (const line of [
      'Category: Trade-In Valuation / 3. Offer Accepted',
      'Condition answers: Service history: Full; Overall condition: Good',
      'Offer accepted: Yes',
      'Offer ($): 19800',
      'Online valuation: $19,300 to $20,400, offer $19,800 (from 4 comparable cars)',
    ]) {
      expect(text).toContain(line);
    }
  });

  it("says which campaign and pages led to the lead, and the page id and extra services of the page's form", () => {
    const lead = testDriveLead({ page_id: 'contact-us/alpha-mazda-geelong', additional_services: ['Finance', 'Extended warranty'] });
    lead.payload.lead_attributes = { visited_pages: ['/', '/cars/x/'], linked_query_params: { utm_source: 'google', gclid: 'Cj0' } };
    const { text, html } = renderLeadEmail(lead, context);
    for (const line of [
      'Page: https://www.alpha.example/cars/x/',
      'Campaign: utm_source=google, gclid=Cj0',
      'Pages visited: / > /cars/x/',
      'Page id: contact-us/alpha-mazda-geelong',
      'Additional services: Finance, Extended warranty',
    ]) {
      expect(text).toContain(line);
    }
    expect(html).toContain(
      '<th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">Pages visited</th><td style="padding:4px 0;white-space:pre-wrap">/ &gt; /cars/x/</td>',
    );
    expect(renderLeadEmail(testDriveLead(), context).text).not.toMatch(/Campaign|Pages visited/);
  });

  it('escapes everything in the HTML', () => {
    const { html } = renderLeadEmail(testDriveLead({ message: '<img src=x onerror=alert(1)>' }), context);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('CX-5 &lt;Touring&gt;');
    expect(html).toContain('Alpha &amp; Sons Motors');
    expect(html).not.toContain('<img');
  });
});

describe('displayValue', () => {
  it.each([
    ['opt_in', false, 'No'],
    ['additional_services', ['Tint', 'Mats'], 'Tint, Mats'],
    ['adjustmentAnswers', { 'Any damage?': 'No', Keys: 2, Smoker: false }, 'Any damage?: No; Keys: 2; Smoker: No'],
    ['phone', '+61398765432', '03 9876 5432'],
  ])('%s', (key, value, expected) => expect(displayValue(key, value)).toBe(expected));
});
