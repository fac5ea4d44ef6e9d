import { describe, expect, it } from 'vitest';
import { typeOptions } from './departments.ts';
import { GROUP, HARBOUR, harbourParts, harbourSales, harbourService } from './fixtures.test-support.ts';
import { inLocationBlock, locationBlock, sortLocations } from './location-list.ts';
import { locationMenuLinks } from './location-menu.ts';
import { locationPath, locationRedirects, nameSlug } from './location-routes.ts';

const ids = (locations: readonly { id: number }[]) => locations.map((location) => location.id);

describe('location order and contact-block filters (spec 2 section 2)', () => {
  it('sorts sales, then service, then parts', () => {
    expect(ids(sortLocations(HARBOUR))).toEqual([11, 12, 13]);
    expect(
      ids(
        sortLocations([
          { id: 1, name: 'B', location_type: 'car-buying' },
          { id: 2, name: 'A', location_type: 'service-and-parts' },
          { id: 3, name: 'C', location_type: null },
        ]),
      ),
    ).toEqual([1, 2, 3]);
  });

  it.each([
    ['all', [11, 12, 13]],
    ['primary', [11]],
    ['sales', [11]],
    // The sales yard has its own service hours: it serves Service too.
    ['service', [11, 12]],
    ['parts', [13]],
    ['service-and-parts', [11, 12, 13]],
    [12, [12]],
  ] as const)('filter %s', (filter, expected) => {
    expect(ids(locationBlock(HARBOUR, filter))).toEqual(expected);
  });

  it('hidden locations are never in a block; a service-and-parts location is in service and parts blocks', () => {
    expect(ids(locationBlock(GROUP, 'all'))).toEqual([21, 23, 22]);
    const both = { id: 9, name: 'Both', location_type: 'service-and-parts' as const };
    expect([inLocationBlock(both, 'service'), inLocationBlock(both, 'parts'), inLocationBlock(both, 'sales')]).toEqual([true, true, false]);
  });

  it("a location without a type (an empty location_type) is in no department's block, only 'all', 'primary' or its id", () => {
    const office = { ...harbourService, id: 14, name: 'Harbour Group Office', slug: 'harbour-group-office', location_type: null };
    const group = [...HARBOUR, office];
    expect(['sales', 'service', 'parts', 'service-and-parts'].map((filter) => ids(locationBlock(group, filter as 'sales')).includes(14))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(ids(locationBlock(group, 'all'))).toEqual([11, 12, 13, 14]);
    expect(ids(locationBlock(group, 14))).toEqual([14]);
  });
});

describe('location routes', () => {
  it('a page per location under the tenant prefix', () => {
    expect(locationPath('/contact-us', 'harbour-toyota-parts')).toBe('/contact-us/harbour-toyota-parts');
    expect(locationPath('/our-location', 'x')).toBe('/our-location/x');
  });

  it.each([
    ['Harbour Toyota Parts', 'harbour-toyota'],
    ['Harbour Toyota Sales', 'harbour-toyota'],
    ['Harbour Toyota service', 'harbour-toyota'],
    ['Bayside Ford Penrith Service Centre', 'bayside-ford-penrith'],
    ['Acme Motors - Parts Department', 'acme-motors'],
    ['Acme Motors (Service)', 'acme-motors'],
    ['Acme Motors Service and Parts', 'acme-motors'],
    ['Corner Car Yard Sunshine', 'corner-car-yard-sunshine'],
    ['Bayside Used Cars Car Buying Centre', 'bayside-used-cars-car-buying-centre'],
    ['Parts', 'parts'],
  ])('the name slug of %s is %s', (name, slug) => {
    expect(nameSlug(name)).toBe(slug);
  });

  it('name slugs and the /contact-us form redirect to the canonical page; a shared name slug goes to the first in order', () => {
    const sales = { ...harbourSales, name: 'Harbour Toyota Sales', slug: 'harbour-toyota-newcastle-west' };
    const service = { ...harbourService, name: 'Harbour Toyota Service' };
    expect(locationRedirects([harbourParts, service, sales], '/contact-us')).toEqual([
      { from: '/contact-us/harbour-toyota', to: '/contact-us/harbour-toyota-newcastle-west' },
    ]);
    expect(locationRedirects([harbourParts], '/our-location')).toEqual([
      { from: '/contact-us/harbour-toyota', to: '/our-location/harbour-toyota-parts' },
      { from: '/contact-us/harbour-toyota-parts', to: '/our-location/harbour-toyota-parts' },
      { from: '/our-location/harbour-toyota', to: '/our-location/harbour-toyota-parts' },
    ]);
  });

  it("never redirects another location's own page", () => {
    const yard = { ...harbourSales, name: 'Harbour Toyota', slug: 'harbour-toyota' };
    expect(locationRedirects([yard, harbourParts], '/contact-us')).toEqual([]);
  });
});

describe('the location type selector', () => {
  const options = (location: (typeof HARBOUR)[number], locations: readonly (typeof HARBOUR)[number][]) =>
    typeOptions(location, locations).map((option) => `${option.label}:${option.slug}${option.current ? '*' : ''}${option.inPage ? '#' : ''}`);

  it("offers the dealership's sales, service and parts locations, this one marked", () => {
    expect(options(harbourSales, HARBOUR)).toEqual([
      'Sales:harbour-toyota-newcastle-west*',
      'Service:harbour-toyota-service-centre',
      'Parts:harbour-toyota-parts',
    ]);
    expect(options(harbourParts, HARBOUR)).toEqual([
      'Sales:harbour-toyota-newcastle-west',
      'Service:harbour-toyota-service-centre',
      'Parts:harbour-toyota-parts*',
    ]);
  });

  it("a yard's own service hours serve Service where the dealership has no service centre", () => {
    expect(options(harbourSales, [harbourSales, harbourParts])).toEqual([
      'Sales:harbour-toyota-newcastle-west*',
      'Service:harbour-toyota-newcastle-west#',
      'Parts:harbour-toyota-parts',
    ]);
  });

  it('picks the nearest of several, and is empty with one department or another dealership only', () => {
    const farService = { ...harbourService, id: 14, slug: 'far-service', name: 'Far Service', address: { ...harbourService.address, lat: -30, long: 150 } };
    expect(options(harbourSales, [...HARBOUR, farService])).toContain('Service:harbour-toyota-service-centre');
    expect(options(harbourSales, [harbourSales])).toEqual([]);
    expect(typeOptions(GROUP[2]!, GROUP)).toEqual([]);
  });
});

describe('the Locations menu entry', () => {
  it('a few locations: each page and the locator; one location: none', () => {
    expect(locationMenuLinks(HARBOUR, '/contact-us')).toEqual([
      { label: 'Harbour Toyota Newcastle West', href: '/contact-us/harbour-toyota-newcastle-west' },
      { label: 'Harbour Toyota Service Centre', href: '/contact-us/harbour-toyota-service-centre' },
      { label: 'Harbour Toyota Parts', href: '/contact-us/harbour-toyota-parts' },
      { label: 'Dealer Locator', href: '/dealer-locator' },
    ]);
    expect(locationMenuLinks([harbourSales], '/contact-us')).toEqual([]);
    expect(locationMenuLinks(GROUP.slice(2), '/contact-us')).toEqual([]); // one visible, one hidden
  });

  it('a big group: the locator and its state sections', () => {
    const many = Array.from({ length: 9 }, (_, index) => ({ ...GROUP[index % 3]!, id: 100 + index, slug: `yard-${index}` }));
    expect(locationMenuLinks(many, '/locations')).toEqual([
      { label: 'Dealer Locator', href: '/dealer-locator' },
      { label: 'New South Wales', href: '/dealer-locator#nsw' },
      { label: 'Queensland', href: '/dealer-locator#qld' },
    ]);
  });
});
