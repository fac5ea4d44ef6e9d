import { describe, expect, it } from 'vitest';
import { breadcrumbs } from './breadcrumbs.ts';

describe('breadcrumbs for a tenant with the used-car variant paths', () => {
  it('links the car type and model searches as /used-car/{car type}/...', () => {
    const ranger = { carType: 'used', make: 'Ford', model: 'Ranger', simpleBody: 'Ute', slug: 'ranger-1', year: 2020, badge: 'XLT' } as const;
    expect(breadcrumbs(ranger, 'Pre-Owned', { usedCarVariant: true }).map((crumb) => crumb.href)).toEqual([
      '/', '/used-car/used/', '/search/ford', '/used-car/used/ford/ranger/', '/search/ute', '/cars/ranger-1',
    ]);
  });

  it('leaves out a crumb whose search the site does not build (a sold car whose model left the stock)', () => {
    const mux = { carType: 'used', make: 'Isuzu', model: 'MU-X', simpleBody: 'SUV', slug: 'mux-1', year: 2019, badge: 'LS-T' } as const;
    const built = new Set(['/used-car/used/', '/search/isuzu', '/search/suv']);
    expect(breadcrumbs(mux, 'Used', { usedCarVariant: true }, (path) => built.has(path)).map((crumb) => crumb.label)).toEqual(['Home', 'Used', 'Isuzu', 'SUV', '2019 Isuzu MU-X LS-T']);
  });
});
