import { describe, expect, it } from 'vitest';
import { locationSchema } from '../tenant/schema/location.ts';
import { harbourParts, harbourSales, harbourService } from './fixtures.test-support.ts';
import { locationCardView } from './location-card.ts';
import { directionsUrl } from './maps-links.ts';

const options = { routePrefix: '/contact-us' as const, directionsTarget: 'new-tab' as const, partsPagePath: null, today: '2026-11-20' };
const asLocation = (location: object) => locationSchema.parse({ dealership_slug: 'harbour-toyota', ...location });

describe('the location card', () => {
  it('shows the address, phone, licence, separate Sales and Service hours, rating and directions', () => {
    const card = locationCardView(
      asLocation({
        ...harbourSales,
        special_hours: [
          { date: '2026-11-01', status: 'Closed' },
          { date: '2026-12-25', status: 'Closed', label: 'Christmas Day' },
        ],
      }),
      options,
    );
    expect(card).toMatchObject({
      name: 'Harbour Toyota Newcastle West',
      href: '/contact-us/harbour-toyota-newcastle-west',
      typeLabel: 'Sales',
      image: null,
      address: { street: '846 Hunter Street', locality: 'Newcastle West NSW 2302', oneLine: '846 Hunter Street, Newcastle West NSW 2302' },
      phone: { text: '02 5550 4180', href: 'tel:+61255504180' },
      landline: null,
      partsEnquiryHref: null,
      dealerLicence: 'MD058213',
      repairer: null,
      rating: { value: '4.7', count: '1,284', stars: 4.7, label: 'Rated 4.7 out of 5 from 1,284 reviews' },
      directions: { href: 'https://www.google.com/maps/dir/?api=1&destination=-32.9262%2C151.7593', newTab: true },
    });
    expect(card.hours.map((section) => [section.title, section.rows[0]])).toEqual([
      ['Sales Hours', { days: 'Mon-Fri', hours: '8:30 am - 5:30 pm', closed: false }],
      ['Service Hours', { days: 'Mon-Fri', hours: '7:30 am - 4:30 pm', closed: false }],
    ]);
    // The browser's 'open now' gets the zone from the state and the special entries from the build's day on.
    expect(card.hours[0]!.schedule).toMatchObject({ zone: 'Australia/Sydney', special: [{ date: '2026-12-25' }] });
  });

  it("a parts counter links 'Parts Enquiry' to the parts page, else to its page's enquiry form; one set of hours is 'Opening Hours'", () => {
    const parts = asLocation(harbourParts);
    expect(locationCardView(parts, options)).toMatchObject({
      partsEnquiryHref: '/contact-us/harbour-toyota-parts#location-enquiry',
      repairer: null,
      rating: null,
    });
    expect(locationCardView(parts, { ...options, partsPagePath: '/vehicle-parts-and-accessories' }).partsEnquiryHref).toBe('/vehicle-parts-and-accessories');
    expect(locationCardView(asLocation(harbourService), options).hours.map((section) => section.title)).toEqual(['Opening Hours']);
    expect(locationCardView(asLocation(harbourService), options).partsEnquiryHref).toBeNull();
  });

  it("shows a repairer's licence (MRB:) where the location has one, beside the dealer licence (DL:)", () => {
    expect(locationCardView(asLocation({ ...harbourService, motor_vehicle_repairer: 'MVRL47215' }), options)).toMatchObject({
      dealerLicence: null,
      repairer: 'MVRL47215',
    });
    expect(locationCardView(asLocation({ ...harbourSales, motor_vehicle_repairer: 'MRB 4417' }), options)).toMatchObject({
      dealerLicence: 'MD058213',
      repairer: 'MRB 4417',
    });
  });

  it("a yard that also buys cars reads 'Sales and Car Buying'; a location without a type shows none and its hours are 'Opening Hours'", () => {
    expect(locationCardView(asLocation({ ...harbourSales, location_subtype: ['buying'] }), options).typeLabel).toBe('Sales and Car Buying');
    expect(locationCardView(asLocation({ ...harbourSales, location_type: 'car-buying', location_subtype: ['buying'] }), options).typeLabel).toBe('Car Buying');
    const untyped = locationCardView(asLocation({ ...harbourService, location_type: '' }), options);
    expect(untyped).toMatchObject({ typeLabel: null, partsEnquiryHref: null });
    expect(untyped.hours.map((section) => [section.key, section.title])).toEqual([['general', 'Opening Hours']]);
    expect(locationCardView(asLocation({ ...harbourService, location_type: null, location_subtype: ['buying'] }), options).typeLabel).toBe('Car Buying');
  });

  it("takes the rating from the location's reviews object over the flat fields, and links directions by place ID", () => {
    const card = locationCardView(
      asLocation({
        ...harbourService,
        average_rating: 4.2,
        review_count: 90,
        reviews: { average_rating: 4.6, count: 932 },
        address: { ...harbourService.address, place_id: 'ChIJu7HarbourToyotaSvc01' },
      }),
      options,
    );
    expect(card.rating).toEqual({ value: '4.6', count: '932', stars: 4.6, label: 'Rated 4.6 out of 5 from 932 reviews' });
    expect(card.directions.href).toBe('https://www.google.com/maps/dir/?api=1&destination=-32.923%2C151.734&destination_place_id=ChIJu7HarbourToyotaSvc01');
  });

  it("follows the tenant's prefix and directions tab; a dealer's own map link wins; one review reads singular", () => {
    const card = locationCardView(
      asLocation({ ...harbourService, review_count: 1, average_rating: 5, address: { ...harbourService.address, place_url: 'https://maps.example/place/1' } }),
      { ...options, routePrefix: '/locations', directionsTarget: 'same-tab' },
    );
    expect(card).toMatchObject({
      href: '/locations/harbour-toyota-service-centre',
      directions: { href: 'https://maps.example/place/1', newTab: false },
      rating: { value: '5.0', count: '1', label: 'Rated 5.0 out of 5 from 1 review' },
    });
    expect(directionsUrl({ lat: -27.5, long: 153 })).toBe('https://www.google.com/maps/dir/?api=1&destination=-27.5%2C153');
  });
});
