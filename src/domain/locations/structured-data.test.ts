import { describe, expect, it } from 'vitest';
import { harbourParts, harbourSales } from './fixtures.test-support.ts';
import { locationStructuredData, openingHoursSpecification, specialOpeningHoursSpecification } from './structured-data.ts';

const context = {
  url: 'https://www.harbourtoyota.com.au/contact-us/harbour-toyota-newcastle-west',
  imageUrl: null,
  mapUrl: 'https://www.google.com/maps/dir/?api=1&destination=-32.9262,151.7593',
  telephone: '+61255504180',
  special: [
    { date: '2026-12-25', status: 'Closed' as const, label: 'Christmas Day' },
    { date: '2026-12-31', status: 'Open' as const, open: '08:30', close: '13:00' },
  ],
  departments: [{ department: 'parts' as const, name: 'Harbour Toyota Parts', url: 'https://www.harbourtoyota.com.au/contact-us/harbour-toyota-parts' }],
};

describe('location JSON-LD', () => {
  it("names the dealer's logo, and shows it as the image of a location without a photo of its own", () => {
    const logoUrl = 'https://www.harbourtoyota.com.au/logo.svg';
    expect(locationStructuredData(harbourSales, { ...context, logoUrl })).toMatchObject({ logo: logoUrl, image: logoUrl });
    const photo = 'https://www.harbourtoyota.com.au/yard.jpg';
    expect(locationStructuredData(harbourSales, { ...context, logoUrl, imageUrl: photo })).toMatchObject({ logo: logoUrl, image: photo });
    expect(locationStructuredData(harbourSales, context)).not.toHaveProperty('logo');
  });

  it('an AutoDealer with address, geo, telephone, hours, holiday hours, departments and its rating', () => {
    const data = locationStructuredData(harbourSales, context);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      '@id': `${context.url}#location`,
      name: 'Harbour Toyota Newcastle West',
      telephone: '+61255504180',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '846 Hunter Street',
        addressLocality: 'Newcastle West',
        addressRegion: 'NSW',
        postalCode: '2302',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -32.9262, longitude: 151.7593 },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '17:30' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:30', closes: '16:00' },
      ],
      specialOpeningHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-25', validThrough: '2026-12-25', opens: '00:00', closes: '00:00' },
        { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-31', validThrough: '2026-12-31', opens: '08:30', closes: '13:00' },
      ],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 1284, bestRating: 5, worstRating: 1 },
    });
    expect(data.department).toEqual([
      expect.objectContaining({
        '@type': 'AutoRepair',
        name: 'Harbour Toyota Newcastle West Service',
        openingHoursSpecification: [expect.objectContaining({ opens: '07:30', closes: '16:30' })],
      }),
      { '@type': 'AutoPartsStore', '@id': `${context.departments[0]!.url}#location`, name: 'Harbour Toyota Parts', url: context.departments[0]!.url },
    ]);
  });

  it('a parts counter is an AutoPartsStore; no rating without real review data; no empty lists', () => {
    const data = locationStructuredData({ ...harbourParts, average_rating: 4.5 }, { ...context, special: [], departments: [] });
    expect(data['@type']).toBe('AutoPartsStore');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('specialOpeningHoursSpecification');
    expect(data).not.toHaveProperty('department');
    expect(locationStructuredData({ ...harbourParts, location_type: 'service-and-parts' }, context)['@type']).toEqual(['AutoRepair', 'AutoPartsStore']);
  });

  it("a location without a type is an AutomotiveBusiness; its reviews object's rating wins over the flat fields", () => {
    const data = locationStructuredData(
      { ...harbourParts, location_type: null, average_rating: 4.2, review_count: 90, reviews: { average_rating: 4.6, count: 932, reviews: [] } },
      { ...context, departments: [] },
    );
    expect(data).toMatchObject({ '@type': 'AutomotiveBusiness', aggregateRating: { ratingValue: 4.6, reviewCount: 932 } });
  });

  it('a close past midnight stays as given; open around the clock is 00:00 to 23:59', () => {
    expect(openingHoursSpecification([{ weekday: 5, status: 'Open', open: '18:00', close: '02:00' }])).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '18:00', closes: '02:00' },
    ]);
    expect(openingHoursSpecification([{ weekday: 0, status: 'Open', open: '00:00', close: '00:00' }])[0]).toMatchObject({
      dayOfWeek: ['Sunday'],
      opens: '00:00',
      closes: '23:59',
    });
    expect(specialOpeningHoursSpecification([{ date: '2027-01-26', status: 'Open', open: '00:00', close: '00:00' }])[0]).toMatchObject({
      opens: '00:00',
      closes: '23:59',
    });
  });
});
