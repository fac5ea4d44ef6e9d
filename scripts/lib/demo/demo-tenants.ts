import type { TenantOverrides } from '#src/domain/tenant/define-tenant.ts';
import { resolveTenantConfig } from '#src/domain/tenant/resolve-tenant-config.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import bayside from '#tenants/bayside-auto-group/tenant.ts';
import cornerCarYard from '#tenants/corner-car-yard/tenant.ts';
import harbourToyota from '#tenants/harbour-toyota/tenant.ts';
import outback from '#tenants/outback-caravans-and-motorcycles/tenant.ts';
import { baysideStock, harbourStock, outbackStock, yardStock, type CarType, type StockChooser } from './stock-plans.ts';

// What the generator makes for each demo tenant: how many cars, the new/demo/used mix and who
// stocks them. Locations and dealerships come from the tenant files themselves.

export type DemoTenantPlan = {
  slug: string;
  overrides: TenantOverrides;
  /** Cars at scale 1. */
  count: number;
  mix: readonly (readonly [CarType, number])[];
  /** First car id; ids then rise in small random steps. */
  idBase: number;
  choose: StockChooser;
  /** Share of deliberately broken records, so the feed report has rejections to show. */
  badShare: number;
  /** Share of cars listed without a price. */
  noPriceShare: number;
  /** false: the feed gives only full-size photo URLs (no `thumb.url`), as some dealers' systems do. */
  thumbs?: boolean;
};

export const DEMO_TENANT_PLANS: readonly DemoTenantPlan[] = [
  {
    slug: 'bayside-auto-group',
    overrides: bayside,
    count: 5000,
    mix: [
      ['new', 35],
      ['demo', 10],
      ['used', 55],
    ],
    idBase: 100_000,
    choose: baysideStock,
    badShare: 0.005,
    noPriceShare: 0.01,
  },
  {
    slug: 'harbour-toyota',
    overrides: harbourToyota,
    count: 300,
    mix: [
      ['new', 40],
      ['demo', 10],
      ['used', 50],
    ],
    idBase: 400_000,
    choose: harbourStock,
    badShare: 0,
    noPriceShare: 0.01,
  },
  {
    slug: 'outback-caravans-and-motorcycles',
    overrides: outback,
    count: 250,
    mix: [
      ['new', 50],
      ['demo', 5],
      ['used', 45],
    ],
    idBase: 500_000,
    choose: outbackStock,
    badShare: 0,
    noPriceShare: 0.04,
    thumbs: false,
  },
  { slug: 'corner-car-yard', overrides: cornerCarYard, count: 60, mix: [['used', 1]], idBase: 700, choose: yardStock, badShare: 0, noPriceShare: 0.02 },
];

/** The tenant as the site build sees it: defaults merged, validated. */
export function resolveDemoTenant(plan: DemoTenantPlan): TenantConfig {
  const result = resolveTenantConfig(DEFAULT_TENANT, plan.overrides, `tenants/${plan.slug}/tenant.ts`);
  if (!result.ok) throw new Error(`invalid demo tenant ${plan.slug}:\n${result.errors.join('\n')}`);
  return result.config;
}
