import type { z } from 'zod';
import type { DeepPartial } from './merge.ts';
import type { TenantConfig } from './schema/index.ts';
import type { dealershipSchema, locationSchema } from './schema/location.ts';

/** What a `tenants/<slug>/tenant.ts` file writes: identity, locations and feed, plus any overrides. */
export type TenantOverrides = Omit<DeepPartial<TenantConfig>, 'locations' | 'dealerships' | 'feed'> &
  Pick<TenantConfig, 'slug' | 'name' | 'url'> & {
    dealerships: z.input<typeof dealershipSchema>[];
    locations: z.input<typeof locationSchema>[];
    feed: DeepPartial<TenantConfig['feed']> & { source: string; format: TenantConfig['feed']['format'] };
  };

/** Typed identity helper for tenant files; validation happens once, at load. */
export function defineTenant(overrides: TenantOverrides): TenantOverrides {
  return overrides;
}
