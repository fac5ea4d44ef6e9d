import type { TenantConfig } from './schema/index.ts';

/**
 * The settings whose words are the dealer's promises: why to buy there, the home banner's offers, service and
 * trade-in claims, what comes with a car, the warranty and protection products on offer, and delivery prices. The
 * platform sets none of them (tenants/_defaults.ts); a section whose setting is empty is not shown.
 */
export const DEALER_COPY_SETTINGS = [
  'home.banner',
  'home.whyDealer.points',
  'home.whyBuyFromUs',
  'vehiclePage.whatsIncluded',
  'vehiclePage.protectYourCar',
  'delivery.ratesCents',
] as const;
export type DealerCopySetting = (typeof DEALER_COPY_SETTINGS)[number];

type DealerCopy = {
  home: Pick<TenantConfig['home'], 'blocks' | 'banner' | 'whyDealer' | 'whyBuyFromUs'>;
  vehiclePage: Pick<TenantConfig['vehiclePage'], 'whatsIncluded' | 'protectYourCar'>;
  delivery: Pick<TenantConfig['delivery'], 'ratesCents'>;
};

/**
 * The dealer-copy settings a tenant has left empty where a page would show them. The home banner and 'Why {dealer}?'
 * count only when `home.blocks` lists them; 'Why Buy From Us?' is on every car page too, so it always counts.
 * @example unsetDealerCopy(config) // ['vehiclePage.protectYourCar', 'delivery.ratesCents']
 */
export function unsetDealerCopy(tenant: DealerCopy): DealerCopySetting[] {
  const { home, vehiclePage } = tenant;
  const empty: Record<DealerCopySetting, boolean> = {
    'home.banner': home.blocks.includes('banner') && home.banner.length === 0,
    'home.whyDealer.points': home.blocks.includes('whyDealer') && home.whyDealer.points.length === 0,
    'home.whyBuyFromUs': home.whyBuyFromUs.length === 0,
    'vehiclePage.whatsIncluded': vehiclePage.whatsIncluded.length === 0,
    'vehiclePage.protectYourCar': vehiclePage.protectYourCar.length === 0,
    'delivery.ratesCents': tenant.delivery.ratesCents.length === 0,
  };
  return DEALER_COPY_SETTINGS.filter((setting) => empty[setting]);
}

/**
 * The build's one line about a tenant's unset dealer copy; null when it has set it all.
 * @example unsetDealerCopyWarning('acme', ['vehiclePage.whatsIncluded']) // '[acme] no dealer copy set for: vehiclePage.whatsIncluded; those sections are not shown'
 */
export function unsetDealerCopyWarning(slug: string, unset: readonly DealerCopySetting[]): string | null {
  if (unset.length === 0) return null;
  return `[${slug}] no dealer copy set for: ${unset.join(', ')}; ${unset.length === 1 ? 'that section is' : 'those sections are'} not shown`;
}
