import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { mergeConfig } from './merge.ts';
import { resolveTenantConfig } from './resolve-tenant-config.ts';
import { ACME_LOCATION, acmeSite } from './acme.test-support.ts';

const location = ACME_LOCATION;
const acmeOverrides = acmeSite();

describe('mergeConfig', () => {
  it('merges objects key by key and replaces arrays whole', () => {
    expect(mergeConfig({ a: { b: 1, c: [1, 2] }, d: 'x' }, { a: { c: [3] } })).toEqual({ a: { b: 1, c: [3] }, d: 'x' });
  });
  it('keeps a default where the override is undefined', () => {
    expect(mergeConfig({ a: 1 }, { a: undefined })).toEqual({ a: 1 });
  });
});

describe('resolveTenantConfig', () => {
  it('fills every default the tenant does not override', () => {
    const result = resolveTenantConfig(DEFAULT_TENANT, acmeOverrides, 'tenants/acme/tenant.ts');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.search.pageSize).toBe(21);
    expect(result.config.texts.noPrice).toBe('Enquire for price.');
    expect(result.config.features.checkout.defaultDepositCents).toBe(20_000);
    expect(result.config.search.soldVisibleDays).toBe(3);
    expect(result.config.locations[0]!.visible).toBe(true);
    // Fuel labels on cards are the dealer's choice (spec 1 section 4).
    expect(result.config.features.fuelLabels).toBe(false);
  });

  it('filters by location only when the group has more than one dealership, unless the tenant lists its own filters', () => {
    const filtersOf = (overrides: object) => {
      const result = resolveTenantConfig(DEFAULT_TENANT, { ...acmeOverrides, ...overrides }, 'x');
      return result.ok ? result.config.search.filters : result.errors;
    };
    expect(DEFAULT_TENANT.search.filters).toContain('location_id');
    expect(filtersOf({})).not.toContain('location_id');
    expect(filtersOf({})).toEqual(DEFAULT_TENANT.search.filters.filter((filter) => filter !== 'location_id'));
    const group = {
      dealerships: [
        { id: 7, slug: 'acme', name: 'Acme' },
        { id: 8, slug: 'acme-used', name: 'Acme Used' },
      ],
    };
    expect(filtersOf(group)).toEqual(DEFAULT_TENANT.search.filters);
    expect(filtersOf({ search: { filters: ['make', 'location_id'] } })).toEqual(['make', 'location_id']);
  });

  it('lets a tenant override nested settings and replace lists', () => {
    const result = resolveTenantConfig(DEFAULT_TENANT, { ...acmeOverrides, search: { pageSize: 12, filters: ['make'] }, texts: { noPrice: 'Call us' } }, 'x');
    expect(result.ok && [result.config.search.pageSize, result.config.search.filters, result.config.texts.noPrice, result.config.texts.newArrival]).toEqual([
      12,
      ['make'],
      'Call us',
      'New Arrival',
    ]);
  });

  it.each([
    [
      'a bad postcode',
      { locations: [{ ...location, address: { ...location.address, postcode: '215' } }] },
      'tenants/acme/tenant.ts: locations.0.address.postcode: expected a 4-digit Australian postcode',
    ],
    ['an unknown key', { featurez: {} }, 'tenants/acme/tenant.ts: (root): Unrecognized key: "featurez"'],
    [
      'a bad colour',
      { theme: { colours: { primary: 'blue' } } },
      'tenants/acme/tenant.ts: theme.colours.primary: expected a 6-digit hex colour such as "#0b5fff"',
    ],
    [
      'a location of a missing dealership',
      { locations: [{ ...location, dealership_id: 99 }] },
      'tenants/acme/tenant.ts: locations.0.dealership_id: no dealership with id 99',
    ],
    [
      'no primary location',
      { locations: [{ ...location, primary: false }] },
      'tenants/acme/tenant.ts: locations: expected exactly one location with primary: true',
    ],
    ['a bad feed format', { feed: { source: 'x', format: 'xml' } }, 'tenants/acme/tenant.ts: feed.format: Invalid option: expected one of "json"|"csv"'],
  ])('names the file and field for %s', (_case, override, message) => {
    const result = resolveTenantConfig(DEFAULT_TENANT, { ...acmeOverrides, ...override }, 'tenants/acme/tenant.ts');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toContain(message);
  });
});
