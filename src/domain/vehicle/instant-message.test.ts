import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { resolveTenantConfig } from '../tenant/resolve-tenant-config.ts';
import type { TenantConfig } from '../tenant/schema/index.ts';
import { usedMazdaInStock } from './fixtures.test-support.ts';
import { chatAvailable, instantMessageReplacesEnquire } from './instant-message.ts';
import { sidebarButtons } from './sidebar-buttons.ts';

const dealerships = [
  { id: 5, slug: 'bayside-mazda', name: 'Bayside Mazda' },
  { id: 12, slug: 'bayside-used-cars', name: 'Bayside Used Cars' },
];
const location = {
  id: 501,
  name: 'Bayside Mazda Brisbane',
  slug: 'bayside-mazda-brisbane',
  primary: true,
  location_type: 'sales',
  dealership_id: 5,
  dealership_slug: 'bayside-mazda',
  phone: '07 5550 1234',
  address: { street: '1 Main St', city: 'Brisbane', state: 'QLD', postcode: '4000', lat: -27.47, long: 153.02 },
};
/** The dealer's live chat (any provider: the rules do not depend on which). */
const liveChat = { provider: 'livechat', license: 12345678 } as const;

function groupWith(features: Record<string, unknown>, buttons?: Record<string, unknown>, chat: unknown = liveChat): TenantConfig {
  const result = resolveTenantConfig(
    DEFAULT_TENANT,
    {
      slug: 'bayside',
      name: 'Bayside',
      url: 'https://www.bayside.example',
      dealerships,
      locations: [location],
      feed: { source: 'feed.json', format: 'json' },
      features,
      chat,
      ...(buttons ? { buttons } : {}),
    },
    'tenants/bayside/tenant.ts',
  );
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

const chatOn = { instantMessage: true, checkout: { enabled: true } };
const mazda = usedMazdaInStock();
const usedYardCar = usedMazdaInStock({ dealershipSlug: 'bayside-used-cars', dealershipId: 12 });

describe('Instant Message replaces Enquire (spec 2 section 4)', () => {
  it('defaults to no exclusions, with the chat assistant off', () => {
    const tenant = groupWith({});
    expect(tenant.features.instantMessageExcludedDealershipSlugs).toEqual([]);
    expect(instantMessageReplacesEnquire(mazda, tenant)).toBe(false);
  });

  it.each([
    ['chat assistant available, checkout enabled, dealer not excluded', chatOn, mazda, true],
    ['chat assistant off', { ...chatOn, instantMessage: false }, mazda, false],
    ['checkout off for the site', { ...chatOn, checkout: { enabled: false } }, mazda, false],
    ['car reserved (no checkout for it)', chatOn, usedMazdaInStock({ reserved: true }), false],
    ['car coming soon (no checkout for it)', chatOn, usedMazdaInStock({ status: 'coming_soon' }), false],
    ['car with no price (no checkout for it)', chatOn, usedMazdaInStock({ priceCents: 0 }), false],
    ["the car's dealership excluded", { ...chatOn, instantMessageExcludedDealershipSlugs: ['bayside-mazda'] }, mazda, false],
    ['another dealership excluded', { ...chatOn, instantMessageExcludedDealershipSlugs: ['bayside-used-cars'] }, mazda, true],
    [
      'a car without a dealership is never excluded',
      { ...chatOn, instantMessageExcludedDealershipSlugs: ['bayside-mazda'] },
      usedMazdaInStock({ dealershipSlug: null }),
      true,
    ],
  ])('%s: %s', (_case, features, car, replaces) => {
    expect(instantMessageReplacesEnquire(car, groupWith(features))).toBe(replaces);
  });

  it('needs a chat provider: without one the chat assistant is not available and Enquire keeps its place', () => {
    const tenant = groupWith(chatOn, { vehicleSidebar: ['enquire', 'openAutobot', 'chatWithUs', 'testDrive'] }, null);
    expect(tenant.chat).toBeNull();
    expect(chatAvailable(mazda, tenant)).toBe(false);
    expect(instantMessageReplacesEnquire(mazda, tenant)).toBe(false);
    const buttons = sidebarButtons(mazda, tenant, { phone: null, financeHref: '/finance', depositLabel: null });
    expect(buttons.map((button) => button.label)).toEqual(['Enquire Now', 'Book a Test Drive']);
  });

  it('refuses an excluded dealership the tenant does not have, naming the field', () => {
    const result = resolveTenantConfig(
      DEFAULT_TENANT,
      {
        slug: 'bayside',
        name: 'Bayside',
        url: 'https://www.bayside.example',
        dealerships,
        locations: [location],
        feed: { source: 'feed.json', format: 'json' },
        features: { instantMessageExcludedDealershipSlugs: ['bayside-kia'] },
      },
      'tenants/bayside/tenant.ts',
    );
    expect(result.ok ? '' : result.errors.join('\n')).toContain(
      'tenants/bayside/tenant.ts: features.instantMessageExcludedDealershipSlugs.0: no dealership with slug "bayside-kia"',
    );
  });

  it("side panel: Instant Message takes Enquire's place for included dealers only", () => {
    const tenant = groupWith({ ...chatOn, instantMessageExcludedDealershipSlugs: ['bayside-used-cars'] });
    const labels = (car: typeof mazda) =>
      sidebarButtons(car, tenant, { phone: null, financeHref: '/finance', depositLabel: null }).map((button) => button.label);
    expect(labels(mazda)).toContain('Instant Message');
    expect(labels(mazda)).not.toContain('Enquire Now');
    expect(labels(usedYardCar)).toContain('Enquire Now');
    expect(labels(usedYardCar)).not.toContain('Instant Message');
  });

  it('side panel: a button set listing openAutobot shows Instant Message once; chat buttons follow the exclusions', () => {
    const tenant = groupWith(
      { ...chatOn, instantMessageExcludedDealershipSlugs: ['bayside-used-cars'] },
      { vehicleSidebar: ['enquire', 'openAutobot', 'chatWithUs'] },
    );
    const labels = (car: typeof mazda) =>
      sidebarButtons(car, tenant, { phone: null, financeHref: '/finance', depositLabel: null }).map((button) => button.label);
    expect(labels(mazda)).toEqual(['Instant Message', 'Chat With Us']);
    expect(labels(usedYardCar)).toEqual(['Enquire Now']);
    expect(chatAvailable(usedYardCar, tenant)).toBe(false);
  });

  it('side panel: a tenant can hide Reserve for one dealership; the chat rules still follow checkout', () => {
    const tenant = groupWith(
      { ...chatOn, checkout: { enabled: true, reserveHiddenDealershipSlugs: ['bayside-used-cars'] } },
      { vehicleSidebar: ['enquire', 'reserve'] },
    );
    const labels = (car: typeof mazda) =>
      sidebarButtons(car, tenant, { phone: null, financeHref: '/finance', depositLabel: '$200' }).map((button) => button.label);
    expect(labels(mazda)).toEqual(['Instant Message', 'Reserve This Car $200']);
    expect(labels({ ...mazda, dealershipSlug: 'bayside-used-cars' })).toEqual(['Instant Message']);
  });

  it('refuses a reserve exclusion naming no dealership of the tenant', () => {
    expect(() => groupWith({ checkout: { enabled: true, reserveHiddenDealershipSlugs: ['nowhere-motors'] } })).toThrow(
      /features\.checkout\.reserveHiddenDealershipSlugs\.0: no dealership with slug "nowhere-motors"/,
    );
  });
});
