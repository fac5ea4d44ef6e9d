import { describe, expect, it } from 'vitest';
import { breadcrumbs } from './breadcrumbs.ts';

describe('breadcrumbs for a tenant with the used-car variant paths', () => {
  it('links the car type and model searches as /used-car/{car type}/...', () => {
    const ranger = { carType: 'used', make: 'Ford', model: 'Ranger', simpleBody: 'Ute', slug: 'ranger-1', year: 2020, badge: 'XLT' } as const;
    expect(breadcrumbs(ranger, 'Pre-Owned', { usedCarVariant: true }).map((crumb) => crumb.href)).toEqual([
      '/',
      '/used-car/used/',
      '/search/ford',
      '/used-car/used/ford/ranger/',
      '/search/ute',
      '/cars/ranger-1',
    ]);
  });
});

describe('breadcrumbs of a car whose stock the site no longer has', () => {
  const venue = { carType: 'used', make: 'Hyundai', model: 'Venue', simpleBody: 'SUV', slug: 'venue-1', year: 2021, badge: null } as const;

  it('links the model to its make and model search when there is no used Venue search, and leaves out crumbs with no page', () => {
    const built = new Set(['/', '/search/used-cars', '/search/hyundai/venue', '/search/suv']);
    expect(breadcrumbs(venue, 'Used', { hasPage: (path) => built.has(path) })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used', href: '/search/used-cars' },
      { label: 'Venue', href: '/search/hyundai/venue' },
      { label: 'SUV', href: '/search/suv' },
      { label: '2021 Hyundai Venue', href: '/cars/venue-1' },
    ]);
  });
});
