import { describe, expect, it } from 'vitest';
import { breadcrumbs } from './breadcrumbs.ts';

describe('breadcrumbs for a tenant with the used-car variant paths', () => {
  it('links the car type and model searches as /used-car/{car type}/...', () => {
    const ranger = { carType: 'used', make: 'Ford', model: 'Ranger', simpleBody: 'Ute', slug: 'ranger-1', year: 2020, badge: 'XLT' } as const;
    expect(breadcrumbs(ranger, 'Pre-Owned', { usedCarVariant: true }).map((crumb) => crumb.href)).toEqual([
      '/', '/used-car/used/', '/search/ford', '/used-car/used/ford/ranger/', '/search/ute', '/cars/ranger-1',
    ]);
  });
});
