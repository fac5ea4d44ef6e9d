import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { resolveTenantConfig } from '../resolve-tenant-config.ts';
import { ACME_LOCATION, acmeSite } from '../acme.test-support.ts';

const location = ACME_LOCATION;
const acme = acmeSite;
const resolve = (overrides: object = {}) => resolveTenantConfig(DEFAULT_TENANT, acme(overrides), 'tenants/acme/tenant.ts');
const errorsOf = (overrides: object) => {
  const result = resolve(overrides);
  return result.ok ? [] : result.errors;
};

describe('location page settings', () => {
  it('default to /contact-us pages, directions in a new tab, a 30-day holiday window, no map', () => {
    const result = resolve();
    expect(result.ok && result.config.locationPages).toEqual({
      routePrefix: '/contact-us',
      directionsTarget: 'new-tab',
      holidayWindowDays: 30,
      contactBlock: 'all',
      homeCarousel: 'all',
      map: null,
    });
  });

  it('take another prefix, a block by location id and a map with a key (zoom defaults filled in)', () => {
    const map = {
      kind: 'raster-tiles',
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png?key={key}',
      key: 'abc',
      attribution: 'Tiles Pty Ltd',
      attributionUrl: 'https://tiles.example/copyright',
    };
    const result = resolve({ locationPages: { routePrefix: '/our-location', homeCarousel: 1, map } });
    expect(result.ok && result.config.locationPages).toMatchObject({ routePrefix: '/our-location', homeCarousel: 1, map: { ...map, zoom: 15, maxZoom: 18 } });
  });

  it.each([
    [{ locationPages: { routePrefix: '/dealers' } }, 'tenants/acme/tenant.ts: locationPages.routePrefix'],
    [{ locationPages: { contactBlock: 99 } }, 'tenants/acme/tenant.ts: locationPages.contactBlock: no location with id 99'],
    [{ locationPages: { holidayWindowDays: 0 } }, 'tenants/acme/tenant.ts: locationPages.holidayWindowDays'],
    [
      { locationPages: { map: { kind: 'raster-tiles', tileUrl: 'https://tiles.example/tile.png', attribution: 'x' } } },
      'locationPages.map.tileUrl: expected {z}, {x} and {y} in the tile URL',
    ],
    [
      { locations: [{ ...location, opening_hours: [{ weekday: 1, status: 'Open', open: '08:30' }] }] },
      'locations.0.opening_hours.0.close: an Open entry needs open and close times',
    ],
    [
      { locations: [{ ...location, special_hours: [{ date: '2026-12-25', status: 'Open' }] }] },
      'locations.0.special_hours.0.open: an Open entry needs open and close times',
    ],
    [{ locations: [{ ...location, image: 'yard.jpg' }] }, 'locations.0.image: expected a path starting with "/" or an http(s) URL'],
  ])('refuse %j naming the file and field', (overrides, message) => {
    expect(errorsOf(overrides).join('\n')).toContain(message);
  });
});
