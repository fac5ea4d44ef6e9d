import { describe, expect, it } from 'vitest';
import { alphaConfig } from '#src/server/leads/test-fixtures.ts';
import { publicTenantConfig } from './public-tenant.ts';

describe('publicTenantConfig', () => {
  it('keeps the form rules, dealerships and locations, and nothing about delivery', () => {
    const config = alphaConfig();
    const hidden = { ...config, locations: [...config.locations, { ...config.locations[0]!, id: 99, slug: 'alpha-hidden', visible: false }] };
    const view = publicTenantConfig(hidden);
    expect(Object.keys(view).sort()).toEqual(['bookings', 'dealerships', 'images', 'leadForm', 'locations', 'name', 'slug', 'texts', 'tradeIn']);
    // Whether the rego is looked up and valuations saved; never the lookup's endpoint or key.
    expect(view.tradeIn).toEqual({ plateLookup: false, saveValuations: config.leads.valuations });
    const withLookup = publicTenantConfig({ ...config, plateLookup: { provider: 'http', endpoint: 'https://plates.example/v1', lookupsPerMinute: 60 } });
    expect(withLookup.tradeIn.plateLookup).toBe(true);
    expect(JSON.stringify(withLookup)).not.toContain('plates.example');
    expect(view.images).toEqual({ config: { provider: 'embedded' }, siteUrl: config.url });
    expect(view.dealerships).toEqual([
      { id: 1, slug: 'alpha-ford', name: 'Alpha Ford' },
      { id: 2, slug: 'alpha-kia', name: 'Alpha Kia' },
    ]);
    expect(view.locations.map((l) => l.slug)).toEqual(['alpha-ford-geelong', 'alpha-kia-geelong']);
    expect(JSON.stringify(view)).not.toMatch(/@alpha\.example|127\.0\.0\.1|feed\.json|03 5222 1234/);
  });
});
