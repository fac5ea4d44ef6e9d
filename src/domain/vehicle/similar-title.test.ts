import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { acmeSite } from '../tenant/acme.test-support.ts';
import { resolveTenantConfig } from '../tenant/resolve-tenant-config.ts';
import { similarCarsTitle } from './similar-title.ts';

const featuresOf = (overrides: object) => {
  const result = resolveTenantConfig(DEFAULT_TENANT, acmeSite(overrides), 'tenants/acme/tenant.ts');
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config.features;
};

describe('similar cars title (spec 2 section 2)', () => {
  it.each([
    ['car', 'Similar Cars In-Stock'],
    [null, 'Similar Cars In-Stock'],
    ['caravan', 'Similar Caravans In-Stock'],
    ['motorcycle', 'Similar Motorcycles In-Stock'],
  ])('%s: %s', (itemType, title) => {
    expect(similarCarsTitle(itemType, { offersSubscription: false })).toBe(title);
  });
  it('says In-Stock on a tenant that sets nothing: features.offersSubscription is off by default', () => {
    expect(similarCarsTitle('car', featuresOf({}))).toBe('Similar Cars In-Stock');
  });
  it('says Available on a subscription site (features.offersSubscription)', () => {
    const features = featuresOf({ features: { offersSubscription: true } });
    expect(similarCarsTitle('car', features)).toBe('Similar Cars Available');
    expect(similarCarsTitle('caravan', features)).toBe('Similar Caravans Available');
  });
});
