import { describe, expect, it } from 'vitest';
import { leadAttributesSchema } from './schemas.ts';
import {
  ATTRIBUTION_LIMITS,
  EMPTY_ATTRIBUTION,
  attributionRows,
  boundAttribution,
  campaignParams,
  isCampaignParam,
  leadAttributesOf,
  recordVisit,
  type Attribution,
} from './attribution.ts';

/** A shopper who arrived from a Google ad and looked at two cars. */
const fromGoogleAd: Attribution = {
  visited_pages: ['/', '/search', '/cars/2019-mazda-cx-5-t101'],
  linked_query_params: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring-suvs', gclid: 'Cj0KCQ' },
};

describe('campaign parameters (lead_attributes.linked_query_params)', () => {
  it.each([
    ['utm_source', true],
    ['utm_campaign', true],
    ['UTM_Term', true],
    ['gclid', true],
    ['fbclid', true],
    ['msclkid', true],
    ['make', false],
    ['code', false],
    ['utm_', false],
    ['__proto__', false],
  ])('%s is a campaign parameter: %s', (name, expected) => {
    expect(isCampaignParam(name)).toBe(expected);
  });

  it('keeps the campaign tags and click ids of a landing query, and nothing else', () => {
    expect(campaignParams('?utm_source=google&utm_medium=cpc&make=Toyota&gclid=abc&email=jane%40example.com')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      gclid: 'abc',
    });
  });

  it('keeps at most 12, the first of a repeated name, and no blank or marked-up value', () => {
    const many = Array.from({ length: 20 }, (_, i) => `utm_x${i}=${i}`).join('&');
    expect(Object.keys(campaignParams(many))).toHaveLength(ATTRIBUTION_LIMITS.params);
    expect(campaignParams('utm_source=first&utm_source=second&utm_medium=&utm_term=%3Cscript%3E')).toEqual({ utm_source: 'first' });
  });

  it('cuts a long value to 200 characters', () => {
    expect(campaignParams(`gclid=${'a'.repeat(500)}`).gclid).toHaveLength(200);
  });
});

describe('recordVisit', () => {
  it('adds each page once in order, the landing campaign staying for the visit', () => {
    let visit = recordVisit(EMPTY_ATTRIBUTION, { path: '/', search: '?utm_source=google&utm_medium=cpc' });
    visit = recordVisit(visit, { path: '/search', search: '?make=Mazda' });
    visit = recordVisit(visit, { path: '/search', search: '?make=Mazda&page=2' }); // a reload or a new page of results
    visit = recordVisit(visit, { path: '/cars/x', search: '?utm_source=newsletter' }); // the dealer's own tagged link
    expect(visit).toEqual({ visited_pages: ['/', '/search', '/cars/x'], linked_query_params: { utm_source: 'google', utm_medium: 'cpc' } });
  });

  it('takes the campaign of the first page that has one', () => {
    const visit = recordVisit(recordVisit(EMPTY_ATTRIBUTION, { path: '/', search: '' }), { path: '/offers', search: '?fbclid=IwAR' });
    expect(visit.linked_query_params).toEqual({ fbclid: 'IwAR' });
  });

  it('keeps the landing page and the 29 latest of a long visit', () => {
    let visit = EMPTY_ATTRIBUTION;
    for (let i = 0; i < 45; i++) visit = recordVisit(visit, { path: `/p${i}`, search: '' });
    expect(visit.visited_pages).toHaveLength(30);
    expect(visit.visited_pages[0]).toBe('/p0');
    expect(visit.visited_pages[1]).toBe('/p16');
    expect(visit.visited_pages.at(-1)).toBe('/p44');
  });
});

describe('boundAttribution (the stored record and the API alike)', () => {
  it('keeps a sound record as it is', () => {
    expect(boundAttribution(fromGoogleAd)).toEqual(fromGoogleAd);
  });

  it('drops what is not a site path or a campaign parameter, and cuts to the limits', () => {
    const bounded = boundAttribution({
      visited_pages: [
        '/',
        'https://evil.example/',
        '//evil.example',
        'javascript:alert(1)',
        '/a b',
        7,
        `/${'x'.repeat(400)}`,
        '/<script>',
        ...Array.from({ length: 100 }, (_, i) => `/p${i}`),
      ],
      linked_query_params: {
        utm_source: 'google',
        email: 'jane@example.com',
        gclid: { nested: true },
        utm_term: 'x'.repeat(1000),
        ...Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`utm_k${i}`, 'v'])),
      },
    });
    expect(bounded.visited_pages).toHaveLength(30);
    expect(bounded.visited_pages.slice(0, 2)).toEqual(['/', '/p71']);
    expect(Object.keys(bounded.linked_query_params)).toHaveLength(12);
    expect(bounded.linked_query_params).toMatchObject({ utm_source: 'google' });
    expect(bounded.linked_query_params).not.toHaveProperty('email');
    expect(bounded.linked_query_params).not.toHaveProperty('gclid');
    expect(bounded.linked_query_params.utm_term).toHaveLength(200);
  });

  it.each([null, undefined, 'text', 42, [], { visited_pages: 'x', linked_query_params: ['a'] }])('reads %j as nothing', (value) => {
    expect(boundAttribution(value)).toEqual(EMPTY_ATTRIBUTION);
  });
});

describe('leadAttributesSchema (POST /api/leads)', () => {
  it('takes the browser record, or the same as JSON text from a plain form post', () => {
    expect(leadAttributesSchema.parse(fromGoogleAd)).toEqual(fromGoogleAd);
    expect(leadAttributesSchema.parse(JSON.stringify(fromGoogleAd))).toEqual(fromGoogleAd);
  });

  it('never refuses a lead for its attribution: junk reads as not given', () => {
    for (const junk of ['{not json', 'x'.repeat(40_000), 12, { visited_pages: ['nope'] }, { other: 1 }]) {
      expect(leadAttributesSchema.safeParse(junk)).toEqual({ success: true, data: undefined });
    }
  });

  it('sends only the parts that say something', () => {
    expect(leadAttributesOf({ visited_pages: ['/'], linked_query_params: {} })).toEqual({ visited_pages: ['/'] });
    expect(leadAttributesOf(EMPTY_ATTRIBUTION)).toBeUndefined();
  });
});

describe('attributionRows (what the dealer reads)', () => {
  it('names the campaign, then the pages in order', () => {
    expect(attributionRows(fromGoogleAd)).toEqual([
      ['Campaign', 'utm_source=google, utm_medium=cpc, utm_campaign=spring-suvs, gclid=Cj0KCQ'],
      ['Pages visited', '/ > /search > /cars/2019-mazda-cx-5-t101'],
    ]);
    expect(attributionRows(null)).toEqual([]);
  });

  it('names the tags in their usual order, whatever order the stored record keeps', () => {
    const asJsonbKeepsIt = { gclid: 'Cj0', utm_term: 'suv', utm_medium: 'cpc', utm_source: 'google', utm_campaign: 'spring', utm_creative: 'b' };
    expect(attributionRows({ linked_query_params: asJsonbKeepsIt })).toEqual([
      ['Campaign', 'utm_source=google, utm_medium=cpc, utm_campaign=spring, utm_term=suv, utm_creative=b, gclid=Cj0'],
    ]);
  });
});
