import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { resolveTenantConfig } from '../resolve-tenant-config.ts';
import { acmeSite } from '../acme.test-support.ts';

// The settings behind the home blocks, the brands directory, the model catalogue and manufacturer button themes:
// defaults a new tenant gets, and the errors a broken setting reports with its field.
const acme = acmeSite();
const errorsOf = (overrides: object) => {
  const result = resolveTenantConfig(DEFAULT_TENANT, { ...acme, ...overrides }, 'tenants/acme/tenant.ts');
  return result.ok ? [] : result.errors;
};
const slide = {
  id: 'eofy',
  name: 'EOFY',
  description: '',
  url: '/special-offers',
  cta: 'Shop now',
  image: { desktop: '/brand/a.svg', mobile: '/brand/b.svg', alt: '' },
};

describe('marketing settings', () => {
  it("a new tenant gets the home blocks, no banner tiles (their claims are the dealer's), no logo (its name instead), no directory, no catalogue, no button theme", () => {
    const result = resolveTenantConfig(DEFAULT_TENANT, acme, 'x');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.home.blocks).toEqual([
      'slider',
      'hero',
      'banner',
      'stats',
      'latestStock',
      'whyDealer',
      'whyBuyFromUs',
      'reviews',
      'latestPosts',
      'locations',
      'payments',
    ]);
    expect(result.config.home.banner).toEqual([]);
    expect(result.config.branding.logo).toBeNull();
    expect([result.config.brands.directory, result.config.models, result.config.theme.manufacturerButtonTheme]).toEqual([[], [], null]);
  });

  it.each([
    [{ home: { blocks: ['hero', 'hero'] } }, 'tenants/acme/tenant.ts: home.blocks: lists a block twice'],
    [{ home: { blocks: ['hero', 'carousel'] } }, 'tenants/acme/tenant.ts: home.blocks.1: Invalid option'],
    [{ home: { slides: [{ ...slide, start: '2026-07-01', expiry: '2026-06-30' }] } }, 'tenants/acme/tenant.ts: home.slides.0.expiry: must not be before start'],
    [
      { home: { reviews: { source: 'file', file: '../secrets.txt' } } },
      'tenants/acme/tenant.ts: home.reviews.file: expected a .json file name in the tenant folder',
    ],
    [{ theme: { manufacturerButtonTheme: 'tesla' } }, 'tenants/acme/tenant.ts: theme.manufacturerButtonTheme: expected "by-make" or one of toyota'],
    [
      { brands: { directory: [{ title: 'Used', slug: 'used', kind: 'group', dealershipSlug: 'nope', description: [] }] } },
      'tenants/acme/tenant.ts: brands.directory.0.dealershipSlug: no dealership with slug "nope"',
    ],
    [
      { brands: { directory: [{ title: 'LDV', slug: 'ldv', kind: 'truck', description: [], skipPage: true }] } },
      'tenants/acme/tenant.ts: brands.directory.0.skipPage: a skipPage brand needs a make or a dealershipSlug to search',
    ],
  ])('%o fails with the field', (overrides, message) => {
    expect(errorsOf(overrides).join('\n')).toContain(message);
  });
});
