import { describe, expect, it } from 'vitest';
import { nearestSearchPath } from './similar-stock.ts';

const venue = { carType: 'used', make: 'Hyundai', model: 'Venue', simpleBody: 'SUV' };

describe('the nearest search landing page for a car', () => {
  it('prefers type, make and model, then make and model, make, body, type, then all stock', () => {
    const built = ['/search/used-cars/hyundai/venue', '/search/hyundai/venue', '/search/hyundai', '/search/suv', '/search/used-cars'];
    for (let index = 0; index < built.length; index++) {
      const pages = new Set(built.slice(index));
      expect(nearestSearchPath(venue, (path) => pages.has(path))).toBe(built[index]);
    }
    expect(nearestSearchPath(venue, () => false)).toBe('/search/new-used-and-demo-cars');
  });

  it('writes type paths in the tenant style', () => {
    expect(nearestSearchPath(venue, (path) => path.startsWith('/used-car/'), { usedCarVariant: true })).toBe('/used-car/used/hyundai/venue/');
  });
});
