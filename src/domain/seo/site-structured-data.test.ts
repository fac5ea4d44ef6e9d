import { describe, expect, it } from 'vitest';
import { dealerStructuredData, websiteStructuredData } from './site-structured-data.ts';

const site = {
  name: 'Acme Motors', url: 'https://www.acmemotors.com.au', logoUrl: '/brand/logo.svg', phone: '03 5222 1234',
  address: { street: '12 Malop St', city: 'Geelong', state: 'VIC', postcode: '3220' },
};

describe('site structured data', () => {
  it('names the site search as a SearchAction on the default search page', () => {
    expect(websiteStructuredData(site)).toEqual({
      '@context': 'https://schema.org', '@type': 'WebSite', '@id': 'https://www.acmemotors.com.au/#website', name: 'Acme Motors', url: 'https://www.acmemotors.com.au/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://www.acmemotors.com.au/search/new-used-and-demo-cars?query={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('describes the dealer as an AutoDealer with an absolute logo, phone and postal address', () => {
    expect(dealerStructuredData(site)).toMatchObject({
      '@type': 'AutoDealer', name: 'Acme Motors', url: 'https://www.acmemotors.com.au/', logo: 'https://www.acmemotors.com.au/brand/logo.svg', telephone: '03 5222 1234',
      address: { '@type': 'PostalAddress', streetAddress: '12 Malop St', addressLocality: 'Geelong', addressRegion: 'VIC', postalCode: '3220', addressCountry: 'AU' },
    });
    expect(dealerStructuredData({ ...site, phone: null, address: null })).not.toHaveProperty('address');
  });
});
