import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveTenantConfig } from '#src/domain/tenant/resolve-tenant-config.ts';
import { DEMO_NOW } from '#scripts/lib/demo/tenant-feed.ts';
import { DEFAULT_TENANT } from './_defaults.ts';
import bayside from './bayside-auto-group/tenant.ts';
import cornerCarYard from './corner-car-yard/tenant.ts';
import harbourToyota from './harbour-toyota/tenant.ts';
import outback from './outback-caravans-and-motorcycles/tenant.ts';

// Every demo tenant must survive the same merge-and-validate step the build runs.

const TENANTS = {
  'bayside-auto-group': bayside,
  'harbour-toyota': harbourToyota,
  'outback-caravans-and-motorcycles': outback,
  'corner-car-yard': cornerCarYard,
};

function resolve(slug: string, overrides: unknown) {
  const result = resolveTenantConfig(DEFAULT_TENANT, overrides, `tenants/${slug}/tenant.ts`);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

describe('demo tenants', () => {
  for (const [slug, overrides] of Object.entries(TENANTS)) {
    it(`${slug} validates against the tenant schema`, () => {
      const config = resolve(slug, overrides);
      expect(config.slug).toBe(slug);
      expect(config.analytics).toEqual({ googleTagManagerId: null, facebookPixelId: null });
    });

    it(`${slug} builds as of the day its generated feed describes`, () => {
      expect(resolve(slug, overrides).feed.asOf).toBe(DEMO_NOW);
    });

    it(`${slug} ships a logo and favicon with a title`, () => {
      for (const file of ['logo.svg', 'favicon.svg']) {
        const svg = readFileSync(path.join(import.meta.dirname, slug, 'assets', file), 'utf8');
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
        expect(svg).toMatch(/ width="\d+" height="\d+"/);
      }
    });
  }

  it('bayside is a national group: 40+ locations, 5+ states, one primary, sales/service/parts', () => {
    const config = resolve('bayside-auto-group', bayside);
    expect(config.template).toBe('group');
    expect(config.locations.length).toBeGreaterThanOrEqual(40);
    expect(new Set(config.locations.map((l) => l.address.state)).size).toBeGreaterThanOrEqual(5);
    expect(config.locations.filter((l) => l.primary)).toHaveLength(1);
    expect(new Set(config.locations.map((l) => l.location_type))).toEqual(new Set(['sales', 'service', 'parts', 'car-buying']));
    expect(new Set(config.locations.map((l) => l.slug)).size).toBe(config.locations.length);
    for (const dealership of config.dealerships) {
      expect(config.locations.some((l) => l.dealership_id === dealership.id && l.location_type === 'sales')).toBe(true);
    }
    for (const location of config.locations) {
      expect(location.average_rating).toBeGreaterThanOrEqual(4.1);
      expect(location.average_rating).toBeLessThanOrEqual(4.9);
    }
    expect(config.search.cardsPerRow).toBe(4);
    expect(config.features.checkout.enabled).toBe(true);
    expect(config.finance.provider).toBe('Taurus');
  });

  it('the others carry their distinguishing settings', () => {
    const harbour = resolve('harbour-toyota', harbourToyota);
    expect([harbour.template, harbour.features.certifiedBadge, harbour.theme.manufacturerButtonTheme, harbour.finance.provider]).toEqual([
      'brand',
      true,
      'toyota',
      'Manual',
    ]);
    const caravans = resolve('outback-caravans-and-motorcycles', outback);
    expect(caravans.search.filters).toContain('categories');
    expect([caravans.texts.noPrice, caravans.finance.provider]).toEqual(['Call for price', '360 Finance']);
    const yard = resolve('corner-car-yard', cornerCarYard);
    expect([yard.finance.provider, yard.search.usedLabel, yard.feed.format, yard.locations.length]).toEqual([null, 'Pre-Owned', 'csv', 1]);
    expect(yard.feed.csvColumns).toEqual({ stocknum: 'Stock No', price: 'Retail Price', km: 'Odometer' });
  });
});
