import { describe, expect, it } from 'vitest';
import { dealerStructuredData, websiteStructuredData } from './site-structured-data.ts';

const site = {
  name: 'Acme Motors',
  url: 'https://www.acmemotors.com.au',
  logoUrl: '/brand/logo.svg',
  phone: '03 5222 1234',
};

describe('site structured data', () => {
  it('names the site search as a SearchAction on the default search page', () => {
    expect(websiteStructuredData(site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://www.acmemotors.com.au/#website',
      name: 'Acme Motors',
      url: 'https://www.acmemotors.com.au/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://www.acmemotors.com.au/search/new-used-and-demo-cars?query={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('describes the dealer as an Organization with an absolute logo and phone, referring to its location pages by @id', () => {
    const dealer = dealerStructuredData(site, [
      'https://www.acmemotors.com.au/contact-us/acme-geelong',
      'https://www.acmemotors.com.au/contact-us/acme-service',
    ]);
    expect(dealer).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://www.acmemotors.com.au/#dealer',
      name: 'Acme Motors',
      url: 'https://www.acmemotors.com.au/',
      logo: 'https://www.acmemotors.com.au/brand/logo.svg',
      image: 'https://www.acmemotors.com.au/brand/logo.svg',
      telephone: '03 5222 1234',
      subOrganization: [
        { '@id': 'https://www.acmemotors.com.au/contact-us/acme-geelong#location' },
        { '@id': 'https://www.acmemotors.com.au/contact-us/acme-service#location' },
      ],
    });
    // The address, position and hours are the location pages' own markup: never repeated here.
    expect(dealer).not.toHaveProperty('address');
    expect(dealerStructuredData({ ...site, phone: null })).not.toHaveProperty('telephone');
    expect(dealerStructuredData(site)).not.toHaveProperty('subOrganization');
  });
});
