import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { acmeSite } from './acme.test-support.ts';
import { DEALER_COPY_SETTINGS, unsetDealerCopy, unsetDealerCopyWarning } from './dealer-copy.ts';
import { resolveTenantConfig } from './resolve-tenant-config.ts';
import type { TenantConfig } from './schema/index.ts';

// The dealer's promises are its own: the platform's defaults set none, and the build names what a tenant left unset.
const configOf = (overrides: object = {}): TenantConfig => {
  const result = resolveTenantConfig(DEFAULT_TENANT, acmeSite(overrides), 'tenants/acme/tenant.ts');
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
};

const dealerWithAllItsCopy = {
  home: {
    banner: [{ title: 'Book a Service', text: 'Our workshop is open Saturdays.', href: '/service', cta: 'Book a service' }],
    whyDealer: { points: [{ title: 'Family owned', text: 'Since 1987.' }] },
    whyBuyFromUs: ['Finance on site'],
  },
  vehiclePage: { whatsIncluded: ['A full tank of fuel'], protectYourCar: ['Paint protection'] },
  delivery: { enabled: true, ratesCents: [{ upToKm: 100, cents: 0 }] },
};

describe('the platform defaults promise nothing for the dealer', () => {
  it('a tenant that sets none of its copy gets empty sections, no delivery and a Reserve Online line that claims nothing', () => {
    const config = configOf();
    expect(config.home.banner).toEqual([]);
    expect(config.home.whyDealer.points).toEqual([]);
    expect(config.home.whyBuyFromUs).toEqual([]);
    expect(config.vehiclePage.whatsIncluded).toEqual([]);
    expect(config.vehiclePage.protectYourCar).toEqual([]);
    expect(config.delivery).toMatchObject({ enabled: false, ratesCents: [] });
    expect(config.vehiclePage.reserveOnlineText).not.toMatch(/refund|inspect|warrant/i);
  });

  it('delivery switched on needs the dealer’s own prices', () => {
    const result = resolveTenantConfig(DEFAULT_TENANT, acmeSite({ delivery: { enabled: true } }), 'tenants/acme/tenant.ts');
    expect(result.ok ? [] : result.errors).toEqual([
      "tenants/acme/tenant.ts: delivery.ratesCents: delivery is enabled without prices: list the dealer's rate bands",
    ]);
  });
});

describe('unsetDealerCopy', () => {
  it('names every setting of a tenant that set none, in one order', () => {
    expect(unsetDealerCopy(configOf())).toEqual([...DEALER_COPY_SETTINGS]);
  });

  it('names none for a tenant that set them all', () => {
    expect(unsetDealerCopy(configOf(dealerWithAllItsCopy))).toEqual([]);
  });

  it.each([
    ['the banner, left off the home page', { home: { ...dealerWithAllItsCopy.home, banner: [], blocks: ['hero', 'whyDealer'] } }, []],
    ["'Why {dealer}?', left off the home page", { home: { ...dealerWithAllItsCopy.home, whyDealer: { points: [] }, blocks: ['hero', 'banner'] } }, []],
    [
      "'Why Buy From Us?', on every car page whatever the home page lists",
      { home: { ...dealerWithAllItsCopy.home, whyBuyFromUs: [], blocks: ['hero'] } },
      ['home.whyBuyFromUs'],
    ],
    ['a delivery table kept while delivery is off', { delivery: { enabled: false, ratesCents: [{ upToKm: 100, cents: 0 }] } }, []],
    ['no delivery table', { delivery: { enabled: false, ratesCents: [] } }, ['delivery.ratesCents']],
    ['What’s Included only', { vehiclePage: { ...dealerWithAllItsCopy.vehiclePage, whatsIncluded: [] } }, ['vehiclePage.whatsIncluded']],
  ])('%s', (_case, overrides, unset) => {
    expect(unsetDealerCopy(configOf({ ...dealerWithAllItsCopy, ...overrides }))).toEqual(unset);
  });
});

describe('unsetDealerCopyWarning', () => {
  it('is one line naming the tenant and the settings', () => {
    expect(unsetDealerCopyWarning('harbour-toyota', ['vehiclePage.whatsIncluded', 'delivery.ratesCents'])).toBe(
      '[harbour-toyota] no dealer copy set for: vehiclePage.whatsIncluded, delivery.ratesCents; those sections are not shown',
    );
    expect(unsetDealerCopyWarning('corner-car-yard', ['delivery.ratesCents'])).toBe(
      '[corner-car-yard] no dealer copy set for: delivery.ratesCents; that section is not shown',
    );
  });

  it('is nothing when all is set', () => {
    expect(unsetDealerCopyWarning('acme', [])).toBeNull();
  });
});
